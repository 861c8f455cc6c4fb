/**
 * Who may do what in the staff admin. Payload enforces these on the server in its access
 * functions, for the admin, the REST API, GraphQL and the Local API alike (lib/cms/access/).
 *
 * - `admin`: staff accounts, and everything else;
 * - `editor`: the site's content, never the leads;
 * - `leads`: the leads inbox (contact messages, bookings, subscribers), never the content.
 */
export const ROLES = ['admin', 'editor', 'leads'] as const;

export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Roles that read people's personal data (the leads), and so must sign in with a second factor. */
export const ROLES_NEEDING_SECOND_FACTOR: readonly Role[] = ['admin', 'leads'];

export const roleLabels: Record<Role, string> = {
  admin: 'Administrator (accounts, content and leads)',
  editor: 'Editor (content)',
  leads: 'Leads (enquiries, bookings, subscribers)',
};
