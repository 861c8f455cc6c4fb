-- The staff admin (Payload CMS, lib/cms/) keeps its tables in a schema of its own, apart from
-- the site's. Payload's migrations (lib/cms/migrations/) create the tables in it, not the schema.
CREATE SCHEMA IF NOT EXISTS "payload";
--> statement-breakpoint
-- Secrets every instance on this database must share: the admin signs its session tokens with
-- one, so a staff member signed in on one instance is signed in on all of them.
CREATE TABLE IF NOT EXISTS "site_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
