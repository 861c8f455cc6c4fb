import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'


/*
 * Newsletter campaigns (issue 32): subject, slug, preheader, rich-text body, topics, and the
 * status, schedule and sending time the send actions set.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "payload"."enum_campaigns_topics" AS ENUM('insights', 'tax-deadlines');
  CREATE TYPE "payload"."enum_campaigns_status" AS ENUM('draft', 'scheduled', 'sending', 'sent');
  CREATE TABLE "payload"."campaigns_topics" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "payload"."enum_campaigns_topics",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payload"."campaigns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar NOT NULL,
  	"slug" varchar,
  	"preheader" varchar,
  	"body" jsonb NOT NULL,
  	"status" "payload"."enum_campaigns_status" DEFAULT 'draft' NOT NULL,
  	"scheduled_for" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "campaigns_id" integer;
  ALTER TABLE "payload"."campaigns_topics" ADD CONSTRAINT "campaigns_topics_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "campaigns_topics_order_idx" ON "payload"."campaigns_topics" USING btree ("order");
  CREATE INDEX "campaigns_topics_parent_idx" ON "payload"."campaigns_topics" USING btree ("parent_id");
  CREATE UNIQUE INDEX "campaigns_slug_idx" ON "payload"."campaigns" USING btree ("slug");
  CREATE INDEX "campaigns_status_idx" ON "payload"."campaigns" USING btree ("status");
  CREATE INDEX "campaigns_updated_at_idx" ON "payload"."campaigns" USING btree ("updated_at");
  CREATE INDEX "campaigns_created_at_idx" ON "payload"."campaigns" USING btree ("created_at");
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_campaigns_fk" FOREIGN KEY ("campaigns_id") REFERENCES "payload"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_campaigns_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("campaigns_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."campaigns_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."campaigns" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload"."campaigns_topics" CASCADE;
  DROP TABLE "payload"."campaigns" CASCADE;
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_campaigns_fk";
  
  DROP INDEX "payload"."payload_locked_documents_rels_campaigns_id_idx";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "campaigns_id";
  DROP TYPE "payload"."enum_campaigns_topics";
  DROP TYPE "payload"."enum_campaigns_status";`)
}
