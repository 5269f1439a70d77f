import { FIT_STATES, type FitState } from "@pitstop/contract/fitment";
import { ORDER_STATUSES, type OrderAddress, type OrderStatus, SHIPPING_METHOD_IDS } from "@pitstop/contract/orders";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { products } from "./catalogue.ts";
import { createdAt } from "./columns.ts";
import { vehicles } from "./vehicles.ts";

export type { OrderAddress, OrderStatus };
// The order steps in order, plus canceled (the list lives in the contract). Transitions live in the orders module.
export { ORDER_STATUSES };

/** Feeds the readable order numbers (PS-2026-000123); numbers of rolled-back checkouts are skipped. */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 1 });

const statusList = sql.raw(ORDER_STATUSES.map((s) => `'${s}'`).join(", "));
const methodList = sql.raw(SHIPPING_METHOD_IDS.map((m) => `'${m}'`).join(", "));

export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    number: text("number").notNull(),
    /**
     * The buyer; null once they deleted their account. The order and its payments are the shop's
     * records and stay, keeping only the shipping address as it was (docs/decisions/010).
     */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * The buyer's email when they checked out as a guest (no account), lowercased. A null user with
     * a guest email and no `claimedAt` is a guest's order; a null user without one (or claimed and
     * later detached) is a deleted account's (docs/decisions/030).
     */
    guestEmail: text("guest_email"),
    /** When an account that verified the guest email took this guest order over; it stays the account's. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    status: text("status").$type<OrderStatus>().notNull().default("created"),
    subtotalCents: integer("subtotal_cents").notNull(),
    handlingCents: integer("handling_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    /** The shipping state's sales tax in thousandths of a percent (6875 = 6.875 %), docs/pricing.md. */
    taxRateMillipercent: integer("tax_rate_millipercent").notNull().default(0),
    /** The loyalty discount the buyer had when ordering, in percent. */
    discountPercent: integer("discount_percent").notNull().default(0),
    shippingMethod: text("shipping_method").notNull(),
    shippingAddress: jsonb("shipping_address").$type<OrderAddress>().notNull(),
    /** The car it was bought for (the active vehicle at checkout), with its configuration; null: none chosen. */
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    vehicleTrim: text("vehicle_trim"),
    vehicleEngine: text("vehicle_engine"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    /** An unpaid order is canceled by the system after this moment (null once paid or canceled). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_number_key").on(t.number),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    // A guest's orders by their email: the unpaid limit, "find my order" and the claim.
    index("orders_guest_email_idx").on(t.guestEmail).where(sql`${t.guestEmail} is not null`),
    // The back office's order list, newest first, of every buyer and by status, and the dashboard's
    // paid orders of 30 days.
    index("orders_created_idx").on(t.createdAt),
    index("orders_status_created_idx").on(t.status, t.createdAt),
    // The expiry sweep reads only unpaid orders, oldest deadline first.
    index("orders_unpaid_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'awaiting payment'`),
    check("orders_status_check", sql`${t.status} in (${statusList})`),
    check("orders_total_check", sql`${t.totalCents} >= 0`),
    check("orders_shipping_method_check", sql`${t.shippingMethod} in (${methodList})`),
  ],
);

/** A snapshot of what was bought, so later catalogue changes never rewrite an order. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    partNumber: text("part_number").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    unitHandlingCents: integer("unit_handling_cents").notNull(),
    unitShippingCents: integer("unit_shipping_cents").notNull().default(0),
    quantity: integer("quantity").notNull(),
    /** The fit answer for the order's vehicle at checkout (fits, doesnt_fit, needs_config); null: no vehicle. */
    fitState: text("fit_state").$type<FitState>(),
    /**
     * The line's share of the order's discounts (loyalty and promotions), so a return refunds what
     * was paid for it; null on orders placed before it was kept (their discount is shared by price).
     */
    discountCents: integer("discount_cents"),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    check("order_lines_quantity_check", sql`${t.quantity} > 0`),
    check(
      "order_lines_fit_state_check",
      sql`${t.fitState} in (${sql.raw(FIT_STATES.map((s) => `'${s}'`).join(", "))})`,
    ),
  ],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").$type<OrderStatus>(),
    toStatus: text("to_status").$type<OrderStatus>().notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.createdAt)],
);

/**
 * Secrets the API signs links with (the guest order links, docs/decisions/030), made once by the
 * first API process that needs one and shared by every replica through the database.
 */
export const linkSecrets = pgTable("link_secrets", {
  name: text("name").primaryKey(),
  secret: text("secret").notNull(),
  createdAt: createdAt(),
});
