import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Each fact typed once (issue 30): a training's "Date as shown", "Time as shown", "Fee as shown"
 * (ticket) and "Tagged as" (event_type) go, the site formats them from starts, ends and
 * price_kes; a phone's "For dialling" (e164) goes, the site derives it from the number as
 * displayed, which stays. Nothing is lost: what goes is made from what stays. SQL only, so a
 * restore can run it (lib/db/backup.ts). Payload's migrate:create wrote it; the down() fills
 * the dialling form and the fee as shown again (the date and time as shown stay empty).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."training_events" DROP COLUMN "date";
  ALTER TABLE "payload"."training_events" DROP COLUMN "time";
  ALTER TABLE "payload"."training_events" DROP COLUMN "ticket";
  ALTER TABLE "payload"."training_events" DROP COLUMN "event_type";
  ALTER TABLE "payload"."_training_events_v" DROP COLUMN "version_date";
  ALTER TABLE "payload"."_training_events_v" DROP COLUMN "version_time";
  ALTER TABLE "payload"."_training_events_v" DROP COLUMN "version_ticket";
  ALTER TABLE "payload"."_training_events_v" DROP COLUMN "version_event_type";
  ALTER TABLE "payload"."firm_contact_phones" DROP COLUMN "e164";
  DROP TYPE "payload"."enum_training_events_event_type";
  DROP TYPE "payload"."enum__training_events_v_version_event_type";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "payload"."enum_training_events_event_type" AS ENUM('upcoming', 'past');
  CREATE TYPE "payload"."enum__training_events_v_version_event_type" AS ENUM('upcoming', 'past');
  ALTER TABLE "payload"."training_events" ADD COLUMN "date" varchar;
  ALTER TABLE "payload"."training_events" ADD COLUMN "time" varchar;
  ALTER TABLE "payload"."training_events" ADD COLUMN "ticket" varchar;
  ALTER TABLE "payload"."training_events" ADD COLUMN "event_type" "payload"."enum_training_events_event_type" DEFAULT 'upcoming';
  ALTER TABLE "payload"."_training_events_v" ADD COLUMN "version_date" varchar;
  ALTER TABLE "payload"."_training_events_v" ADD COLUMN "version_time" varchar;
  ALTER TABLE "payload"."_training_events_v" ADD COLUMN "version_ticket" varchar;
  ALTER TABLE "payload"."_training_events_v" ADD COLUMN "version_event_type" "payload"."enum__training_events_v_version_event_type" DEFAULT 'upcoming';
  UPDATE "payload"."training_events" SET "ticket" = 'ksh.' || trim(to_char("price_kes", 'FM999,999,999,999')) WHERE "price_kes" IS NOT NULL;
  UPDATE "payload"."_training_events_v" SET "version_ticket" = 'ksh.' || trim(to_char("version_price_kes", 'FM999,999,999,999')) WHERE "version_price_kes" IS NOT NULL;
  ALTER TABLE "payload"."firm_contact_phones" ADD COLUMN "e164" varchar;
  UPDATE "payload"."firm_contact_phones" SET "e164" = '+' || regexp_replace("display", '[^0-9]', '', 'g');
  ALTER TABLE "payload"."firm_contact_phones" ALTER COLUMN "e164" SET NOT NULL;`)
}
