import { RETURN_REASONS, RETURN_STATUSES, type ReturnReason, type ReturnStatus } from "@pitstop/contract/returns";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt } from "./columns.ts";
import { media } from "./media.ts";
import { orderLines, orders } from "./orders.ts";
import { payments } from "./payments.ts";

export type { ReturnReason, ReturnStatus };

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * A buyer's return of lines of a shipped or completed order (docs/returns.md). The refund estimate
 * is fixed when the return is made, in cents, so the buyer is told one figure and refunded at most it.
 */
export const returns = pgTable(
  "returns",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // Restrict: a return and its refund are the shop's records, like the order (docs/decisions/010).
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    /** PS-2026-000123-R1: the order's number and the return's ordinal within the order. */
    number: text("number").notNull(),
    status: text("status").$type<ReturnStatus>().notNull().default("requested"),
    itemsCents: integer("items_cents").notNull(),
    handlingCents: integer("handling_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    feeCents: integer("fee_cents").notNull(),
    estimateCents: integer("estimate_cents").notNull(),
    freeLabel: boolean("free_label").notNull(),
    refusalReason: text("refusal_reason"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("returns_number_key").on(t.number),
    index("returns_order_idx").on(t.orderId),
    // The back office's queue: newest first, by status.
    index("returns_status_created_idx").on(t.status, t.createdAt),
    index("returns_created_idx").on(t.createdAt),
    check("returns_status_check", sql`${t.status} in (${list(RETURN_STATUSES)})`),
    check(
      "returns_money_check",
      sql`${t.itemsCents} >= 0 and ${t.handlingCents} >= 0 and ${t.shippingCents} >= 0 and ${t.taxCents} >= 0 and ${t.feeCents} >= 0 and ${t.estimateCents} >= 0`,
    ),
  ],
);

export const returnLines = pgTable(
  "return_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull(),
    reason: text("reason").$type<ReturnReason>().notNull(),
    note: text("note"),
    /** The fit guarantee applies: bought for a vehicle the shop said it fits, returned as doesnt_fit. */
    guaranteed: boolean("guaranteed").notNull().default(false),
    /** Set on receipt: whether the units went back on the shelf. */
    restocked: boolean("restocked"),
  },
  (t) => [
    uniqueIndex("return_lines_return_line_key").on(t.returnId, t.orderLineId),
    index("return_lines_order_line_idx").on(t.orderLineId),
    // The fit reports: doesn't-fit returns.
    index("return_lines_doesnt_fit_idx").on(t.orderLineId).where(sql`${t.reason} = 'doesnt_fit'`),
    check("return_lines_quantity_check", sql`${t.quantity} > 0`),
    check("return_lines_reason_check", sql`${t.reason} in (${list(RETURN_REASONS)})`),
  ],
);

export const returnHistory = pgTable(
  "return_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    status: text("status").$type<ReturnStatus>().notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("return_history_return_idx").on(t.returnId, t.createdAt)],
);

export const returnPhotos = pgTable(
  "return_photos",
  {
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: "return_photos_pkey", columns: [t.returnId, t.position] })],
);

/**
 * A return's refund through the payment provider: one per return (unique), so two presses or two
 * operators can never refund it twice; the provider's idempotency key is derived from the return.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "restrict" }),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    status: text("status").$type<"pending" | "succeeded" | "failed">().notNull().default("pending"),
    providerRefundId: text("provider_refund_id"),
    /** The operator who pressed the button; null once their account is gone. */
    operatorId: integer("operator_id").references(() => users.id, { onDelete: "set null" }),
    milesTakenBack: integer("miles_taken_back").notNull().default(0),
    createdAt: createdAt(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("refunds_return_key").on(t.returnId),
    index("refunds_payment_idx").on(t.paymentId),
    index("refunds_pending_idx").on(t.id).where(sql`${t.status} = 'pending'`),
    check("refunds_amount_check", sql`${t.amountCents} > 0`),
    check("refunds_status_check", sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/** The simulated provider's own record of refunds, standing in for Stripe's: one per idempotency key. */
export const simulatedRefunds = pgTable("simulated_refunds", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  id: text("id").notNull(), // re_…
  providerPaymentId: text("provider_payment_id").notNull(),
  amountCents: integer("amount_cents").notNull(),
  createdAt: createdAt(),
});
