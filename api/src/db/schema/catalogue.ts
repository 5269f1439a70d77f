import { POSITIONS, type Position } from "@pitstop/contract/fitment";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { fitmentImports } from "./fitment-imports.ts";
import { media } from "./media.ts";
import { vehicles } from "./vehicles.ts";

const positionList = sql.raw(POSITIONS.map((p) => `'${p}'`).join(", "));

export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    position: smallint("position").notNull(),
    /** Optimistic locking: an admin edit names the version it was made on (docs/decisions/023). */
    version: integer("version").notNull().default(1),
  },
  (t) => [uniqueIndex("categories_slug_key").on(t.slug)],
);

export const productTypes = pgTable(
  "product_types",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("product_types_category_slug_key").on(t.categoryId, t.slug)],
);

export const brands = pgTable(
  "brands",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    version: integer("version").notNull().default(1),
  },
  (t) => [uniqueIndex("brands_slug_key").on(t.slug)],
);

export type ProductSpecification = { name: string; value: string };

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    partNumber: text("part_number").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "restrict" }),
    typeId: integer("type_id")
      .notNull()
      .references(() => productTypes.id, { onDelete: "restrict" }),
    // Denormalised from the type so category pages filter on one indexed column.
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    priceCents: integer("price_cents").notNull(),
    handlingCents: integer("handling_cents").notNull().default(0),
    shippingCents: integer("shipping_cents").notNull().default(0),
    stock: integer("stock").notNull(),
    ratingTenths: smallint("rating_tenths").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    specifications: jsonb("specifications").$type<ProductSpecification[]>().notNull().default([]),
    universal: boolean("universal").notNull().default(false),
    featuredRank: integer("featured_rank").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Hidden products (false) are kept for the back office and past orders, and shown nowhere in the shop. */
    published: boolean("published").notNull().default(true),
    /** Optimistic locking: an admin edit names the version it was made on (docs/decisions/023). */
    version: integer("version").notNull().default(1),
  },
  (t) => [
    uniqueIndex("products_slug_key").on(t.slug),
    uniqueIndex("products_part_number_key").on(t.partNumber),
    index("products_category_featured_idx").on(t.categoryId, t.featuredRank),
    index("products_type_idx").on(t.typeId),
    index("products_brand_idx").on(t.brandId),
    // The back office's low-stock list and the dashboard's "stock ≤ 5".
    index("products_stock_idx").on(t.stock),
    check("products_stock_check", sql`${t.stock} >= 0`),
    check("products_price_check", sql`${t.priceCents} >= 0`),
    check("products_handling_check", sql`${t.handlingCents} >= 0`),
    check("products_shipping_check", sql`${t.shippingCents} >= 0`),
    check("products_rating_check", sql`${t.ratingTenths} between 0 and 50`),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    alt: text("alt").notNull(),
  },
  (t) => [primaryKey({ name: "product_images_pkey", columns: [t.productId, t.position] })],
);

/**
 * A product fits a vehicle when a row joins them; universal products have none (products.universal).
 * A row may be qualified, as ACES qualifies an application of a base vehicle (docs/decisions/009):
 * only some engines or trims of the vehicle (null: all), a position on the car, and a note.
 */
/**
 * ACES applications: any number per part and base vehicle, each limited to some engines
 * and trims (null: every one), with a position, a note and the quantity the vehicle takes. A part's
 * answer for a configuration is the union of its applications (catalogue/fit.ts); an identical
 * application is stored once.
 */
export const productFitment = pgTable(
  "product_fitment",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    engines: text("engines").array(),
    trims: text("trims").array(),
    position: text("position").$type<Position>(),
    note: text("note"),
    /** How many the vehicle takes (ACES `Qty`), when the application says. */
    quantity: integer("quantity"),
    /** The fitment import that wrote the row last (null: written by hand, or before imports kept their id). */
    importId: integer("import_id").references(() => fitmentImports.id, { onDelete: "set null" }),
  },
  (t) => [
    unique("product_fitment_application_key")
      .on(t.productId, t.vehicleId, t.engines, t.trims, t.position, t.note)
      .nullsNotDistinct(),
    index("product_fitment_vehicle_product_idx").on(t.vehicleId, t.productId),
    check("product_fitment_position_check", sql`${t.position} in (${positionList})`),
    check("product_fitment_engines_check", sql`cardinality(${t.engines}) > 0`),
    check("product_fitment_trims_check", sql`cardinality(${t.trims}) > 0`),
    check("product_fitment_quantity_check", sql`${t.quantity} between 1 and 100`),
  ],
);
