CREATE TABLE "tax_reminders" (
	"subscriber_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"mail_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_reminders_subscriber_id_due_date_pk" PRIMARY KEY("subscriber_id","due_date")
);
--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "topics" text[] DEFAULT '{insights}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "requested_topics" text[];--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "deadline_groups" text[];--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "requested_deadline_groups" text[];--> statement-breakpoint
ALTER TABLE "tax_reminders" ADD CONSTRAINT "tax_reminders_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_topics_check" CHECK ("subscribers"."topics" <@ array['insights', 'tax-deadlines']::text[]);