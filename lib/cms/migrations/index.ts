import * as migration_20261126_010748_staff_admin from './20261126_010748_staff_admin';

export const migrations = [
  {
    up: migration_20261126_010748_staff_admin.up,
    down: migration_20261126_010748_staff_admin.down,
    name: '20261126_010748_staff_admin'
  },
];
