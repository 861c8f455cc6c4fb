import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EventFacts } from '@/components/events/EventFacts';
import { PageHero } from '@/components/layout/PageHero';
import { RegistrationForm } from '@/components/registrations/RegistrationForm';
import { Button } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { getTrainingEvent } from '@/lib/cms/read';
import { defaultRegistrationDeps } from '@/lib/registrations/deps';
import { registrationMessages } from '@/lib/registrations/form';
import { trainingSeats } from '@/lib/registrations/visitor-json';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from '@/components/registrations/Registration.module.css';

// The seats left and whether M-Pesa is offered are read on each visit: a form page, not a crowd's.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ slug: string }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const event = await getTrainingEvent(slug);
  if (!event) return {};
  return pageMetadata({
    title: `Register: ${event.title}`,
    description: `Register for ${event.title}: seats for you or your team, paid by M-Pesa or by invoice.`,
    path: routes.eventRegistration(event.slug),
    noIndex: true,
  });
}

export default async function RegistrationPage({ params }: Props) {
  const { slug } = await params;
  const event = await getTrainingEvent(slug);
  if (!event) notFound();
  const deps = await defaultRegistrationDeps();
  const seats = await trainingSeats(String(event.id), deps);
  const terms = seats.sold ? await deps.terms(String(event.id)) : undefined;

  let body: React.ReactNode;
  if (!seats.sold || !terms) {
    body = (
      <div className={styles.panel}>
        <p>{registrationMessages.notSold}</p>
        <Button href={routes.event(event.slug)}>Back to the training</Button>
      </div>
    );
  } else if (!seats.open) {
    body = (
      <div className={styles.panel}>
        <p>{registrationMessages.started}</p>
        <Button href={routes.contact}>Contact us</Button>
      </div>
    );
  } else {
    const fee = `KES ${terms.feeKes.toLocaleString('en-GB')}`;
    body = (
      <div className={styles.panel}>
        <p>
          {fee} per seat, VAT inclusive.{' '}
          {seats.full
            ? 'This training is fully booked: join the waitlist below and we will email you a link that holds seats for you for 24 hours if they come free.'
            : `${seats.seatsLeft === 1 ? '1 seat is' : `${seats.seatsLeft} seats are`} left. Your seats are held as soon as you send the form.`}
        </p>
        <RegistrationForm
          trainingId={String(event.id)}
          seatLimit={terms.seatLimit}
          mpesa={deps.mpesa !== undefined}
          permalink={routes.eventRegistration(event.slug)}
          waitlist={seats.full}
        />
      </div>
    );
  }

  return (
    <>
      <PageHero eyebrow="Register" title={event.title}>
        <EventFacts event={event} />
      </PageHero>
      <Section>{body}</Section>
    </>
  );
}
