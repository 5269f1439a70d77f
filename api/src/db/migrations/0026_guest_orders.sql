-- Guest checkout (docs/decisions/030): an order placed without an account keeps the buyer's email;
-- a claim by the account that verifies that email sets the user and keeps the email for the record.
ALTER TABLE "orders" ADD COLUMN "guest_email" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claimed_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree ("guest_email") WHERE "orders"."guest_email" is not null;
--> statement-breakpoint
-- A guest's Idempotency-Keys are theirs by email: a key belongs to an account or to an email, never both.
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_pkey";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "guest_email" text;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_owner_check" CHECK (("idempotency_keys"."user_id" is null) <> ("idempotency_keys"."guest_email" is null));
--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key" ON "idempotency_keys" USING btree ("user_id","key") WHERE "idempotency_keys"."user_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_guest_key" ON "idempotency_keys" USING btree ("guest_email","key") WHERE "idempotency_keys"."guest_email" is not null;
--> statement-breakpoint
-- The secret guest order links are signed with: made by the API on first use, shared by replicas.
CREATE TABLE "link_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
