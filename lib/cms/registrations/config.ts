/**
 * The staff's training registrations as Payload's configuration takes them (payload.config.ts):
 * their admin pages, their menu link and their REST endpoints, beside the leads inbox's
 * (lib/cms/leads/config.ts). Paths of components are from the repository's root, the import
 * map's base (`npx payload generate:importmap` after changing them).
 */
import type { Config } from 'payload';

export { registrationsEndpoints } from './endpoints';

const views = 'components/admin/registrations';

type AdminComponents = NonNullable<NonNullable<Config['admin']>['components']>;

/** In matching order (Payload takes the first view whose path matches): the fixed paths before `/registrations/:id`. */
export const registrationsAdminComponents = {
  afterNavLinks: [`/${views}/RegistrationsNavLink#RegistrationsNavLink`],
  views: {
    registrations: { Component: `/${views}/TrainingsList#TrainingsList`, path: '/registrations', exact: true },
    registrationsEtims: { Component: `/${views}/EtimsTasks#EtimsTasks`, path: '/registrations/etims', exact: true },
    registrationsTraining: { Component: `/${views}/TrainingRegistrations#TrainingRegistrations`, path: '/registrations/training/:trainingId', exact: true },
    registrationsAttendance: { Component: `/${views}/AttendanceSheet#AttendanceSheet`, path: '/registrations/training/:trainingId/attendance', exact: true },
    registrationDetail: { Component: `/${views}/RegistrationDetail#RegistrationDetail`, path: '/registrations/:id', exact: true },
  },
} satisfies AdminComponents;
