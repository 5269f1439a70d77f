-- Issue 23: an import stages ACES applications, each an add ('A') or a delete ('D') with its
-- quantity (ACES Qty); the final move adds, deletes and, for a FULL file, replaces accordingly.
ALTER TABLE "fitment_import_rows" ADD COLUMN "action" text DEFAULT 'A' NOT NULL;
--> statement-breakpoint
ALTER TABLE "fitment_import_rows" ADD COLUMN "quantity" integer;
--> statement-breakpoint
ALTER TABLE "fitment_import_rows" ADD CONSTRAINT "fitment_import_rows_action_check" CHECK ("fitment_import_rows"."action" in ('A', 'D'));
