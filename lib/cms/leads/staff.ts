/**
 * Who may use the leads inbox and the training registrations, and the staff a lead can be
 * assigned to: roles `admin` and `leads` (lib/cms/roles.ts), on an account with a second factor
 * on record. Checked on the server, for every endpoint and view.
 */
import type { Payload, PayloadRequest } from 'payload';
import { roleOf } from '../access';
import type { Role } from '../roles';
import type { Staff } from './audit';

export const LEADS_ROLES: readonly Role[] = ['admin', 'leads'];

export type LeadsAccess = { ok: true; staff: Staff; role: Role } | { ok: false; status: 401 | 403; message: string };

export const NO_SECOND_FACTOR_MESSAGE =
  'This account has no second factor on record, and leads are personal data. Ask an administrator to make the account again with npm run admin:create-user.';

/**
 * Whether the account has an authenticator secret stored. Every account of a role that reads
 * leads is made with one by the command; one without it was not made that way, and its role
 * alone must not open people's data.
 */
async function secondFactorOnRecord(payload: Payload, id: unknown): Promise<boolean> {
  const stored = (await payload.db.findOne({ collection: 'users', where: { id: { equals: id } } })) as { totpSecret?: string | null } | null;
  return Boolean(stored?.totpSecret);
}

/** Whether the signed-in user may do what needs one of `roles` (the inbox: admins and leads). */
export async function leadsAccess(req: Pick<PayloadRequest, 'user' | 'payload'>, roles: readonly Role[] = LEADS_ROLES): Promise<LeadsAccess> {
  const user = req.user as { id?: unknown; email?: unknown } | null | undefined;
  if (!user) return { ok: false, status: 401, message: 'Sign in to the staff admin first.' };
  const role = roleOf(req);
  if (!role || !roles.includes(role)) {
    return { ok: false, status: 403, message: roles.includes('leads') ? 'Only administrators and the leads team may see leads and training registrations.' : 'Only administrators may do this.' };
  }
  if (!(await secondFactorOnRecord(req.payload, user.id))) return { ok: false, status: 403, message: NO_SECOND_FACTOR_MESSAGE };
  return { ok: true, role, staff: { id: Number(user.id), email: String(user.email ?? '') } };
}

export type StaffAccount = { id: number; email: string; name: string | null; role: Role };

/** Staff accounts that may be assigned leads (admins and the leads team), by email. */
export async function assignableStaff(payload: Payload): Promise<StaffAccount[]> {
  const found = await payload.find({
    collection: 'users',
    where: { role: { in: [...LEADS_ROLES] } },
    sort: 'email',
    limit: 500,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  return found.docs.map((doc) => {
    const user = doc as unknown as { id: number | string; email: string; name?: string | null; role: Role };
    return { id: Number(user.id), email: user.email, name: user.name ?? null, role: user.role };
  });
}
