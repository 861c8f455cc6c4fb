-- A campaign an admin stopped (lib/newsletters/sending.ts, stopSending): the rows it will never send,
-- and how many, kept with its other counts. The waiting rows' index leaves them out.
DROP INDEX "newsletter_recipients_waiting_idx";--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD COLUMN "cancelled" integer;--> statement-breakpoint
CREATE INDEX "newsletter_recipients_waiting_idx" ON "newsletter_recipients" USING btree ("campaign_id") WHERE "newsletter_recipients"."mail_id" is null and "newsletter_recipients"."skipped_at" is null and "newsletter_recipients"."cancelled_at" is null;