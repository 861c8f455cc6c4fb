-- Trainings that sell their seats (lib/registrations/): registrations, their M-Pesa payments,
-- the waitlist, and one lock row per training. Seats are counted from the registrations
-- that hold them, under the training's row lock, so the capacity holds however many
-- registrations arrive at once. Personal data: the erasure and the retention purge
-- (lib/forms/records.ts) delete registrations, and their payments and waitlist places with
-- them (ON DELETE CASCADE).
CREATE TABLE "mpesa_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"checkout_request_id" text NOT NULL,
	"merchant_request_id" text NOT NULL,
	"amount" integer NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result_code" integer,
	"result_desc" text,
	"receipt" text,
	"settled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"next_query_at" timestamp with time zone NOT NULL,
	"queries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mpesa_payments_checkout_request_id_unique" UNIQUE("checkout_request_id"),
	CONSTRAINT "mpesa_payments_receipt_unique" UNIQUE("receipt"),
	CONSTRAINT "mpesa_payments_status_check" CHECK ("mpesa_payments"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "mpesa_payments_paid_check" CHECK ("mpesa_payments"."status" <> 'paid' or "mpesa_payments"."result_code" = 0)
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"training_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"organisation" text,
	"kra_pin" text,
	"attendees" text[] NOT NULL,
	"seats" integer NOT NULL,
	"payment_method" text NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"status_reason" text,
	"fee_per_seat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"invoice_number" text,
	"invoice_due_date" date,
	"etims_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "registrations_reference_unique" UNIQUE("reference"),
	CONSTRAINT "registrations_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in ('held', 'paid', 'invoice_sent', 'cancelled', 'waitlisted', 'paid_no_seat', 'lapsed')),
	CONSTRAINT "registrations_payment_method_check" CHECK ("registrations"."payment_method" in ('mpesa', 'invoice')),
	CONSTRAINT "registrations_seats_check" CHECK ("registrations"."seats" >= 1 and "registrations"."seats" = cardinality("registrations"."attendees")),
	CONSTRAINT "registrations_hold_check" CHECK ("registrations"."status" not in ('held', 'invoice_sent') or "registrations"."hold_expires_at" is not null),
	CONSTRAINT "registrations_amounts_check" CHECK ("registrations"."total_cents" = "registrations"."fee_per_seat_cents" * "registrations"."seats" and "registrations"."vat_cents" between 0 and "registrations"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "training_seats" (
	"training_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"registration_id" uuid NOT NULL,
	"training_id" text NOT NULL,
	"offer_token_hash" text,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_registration_id_unique" UNIQUE("registration_id"),
	CONSTRAINT "waitlist_offer_token_hash_unique" UNIQUE("offer_token_hash")
);
--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD CONSTRAINT "mpesa_payments_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_training_id_training_seats_training_id_fk" FOREIGN KEY ("training_id") REFERENCES "training_seats"("training_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mpesa_payments_registration_idx" ON "mpesa_payments" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mpesa_payments_one_pending_idx" ON "mpesa_payments" USING btree ("registration_id") WHERE "mpesa_payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mpesa_payments_pending_idx" ON "mpesa_payments" USING btree ("next_query_at") WHERE "mpesa_payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "registrations_training_status_idx" ON "registrations" USING btree ("training_id","status");--> statement-breakpoint
CREATE INDEX "registrations_email_idx" ON "registrations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "registrations_hold_idx" ON "registrations" USING btree ("hold_expires_at") WHERE "registrations"."status" in ('held', 'invoice_sent');--> statement-breakpoint
CREATE INDEX "waitlist_training_idx" ON "waitlist" USING btree ("training_id","id");