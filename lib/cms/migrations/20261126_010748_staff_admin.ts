import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "payload"."enum_users_role" AS ENUM('admin', 'editor', 'leads');
  CREATE TYPE "payload"."enum_training_events_event_type" AS ENUM('upcoming', 'past');
  CREATE TYPE "payload"."enum_training_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__training_events_v_version_event_type" AS ENUM('upcoming', 'past');
  CREATE TYPE "payload"."enum__training_events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_job_openings_employment_type" AS ENUM('Full time', 'Part time', 'Contract');
  CREATE TYPE "payload"."enum_job_openings_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__job_openings_v_version_employment_type" AS ENUM('Full time', 'Part time', 'Contract');
  CREATE TYPE "payload"."enum__job_openings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_team_members_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__team_members_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_services_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__services_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_faq_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__faq_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_podcast_episodes_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__podcast_episodes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_legal_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum__legal_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "payload"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "payload"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "payload"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "payload"."enum_firm_contact_socials_network" AS ENUM('facebook', 'x', 'instagram', 'linkedin', 'youtube', 'podcast');
  CREATE TABLE "payload"."users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "payload"."users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "payload"."enum_users_role" DEFAULT 'editor' NOT NULL,
  	"totp_secret" varchar,
  	"totp_last_step" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
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
  
  CREATE TABLE "payload"."team_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"name" varchar,
  	"position" varchar,
  	"slug" varchar,
  	"photo_id" integer,
  	"bio" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "payload"."enum_team_members_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "payload"."_team_members_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_name" varchar,
  	"version_position" varchar,
  	"version_slug" varchar,
  	"version_photo_id" integer,
  	"version_bio" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__team_members_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."services_intro_benefits_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "payload"."services_service_list_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "payload"."services_headings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "payload"."services_subcategories_headings" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "payload"."services_subcategories_services_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "payload"."services_subcategories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body_title" varchar,
  	"body_intro" varchar,
  	"body_focus" varchar,
  	"focus_description" varchar,
  	"services_intro" varchar
  );
  
  CREATE TABLE "payload"."services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"title" varchar,
  	"slug" varchar,
  	"category" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"intro" varchar,
  	"intro_description" varchar,
  	"intro_extra" varchar,
  	"intro_choose" varchar,
  	"intro_benefits_title" varchar,
  	"service_list_intro" varchar,
  	"service_list_service_extra" varchar,
  	"intro_text_title" varchar,
  	"intro_text_description" varchar,
  	"intro_text_title2" varchar,
  	"intro_text_description2" varchar,
  	"final" varchar,
  	"extra_final" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "payload"."enum_services_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "payload"."_services_v_version_intro_benefits_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_services_v_version_service_list_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_services_v_version_headings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_services_v_version_subcategories_headings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_services_v_version_subcategories_services_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_services_v_version_subcategories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body_title" varchar,
  	"body_intro" varchar,
  	"body_focus" varchar,
  	"focus_description" varchar,
  	"services_intro" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_services_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_category" varchar,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_intro" varchar,
  	"version_intro_description" varchar,
  	"version_intro_extra" varchar,
  	"version_intro_choose" varchar,
  	"version_intro_benefits_title" varchar,
  	"version_service_list_intro" varchar,
  	"version_service_list_service_extra" varchar,
  	"version_intro_text_title" varchar,
  	"version_intro_text_description" varchar,
  	"version_intro_text_title2" varchar,
  	"version_intro_text_description2" varchar,
  	"version_final" varchar,
  	"version_extra_final" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__services_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."faq_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"question" varchar,
  	"answer" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "payload"."enum_faq_items_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "payload"."_faq_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_question" varchar,
  	"version_answer" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__faq_items_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."podcast_episodes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"episode" numeric,
  	"title" varchar,
  	"summary" varchar,
  	"cover_id" integer,
  	"href" varchar,
  	"published" varchar,
  	"duration" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "payload"."enum_podcast_episodes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "payload"."_podcast_episodes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_episode" numeric,
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_cover_id" integer,
  	"version_href" varchar,
  	"version_published" varchar,
  	"version_duration" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__podcast_episodes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."legal_pages_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" jsonb
  );
  
  CREATE TABLE "payload"."legal_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"updated" varchar,
  	"intro" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "payload"."enum_legal_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "payload"."_legal_pages_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "payload"."_legal_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_updated" varchar,
  	"version_intro" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "payload"."enum__legal_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload"."payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
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
  
  CREATE TABLE "payload"."payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload"."payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"media_id" integer,
  	"documents_id" integer,
  	"training_events_id" integer,
  	"job_openings_id" integer,
  	"team_members_id" integer,
  	"services_id" integer,
  	"faq_items_id" integer,
  	"podcast_episodes_id" integer,
  	"legal_pages_id" integer
  );
  
  CREATE TABLE "payload"."payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload"."payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload"."payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload"."firm_contact_phones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"display" varchar NOT NULL,
  	"e164" varchar NOT NULL
  );
  
  CREATE TABLE "payload"."firm_contact_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"days" varchar NOT NULL,
  	"opens" varchar NOT NULL,
  	"closes" varchar NOT NULL
  );
  
  CREATE TABLE "payload"."firm_contact_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "payload"."enum_firm_contact_socials_network" NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "payload"."firm_contact" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"address_street" varchar NOT NULL,
  	"address_building" varchar NOT NULL,
  	"address_locality" varchar NOT NULL,
  	"address_city" varchar NOT NULL,
  	"address_postal_code" varchar NOT NULL,
  	"address_country" varchar NOT NULL,
  	"address_country_code" varchar NOT NULL,
  	"address_geo_lat" numeric NOT NULL,
  	"address_geo_lng" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload"."services_page_client_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "payload"."services_page_process_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "payload"."services_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_title" varchar NOT NULL,
  	"hero_intro" varchar NOT NULL,
  	"faq_intro" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload"."users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."users"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "payload"."team_members" ADD CONSTRAINT "team_members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_team_members_v" ADD CONSTRAINT "_team_members_v_parent_id_team_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."team_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_team_members_v" ADD CONSTRAINT "_team_members_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."services_intro_benefits_list" ADD CONSTRAINT "services_intro_benefits_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."services_service_list_list" ADD CONSTRAINT "services_service_list_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."services_headings" ADD CONSTRAINT "services_headings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."services_subcategories_headings" ADD CONSTRAINT "services_subcategories_headings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."services_subcategories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."services_subcategories_services_list" ADD CONSTRAINT "services_subcategories_services_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."services_subcategories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."services_subcategories" ADD CONSTRAINT "services_subcategories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."services" ADD CONSTRAINT "services_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_services_v_version_intro_benefits_list" ADD CONSTRAINT "_services_v_version_intro_benefits_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_services_v_version_service_list_list" ADD CONSTRAINT "_services_v_version_service_list_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_services_v_version_headings" ADD CONSTRAINT "_services_v_version_headings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_services_v_version_subcategories_headings" ADD CONSTRAINT "_services_v_version_subcategories_headings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_services_v_version_subcategories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_services_v_version_subcategories_services_list" ADD CONSTRAINT "_services_v_version_subcategories_services_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_services_v_version_subcategories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_services_v_version_subcategories" ADD CONSTRAINT "_services_v_version_subcategories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_services_v" ADD CONSTRAINT "_services_v_parent_id_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_services_v" ADD CONSTRAINT "_services_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_faq_items_v" ADD CONSTRAINT "_faq_items_v_parent_id_faq_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."faq_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."podcast_episodes" ADD CONSTRAINT "podcast_episodes_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_podcast_episodes_v" ADD CONSTRAINT "_podcast_episodes_v_parent_id_podcast_episodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."podcast_episodes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."_podcast_episodes_v" ADD CONSTRAINT "_podcast_episodes_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "payload"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."legal_pages_sections" ADD CONSTRAINT "legal_pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_legal_pages_v_version_sections" ADD CONSTRAINT "_legal_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_parent_id_legal_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."legal_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "payload"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "payload"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "payload"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_training_events_fk" FOREIGN KEY ("training_events_id") REFERENCES "payload"."training_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_openings_fk" FOREIGN KEY ("job_openings_id") REFERENCES "payload"."job_openings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "payload"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "payload"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_items_fk" FOREIGN KEY ("faq_items_id") REFERENCES "payload"."faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_podcast_episodes_fk" FOREIGN KEY ("podcast_episodes_id") REFERENCES "payload"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "payload"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "payload"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."firm_contact_phones" ADD CONSTRAINT "firm_contact_phones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."firm_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."firm_contact_opening_hours" ADD CONSTRAINT "firm_contact_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."firm_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."firm_contact_socials" ADD CONSTRAINT "firm_contact_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."firm_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."services_page_client_groups" ADD CONSTRAINT "services_page_client_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."services_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."services_page_process_steps" ADD CONSTRAINT "services_page_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."services_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "payload"."users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "payload"."users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "payload"."users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "payload"."users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "payload"."users" USING btree ("email");
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
  CREATE INDEX "team_members__order_idx" ON "payload"."team_members" USING btree ("_order");
  CREATE UNIQUE INDEX "team_members_slug_idx" ON "payload"."team_members" USING btree ("slug");
  CREATE INDEX "team_members_photo_idx" ON "payload"."team_members" USING btree ("photo_id");
  CREATE INDEX "team_members_updated_at_idx" ON "payload"."team_members" USING btree ("updated_at");
  CREATE INDEX "team_members_created_at_idx" ON "payload"."team_members" USING btree ("created_at");
  CREATE INDEX "team_members__status_idx" ON "payload"."team_members" USING btree ("_status");
  CREATE INDEX "_team_members_v_parent_idx" ON "payload"."_team_members_v" USING btree ("parent_id");
  CREATE INDEX "_team_members_v_version_version__order_idx" ON "payload"."_team_members_v" USING btree ("version__order");
  CREATE INDEX "_team_members_v_version_version_slug_idx" ON "payload"."_team_members_v" USING btree ("version_slug");
  CREATE INDEX "_team_members_v_version_version_photo_idx" ON "payload"."_team_members_v" USING btree ("version_photo_id");
  CREATE INDEX "_team_members_v_version_version_updated_at_idx" ON "payload"."_team_members_v" USING btree ("version_updated_at");
  CREATE INDEX "_team_members_v_version_version_created_at_idx" ON "payload"."_team_members_v" USING btree ("version_created_at");
  CREATE INDEX "_team_members_v_version_version__status_idx" ON "payload"."_team_members_v" USING btree ("version__status");
  CREATE INDEX "_team_members_v_created_at_idx" ON "payload"."_team_members_v" USING btree ("created_at");
  CREATE INDEX "_team_members_v_updated_at_idx" ON "payload"."_team_members_v" USING btree ("updated_at");
  CREATE INDEX "_team_members_v_latest_idx" ON "payload"."_team_members_v" USING btree ("latest");
  CREATE INDEX "services_intro_benefits_list_order_idx" ON "payload"."services_intro_benefits_list" USING btree ("_order");
  CREATE INDEX "services_intro_benefits_list_parent_id_idx" ON "payload"."services_intro_benefits_list" USING btree ("_parent_id");
  CREATE INDEX "services_service_list_list_order_idx" ON "payload"."services_service_list_list" USING btree ("_order");
  CREATE INDEX "services_service_list_list_parent_id_idx" ON "payload"."services_service_list_list" USING btree ("_parent_id");
  CREATE INDEX "services_headings_order_idx" ON "payload"."services_headings" USING btree ("_order");
  CREATE INDEX "services_headings_parent_id_idx" ON "payload"."services_headings" USING btree ("_parent_id");
  CREATE INDEX "services_subcategories_headings_order_idx" ON "payload"."services_subcategories_headings" USING btree ("_order");
  CREATE INDEX "services_subcategories_headings_parent_id_idx" ON "payload"."services_subcategories_headings" USING btree ("_parent_id");
  CREATE INDEX "services_subcategories_services_list_order_idx" ON "payload"."services_subcategories_services_list" USING btree ("_order");
  CREATE INDEX "services_subcategories_services_list_parent_id_idx" ON "payload"."services_subcategories_services_list" USING btree ("_parent_id");
  CREATE INDEX "services_subcategories_order_idx" ON "payload"."services_subcategories" USING btree ("_order");
  CREATE INDEX "services_subcategories_parent_id_idx" ON "payload"."services_subcategories" USING btree ("_parent_id");
  CREATE INDEX "services__order_idx" ON "payload"."services" USING btree ("_order");
  CREATE UNIQUE INDEX "services_slug_idx" ON "payload"."services" USING btree ("slug");
  CREATE INDEX "services_image_idx" ON "payload"."services" USING btree ("image_id");
  CREATE INDEX "services_updated_at_idx" ON "payload"."services" USING btree ("updated_at");
  CREATE INDEX "services_created_at_idx" ON "payload"."services" USING btree ("created_at");
  CREATE INDEX "services__status_idx" ON "payload"."services" USING btree ("_status");
  CREATE INDEX "_services_v_version_intro_benefits_list_order_idx" ON "payload"."_services_v_version_intro_benefits_list" USING btree ("_order");
  CREATE INDEX "_services_v_version_intro_benefits_list_parent_id_idx" ON "payload"."_services_v_version_intro_benefits_list" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_service_list_list_order_idx" ON "payload"."_services_v_version_service_list_list" USING btree ("_order");
  CREATE INDEX "_services_v_version_service_list_list_parent_id_idx" ON "payload"."_services_v_version_service_list_list" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_headings_order_idx" ON "payload"."_services_v_version_headings" USING btree ("_order");
  CREATE INDEX "_services_v_version_headings_parent_id_idx" ON "payload"."_services_v_version_headings" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_subcategories_headings_order_idx" ON "payload"."_services_v_version_subcategories_headings" USING btree ("_order");
  CREATE INDEX "_services_v_version_subcategories_headings_parent_id_idx" ON "payload"."_services_v_version_subcategories_headings" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_subcategories_services_list_order_idx" ON "payload"."_services_v_version_subcategories_services_list" USING btree ("_order");
  CREATE INDEX "_services_v_version_subcategories_services_list_parent_id_idx" ON "payload"."_services_v_version_subcategories_services_list" USING btree ("_parent_id");
  CREATE INDEX "_services_v_version_subcategories_order_idx" ON "payload"."_services_v_version_subcategories" USING btree ("_order");
  CREATE INDEX "_services_v_version_subcategories_parent_id_idx" ON "payload"."_services_v_version_subcategories" USING btree ("_parent_id");
  CREATE INDEX "_services_v_parent_idx" ON "payload"."_services_v" USING btree ("parent_id");
  CREATE INDEX "_services_v_version_version__order_idx" ON "payload"."_services_v" USING btree ("version__order");
  CREATE INDEX "_services_v_version_version_slug_idx" ON "payload"."_services_v" USING btree ("version_slug");
  CREATE INDEX "_services_v_version_version_image_idx" ON "payload"."_services_v" USING btree ("version_image_id");
  CREATE INDEX "_services_v_version_version_updated_at_idx" ON "payload"."_services_v" USING btree ("version_updated_at");
  CREATE INDEX "_services_v_version_version_created_at_idx" ON "payload"."_services_v" USING btree ("version_created_at");
  CREATE INDEX "_services_v_version_version__status_idx" ON "payload"."_services_v" USING btree ("version__status");
  CREATE INDEX "_services_v_created_at_idx" ON "payload"."_services_v" USING btree ("created_at");
  CREATE INDEX "_services_v_updated_at_idx" ON "payload"."_services_v" USING btree ("updated_at");
  CREATE INDEX "_services_v_latest_idx" ON "payload"."_services_v" USING btree ("latest");
  CREATE INDEX "faq_items__order_idx" ON "payload"."faq_items" USING btree ("_order");
  CREATE INDEX "faq_items_updated_at_idx" ON "payload"."faq_items" USING btree ("updated_at");
  CREATE INDEX "faq_items_created_at_idx" ON "payload"."faq_items" USING btree ("created_at");
  CREATE INDEX "faq_items__status_idx" ON "payload"."faq_items" USING btree ("_status");
  CREATE INDEX "_faq_items_v_parent_idx" ON "payload"."_faq_items_v" USING btree ("parent_id");
  CREATE INDEX "_faq_items_v_version_version__order_idx" ON "payload"."_faq_items_v" USING btree ("version__order");
  CREATE INDEX "_faq_items_v_version_version_updated_at_idx" ON "payload"."_faq_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_faq_items_v_version_version_created_at_idx" ON "payload"."_faq_items_v" USING btree ("version_created_at");
  CREATE INDEX "_faq_items_v_version_version__status_idx" ON "payload"."_faq_items_v" USING btree ("version__status");
  CREATE INDEX "_faq_items_v_created_at_idx" ON "payload"."_faq_items_v" USING btree ("created_at");
  CREATE INDEX "_faq_items_v_updated_at_idx" ON "payload"."_faq_items_v" USING btree ("updated_at");
  CREATE INDEX "_faq_items_v_latest_idx" ON "payload"."_faq_items_v" USING btree ("latest");
  CREATE UNIQUE INDEX "podcast_episodes_episode_idx" ON "payload"."podcast_episodes" USING btree ("episode");
  CREATE INDEX "podcast_episodes_cover_idx" ON "payload"."podcast_episodes" USING btree ("cover_id");
  CREATE INDEX "podcast_episodes_updated_at_idx" ON "payload"."podcast_episodes" USING btree ("updated_at");
  CREATE INDEX "podcast_episodes_created_at_idx" ON "payload"."podcast_episodes" USING btree ("created_at");
  CREATE INDEX "podcast_episodes__status_idx" ON "payload"."podcast_episodes" USING btree ("_status");
  CREATE INDEX "_podcast_episodes_v_parent_idx" ON "payload"."_podcast_episodes_v" USING btree ("parent_id");
  CREATE INDEX "_podcast_episodes_v_version_version_episode_idx" ON "payload"."_podcast_episodes_v" USING btree ("version_episode");
  CREATE INDEX "_podcast_episodes_v_version_version_cover_idx" ON "payload"."_podcast_episodes_v" USING btree ("version_cover_id");
  CREATE INDEX "_podcast_episodes_v_version_version_updated_at_idx" ON "payload"."_podcast_episodes_v" USING btree ("version_updated_at");
  CREATE INDEX "_podcast_episodes_v_version_version_created_at_idx" ON "payload"."_podcast_episodes_v" USING btree ("version_created_at");
  CREATE INDEX "_podcast_episodes_v_version_version__status_idx" ON "payload"."_podcast_episodes_v" USING btree ("version__status");
  CREATE INDEX "_podcast_episodes_v_created_at_idx" ON "payload"."_podcast_episodes_v" USING btree ("created_at");
  CREATE INDEX "_podcast_episodes_v_updated_at_idx" ON "payload"."_podcast_episodes_v" USING btree ("updated_at");
  CREATE INDEX "_podcast_episodes_v_latest_idx" ON "payload"."_podcast_episodes_v" USING btree ("latest");
  CREATE INDEX "legal_pages_sections_order_idx" ON "payload"."legal_pages_sections" USING btree ("_order");
  CREATE INDEX "legal_pages_sections_parent_id_idx" ON "payload"."legal_pages_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "legal_pages_slug_idx" ON "payload"."legal_pages" USING btree ("slug");
  CREATE INDEX "legal_pages_updated_at_idx" ON "payload"."legal_pages" USING btree ("updated_at");
  CREATE INDEX "legal_pages_created_at_idx" ON "payload"."legal_pages" USING btree ("created_at");
  CREATE INDEX "legal_pages__status_idx" ON "payload"."legal_pages" USING btree ("_status");
  CREATE INDEX "_legal_pages_v_version_sections_order_idx" ON "payload"."_legal_pages_v_version_sections" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_sections_parent_id_idx" ON "payload"."_legal_pages_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_parent_idx" ON "payload"."_legal_pages_v" USING btree ("parent_id");
  CREATE INDEX "_legal_pages_v_version_version_slug_idx" ON "payload"."_legal_pages_v" USING btree ("version_slug");
  CREATE INDEX "_legal_pages_v_version_version_updated_at_idx" ON "payload"."_legal_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_legal_pages_v_version_version_created_at_idx" ON "payload"."_legal_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_legal_pages_v_version_version__status_idx" ON "payload"."_legal_pages_v" USING btree ("version__status");
  CREATE INDEX "_legal_pages_v_created_at_idx" ON "payload"."_legal_pages_v" USING btree ("created_at");
  CREATE INDEX "_legal_pages_v_updated_at_idx" ON "payload"."_legal_pages_v" USING btree ("updated_at");
  CREATE INDEX "_legal_pages_v_latest_idx" ON "payload"."_legal_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload"."payload_kv" USING btree ("key");
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
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload"."payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload"."payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload"."payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload"."payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload"."payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload"."payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_training_events_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("training_events_id");
  CREATE INDEX "payload_locked_documents_rels_job_openings_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("job_openings_id");
  CREATE INDEX "payload_locked_documents_rels_team_members_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("team_members_id");
  CREATE INDEX "payload_locked_documents_rels_services_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("services_id");
  CREATE INDEX "payload_locked_documents_rels_faq_items_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("faq_items_id");
  CREATE INDEX "payload_locked_documents_rels_podcast_episodes_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("podcast_episodes_id");
  CREATE INDEX "payload_locked_documents_rels_legal_pages_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("legal_pages_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload"."payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload"."payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload"."payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload"."payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload"."payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload"."payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload"."payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload"."payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload"."payload_migrations" USING btree ("created_at");
  CREATE INDEX "firm_contact_phones_order_idx" ON "payload"."firm_contact_phones" USING btree ("_order");
  CREATE INDEX "firm_contact_phones_parent_id_idx" ON "payload"."firm_contact_phones" USING btree ("_parent_id");
  CREATE INDEX "firm_contact_opening_hours_order_idx" ON "payload"."firm_contact_opening_hours" USING btree ("_order");
  CREATE INDEX "firm_contact_opening_hours_parent_id_idx" ON "payload"."firm_contact_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "firm_contact_socials_order_idx" ON "payload"."firm_contact_socials" USING btree ("_order");
  CREATE INDEX "firm_contact_socials_parent_id_idx" ON "payload"."firm_contact_socials" USING btree ("_parent_id");
  CREATE INDEX "services_page_client_groups_order_idx" ON "payload"."services_page_client_groups" USING btree ("_order");
  CREATE INDEX "services_page_client_groups_parent_id_idx" ON "payload"."services_page_client_groups" USING btree ("_parent_id");
  CREATE INDEX "services_page_process_steps_order_idx" ON "payload"."services_page_process_steps" USING btree ("_order");
  CREATE INDEX "services_page_process_steps_parent_id_idx" ON "payload"."services_page_process_steps" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "payload"."users_sessions" CASCADE;
  DROP TABLE "payload"."users" CASCADE;
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
  DROP TABLE "payload"."team_members" CASCADE;
  DROP TABLE "payload"."_team_members_v" CASCADE;
  DROP TABLE "payload"."services_intro_benefits_list" CASCADE;
  DROP TABLE "payload"."services_service_list_list" CASCADE;
  DROP TABLE "payload"."services_headings" CASCADE;
  DROP TABLE "payload"."services_subcategories_headings" CASCADE;
  DROP TABLE "payload"."services_subcategories_services_list" CASCADE;
  DROP TABLE "payload"."services_subcategories" CASCADE;
  DROP TABLE "payload"."services" CASCADE;
  DROP TABLE "payload"."_services_v_version_intro_benefits_list" CASCADE;
  DROP TABLE "payload"."_services_v_version_service_list_list" CASCADE;
  DROP TABLE "payload"."_services_v_version_headings" CASCADE;
  DROP TABLE "payload"."_services_v_version_subcategories_headings" CASCADE;
  DROP TABLE "payload"."_services_v_version_subcategories_services_list" CASCADE;
  DROP TABLE "payload"."_services_v_version_subcategories" CASCADE;
  DROP TABLE "payload"."_services_v" CASCADE;
  DROP TABLE "payload"."faq_items" CASCADE;
  DROP TABLE "payload"."_faq_items_v" CASCADE;
  DROP TABLE "payload"."podcast_episodes" CASCADE;
  DROP TABLE "payload"."_podcast_episodes_v" CASCADE;
  DROP TABLE "payload"."legal_pages_sections" CASCADE;
  DROP TABLE "payload"."legal_pages" CASCADE;
  DROP TABLE "payload"."_legal_pages_v_version_sections" CASCADE;
  DROP TABLE "payload"."_legal_pages_v" CASCADE;
  DROP TABLE "payload"."payload_kv" CASCADE;
  DROP TABLE "payload"."payload_jobs_log" CASCADE;
  DROP TABLE "payload"."payload_jobs" CASCADE;
  DROP TABLE "payload"."payload_locked_documents" CASCADE;
  DROP TABLE "payload"."payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload"."payload_preferences" CASCADE;
  DROP TABLE "payload"."payload_preferences_rels" CASCADE;
  DROP TABLE "payload"."payload_migrations" CASCADE;
  DROP TABLE "payload"."firm_contact_phones" CASCADE;
  DROP TABLE "payload"."firm_contact_opening_hours" CASCADE;
  DROP TABLE "payload"."firm_contact_socials" CASCADE;
  DROP TABLE "payload"."firm_contact" CASCADE;
  DROP TABLE "payload"."services_page_client_groups" CASCADE;
  DROP TABLE "payload"."services_page_process_steps" CASCADE;
  DROP TABLE "payload"."services_page" CASCADE;
  DROP TYPE "payload"."enum_users_role";
  DROP TYPE "payload"."enum_training_events_event_type";
  DROP TYPE "payload"."enum_training_events_status";
  DROP TYPE "payload"."enum__training_events_v_version_event_type";
  DROP TYPE "payload"."enum__training_events_v_version_status";
  DROP TYPE "payload"."enum_job_openings_employment_type";
  DROP TYPE "payload"."enum_job_openings_status";
  DROP TYPE "payload"."enum__job_openings_v_version_employment_type";
  DROP TYPE "payload"."enum__job_openings_v_version_status";
  DROP TYPE "payload"."enum_team_members_status";
  DROP TYPE "payload"."enum__team_members_v_version_status";
  DROP TYPE "payload"."enum_services_status";
  DROP TYPE "payload"."enum__services_v_version_status";
  DROP TYPE "payload"."enum_faq_items_status";
  DROP TYPE "payload"."enum__faq_items_v_version_status";
  DROP TYPE "payload"."enum_podcast_episodes_status";
  DROP TYPE "payload"."enum__podcast_episodes_v_version_status";
  DROP TYPE "payload"."enum_legal_pages_status";
  DROP TYPE "payload"."enum__legal_pages_v_version_status";
  DROP TYPE "payload"."enum_payload_jobs_log_task_slug";
  DROP TYPE "payload"."enum_payload_jobs_log_state";
  DROP TYPE "payload"."enum_payload_jobs_task_slug";
  DROP TYPE "payload"."enum_firm_contact_socials_network";`)
}
