import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * A training's stored names say what they hold (issue 30): url_param is slug; excerpt is intro
 * (bold its lead, description its paragraphs); list is outline (bold its heading, list_title its
 * list heading, data its topics of name and description, extras its closing paragraph); extras
 * is more, a section of its own such as "Who should attend" (bold its heading, para its text,
 * list its items); last is closing_note. Payload's migrate:create wrote a drop-and-add, which
 * would lose every training's text: this renames instead, in the documents, their versions and
 * the array tables of both, with the constraints (PostgreSQL 18's NOT NULLs too), indexes and
 * sequences named as a fresh database names them, so the next generated migration finds them.
 * SQL only, so a restore can run it (lib/db/backup.ts).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload"."training_events" RENAME COLUMN "url_param" TO "slug";
  ALTER TABLE "payload"."training_events" RENAME COLUMN "excerpt_bold" TO "intro_lead";
  ALTER TABLE "payload"."training_events" RENAME COLUMN "list_bold" TO "outline_heading";
  ALTER TABLE "payload"."training_events" RENAME COLUMN "list_list_title" TO "outline_list_heading";
  ALTER TABLE "payload"."training_events" RENAME COLUMN "list_extras" TO "outline_closing";
  ALTER TABLE "payload"."training_events" RENAME COLUMN "extras_bold" TO "more_heading";
  ALTER TABLE "payload"."training_events" RENAME COLUMN "extras_para" TO "more_text";
  ALTER TABLE "payload"."training_events" RENAME COLUMN "last" TO "closing_note";
  ALTER TABLE "payload"."_training_events_v" RENAME COLUMN "version_url_param" TO "version_slug";
  ALTER TABLE "payload"."_training_events_v" RENAME COLUMN "version_excerpt_bold" TO "version_intro_lead";
  ALTER TABLE "payload"."_training_events_v" RENAME COLUMN "version_list_bold" TO "version_outline_heading";
  ALTER TABLE "payload"."_training_events_v" RENAME COLUMN "version_list_list_title" TO "version_outline_list_heading";
  ALTER TABLE "payload"."_training_events_v" RENAME COLUMN "version_list_extras" TO "version_outline_closing";
  ALTER TABLE "payload"."_training_events_v" RENAME COLUMN "version_extras_bold" TO "version_more_heading";
  ALTER TABLE "payload"."_training_events_v" RENAME COLUMN "version_extras_para" TO "version_more_text";
  ALTER TABLE "payload"."_training_events_v" RENAME COLUMN "version_last" TO "version_closing_note";
  ALTER INDEX "payload"."training_events_url_param_idx" RENAME TO "training_events_slug_idx";
  ALTER INDEX "payload"."_training_events_v_version_version_url_param_idx" RENAME TO "_training_events_v_version_version_slug_idx";
  ALTER TABLE "payload"."training_events_excerpt_description" RENAME TO "training_events_intro_paragraphs";
  ALTER TABLE "payload"."training_events_intro_paragraphs" RENAME CONSTRAINT "training_events_excerpt_description_pkey" TO "training_events_intro_paragraphs_pkey";
  ALTER TABLE "payload"."training_events_intro_paragraphs" RENAME CONSTRAINT "training_events_excerpt_description_parent_id_fk" TO "training_events_intro_paragraphs_parent_id_fk";
  ALTER INDEX "payload"."training_events_excerpt_description_order_idx" RENAME TO "training_events_intro_paragraphs_order_idx";
  ALTER INDEX "payload"."training_events_excerpt_description_parent_id_idx" RENAME TO "training_events_intro_paragraphs_parent_id_idx";
  ALTER TABLE "payload"."training_events_list_data" RENAME TO "training_events_outline_topics";
  ALTER TABLE "payload"."training_events_outline_topics" RENAME COLUMN "strong" TO "name";
  ALTER TABLE "payload"."training_events_outline_topics" RENAME COLUMN "desc" TO "description";
  ALTER TABLE "payload"."training_events_outline_topics" RENAME CONSTRAINT "training_events_list_data_pkey" TO "training_events_outline_topics_pkey";
  ALTER TABLE "payload"."training_events_outline_topics" RENAME CONSTRAINT "training_events_list_data_parent_id_fk" TO "training_events_outline_topics_parent_id_fk";
  ALTER INDEX "payload"."training_events_list_data_order_idx" RENAME TO "training_events_outline_topics_order_idx";
  ALTER INDEX "payload"."training_events_list_data_parent_id_idx" RENAME TO "training_events_outline_topics_parent_id_idx";
  ALTER TABLE "payload"."training_events_extras_list" RENAME TO "training_events_more_items";
  ALTER TABLE "payload"."training_events_more_items" RENAME CONSTRAINT "training_events_extras_list_pkey" TO "training_events_more_items_pkey";
  ALTER TABLE "payload"."training_events_more_items" RENAME CONSTRAINT "training_events_extras_list_parent_id_fk" TO "training_events_more_items_parent_id_fk";
  ALTER INDEX "payload"."training_events_extras_list_order_idx" RENAME TO "training_events_more_items_order_idx";
  ALTER INDEX "payload"."training_events_extras_list_parent_id_idx" RENAME TO "training_events_more_items_parent_id_idx";
  ALTER TABLE "payload"."_training_events_v_version_excerpt_description" RENAME TO "_training_events_v_version_intro_paragraphs";
  ALTER TABLE "payload"."_training_events_v_version_intro_paragraphs" RENAME CONSTRAINT "_training_events_v_version_excerpt_description_pkey" TO "_training_events_v_version_intro_paragraphs_pkey";
  ALTER TABLE "payload"."_training_events_v_version_intro_paragraphs" RENAME CONSTRAINT "_training_events_v_version_excerpt_description_parent_id_fk" TO "_training_events_v_version_intro_paragraphs_parent_id_fk";
  ALTER INDEX "payload"."_training_events_v_version_excerpt_description_order_idx" RENAME TO "_training_events_v_version_intro_paragraphs_order_idx";
  ALTER INDEX "payload"."_training_events_v_version_excerpt_description_parent_id_idx" RENAME TO "_training_events_v_version_intro_paragraphs_parent_id_idx";
  ALTER SEQUENCE "payload"."_training_events_v_version_excerpt_description_id_seq" RENAME TO "_training_events_v_version_intro_paragraphs_id_seq";
  ALTER TABLE "payload"."_training_events_v_version_list_data" RENAME TO "_training_events_v_version_outline_topics";
  ALTER TABLE "payload"."_training_events_v_version_outline_topics" RENAME COLUMN "strong" TO "name";
  ALTER TABLE "payload"."_training_events_v_version_outline_topics" RENAME COLUMN "desc" TO "description";
  ALTER TABLE "payload"."_training_events_v_version_outline_topics" RENAME CONSTRAINT "_training_events_v_version_list_data_pkey" TO "_training_events_v_version_outline_topics_pkey";
  ALTER TABLE "payload"."_training_events_v_version_outline_topics" RENAME CONSTRAINT "_training_events_v_version_list_data_parent_id_fk" TO "_training_events_v_version_outline_topics_parent_id_fk";
  ALTER INDEX "payload"."_training_events_v_version_list_data_order_idx" RENAME TO "_training_events_v_version_outline_topics_order_idx";
  ALTER INDEX "payload"."_training_events_v_version_list_data_parent_id_idx" RENAME TO "_training_events_v_version_outline_topics_parent_id_idx";
  ALTER SEQUENCE "payload"."_training_events_v_version_list_data_id_seq" RENAME TO "_training_events_v_version_outline_topics_id_seq";
  ALTER TABLE "payload"."_training_events_v_version_extras_list" RENAME TO "_training_events_v_version_more_items";
  ALTER TABLE "payload"."_training_events_v_version_more_items" RENAME CONSTRAINT "_training_events_v_version_extras_list_pkey" TO "_training_events_v_version_more_items_pkey";
  ALTER TABLE "payload"."_training_events_v_version_more_items" RENAME CONSTRAINT "_training_events_v_version_extras_list_parent_id_fk" TO "_training_events_v_version_more_items_parent_id_fk";
  ALTER INDEX "payload"."_training_events_v_version_extras_list_order_idx" RENAME TO "_training_events_v_version_more_items_order_idx";
  ALTER INDEX "payload"."_training_events_v_version_extras_list_parent_id_idx" RENAME TO "_training_events_v_version_more_items_parent_id_idx";
  ALTER SEQUENCE "payload"."_training_events_v_version_extras_list_id_seq" RENAME TO "_training_events_v_version_more_items_id_seq";
  DO $$
  DECLARE named record;
  BEGIN
    -- PostgreSQL 18 names each NOT NULL after its table and column: renamed like the rest.
    FOR named IN
      SELECT con.conname, cls.relname, att.attname FROM pg_constraint con
        JOIN pg_class cls ON cls.oid = con.conrelid
        JOIN pg_namespace ns ON ns.oid = cls.relnamespace
        JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = con.conkey[1]
      WHERE ns.nspname = 'payload' AND con.contype = 'n'
        AND cls.relname IN ('training_events_intro_paragraphs', 'training_events_outline_topics', 'training_events_more_items', '_training_events_v_version_intro_paragraphs', '_training_events_v_version_outline_topics', '_training_events_v_version_more_items')
        AND con.conname <> cls.relname || '_' || att.attname || '_not_null'
        AND length(cls.relname || '_' || att.attname || '_not_null') <= 63
    LOOP
      EXECUTE format('ALTER TABLE "payload".%I RENAME CONSTRAINT %I TO %I', named.relname, named.conname, named.relname || '_' || named.attname || '_not_null');
    END LOOP;
  END $$;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload"."training_events" RENAME COLUMN "slug" TO "url_param";
  ALTER TABLE "payload"."training_events" RENAME COLUMN "intro_lead" TO "excerpt_bold";
  ALTER TABLE "payload"."training_events" RENAME COLUMN "outline_heading" TO "list_bold";
  ALTER TABLE "payload"."training_events" RENAME COLUMN "outline_list_heading" TO "list_list_title";
  ALTER TABLE "payload"."training_events" RENAME COLUMN "outline_closing" TO "list_extras";
  ALTER TABLE "payload"."training_events" RENAME COLUMN "more_heading" TO "extras_bold";
  ALTER TABLE "payload"."training_events" RENAME COLUMN "more_text" TO "extras_para";
  ALTER TABLE "payload"."training_events" RENAME COLUMN "closing_note" TO "last";
  ALTER TABLE "payload"."_training_events_v" RENAME COLUMN "version_slug" TO "version_url_param";
  ALTER TABLE "payload"."_training_events_v" RENAME COLUMN "version_intro_lead" TO "version_excerpt_bold";
  ALTER TABLE "payload"."_training_events_v" RENAME COLUMN "version_outline_heading" TO "version_list_bold";
  ALTER TABLE "payload"."_training_events_v" RENAME COLUMN "version_outline_list_heading" TO "version_list_list_title";
  ALTER TABLE "payload"."_training_events_v" RENAME COLUMN "version_outline_closing" TO "version_list_extras";
  ALTER TABLE "payload"."_training_events_v" RENAME COLUMN "version_more_heading" TO "version_extras_bold";
  ALTER TABLE "payload"."_training_events_v" RENAME COLUMN "version_more_text" TO "version_extras_para";
  ALTER TABLE "payload"."_training_events_v" RENAME COLUMN "version_closing_note" TO "version_last";
  ALTER INDEX "payload"."training_events_slug_idx" RENAME TO "training_events_url_param_idx";
  ALTER INDEX "payload"."_training_events_v_version_version_slug_idx" RENAME TO "_training_events_v_version_version_url_param_idx";
  ALTER TABLE "payload"."training_events_intro_paragraphs" RENAME TO "training_events_excerpt_description";
  ALTER TABLE "payload"."training_events_excerpt_description" RENAME CONSTRAINT "training_events_intro_paragraphs_pkey" TO "training_events_excerpt_description_pkey";
  ALTER TABLE "payload"."training_events_excerpt_description" RENAME CONSTRAINT "training_events_intro_paragraphs_parent_id_fk" TO "training_events_excerpt_description_parent_id_fk";
  ALTER INDEX "payload"."training_events_intro_paragraphs_order_idx" RENAME TO "training_events_excerpt_description_order_idx";
  ALTER INDEX "payload"."training_events_intro_paragraphs_parent_id_idx" RENAME TO "training_events_excerpt_description_parent_id_idx";
  ALTER TABLE "payload"."training_events_outline_topics" RENAME TO "training_events_list_data";
  ALTER TABLE "payload"."training_events_list_data" RENAME COLUMN "name" TO "strong";
  ALTER TABLE "payload"."training_events_list_data" RENAME COLUMN "description" TO "desc";
  ALTER TABLE "payload"."training_events_list_data" RENAME CONSTRAINT "training_events_outline_topics_pkey" TO "training_events_list_data_pkey";
  ALTER TABLE "payload"."training_events_list_data" RENAME CONSTRAINT "training_events_outline_topics_parent_id_fk" TO "training_events_list_data_parent_id_fk";
  ALTER INDEX "payload"."training_events_outline_topics_order_idx" RENAME TO "training_events_list_data_order_idx";
  ALTER INDEX "payload"."training_events_outline_topics_parent_id_idx" RENAME TO "training_events_list_data_parent_id_idx";
  ALTER TABLE "payload"."training_events_more_items" RENAME TO "training_events_extras_list";
  ALTER TABLE "payload"."training_events_extras_list" RENAME CONSTRAINT "training_events_more_items_pkey" TO "training_events_extras_list_pkey";
  ALTER TABLE "payload"."training_events_extras_list" RENAME CONSTRAINT "training_events_more_items_parent_id_fk" TO "training_events_extras_list_parent_id_fk";
  ALTER INDEX "payload"."training_events_more_items_order_idx" RENAME TO "training_events_extras_list_order_idx";
  ALTER INDEX "payload"."training_events_more_items_parent_id_idx" RENAME TO "training_events_extras_list_parent_id_idx";
  ALTER TABLE "payload"."_training_events_v_version_intro_paragraphs" RENAME TO "_training_events_v_version_excerpt_description";
  ALTER TABLE "payload"."_training_events_v_version_excerpt_description" RENAME CONSTRAINT "_training_events_v_version_intro_paragraphs_pkey" TO "_training_events_v_version_excerpt_description_pkey";
  ALTER TABLE "payload"."_training_events_v_version_excerpt_description" RENAME CONSTRAINT "_training_events_v_version_intro_paragraphs_parent_id_fk" TO "_training_events_v_version_excerpt_description_parent_id_fk";
  ALTER INDEX "payload"."_training_events_v_version_intro_paragraphs_order_idx" RENAME TO "_training_events_v_version_excerpt_description_order_idx";
  ALTER INDEX "payload"."_training_events_v_version_intro_paragraphs_parent_id_idx" RENAME TO "_training_events_v_version_excerpt_description_parent_id_idx";
  ALTER SEQUENCE "payload"."_training_events_v_version_intro_paragraphs_id_seq" RENAME TO "_training_events_v_version_excerpt_description_id_seq";
  ALTER TABLE "payload"."_training_events_v_version_outline_topics" RENAME TO "_training_events_v_version_list_data";
  ALTER TABLE "payload"."_training_events_v_version_list_data" RENAME COLUMN "name" TO "strong";
  ALTER TABLE "payload"."_training_events_v_version_list_data" RENAME COLUMN "description" TO "desc";
  ALTER TABLE "payload"."_training_events_v_version_list_data" RENAME CONSTRAINT "_training_events_v_version_outline_topics_pkey" TO "_training_events_v_version_list_data_pkey";
  ALTER TABLE "payload"."_training_events_v_version_list_data" RENAME CONSTRAINT "_training_events_v_version_outline_topics_parent_id_fk" TO "_training_events_v_version_list_data_parent_id_fk";
  ALTER INDEX "payload"."_training_events_v_version_outline_topics_order_idx" RENAME TO "_training_events_v_version_list_data_order_idx";
  ALTER INDEX "payload"."_training_events_v_version_outline_topics_parent_id_idx" RENAME TO "_training_events_v_version_list_data_parent_id_idx";
  ALTER SEQUENCE "payload"."_training_events_v_version_outline_topics_id_seq" RENAME TO "_training_events_v_version_list_data_id_seq";
  ALTER TABLE "payload"."_training_events_v_version_more_items" RENAME TO "_training_events_v_version_extras_list";
  ALTER TABLE "payload"."_training_events_v_version_extras_list" RENAME CONSTRAINT "_training_events_v_version_more_items_pkey" TO "_training_events_v_version_extras_list_pkey";
  ALTER TABLE "payload"."_training_events_v_version_extras_list" RENAME CONSTRAINT "_training_events_v_version_more_items_parent_id_fk" TO "_training_events_v_version_extras_list_parent_id_fk";
  ALTER INDEX "payload"."_training_events_v_version_more_items_order_idx" RENAME TO "_training_events_v_version_extras_list_order_idx";
  ALTER INDEX "payload"."_training_events_v_version_more_items_parent_id_idx" RENAME TO "_training_events_v_version_extras_list_parent_id_idx";
  ALTER SEQUENCE "payload"."_training_events_v_version_more_items_id_seq" RENAME TO "_training_events_v_version_extras_list_id_seq";
  DO $$
  DECLARE named record;
  BEGIN
    -- PostgreSQL 18 names each NOT NULL after its table and column: renamed like the rest.
    FOR named IN
      SELECT con.conname, cls.relname, att.attname FROM pg_constraint con
        JOIN pg_class cls ON cls.oid = con.conrelid
        JOIN pg_namespace ns ON ns.oid = cls.relnamespace
        JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = con.conkey[1]
      WHERE ns.nspname = 'payload' AND con.contype = 'n'
        AND cls.relname IN ('training_events_excerpt_description', 'training_events_list_data', 'training_events_extras_list', '_training_events_v_version_excerpt_description', '_training_events_v_version_list_data', '_training_events_v_version_extras_list')
        AND con.conname <> cls.relname || '_' || att.attname || '_not_null'
        AND length(cls.relname || '_' || att.attname || '_not_null') <= 63
    LOOP
      EXECUTE format('ALTER TABLE "payload".%I RENAME CONSTRAINT %I TO %I', named.relname, named.conname, named.relname || '_' || named.attname || '_not_null');
    END LOOP;
  END $$;`)
}
