import * as migration_20261125_235556_staff_accounts from './20261125_235556_staff_accounts';

export const migrations = [
  {
    up: migration_20261125_235556_staff_accounts.up,
    down: migration_20261125_235556_staff_accounts.down,
    name: '20261125_235556_staff_accounts'
  },
];
