import type { Metadata } from 'next';
import { eventsIntro } from '@/content/events';
import type { TrainingEvent } from '@/content/schema';
import { EventCard } from '@/components/events/EventCard';
import { PageHero } from '@/components/layout/PageHero';
import { Button } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { getTrainingEvents, isDraftPreview } from '@/lib/cms/read';
import { partitionEvents } from '@/lib/events/schedule';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';

export const metadata: Metadata = pageMetadata({
  title: 'Events & Trainings',
  description:
    'Seminars and workshops on Kenyan tax, reporting and nonprofit management, led by Kilele Partners, a NITA-approved training provider.',
  path: routes.trainings,
});

export default async function TrainingsPage() {
  const events = await getTrainingEvents({ draft: await isDraftPreview() });
  const { upcoming, past } = partitionEvents(events, new Date());
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: 'Events & Trainings', path: routes.trainings }])} />
      <PageHero eyebrow="About" title="Events & Trainings" intro={eventsIntro} />
      <Section id="upcoming-events" title="Upcoming Events">
        {upcoming.length > 0 ? (
          <EventList events={upcoming} />
        ) : (
          <div className={styles.empty}>
            <p>
              No trainings are scheduled right now. Subscribe to our updates at the foot of this page and we will tell
              you when the next one opens, or ask us about in-house training for your team.
            </p>
            <Button href={routes.service('training-and-workshops')} variant="secondary">
              In-house training
            </Button>
          </div>
        )}
      </Section>
      {past.length > 0 ? (
        <Section id="past-events" title="Past Events" tone="alt">
          <EventList events={past} />
        </Section>
      ) : null}
    </>
  );
}

function EventList({ events }: { events: TrainingEvent[] }) {
  return (
    <ul className={styles.list}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
