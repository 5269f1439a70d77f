-- Issue 15 §1: a payment (a record of money) can never be erased by deleting its order
-- (docs/decisions/010-account-deletion-keeps-the-shops-records.md).
ALTER TABLE "payments" DROP CONSTRAINT "payments_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;
