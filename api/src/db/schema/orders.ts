import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { products } from "./catalogue.ts";
import { createdAt } from "./columns.ts";

/** spec §3: order steps in order, plus canceled. Transitions live in the orders module. */
export const ORDER_STATUSES = [
  "created",
  "awaiting payment",
  "paid",
  "awaiting shipment",
  "shipped",
  "completed",
  "canceled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderAddress = {
  first_name: string;
  last_name: string;
  phone: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
};

const statusList = sql.raw(ORDER_STATUSES.map((s) => `'${s}'`).join(", "));

export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    number: text("number").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<OrderStatus>().notNull().default("created"),
    subtotalCents: integer("subtotal_cents").notNull(),
    handlingCents: integer("handling_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    shippingMethod: text("shipping_method").notNull(),
    shippingAddress: jsonb("shipping_address").$type<OrderAddress>().notNull(),
    trackingNumber: text("tracking_number"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_number_key").on(t.number),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    check("orders_status_check", sql`${t.status} in (${statusList})`),
    check("orders_total_check", sql`${t.totalCents} >= 0`),
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
    quantity: integer("quantity").notNull(),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId), check("order_lines_quantity_check", sql`${t.quantity} > 0`)],
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
