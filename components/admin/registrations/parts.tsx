/** What the training registrations' pages share: a line's takings as table cells, and the answer for an address that names nothing. */
import Link from 'next/link';
import type { Takings } from '../../../lib/cms/registrations/overview';
import { REGISTRATIONS_ADMIN_PATH } from '../../../lib/registrations/links';
import { formatCents } from '../../../lib/tax/money';
import own from './registrations.module.css';

/** Paid by M-Pesa, paid by invoice and refunded, in shillings. */
export function TakingsCells({ takings }: { takings: Takings }) {
  return (
    <>
      <td className={own.numbers}>{formatCents(takings.paidMpesaCents)}</td>
      <td className={own.numbers}>{formatCents(takings.paidInvoiceCents)}</td>
      <td className={own.numbers}>{formatCents(takings.refundedCents)}</td>
    </>
  );
}

function NotFound({ what, why }: { what: string; why: string }) {
  return (
    <>
      <h1>No such {what}</h1>
      <p>
        {why}{' '}
        <Link prefetch={false} href={REGISTRATIONS_ADMIN_PATH}>
          Back to the training registrations
        </Link>
      </p>
    </>
  );
}

export const NoSuchTraining = () => <NotFound what="training" why="A training is named by its number." />;
export const NoSuchRegistration = () => <NotFound what="registration" why="It may have been erased." />;
