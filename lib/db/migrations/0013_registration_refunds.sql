-- Refunds of training registrations (issue 31): staff note a refund of a registration paid with
-- no seat left, or cancelled after it was paid (how much, the day, how). One row per refund, going
-- with its registration (erasure, the retention purge).
CREATE TABLE "registration_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_on" date NOT NULL,
	"note" text NOT NULL,
	"recorded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_refunds_amount_check" CHECK ("registration_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "registration_refunds" ADD CONSTRAINT "registration_refunds_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_refunds_registration_idx" ON "registration_refunds" USING btree ("registration_id");