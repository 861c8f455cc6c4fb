import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * A campaign an administrator stopped while it was sending: part sent, never public
 * (lib/newsletters/sending.ts, stopSending). Going down fails while a stopped campaign is stored,
 * rather than making it a campaign it was not.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "payload"."enum_campaigns_status" ADD VALUE 'stopped';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."campaigns" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "payload"."campaigns" ALTER COLUMN "status" SET DEFAULT 'draft'::text;
  DROP TYPE "payload"."enum_campaigns_status";
  CREATE TYPE "payload"."enum_campaigns_status" AS ENUM('draft', 'scheduled', 'sending', 'sent');
  ALTER TABLE "payload"."campaigns" ALTER COLUMN "status" SET DEFAULT 'draft'::"payload"."enum_campaigns_status";
  ALTER TABLE "payload"."campaigns" ALTER COLUMN "status" SET DATA TYPE "payload"."enum_campaigns_status" USING "status"::"payload"."enum_campaigns_status";`)
}
