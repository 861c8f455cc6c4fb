-- Unpaid holds per client address (issue 31): a registration keeps the address the site's rate
-- limit counts while it holds unpaid seats or waits for them, so that one address cannot hold a
-- room's seats under many emails (lib/registrations/register.ts). Personal data: the daily purge
-- clears it once the registration neither holds nor waits (lib/forms/records.ts).
ALTER TABLE "registrations" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "registrations_client_address_idx" ON "registrations" USING btree ("training_id","client_address") WHERE "registrations"."status" in ('held', 'invoice_sent');