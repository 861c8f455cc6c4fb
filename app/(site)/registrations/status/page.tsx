import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/layout/PageHero';
import { ActionButton } from '@/components/registrations/ActionButton';
import { PaymentWatcher } from '@/components/registrations/PaymentWatcher';
import { Button } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { getTrainingEvents } from '@/lib/cms/read';
import { getDatabase } from '@/lib/db/client';
import { payAgainAction, payByInvoiceAction } from '@/lib/registrations/actions';
import { defaultRegistrationDeps } from '@/lib/registrations/deps';
import { registrationMessages } from '@/lib/registrations/form';
import { hasStarted } from '@/lib/registrations/terms';
import { REGISTRATION_PAGE, registrationIdOf, registrationPath, registrationStatusJsonPath } from '@/lib/registrations/links';
import { paymentStatus, type PaymentStatus } from '@/lib/registrations/status';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatKes } from '@/lib/tax/money';
import styles from '@/components/registrations/Registration.module.css';

// A person's registration, read on each visit; never cached, never indexed.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = {
  ...pageMetadata({ title: 'Your registration', description: 'Your training registration and its payment.', path: REGISTRATION_PAGE, noIndex: true }),
  // The link is the key to the page: it never leaves for another site, not even in Referer.
  referrer: 'same-origin',
};

const longDate = (date: string) =>
  new Date(`${date}T12:00:00+03:00`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' });

type View = { title: string; text: string; watch?: boolean; tryAgain?: boolean; invoiceInstead?: boolean };

/** What the page says for each state of a registration and its latest prompt; `closed` from the training's first day (nothing to try again). */
function viewOf(status: PaymentStatus, closed: boolean): View {
  const seats = status.seats === 1 ? 'your seat' : `your ${status.seats} seats`;
  switch (status.status) {
    case 'paid':
      return { title: 'Your registration is confirmed', text: `Thank you: ${seats} are paid for. A confirmation is on its way by email; the tax invoice follows.` };
    case 'invoice_sent':
      return {
        title: 'Your pro-forma invoice is on its way',
        text: `We have held ${seats} and are emailing you the pro-forma invoice with our bank details. Pay it by the due date below and your registration is confirmed; until then the seats stay yours.`,
      };
    case 'waitlisted':
      return { title: 'You are on the waitlist', text: 'If seats come free we will email you a link that holds them for you for 24 hours.' };
    case 'cancelled':
      return { title: 'This registration was cancelled', text: 'Its seats have been released. Please contact us if this is not what you expected.' };
    case 'paid_no_seat':
      return { title: 'Your payment arrived after your seats were released', text: 'We have your payment and our staff have been told: they will contact you to move you to another date or refund you.' };
    case 'held':
    case 'lapsed': {
      if (status.paymentMethod === 'invoice') return { title: 'This registration has lapsed', text: 'The invoice was not paid by its due date, so the seats were released.' };
      const mpesa = status.mpesa;
      if (status.status === 'held' && mpesa?.state === 'pending') {
        return { title: 'Check your phone and enter your M-Pesa PIN', text: `A payment prompt for ${formatKes(status.totalCents)} is on your phone. Enter your M-Pesa PIN to pay; this page updates once M-Pesa tells us.`, watch: true };
      }
      const retry = { tryAgain: !closed, invoiceInstead: !closed };
      if (mpesa?.state === 'failed') {
        const more = closed ? '' : mpesa.resultCode === 1 ? ' Top up your M-Pesa account and try again, or pay by invoice.' : ' You can try again, or pay by invoice instead.';
        return { title: 'The payment did not go through', text: `${mpesa.message}${more}${closed ? ` ${registrationMessages.started}` : ''}`, ...retry };
      }
      if (closed) return { title: 'Registration has closed', text: registrationMessages.started };
      if (!mpesa) return { title: 'The payment prompt could not be sent', text: 'M-Pesa did not take the payment prompt. You can try again, or pay by invoice instead.', ...retry };
      return { title: 'Your seats were released', text: 'The payment did not arrive in time, so the seats were released. You can try again while seats are free, or pay by invoice.', ...retry };
    }
  }
}

export default async function RegistrationStatusPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const id = typeof token === 'string' ? registrationIdOf(token) : undefined;
  const status = id ? await paymentStatus((await getDatabase()).db, id) : undefined;
  if (!id || !status || typeof token !== 'string') notFound();
  const event = (await getTrainingEvents()).find((training) => String(training.id) === status.trainingId);
  const deps = await defaultRegistrationDeps();
  const terms = await deps.terms(status.trainingId);
  const view = viewOf(status, terms !== undefined && hasStarted(terms, deps.now()));
  // The invoice is offered only while the firm's payment details are filled in.
  const invoices = view.invoiceInstead ? (await deps.invoiceDetails()) !== undefined : false;
  const self = registrationPath(id);
  return (
    <>
      {/* Kept in place when the page shows itself afresh (PaymentWatcher, Try again): a screen reader hears the new heading and text. */}
      <div aria-live="polite" aria-atomic="true" data-testid="registration-news">
        <PageHero eyebrow={event?.title ?? 'Training registration'} title={view.title} intro={view.text} />
      </div>
      <Section>
        <div className={styles.panel}>
          <dl className={styles.facts}>
            <dt>Reference</dt>
            <dd>{status.reference}</dd>
            <dt>Seats</dt>
            <dd>{status.seats}</dd>
            <dt>Amount</dt>
            <dd>
              {formatKes(status.totalCents)} (VAT {formatKes(status.vatCents)} included)
            </dd>
            {status.mpesa?.receipt ? (
              <>
                <dt>M-Pesa receipt</dt>
                <dd data-testid="receipt">{status.mpesa.receipt}</dd>
              </>
            ) : null}
            {status.paymentMethod === 'invoice' && status.invoiceNumber ? (
              <>
                <dt>Invoice number</dt>
                <dd>{status.invoiceNumber}</dd>
              </>
            ) : null}
            {status.paymentMethod === 'invoice' && status.invoiceDueDate && status.status === 'invoice_sent' ? (
              <>
                <dt>Due date</dt>
                <dd>{longDate(status.invoiceDueDate)}</dd>
              </>
            ) : null}
          </dl>
          {view.watch ? (
            <>
              <PaymentWatcher statusUrl={registrationStatusJsonPath(id)} since={`${status.status}/${status.mpesa?.state ?? 'none'}`} />
              <p>
                <a href={self}>Check again</a> if this page has not changed after you answered the prompt.
              </p>
            </>
          ) : null}
          {view.tryAgain ? <ActionButton action={payAgainAction.bind(null, token)} label="Try again" permalink={self} /> : null}
          {view.invoiceInstead && invoices ? <ActionButton action={payByInvoiceAction.bind(null, token)} label="Pay by invoice instead" permalink={self} variant="secondary" /> : null}
          <div className={styles.actions}>
            {event ? (
              <Button href={routes.event(event.slug)} variant="secondary">
                Back to the training
              </Button>
            ) : null}
          </div>
        </div>
      </Section>
    </>
  );
}
