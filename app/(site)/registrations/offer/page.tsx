import type { Metadata } from 'next';
import { PageHero } from '@/components/layout/PageHero';
import { ActionButton } from '@/components/registrations/ActionButton';
import { Button } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { getTrainingEvents } from '@/lib/cms/read';
import { defaultRegistrationDeps } from '@/lib/registrations/deps';
import { acceptOfferAction } from '@/lib/registrations/actions';
import { waitlistOfferPath } from '@/lib/registrations/links';
import { registrationMessages } from '@/lib/registrations/form';
import { offerDetails } from '@/lib/registrations/offer';
import { hasStarted } from '@/lib/registrations/terms';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatKes } from '@/lib/tax/money';
import styles from '@/components/registrations/Registration.module.css';

// Each visit reads its offer; opening the link takes nothing (mail scanners open every link).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  ...pageMetadata({ title: 'Your waitlist offer', description: 'Seats held for you from the waitlist.', path: '/registrations/offer', noIndex: true }),
  referrer: 'same-origin',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const nairobiTime = (at: Date) =>
  at.toLocaleString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Africa/Nairobi' });

/** Where a waitlist offer's mail lands: the offer and one button that takes it up. */
export default async function WaitlistOfferPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const deps = await defaultRegistrationDeps();
  const offer = typeof token === 'string' ? await offerDetails(token, deps) : undefined;
  if (!offer || typeof token !== 'string') {
    return (
      <>
        <PageHero eyebrow="Waitlist" title="This offer has ended" intro="The link may be incomplete, the offer already taken up, or its 24 hours passed. The training’s page shows whether seats are free now." />
        <Section>
          <Button href={routes.trainings}>See our trainings</Button>
        </Section>
      </>
    );
  }
  const event = (await getTrainingEvents()).find((training) => String(training.id) === offer.trainingId);
  const terms = await deps.terms(offer.trainingId);
  if (terms && hasStarted(terms, deps.now())) {
    return (
      <>
        <PageHero eyebrow="Waitlist" title="Registration has closed" intro={registrationMessages.started} />
        <Section>
          <Button href={routes.contact}>Contact us</Button>
        </Section>
      </>
    );
  }
  const seats = offer.seats === 1 ? '1 seat' : `${offer.seats} seats`;
  const how =
    offer.method === 'mpesa'
      ? 'Press the button and a payment prompt for the whole amount goes to your phone.'
      : 'Press the button and we email you the pro-forma invoice, to pay by bank transfer or cheque by its due date.';
  return (
    <>
      <PageHero
        eyebrow="Waitlist"
        title={`Seats are free for you${event ? `: ${event.title}` : ''}`}
        intro={`${offer.name}, we are holding ${seats} for you until ${nairobiTime(offer.expiresAt)} (Nairobi time). ${how}`}
      />
      <Section>
        <div className={styles.panel}>
          <dl className={styles.facts}>
            <dt>Seats</dt>
            <dd>{offer.seats}</dd>
            <dt>Amount</dt>
            <dd>{formatKes(offer.totalCents)}, VAT inclusive</dd>
          </dl>
          <ActionButton action={acceptOfferAction.bind(null, token)} label={offer.method === 'mpesa' ? 'Take the seats and pay by M-Pesa' : 'Take the seats and send the invoice'} permalink={waitlistOfferPath(token)} />
        </div>
      </Section>
    </>
  );
}
