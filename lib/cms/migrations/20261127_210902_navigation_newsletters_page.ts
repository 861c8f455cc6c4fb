import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "payload"."enum_navigation_header_items_link_page" ADD VALUE 'newsletters' BEFORE 'payrollCalculator';
  ALTER TYPE "payload"."enum_navigation_header_link_page" ADD VALUE 'newsletters' BEFORE 'payrollCalculator';
  ALTER TYPE "payload"."enum_navigation_sidebar_items_link_page" ADD VALUE 'newsletters' BEFORE 'payrollCalculator';
  ALTER TYPE "payload"."enum_navigation_sidebar_link_page" ADD VALUE 'newsletters' BEFORE 'payrollCalculator';
  ALTER TYPE "payload"."enum_navigation_footer_items_link_page" ADD VALUE 'newsletters' BEFORE 'payrollCalculator';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload"."navigation_header_items" ALTER COLUMN "link_page" SET DATA TYPE text;
  DROP TYPE "payload"."enum_navigation_header_items_link_page";
  CREATE TYPE "payload"."enum_navigation_header_items_link_page" AS ENUM('home', 'about', 'team', 'trainings', 'careers', 'csr', 'contact', 'booking', 'services', 'articles', 'podcasts', 'payrollCalculator', 'taxCalendar', 'search', 'network', 'privacy', 'terms', 'cookies');
  ALTER TABLE "payload"."navigation_header_items" ALTER COLUMN "link_page" SET DATA TYPE "payload"."enum_navigation_header_items_link_page" USING "link_page"::"payload"."enum_navigation_header_items_link_page";
  ALTER TABLE "payload"."navigation_header" ALTER COLUMN "link_page" SET DATA TYPE text;
  DROP TYPE "payload"."enum_navigation_header_link_page";
  CREATE TYPE "payload"."enum_navigation_header_link_page" AS ENUM('home', 'about', 'team', 'trainings', 'careers', 'csr', 'contact', 'booking', 'services', 'articles', 'podcasts', 'payrollCalculator', 'taxCalendar', 'search', 'network', 'privacy', 'terms', 'cookies');
  ALTER TABLE "payload"."navigation_header" ALTER COLUMN "link_page" SET DATA TYPE "payload"."enum_navigation_header_link_page" USING "link_page"::"payload"."enum_navigation_header_link_page";
  ALTER TABLE "payload"."navigation_sidebar_items" ALTER COLUMN "link_page" SET DATA TYPE text;
  DROP TYPE "payload"."enum_navigation_sidebar_items_link_page";
  CREATE TYPE "payload"."enum_navigation_sidebar_items_link_page" AS ENUM('home', 'about', 'team', 'trainings', 'careers', 'csr', 'contact', 'booking', 'services', 'articles', 'podcasts', 'payrollCalculator', 'taxCalendar', 'search', 'network', 'privacy', 'terms', 'cookies');
  ALTER TABLE "payload"."navigation_sidebar_items" ALTER COLUMN "link_page" SET DATA TYPE "payload"."enum_navigation_sidebar_items_link_page" USING "link_page"::"payload"."enum_navigation_sidebar_items_link_page";
  ALTER TABLE "payload"."navigation_sidebar" ALTER COLUMN "link_page" SET DATA TYPE text;
  DROP TYPE "payload"."enum_navigation_sidebar_link_page";
  CREATE TYPE "payload"."enum_navigation_sidebar_link_page" AS ENUM('home', 'about', 'team', 'trainings', 'careers', 'csr', 'contact', 'booking', 'services', 'articles', 'podcasts', 'payrollCalculator', 'taxCalendar', 'search', 'network', 'privacy', 'terms', 'cookies');
  ALTER TABLE "payload"."navigation_sidebar" ALTER COLUMN "link_page" SET DATA TYPE "payload"."enum_navigation_sidebar_link_page" USING "link_page"::"payload"."enum_navigation_sidebar_link_page";
  ALTER TABLE "payload"."navigation_footer_items" ALTER COLUMN "link_page" SET DATA TYPE text;
  DROP TYPE "payload"."enum_navigation_footer_items_link_page";
  CREATE TYPE "payload"."enum_navigation_footer_items_link_page" AS ENUM('home', 'about', 'team', 'trainings', 'careers', 'csr', 'contact', 'booking', 'services', 'articles', 'podcasts', 'payrollCalculator', 'taxCalendar', 'search', 'network', 'privacy', 'terms', 'cookies');
  ALTER TABLE "payload"."navigation_footer_items" ALTER COLUMN "link_page" SET DATA TYPE "payload"."enum_navigation_footer_items_link_page" USING "link_page"::"payload"."enum_navigation_footer_items_link_page";`)
}
