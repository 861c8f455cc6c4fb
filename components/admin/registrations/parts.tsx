/**
 * What the training registrations' pages share: the frame of a training's pages (its number read
 * from the address), the cells every list of registrations shows (the reference linking to the
 * registration, who registered, the amount with its VAT, the takings), and the answer for an
 * address that names nothing.
 */
import Link from 'next/link';
import type { AdminViewServerProps } from 'payload';
import type { ReactNode } from 'react';
import type { LeadsAccess } from '../../../lib/cms/leads/staff';
import { isTrainingId } from '../../../lib/cms/registrations/forms';
import type { Takings } from '../../../lib/cms/registrations/overview';
import { getDatabase } from '../../../lib/db/client';
import type { Db } from '../../../lib/db/types';
import { REGISTRATIONS_ADMIN_PATH, registrationAdminPath } from '../../../lib/registrations/links';
import { formatCents } from '../../../lib/tax/money';
import { LeadsFrame } from '../leads/frame';
import own from './registrations.module.css';

type Granted = Extract<LeadsAccess, { ok: true }>;

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

export const NoSuchRegistration = () => <NotFound what="registration" why="It may have been erased." />;

/** A page about one training (`/admin/registrations/training/:trainingId…`): the leads frame, then the training's number, or "No such training". */
export function TrainingFrame({ view, children }: { view: AdminViewServerProps; children: (access: Granted, trainingId: string, db: Db) => Promise<ReactNode> }) {
  const segments = Array.isArray(view.params?.segments) ? view.params.segments : [];
  const trainingId = String(segments[2] ?? '');
  return (
    <LeadsFrame view={view} path={`/${segments.join('/')}`}>
      {async (access) => (isTrainingId(trainingId) ? children(access, trainingId, (await getDatabase()).db) : <NotFound what="training" why="A training is named by its number." />)}
    </LeadsFrame>
  );
}

/** A registration's reference as a row's heading, linking to its page, with what follows it. */
export function ReferenceCell({ id, reference, children }: { id: string; reference: string; children?: ReactNode }) {
  return (
    <th scope="row">
      <Link prefetch={false} href={registrationAdminPath(id)}>
        {reference}
      </Link>
      {children}
    </th>
  );
}

/** Who registered, and the organisation under it when given. */
export function RegistrantCell({ name, organisation, children }: { name: string; organisation: string | null; children?: ReactNode }) {
  return (
    <td>
      {name}
      {organisation && (
        <>
          <br />
          {organisation}
        </>
      )}
      {children}
    </td>
  );
}

/** An amount in shillings with the VAT inside it beneath. */
export function AmountCell({ totalCents, vatCents }: { totalCents: number; vatCents: number }) {
  return (
    <td className={own.numbers}>
      {formatCents(totalCents)}
      <br />
      <small>VAT {formatCents(vatCents)}</small>
    </td>
  );
}

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
