-- Newsletter sending (issue 32). The recipients' keys are DEFERRABLE INITIALLY DEFERRED: a restore
-- fills tables in name order, newsletter_recipients before newsletter_sends and subscribers.
CREATE TABLE "mail_suppressions" (
	"address" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_recipients" (
	"campaign_id" integer NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"mail_id" uuid,
	"queued_at" timestamp with time zone,
	"skipped_at" timestamp with time zone,
	CONSTRAINT "newsletter_recipients_campaign_id_subscriber_id_pk" PRIMARY KEY("campaign_id","subscriber_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_sends" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" integer NOT NULL,
	"recipients" integer NOT NULL,
	"finished_at" timestamp with time zone,
	"sent" integer,
	"failed" integer,
	"unsubscribed" integer,
	"purged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lead_audit" DROP CONSTRAINT "lead_audit_action_check";--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_campaign_id_newsletter_sends_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "newsletter_sends"("campaign_id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "subscribers"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
CREATE INDEX "newsletter_recipients_waiting_idx" ON "newsletter_recipients" USING btree ("campaign_id") WHERE "newsletter_recipients"."mail_id" is null and "newsletter_recipients"."skipped_at" is null;--> statement-breakpoint
CREATE INDEX "newsletter_recipients_queued_at_idx" ON "newsletter_recipients" USING btree ("queued_at");--> statement-breakpoint
ALTER TABLE "lead_audit" ADD CONSTRAINT "lead_audit_action_check" CHECK ("lead_audit"."action" in ('viewed', 'exported', 'changed', 'erased', 'sent'));