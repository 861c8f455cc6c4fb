import * as migration_20261126_010748_staff_admin from './20261126_010748_staff_admin';
import * as migration_20261127_063836_typed_once from './20261127_063836_typed_once';
import * as migration_20261127_064215_navigation_menus from './20261127_064215_navigation_menus';
import * as migration_20261127_100349_descriptive_training_fields from './20261127_100349_descriptive_training_fields';
import * as migration_20261127_134924_invoice_details from './20261127_134924_invoice_details';
import * as migration_20261127_142847_training_registration_capacity from './20261127_142847_training_registration_capacity';
import * as migration_20261127_210137_newsletter_campaigns from './20261127_210137_newsletter_campaigns';
import * as migration_20261127_210902_navigation_newsletters_page from './20261127_210902_navigation_newsletters_page';
import * as migration_20261128_051136_campaign_stopped from './20261128_051136_campaign_stopped';

export const migrations = [
  {
    up: migration_20261126_010748_staff_admin.up,
    down: migration_20261126_010748_staff_admin.down,
    name: '20261126_010748_staff_admin',
  },
  {
    up: migration_20261127_063836_typed_once.up,
    down: migration_20261127_063836_typed_once.down,
    name: '20261127_063836_typed_once',
  },
  {
    up: migration_20261127_064215_navigation_menus.up,
    down: migration_20261127_064215_navigation_menus.down,
    name: '20261127_064215_navigation_menus',
  },
  {
    up: migration_20261127_100349_descriptive_training_fields.up,
    down: migration_20261127_100349_descriptive_training_fields.down,
    name: '20261127_100349_descriptive_training_fields',
  },
  {
    up: migration_20261127_134924_invoice_details.up,
    down: migration_20261127_134924_invoice_details.down,
    name: '20261127_134924_invoice_details',
  },
  {
    up: migration_20261127_142847_training_registration_capacity.up,
    down: migration_20261127_142847_training_registration_capacity.down,
    name: '20261127_142847_training_registration_capacity',
  },
  {
    up: migration_20261127_210137_newsletter_campaigns.up,
    down: migration_20261127_210137_newsletter_campaigns.down,
    name: '20261127_210137_newsletter_campaigns',
  },
  {
    up: migration_20261127_210902_navigation_newsletters_page.up,
    down: migration_20261127_210902_navigation_newsletters_page.down,
    name: '20261127_210902_navigation_newsletters_page',
  },
  {
    up: migration_20261128_051136_campaign_stopped.up,
    down: migration_20261128_051136_campaign_stopped.down,
    name: '20261128_051136_campaign_stopped'
  },
];
