-- The leads inbox (lib/cms/leads/): how the firm handles each lead. The leads themselves stay
-- in the forms' tables; a lead without a row here is new and unassigned. One row per lead, tied
-- to exactly one of the three tables and deleted with its lead, so erasing a person or the
-- retention purge takes the firm's notes about them too. The keys are checked at commit
-- (deferred), so a restore, which fills the tables in name order in one transaction, may put
-- a lead's handling in before the lead.
CREATE TABLE IF NOT EXISTS "lead_handling" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_message_id" uuid,
	"booking_id" uuid,
	"subscriber_id" uuid,
	"status" text DEFAULT 'new' NOT NULL,
	-- A staff account (payload.users.id). Not a foreign key: Payload's tables are made by its own
	-- migrations, after ours; an account deleted later shows as a removed account.
	"assignee_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "lead_handling_contact_message_id_unique" UNIQUE("contact_message_id"),
	CONSTRAINT "lead_handling_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "lead_handling_subscriber_id_unique" UNIQUE("subscriber_id"),
	CONSTRAINT "lead_handling_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id")
		REFERENCES "contact_messages"("id") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
	CONSTRAINT "lead_handling_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id")
		REFERENCES "bookings"("id") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
	CONSTRAINT "lead_handling_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id")
		REFERENCES "subscribers"("id") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
	CONSTRAINT "lead_handling_status_check" CHECK ("status" in ('new', 'in_progress', 'done')),
	CONSTRAINT "lead_handling_one_lead" CHECK (num_nonnulls("contact_message_id", "booking_id", "subscriber_id") = 1)
);
--> statement-breakpoint
-- Who read, exported, changed or erased which lead, and when. Kept apart from the leads (no
-- foreign key), so it outlives them; it names leads by their random id only, and an erasure
-- by a reference of its own, never by the person's address.
CREATE TABLE IF NOT EXISTS "lead_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_user_id" integer NOT NULL,
	"staff_email" text NOT NULL,
	"action" text NOT NULL,
	"lead_kind" text,
	"lead_id" uuid,
	"reference" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "lead_audit_action_check" CHECK ("action" in ('viewed', 'exported', 'changed', 'erased'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lead_audit_at_idx" ON "lead_audit" ("at" DESC, "id" DESC);
