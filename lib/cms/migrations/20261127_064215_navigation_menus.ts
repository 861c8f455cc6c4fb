import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "payload"."enum_navigation_header_items_link_type" AS ENUM('service', 'page', 'custom');
  CREATE TYPE "payload"."enum_navigation_header_items_link_page" AS ENUM('home', 'about', 'team', 'trainings', 'careers', 'csr', 'contact', 'booking', 'services', 'articles', 'podcasts', 'payrollCalculator', 'taxCalendar', 'search', 'network', 'privacy', 'terms', 'cookies');
  CREATE TYPE "payload"."enum_navigation_header_type" AS ENUM('link', 'menu');
  CREATE TYPE "payload"."enum_navigation_header_link_type" AS ENUM('service', 'page', 'custom');
  CREATE TYPE "payload"."enum_navigation_header_link_page" AS ENUM('home', 'about', 'team', 'trainings', 'careers', 'csr', 'contact', 'booking', 'services', 'articles', 'podcasts', 'payrollCalculator', 'taxCalendar', 'search', 'network', 'privacy', 'terms', 'cookies');
  CREATE TYPE "payload"."enum_navigation_sidebar_items_link_type" AS ENUM('service', 'page', 'custom');
  CREATE TYPE "payload"."enum_navigation_sidebar_items_link_page" AS ENUM('home', 'about', 'team', 'trainings', 'careers', 'csr', 'contact', 'booking', 'services', 'articles', 'podcasts', 'payrollCalculator', 'taxCalendar', 'search', 'network', 'privacy', 'terms', 'cookies');
  CREATE TYPE "payload"."enum_navigation_sidebar_type" AS ENUM('link', 'menu');
  CREATE TYPE "payload"."enum_navigation_sidebar_link_type" AS ENUM('service', 'page', 'custom');
  CREATE TYPE "payload"."enum_navigation_sidebar_link_page" AS ENUM('home', 'about', 'team', 'trainings', 'careers', 'csr', 'contact', 'booking', 'services', 'articles', 'podcasts', 'payrollCalculator', 'taxCalendar', 'search', 'network', 'privacy', 'terms', 'cookies');
  CREATE TYPE "payload"."enum_navigation_footer_items_link_type" AS ENUM('service', 'page', 'custom');
  CREATE TYPE "payload"."enum_navigation_footer_items_link_page" AS ENUM('home', 'about', 'team', 'trainings', 'careers', 'csr', 'contact', 'booking', 'services', 'articles', 'podcasts', 'payrollCalculator', 'taxCalendar', 'search', 'network', 'privacy', 'terms', 'cookies');
  CREATE TABLE "payload"."navigation_header_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "payload"."enum_navigation_header_items_link_type" DEFAULT 'service',
  	"link_service_id" integer,
  	"link_page" "payload"."enum_navigation_header_items_link_page",
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "payload"."navigation_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "payload"."enum_navigation_header_type" DEFAULT 'link' NOT NULL,
  	"link_type" "payload"."enum_navigation_header_link_type" DEFAULT 'service',
  	"link_service_id" integer,
  	"link_page" "payload"."enum_navigation_header_link_page",
  	"link_url" varchar,
  	"link_label" varchar,
  	"title" varchar
  );
  
  CREATE TABLE "payload"."navigation_sidebar_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "payload"."enum_navigation_sidebar_items_link_type" DEFAULT 'service',
  	"link_service_id" integer,
  	"link_page" "payload"."enum_navigation_sidebar_items_link_page",
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "payload"."navigation_sidebar" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "payload"."enum_navigation_sidebar_type" DEFAULT 'link' NOT NULL,
  	"link_type" "payload"."enum_navigation_sidebar_link_type" DEFAULT 'service',
  	"link_service_id" integer,
  	"link_page" "payload"."enum_navigation_sidebar_link_page",
  	"link_url" varchar,
  	"link_label" varchar,
  	"title" varchar
  );
  
  CREATE TABLE "payload"."navigation_footer_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "payload"."enum_navigation_footer_items_link_type" DEFAULT 'service' NOT NULL,
  	"link_service_id" integer,
  	"link_page" "payload"."enum_navigation_footer_items_link_page",
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "payload"."navigation_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "payload"."navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload"."navigation_header_items" ADD CONSTRAINT "navigation_header_items_link_service_id_services_id_fk" FOREIGN KEY ("link_service_id") REFERENCES "payload"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."navigation_header_items" ADD CONSTRAINT "navigation_header_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."navigation_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."navigation_header" ADD CONSTRAINT "navigation_header_link_service_id_services_id_fk" FOREIGN KEY ("link_service_id") REFERENCES "payload"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."navigation_header" ADD CONSTRAINT "navigation_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."navigation_sidebar_items" ADD CONSTRAINT "navigation_sidebar_items_link_service_id_services_id_fk" FOREIGN KEY ("link_service_id") REFERENCES "payload"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."navigation_sidebar_items" ADD CONSTRAINT "navigation_sidebar_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."navigation_sidebar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."navigation_sidebar" ADD CONSTRAINT "navigation_sidebar_link_service_id_services_id_fk" FOREIGN KEY ("link_service_id") REFERENCES "payload"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."navigation_sidebar" ADD CONSTRAINT "navigation_sidebar_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."navigation_footer_items" ADD CONSTRAINT "navigation_footer_items_link_service_id_services_id_fk" FOREIGN KEY ("link_service_id") REFERENCES "payload"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload"."navigation_footer_items" ADD CONSTRAINT "navigation_footer_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."navigation_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload"."navigation_footer" ADD CONSTRAINT "navigation_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "navigation_header_items_order_idx" ON "payload"."navigation_header_items" USING btree ("_order");
  CREATE INDEX "navigation_header_items_parent_id_idx" ON "payload"."navigation_header_items" USING btree ("_parent_id");
  CREATE INDEX "navigation_header_items_link_link_service_idx" ON "payload"."navigation_header_items" USING btree ("link_service_id");
  CREATE INDEX "navigation_header_order_idx" ON "payload"."navigation_header" USING btree ("_order");
  CREATE INDEX "navigation_header_parent_id_idx" ON "payload"."navigation_header" USING btree ("_parent_id");
  CREATE INDEX "navigation_header_link_link_service_idx" ON "payload"."navigation_header" USING btree ("link_service_id");
  CREATE INDEX "navigation_sidebar_items_order_idx" ON "payload"."navigation_sidebar_items" USING btree ("_order");
  CREATE INDEX "navigation_sidebar_items_parent_id_idx" ON "payload"."navigation_sidebar_items" USING btree ("_parent_id");
  CREATE INDEX "navigation_sidebar_items_link_link_service_idx" ON "payload"."navigation_sidebar_items" USING btree ("link_service_id");
  CREATE INDEX "navigation_sidebar_order_idx" ON "payload"."navigation_sidebar" USING btree ("_order");
  CREATE INDEX "navigation_sidebar_parent_id_idx" ON "payload"."navigation_sidebar" USING btree ("_parent_id");
  CREATE INDEX "navigation_sidebar_link_link_service_idx" ON "payload"."navigation_sidebar" USING btree ("link_service_id");
  CREATE INDEX "navigation_footer_items_order_idx" ON "payload"."navigation_footer_items" USING btree ("_order");
  CREATE INDEX "navigation_footer_items_parent_id_idx" ON "payload"."navigation_footer_items" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_items_link_link_service_idx" ON "payload"."navigation_footer_items" USING btree ("link_service_id");
  CREATE INDEX "navigation_footer_order_idx" ON "payload"."navigation_footer" USING btree ("_order");
  CREATE INDEX "navigation_footer_parent_id_idx" ON "payload"."navigation_footer" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "payload"."navigation_header_items" CASCADE;
  DROP TABLE "payload"."navigation_header" CASCADE;
  DROP TABLE "payload"."navigation_sidebar_items" CASCADE;
  DROP TABLE "payload"."navigation_sidebar" CASCADE;
  DROP TABLE "payload"."navigation_footer_items" CASCADE;
  DROP TABLE "payload"."navigation_footer" CASCADE;
  DROP TABLE "payload"."navigation" CASCADE;
  DROP TYPE "payload"."enum_navigation_header_items_link_type";
  DROP TYPE "payload"."enum_navigation_header_items_link_page";
  DROP TYPE "payload"."enum_navigation_header_type";
  DROP TYPE "payload"."enum_navigation_header_link_type";
  DROP TYPE "payload"."enum_navigation_header_link_page";
  DROP TYPE "payload"."enum_navigation_sidebar_items_link_type";
  DROP TYPE "payload"."enum_navigation_sidebar_items_link_page";
  DROP TYPE "payload"."enum_navigation_sidebar_type";
  DROP TYPE "payload"."enum_navigation_sidebar_link_type";
  DROP TYPE "payload"."enum_navigation_sidebar_link_page";
  DROP TYPE "payload"."enum_navigation_footer_items_link_type";
  DROP TYPE "payload"."enum_navigation_footer_items_link_page";`)
}
