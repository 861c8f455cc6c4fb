import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'


/*
 * A training may sell its seats on the site (issue 31): the Registration group's capacity (empty:
 * not sold, the outside link stays) and the most seats one registration may take (5 by default).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."training_events" ADD COLUMN "registration_capacity" numeric;
  ALTER TABLE "payload"."training_events" ADD COLUMN "registration_seat_limit" numeric DEFAULT 5;
  ALTER TABLE "payload"."_training_events_v" ADD COLUMN "version_registration_capacity" numeric;
  ALTER TABLE "payload"."_training_events_v" ADD COLUMN "version_registration_seat_limit" numeric DEFAULT 5;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."training_events" DROP COLUMN "registration_capacity";
  ALTER TABLE "payload"."training_events" DROP COLUMN "registration_seat_limit";
  ALTER TABLE "payload"."_training_events_v" DROP COLUMN "version_registration_capacity";
  ALTER TABLE "payload"."_training_events_v" DROP COLUMN "version_registration_seat_limit";`)
}
