import type { TrainingEvent } from '@/content/schema';
import { Icon, type IconName } from '@/components/ui/Icon';
import { formatEventDates, formatEventFee, formatEventTimes } from '@/lib/events/format';
import styles from './EventFacts.module.css';

/** Date, time, venue and ticket of an event, as a description list: each formatted from what staff typed once. */
export function EventFacts({ event, compact = false }: { event: TrainingEvent; compact?: boolean }) {
  const facts: { label: string; value: string; icon: IconName }[] = [
    { label: 'Date', value: formatEventDates(event), icon: 'calendar' },
    { label: 'Time', value: formatEventTimes(event), icon: 'clock' },
    { label: 'Venue', value: event.venue, icon: 'map-pin' },
    { label: 'Ticket', value: `${formatEventFee(event.priceKes)} VAT Inc`, icon: 'ticket' },
  ];
  return (
    <dl className={`${styles.facts} ${compact ? styles.compact : ''}`}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>
            <Icon name={fact.icon} size={18} />
            {fact.label}
          </dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
