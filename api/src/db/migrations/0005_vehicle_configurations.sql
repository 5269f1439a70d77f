ALTER TABLE "product_fitment" ADD COLUMN "engines" text[];--> statement-breakpoint
ALTER TABLE "product_fitment" ADD COLUMN "trims" text[];--> statement-breakpoint
ALTER TABLE "product_fitment" ADD COLUMN "position" text;--> statement-breakpoint
ALTER TABLE "product_fitment" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vehicle_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vehicle_trim" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vehicle_engine" text;--> statement-breakpoint
ALTER TABLE "garage_cars" ADD COLUMN "trim" text;--> statement-breakpoint
ALTER TABLE "garage_cars" ADD COLUMN "engine" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "engines" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "trims" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_fitment" ADD CONSTRAINT "product_fitment_position_check" CHECK ("product_fitment"."position" in ('Front', 'Rear', 'Left', 'Right'));--> statement-breakpoint
ALTER TABLE "product_fitment" ADD CONSTRAINT "product_fitment_engines_check" CHECK (cardinality("product_fitment"."engines") > 0);--> statement-breakpoint
ALTER TABLE "product_fitment" ADD CONSTRAINT "product_fitment_trims_check" CHECK (cardinality("product_fitment"."trims") > 0);