import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { products } from "./catalogue.ts";
import { createdAt } from "./columns.ts";
import type { PaymentProviderName } from "./payments.ts";
import { vehicles } from "./vehicles.ts";

export const addresses = pgTable(
  "addresses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2").notNull().default(""),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    country: text("country").notNull().default("US"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("addresses_user_idx").on(t.userId),
    uniqueIndex("addresses_one_default_per_user_key").on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** Only what a card's provider lets us keep: brand, last 4, expiry and the provider's id. */
export const paymentCards = pgTable(
  "payment_cards",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    paymentStripeId: text("payment_stripe_id").notNull(),
    // Which provider issued the id, so a card is detached where it lives after a switch of provider.
    provider: text("provider").$type<PaymentProviderName>().notNull().default("simulated"),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: smallint("exp_month").notNull(),
    expYear: smallint("exp_year").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payment_cards_stripe_id_key").on(t.paymentStripeId),
    index("payment_cards_user_idx").on(t.userId),
    uniqueIndex("payment_cards_one_default_per_user_key").on(t.userId).where(sql`${t.isDefault}`),
    check("payment_cards_exp_month_check", sql`${t.expMonth} between 1 and 12`),
    check("payment_cards_provider_check", sql`${t.provider} in ('simulated', 'stripe')`),
  ],
);

/** A garage has at most one main car — enforced by a partial unique index. */
export const garageCars = pgTable(
  "garage_cars",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    isMain: boolean("is_main").notNull().default(false),
    /** The car's configuration, as the vehicle's `trims` and `engines` name them; null: not chosen. */
    trim: text("trim"),
    engine: text("engine"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("garage_cars_user_vehicle_key").on(t.userId, t.vehicleId),
    uniqueIndex("garage_cars_one_main_per_user_key").on(t.userId).where(sql`${t.isMain}`),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "wishlist_items_pkey", columns: [t.userId, t.productId] }),
    index("wishlist_items_product_idx").on(t.productId),
  ],
);
