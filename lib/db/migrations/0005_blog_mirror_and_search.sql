CREATE TABLE "article_sync" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"source" text NOT NULL,
	"modified_cursor" text,
	"version" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_reconciled_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "article_sync_one_row" CHECK ("article_sync"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"date" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"year" smallint NOT NULL,
	"modified" text NOT NULL,
	"excerpt" text NOT NULL,
	"content_html" text NOT NULL,
	"link" text NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_src" text,
	"image_width" integer,
	"image_height" integer,
	"image_alt" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"sort_date" timestamp with time zone,
	"document" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', excerpt), 'B') || setweight(to_tsvector('english', body), 'C')) STORED NOT NULL,
	CONSTRAINT "search_documents_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE INDEX "articles_newest_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_categories_idx" ON "articles" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");