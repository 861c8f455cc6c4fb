-- Mail for training registrations (issue 31): the outbox carries attachments (the pro-forma
-- invoice's PDF, the event's .ics) in the mail's own row, and a registration records when its
-- day-before reminder was queued, in the transaction that queued it, so it goes once.
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "reminder_queued_at" timestamp with time zone;
