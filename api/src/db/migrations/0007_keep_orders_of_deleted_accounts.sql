-- Issue 15 §1: an order and its payments are the shop's records; deleting the buyer's account
-- detaches them (user_id null) instead of erasing them (docs/decisions/010-account-deletion-keeps-the-shops-records.md).
ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
