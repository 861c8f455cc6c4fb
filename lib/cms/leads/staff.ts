/**
 * Who may use the leads inbox, and the staff a lead can be assigned to: roles `admin` and
 * `leads` (lib/cms/roles.ts). Checked on the server, for every endpoint and view.
 */
import type { Payload, PayloadRequest } from 'payload';
import { roleOf } from '../access';
import type { Role } from '../roles';
import type { Staff } from './audit';

export const LEADS_ROLES: readonly Role[] = ['admin', 'leads'];

export type Access = { ok: true; staff: Staff; role: Role } | { ok: false; status: 401 | 403; message: string };

/** Whether the signed-in user may do what needs one of `roles` (the inbox: admins and leads). */
export function leadsAccess(req: Pick<PayloadRequest, 'user'>, roles: readonly Role[] = LEADS_ROLES): Access {
  const user = req.user as { id?: unknown; email?: unknown } | null | undefined;
  if (!user) return { ok: false, status: 401, message: 'Sign in to the staff admin first.' };
  const role = roleOf(req);
  if (!role || !roles.includes(role)) {
    return { ok: false, status: 403, message: roles.includes('leads') ? 'Only administrators and the leads team may use the leads inbox.' : 'Only administrators may do this.' };
  }
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
