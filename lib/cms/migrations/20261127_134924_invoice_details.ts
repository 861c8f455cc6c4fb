import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * The "Invoice and payment details" global (issue 31): the firm's bank account, M-Pesa number
 * and tax numbers for the pro-forma invoices of training registrations. No row is made: until an
 * admin saves them, registrations refuse the invoice method (docs/registrations.md).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "payload"."enum_invoice_details_mpesa_kind" AS ENUM('paybill', 'till');
  CREATE TABLE "payload"."invoice_details" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"bank_name" varchar NOT NULL,
  	"branch" varchar NOT NULL,
  	"account_name" varchar NOT NULL,
  	"account_number" varchar NOT NULL,
  	"bank_code" varchar NOT NULL,
  	"mpesa_kind" "payload"."enum_invoice_details_mpesa_kind" DEFAULT 'paybill',
  	"mpesa_number" varchar,
  	"kra_pin" varchar NOT NULL,
  	"vat_number" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "payload"."invoice_details" CASCADE;
  DROP TYPE "payload"."enum_invoice_details_mpesa_kind";`)
}
