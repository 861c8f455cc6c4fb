ALTER TABLE "articles" ADD COLUMN "primary_category" text GENERATED ALWAYS AS (categories[1]) STORED;--> statement-breakpoint
CREATE INDEX "articles_primary_category_idx" ON "articles" USING btree ("primary_category","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_link_idx" ON "articles" USING btree ("link");