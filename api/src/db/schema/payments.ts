import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt } from "./columns.ts";
import { orders } from "./orders.ts";

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

export const PAYMENT_STATUSES = ["processing", "succeeded", "failed", "requires_action"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

const paymentStatusList = sql.raw(PAYMENT_STATUSES.map((s) => `'${s}'`).join(", "));
const refundStatusList = sql.raw(REFUND_STATUSES.map((s) => `'${s}'`).join(", "));

/**
 * Every attempt to charge an order, kept whatever its outcome (docs/decisions/008-orders-and-payments.md).
 * A row is 'processing' while the provider is asked; at most one per order at a time, so two pays
 * of one order can never both charge. A refund of a succeeded charge is tracked on the same row.
 */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // Restrict: a record of money never disappears with its order (docs/decisions/010).
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    provider: text("provider").$type<PaymentProviderName>().notNull(),
    /** The provider's payment (Stripe's PaymentIntent `pi_…`); null until the provider answered. */
    providerPaymentId: text("provider_payment_id"),
    amountCents: integer("amount_cents").notNull(),
    status: text("status").$type<PaymentStatus>().notNull(),
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    /** The Idempotency-Key of the pay request that made this attempt. */
    idempotencyKey: text("idempotency_key"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    refundStatus: text("refund_status").$type<RefundStatus>(),
    providerRefundId: text("provider_refund_id"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId, t.createdAt),
    uniqueIndex("payments_provider_payment_key").on(t.providerPaymentId),
    uniqueIndex("payments_one_processing_per_order_key").on(t.orderId).where(sql`${t.status} = 'processing'`),
    index("payments_refund_pending_idx").on(t.id).where(sql`${t.refundStatus} = 'pending'`),
    check("payments_provider_check", sql`${t.provider} in (${providerList})`),
    check("payments_status_check", sql`${t.status} in (${paymentStatusList})`),
    check("payments_refund_status_check", sql`${t.refundStatus} in (${refundStatusList})`),
    check("payments_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** Stripe webhook events already handled, by Stripe's event id: a redelivered event changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(), // evt_…
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
