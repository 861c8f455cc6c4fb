import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "payload"."enum_training_events_event_type" AS ENUM('upcoming', 'past');
  CREATE TYPE "payload"."enum_training_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__training_events_v_version_event_type" AS ENUM('upcoming', 'past');
  CREATE TYPE "payload"."enum__training_events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_job_openings_employment_type" AS ENUM('Full time', 'Part time', 'Contract');
  CREATE TYPE "payload"."enum_job_openings_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__job_openings_v_version_employment_type" AS ENUM('Full time', 'Part time', 'Contract');
  CREATE TYPE "payload"."enum__job_openings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "payload"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "payload"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "payload"."media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar
  );
  
  CREATE TABLE "payload"."documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "payload"."training_events_excerpt_description" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "payload"."training_events_list_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"strong" varchar,
  	"desc" varchar
  );
  
  CREATE TABLE "payload"."training_events_extras_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "payload"."training_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url_param" varchar,
  	"starts" timestamp(3) with time zone,
  	"ends" timestamp(3) with time zone,
  	"date" varchar,
  	"time" varchar,
  	"venue" varchar,
  	"address" varchar,
  	"price_kes" numeric,
  	"ticket" varchar,
  	"link" varchar,
  	"image_id" integer,
  	"event_type" "payload"."enum_training_events_event_type" DEFAULT 'upcoming',
  	"excerpt_bold" varchar,
  	"list_bold" varchar,
  	"list_list_title" varchar,
  	"list_extras" varchar,
  	"extras_bold" varchar,
  	"extras_para" varchar,
  	"cost_title" varchar DEFAULT 'Cost',
  	"cost_description" varchar,
  	"last" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "payload"."enum_training_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "payload"."_training_events_v_version_excerpt_description" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_training_events_v_version_list_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"strong" varchar,
  	"desc" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_training_events_v_version_extras_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_training_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_url_param" varchar,
  	"version_starts" timestamp(3) with time zone,
  	"version_ends" timestamp(3) with time zone,
  	"version_date" varchar,
  	"version_time" varchar,
  	"version_venue" varchar,
  	"version_address" varchar,
  	"version_price_kes" numeric,
  	"version_ticket" varchar,
  	"version_link" varchar,
  	"version_image_id" integer,
  	"version_event_type" "payload"."enum__training_events_v_version_event_type" DEFAULT 'upcoming',
  	"version_excerpt_bold" varchar,
  	"version_list_bold" varchar,
  	"version_list_list_title" varchar,
  	"version_list_extras" varchar,
  	"version_extras_bold" varchar,
  	"version_extras_para" varchar,
  	"version_cost_title" varchar DEFAULT 'Cost',
  	"version_cost_description" varchar,
  	"version_last" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__training_events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."job_openings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"outsourced" boolean DEFAULT false,
  	"employer" varchar,
  	"employment_type" "payload"."enum_job_openings_employment_type" DEFAULT 'Full time',
  	"location" varchar,
  	"description" varchar,
  	"jd_id" integer,
  	"apply" varchar,
  	"date_posted" timestamp(3) with time zone,
  	"valid_through" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "payload"."enum_job_openings_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "payload"."_job_openings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_outsourced" boolean DEFAULT false,
  	"version_employer" varchar,
  	"version_employment_type" "payload"."enum__job_openings_v_version_employment_type" DEFAULT 'Full time',
  	"version_location" varchar,
  	"version_description" varchar,
  	"version_jd_id" integer,
  	"version_apply" varchar,
  	"version_date_posted" timestamp(3) with time zone,
  	"version_valid_through" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__job_openings_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "payload"."enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "payload"."enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload"."payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "payload"."enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "training_events_id" integer;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "job_openings_id" integer;
  ALTER TABLE "payload"."training_events_excerpt_description" ADD CONSTRAINT "training_events_excerpt_description_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."training_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."training_events_list_data" ADD CONSTRAINT "training_events_list_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."training_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."training_events_extras_list" ADD CONSTRAINT "training_events_extras_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."training_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."training_events" ADD CONSTRAINT "training_events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_training_events_v_version_excerpt_description" ADD CONSTRAINT "_training_events_v_version_excerpt_description_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_training_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_training_events_v_version_list_data" ADD CONSTRAINT "_training_events_v_version_list_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_training_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_training_events_v_version_extras_list" ADD CONSTRAINT "_training_events_v_version_extras_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_training_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_training_events_v" ADD CONSTRAINT "_training_events_v_parent_id_training_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."training_events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_training_events_v" ADD CONSTRAINT "_training_events_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."job_openings" ADD CONSTRAINT "job_openings_jd_id_documents_id_fk" FOREIGN KEY ("jd_id") REFERENCES "payload"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_job_openings_v" ADD CONSTRAINT "_job_openings_v_parent_id_job_openings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."job_openings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_job_openings_v" ADD CONSTRAINT "_job_openings_v_version_jd_id_documents_id_fk" FOREIGN KEY ("version_jd_id") REFERENCES "payload"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_updated_at_idx" ON "payload"."media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "payload"."media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "payload"."media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "payload"."media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "documents_updated_at_idx" ON "payload"."documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "payload"."documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "payload"."documents" USING btree ("filename");
  CREATE INDEX "training_events_excerpt_description_order_idx" ON "payload"."training_events_excerpt_description" USING btree ("_order");
  CREATE INDEX "training_events_excerpt_description_parent_id_idx" ON "payload"."training_events_excerpt_description" USING btree ("_parent_id");
  CREATE INDEX "training_events_list_data_order_idx" ON "payload"."training_events_list_data" USING btree ("_order");
  CREATE INDEX "training_events_list_data_parent_id_idx" ON "payload"."training_events_list_data" USING btree ("_parent_id");
  CREATE INDEX "training_events_extras_list_order_idx" ON "payload"."training_events_extras_list" USING btree ("_order");
  CREATE INDEX "training_events_extras_list_parent_id_idx" ON "payload"."training_events_extras_list" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "training_events_url_param_idx" ON "payload"."training_events" USING btree ("url_param");
  CREATE INDEX "training_events_image_idx" ON "payload"."training_events" USING btree ("image_id");
  CREATE INDEX "training_events_updated_at_idx" ON "payload"."training_events" USING btree ("updated_at");
  CREATE INDEX "training_events_created_at_idx" ON "payload"."training_events" USING btree ("created_at");
  CREATE INDEX "training_events__status_idx" ON "payload"."training_events" USING btree ("_status");
  CREATE INDEX "_training_events_v_version_excerpt_description_order_idx" ON "payload"."_training_events_v_version_excerpt_description" USING btree ("_order");
  CREATE INDEX "_training_events_v_version_excerpt_description_parent_id_idx" ON "payload"."_training_events_v_version_excerpt_description" USING btree ("_parent_id");
  CREATE INDEX "_training_events_v_version_list_data_order_idx" ON "payload"."_training_events_v_version_list_data" USING btree ("_order");
  CREATE INDEX "_training_events_v_version_list_data_parent_id_idx" ON "payload"."_training_events_v_version_list_data" USING btree ("_parent_id");
  CREATE INDEX "_training_events_v_version_extras_list_order_idx" ON "payload"."_training_events_v_version_extras_list" USING btree ("_order");
  CREATE INDEX "_training_events_v_version_extras_list_parent_id_idx" ON "payload"."_training_events_v_version_extras_list" USING btree ("_parent_id");
  CREATE INDEX "_training_events_v_parent_idx" ON "payload"."_training_events_v" USING btree ("parent_id");
  CREATE INDEX "_training_events_v_version_version_url_param_idx" ON "payload"."_training_events_v" USING btree ("version_url_param");
  CREATE INDEX "_training_events_v_version_version_image_idx" ON "payload"."_training_events_v" USING btree ("version_image_id");
  CREATE INDEX "_training_events_v_version_version_updated_at_idx" ON "payload"."_training_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_training_events_v_version_version_created_at_idx" ON "payload"."_training_events_v" USING btree ("version_created_at");
  CREATE INDEX "_training_events_v_version_version__status_idx" ON "payload"."_training_events_v" USING btree ("version__status");
  CREATE INDEX "_training_events_v_created_at_idx" ON "payload"."_training_events_v" USING btree ("created_at");
  CREATE INDEX "_training_events_v_updated_at_idx" ON "payload"."_training_events_v" USING btree ("updated_at");
  CREATE INDEX "_training_events_v_latest_idx" ON "payload"."_training_events_v" USING btree ("latest");
  CREATE INDEX "job_openings_jd_idx" ON "payload"."job_openings" USING btree ("jd_id");
  CREATE INDEX "job_openings_updated_at_idx" ON "payload"."job_openings" USING btree ("updated_at");
  CREATE INDEX "job_openings_created_at_idx" ON "payload"."job_openings" USING btree ("created_at");
  CREATE INDEX "job_openings__status_idx" ON "payload"."job_openings" USING btree ("_status");
  CREATE INDEX "_job_openings_v_parent_idx" ON "payload"."_job_openings_v" USING btree ("parent_id");
  CREATE INDEX "_job_openings_v_version_version_jd_idx" ON "payload"."_job_openings_v" USING btree ("version_jd_id");
  CREATE INDEX "_job_openings_v_version_version_updated_at_idx" ON "payload"."_job_openings_v" USING btree ("version_updated_at");
  CREATE INDEX "_job_openings_v_version_version_created_at_idx" ON "payload"."_job_openings_v" USING btree ("version_created_at");
  CREATE INDEX "_job_openings_v_version_version__status_idx" ON "payload"."_job_openings_v" USING btree ("version__status");
  CREATE INDEX "_job_openings_v_created_at_idx" ON "payload"."_job_openings_v" USING btree ("created_at");
  CREATE INDEX "_job_openings_v_updated_at_idx" ON "payload"."_job_openings_v" USING btree ("updated_at");
  CREATE INDEX "_job_openings_v_latest_idx" ON "payload"."_job_openings_v" USING btree ("latest");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload"."payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload"."payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload"."payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload"."payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload"."payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload"."payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload"."payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload"."payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload"."payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload"."payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload"."payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "payload"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "payload"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_training_events_fk" FOREIGN KEY ("training_events_id") REFERENCES "payload"."training_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_openings_fk" FOREIGN KEY ("job_openings_id") REFERENCES "payload"."job_openings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_training_events_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("training_events_id");
  CREATE INDEX "payload_locked_documents_rels_job_openings_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("job_openings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."training_events_excerpt_description" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."training_events_list_data" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."training_events_extras_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."training_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_training_events_v_version_excerpt_description" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_training_events_v_version_list_data" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_training_events_v_version_extras_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_training_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."job_openings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_job_openings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload"."media" CASCADE;
  DROP TABLE "payload"."documents" CASCADE;
  DROP TABLE "payload"."training_events_excerpt_description" CASCADE;
  DROP TABLE "payload"."training_events_list_data" CASCADE;
  DROP TABLE "payload"."training_events_extras_list" CASCADE;
  DROP TABLE "payload"."training_events" CASCADE;
  DROP TABLE "payload"."_training_events_v_version_excerpt_description" CASCADE;
  DROP TABLE "payload"."_training_events_v_version_list_data" CASCADE;
  DROP TABLE "payload"."_training_events_v_version_extras_list" CASCADE;
  DROP TABLE "payload"."_training_events_v" CASCADE;
  DROP TABLE "payload"."job_openings" CASCADE;
  DROP TABLE "payload"."_job_openings_v" CASCADE;
  DROP TABLE "payload"."payload_jobs_log" CASCADE;
  DROP TABLE "payload"."payload_jobs" CASCADE;
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_fk";
  
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_documents_fk";
  
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_training_events_fk";
  
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_openings_fk";
  
  DROP INDEX "payload"."payload_locked_documents_rels_media_id_idx";
  DROP INDEX "payload"."payload_locked_documents_rels_documents_id_idx";
  DROP INDEX "payload"."payload_locked_documents_rels_training_events_id_idx";
  DROP INDEX "payload"."payload_locked_documents_rels_job_openings_id_idx";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "media_id";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "documents_id";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "training_events_id";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "job_openings_id";
  DROP TYPE "payload"."enum_training_events_event_type";
  DROP TYPE "payload"."enum_training_events_status";
  DROP TYPE "payload"."enum__training_events_v_version_event_type";
  DROP TYPE "payload"."enum__training_events_v_version_status";
  DROP TYPE "payload"."enum_job_openings_employment_type";
  DROP TYPE "payload"."enum_job_openings_status";
  DROP TYPE "payload"."enum__job_openings_v_version_employment_type";
  DROP TYPE "payload"."enum__job_openings_v_version_status";
  DROP TYPE "payload"."enum_payload_jobs_log_task_slug";
  DROP TYPE "payload"."enum_payload_jobs_log_state";
  DROP TYPE "payload"."enum_payload_jobs_task_slug";`)
}
