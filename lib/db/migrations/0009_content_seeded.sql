-- Which of the staff admin's collections and globals were seeded with the site's sample content
-- (lib/cms/seed.ts). A collection is seeded once, on the first start: one the staff later empty
-- stays empty. Kept in the admin's schema, with the content it describes, so that whatever
-- copies or restores the admin's content takes this record along, and nothing restores one
-- without the other.
CREATE TABLE IF NOT EXISTS "payload"."content_seeded" (
	"name" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
