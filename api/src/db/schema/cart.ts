import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { products } from "./catalogue.ts";
import { createdAt } from "./columns.ts";

export const carts = pgTable(
  "carts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("carts_user_key").on(t.userId)],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "cart_lines_pkey", columns: [t.cartId, t.productId] }),
    index("cart_lines_product_idx").on(t.productId),
    check("cart_lines_quantity_check", sql`${t.quantity} > 0`),
  ],
);
