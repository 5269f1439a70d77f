-- Promotions (docs/pricing.md): codes and automatic discounts, their uses per order, and each order
-- line's share of the order's discounts so a return refunds what was paid.
ALTER TABLE "order_lines" ADD COLUMN "discount_cents" integer;
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"amount_cents" integer,
	"min_subtotal_cents" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"scope" jsonb NOT NULL,
	"combines_with_loyalty" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_check" CHECK ("promotions"."kind" in ('percent', 'fixed', 'free_shipping')),
	CONSTRAINT "promotions_value_check" CHECK (("promotions"."kind" = 'percent' and "promotions"."percent" between 1 and 100 and "promotions"."amount_cents" is null)
       or ("promotions"."kind" = 'fixed' and "promotions"."amount_cents" > 0 and "promotions"."percent" is null)
       or ("promotions"."kind" = 'free_shipping' and "promotions"."percent" is null and "promotions"."amount_cents" is null)),
	CONSTRAINT "promotions_limits_check" CHECK (coalesce("promotions"."usage_limit", 1) > 0 and coalesce("promotions"."per_customer_limit", 1) > 0),
	CONSTRAINT "promotions_dates_check" CHECK ("promotions"."ends_at" is null or "promotions"."starts_at" is null or "promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_key" ON "promotions" USING btree ("code");
--> statement-breakpoint
CREATE INDEX "promotions_automatic_idx" ON "promotions" USING btree ("id") WHERE "promotions"."code" is null and "promotions"."active";
--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promotion_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"email" text,
	"code" text,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"product_ids" jsonb NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_redemptions_amount_check" CHECK ("promotion_redemptions"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_redemptions_promotion_order_key" ON "promotion_redemptions" USING btree ("promotion_id","order_id");
--> statement-breakpoint
CREATE INDEX "promotion_redemptions_order_idx" ON "promotion_redemptions" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "promotion_redemptions_live_idx" ON "promotion_redemptions" USING btree ("promotion_id") WHERE "promotion_redemptions"."released_at" is null;
--> statement-breakpoint
CREATE INDEX "promotion_redemptions_user_idx" ON "promotion_redemptions" USING btree ("promotion_id","user_id") WHERE "promotion_redemptions"."released_at" is null and "promotion_redemptions"."user_id" is not null;
--> statement-breakpoint
CREATE INDEX "promotion_redemptions_email_idx" ON "promotion_redemptions" USING btree ("promotion_id","email") WHERE "promotion_redemptions"."released_at" is null and "promotion_redemptions"."email" is not null;
