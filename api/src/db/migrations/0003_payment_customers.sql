CREATE TABLE "payment_customers" (
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_pkey" PRIMARY KEY("user_id","provider"),
	CONSTRAINT "payment_customers_customer_key" UNIQUE("customer_id"),
	CONSTRAINT "payment_customers_provider_check" CHECK ("payment_customers"."provider" in ('simulated', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "simulated_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"scenario" text NOT NULL,
	"brand" text NOT NULL,
	"funding" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_cards" ADD COLUMN "provider" text DEFAULT 'simulated' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_payment_methods" ADD CONSTRAINT "simulated_payment_methods_customer_id_payment_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."payment_customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulated_payment_methods_customer_idx" ON "simulated_payment_methods" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_provider_check" CHECK ("payment_cards"."provider" in ('simulated', 'stripe'));