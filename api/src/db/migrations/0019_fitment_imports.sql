-- Issue 14 §2: applying a fitment import shows its progress and stays all or nothing. An applied
-- import is a job (api/src/modules/admin/fitment-import-jobs.ts): its status, counts, report or error
-- are kept here, so the operator's page can follow it, and come back to it after a reload.
CREATE TABLE "fitment_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fitment_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer,
	"actor_email" text NOT NULL,
	"file_name" text,
	"format" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "fitment_imports_format_check" CHECK ("fitment_imports"."format" in ('csv', 'aces')),
	CONSTRAINT "fitment_imports_status_check" CHECK ("fitment_imports"."status" in ('queued', 'resolving', 'writing', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "fitment_imports" ADD CONSTRAINT "fitment_imports_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- One import runs at a time, whichever API replica took it: a second insert of a running job fails.
CREATE UNIQUE INDEX "fitment_imports_one_running_idx" ON "fitment_imports" USING btree ((true)) WHERE "fitment_imports"."status" in ('queued', 'resolving', 'writing');
--> statement-breakpoint
-- The rows of the import being written, staged in batches before one transaction moves them into
-- product_fitment (so a batch never holds the embedded database's one connection for long, and the
-- progress can be read between batches). Empty between imports.
CREATE TABLE "fitment_import_rows" (
	"import_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"engines" text[],
	"trims" text[],
	"position" text,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "fitment_import_rows" ADD CONSTRAINT "fitment_import_rows_import_id_fitment_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."fitment_imports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "fitment_import_rows_import_idx" ON "fitment_import_rows" USING btree ("import_id");
--> statement-breakpoint
-- Where a fitment row came from: the import that wrote it last (null: the editor, or before 0019).
ALTER TABLE "product_fitment" ADD COLUMN "import_id" integer;
--> statement-breakpoint
ALTER TABLE "product_fitment" ADD CONSTRAINT "product_fitment_import_id_fitment_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."fitment_imports"("id") ON DELETE set null ON UPDATE no action;
