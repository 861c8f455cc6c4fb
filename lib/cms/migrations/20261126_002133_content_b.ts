import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  CREATE TYPE "payload"."enum_firm_contact_socials_network" AS ENUM('facebook', 'x', 'instagram', 'linkedin', 'youtube', 'podcast');
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
  
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "team_members_id" integer;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "services_id" integer;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "faq_items_id" integer;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "podcast_episodes_id" integer;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD COLUMN "legal_pages_id" integer;
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
  ALTER TABLE "payload"."firm_contact_phones" ADD CONSTRAINT "firm_contact_phones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."firm_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."firm_contact_opening_hours" ADD CONSTRAINT "firm_contact_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."firm_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."firm_contact_socials" ADD CONSTRAINT "firm_contact_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."firm_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."services_page_client_groups" ADD CONSTRAINT "services_page_client_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."services_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."services_page_process_steps" ADD CONSTRAINT "services_page_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."services_page"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "firm_contact_phones_order_idx" ON "payload"."firm_contact_phones" USING btree ("_order");
  CREATE INDEX "firm_contact_phones_parent_id_idx" ON "payload"."firm_contact_phones" USING btree ("_parent_id");
  CREATE INDEX "firm_contact_opening_hours_order_idx" ON "payload"."firm_contact_opening_hours" USING btree ("_order");
  CREATE INDEX "firm_contact_opening_hours_parent_id_idx" ON "payload"."firm_contact_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "firm_contact_socials_order_idx" ON "payload"."firm_contact_socials" USING btree ("_order");
  CREATE INDEX "firm_contact_socials_parent_id_idx" ON "payload"."firm_contact_socials" USING btree ("_parent_id");
  CREATE INDEX "services_page_client_groups_order_idx" ON "payload"."services_page_client_groups" USING btree ("_order");
  CREATE INDEX "services_page_client_groups_parent_id_idx" ON "payload"."services_page_client_groups" USING btree ("_parent_id");
  CREATE INDEX "services_page_process_steps_order_idx" ON "payload"."services_page_process_steps" USING btree ("_order");
  CREATE INDEX "services_page_process_steps_parent_id_idx" ON "payload"."services_page_process_steps" USING btree ("_parent_id");
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "payload"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "payload"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_items_fk" FOREIGN KEY ("faq_items_id") REFERENCES "payload"."faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_podcast_episodes_fk" FOREIGN KEY ("podcast_episodes_id") REFERENCES "payload"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "payload"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_team_members_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("team_members_id");
  CREATE INDEX "payload_locked_documents_rels_services_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("services_id");
  CREATE INDEX "payload_locked_documents_rels_faq_items_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("faq_items_id");
  CREATE INDEX "payload_locked_documents_rels_podcast_episodes_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("podcast_episodes_id");
  CREATE INDEX "payload_locked_documents_rels_legal_pages_id_idx" ON "payload"."payload_locked_documents_rels" USING btree ("legal_pages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."team_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_team_members_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."services_intro_benefits_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."services_service_list_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."services_headings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."services_subcategories_headings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."services_subcategories_services_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."services_subcategories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_services_v_version_intro_benefits_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_services_v_version_service_list_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_services_v_version_headings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_services_v_version_subcategories_headings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_services_v_version_subcategories_services_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_services_v_version_subcategories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_services_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_faq_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."podcast_episodes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_podcast_episodes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."legal_pages_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."legal_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_legal_pages_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."_legal_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."firm_contact_phones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."firm_contact_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."firm_contact_socials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."firm_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."services_page_client_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."services_page_process_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload"."services_page" DISABLE ROW LEVEL SECURITY;
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
  DROP TABLE "payload"."firm_contact_phones" CASCADE;
  DROP TABLE "payload"."firm_contact_opening_hours" CASCADE;
  DROP TABLE "payload"."firm_contact_socials" CASCADE;
  DROP TABLE "payload"."firm_contact" CASCADE;
  DROP TABLE "payload"."services_page_client_groups" CASCADE;
  DROP TABLE "payload"."services_page_process_steps" CASCADE;
  DROP TABLE "payload"."services_page" CASCADE;
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_team_members_fk";
  
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_services_fk";
  
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faq_items_fk";
  
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_podcast_episodes_fk";
  
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_legal_pages_fk";
  
  DROP INDEX "payload"."payload_locked_documents_rels_team_members_id_idx";
  DROP INDEX "payload"."payload_locked_documents_rels_services_id_idx";
  DROP INDEX "payload"."payload_locked_documents_rels_faq_items_id_idx";
  DROP INDEX "payload"."payload_locked_documents_rels_podcast_episodes_id_idx";
  DROP INDEX "payload"."payload_locked_documents_rels_legal_pages_id_idx";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "team_members_id";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "services_id";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "faq_items_id";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "podcast_episodes_id";
  ALTER TABLE "payload"."payload_locked_documents_rels" DROP COLUMN "legal_pages_id";
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
  DROP TYPE "payload"."enum_firm_contact_socials_network";`)
}
