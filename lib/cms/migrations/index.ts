import * as migration_20261125_235556_staff_accounts from './20261125_235556_staff_accounts';
import * as migration_20261126_001721_content_a from './20261126_001721_content_a';
import * as migration_20261126_002133_content_b from './20261126_002133_content_b';

export const migrations = [
  {
    up: migration_20261125_235556_staff_accounts.up,
    down: migration_20261125_235556_staff_accounts.down,
    name: '20261125_235556_staff_accounts',
  },
  {
    up: migration_20261126_001721_content_a.up,
    down: migration_20261126_001721_content_a.down,
    name: '20261126_001721_content_a',
  },
  {
    up: migration_20261126_002133_content_b.up,
    down: migration_20261126_002133_content_b.down,
    name: '20261126_002133_content_b'
  },
];
