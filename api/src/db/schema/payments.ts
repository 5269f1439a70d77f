import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt } from "./columns.ts";

export const PAYMENT_PROVIDERS = ["simulated", "stripe"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

const providerList = sql.raw(PAYMENT_PROVIDERS.map((p) => `'${p}'`).join(", "));

/** A user's customer record at a card provider (Stripe's `cus_…`); cards are attached to it. */
export const paymentCustomers = pgTable(
  "payment_customers",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").$type<PaymentProviderName>().notNull(),
    // A unique constraint (not only an index) so simulated payment methods can reference it.
    customerId: text("customer_id").notNull().unique("payment_customers_customer_key"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "payment_customers_pkey", columns: [t.userId, t.provider] }),
    check("payment_customers_provider_check", sql`${t.provider} in (${providerList})`),
  ],
);

/**
 * The simulated provider's own side, standing in for what Stripe keeps: a payment method per saved
 * test card, with the test scenario its number stands for. Never the number or the CVC.
 */
export const simulatedPaymentMethods = pgTable(
  "simulated_payment_methods",
  {
    id: text("id").primaryKey(), // pm_…
    customerId: text("customer_id")
      .notNull()
      .references(() => paymentCustomers.customerId, { onDelete: "cascade" }),
    scenario: text("scenario").notNull(),
    brand: text("brand").notNull(),
    funding: text("funding").notNull(),
    last4: text("last4").notNull(),
    expMonth: smallint("exp_month").notNull(),
    expYear: smallint("exp_year").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("simulated_payment_methods_customer_idx").on(t.customerId)],
);
