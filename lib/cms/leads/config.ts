/**
 * The leads inbox as Payload's configuration takes it (payload.config.ts): its admin pages,
 * its menu link and its REST endpoints. Paths of components are from the repository's root,
 * the import map's base (`npx payload generate:importmap` after changing them).
 */
import type { Config } from 'payload';

export { leadsEndpoints } from './endpoints';

const views = 'components/admin/leads';

type AdminComponents = NonNullable<NonNullable<Config['admin']>['components']>;

export const leadsAdminComponents: AdminComponents = {
  afterNavLinks: [`/${views}/LeadsNavLink#LeadsNavLink`],
  views: {
    leads: { Component: `/${views}/LeadsList#LeadsList`, path: '/leads', exact: true },
    leadsAudit: { Component: `/${views}/LeadsAudit#LeadsAudit`, path: '/leads/audit', exact: true },
    leadsErase: { Component: `/${views}/LeadsErase#LeadsErase`, path: '/leads/erase', exact: true },
    leadDetail: { Component: `/${views}/LeadDetail#LeadDetail`, path: '/leads/:kind/:id', exact: true },
  },
};
