import { PROMOTION_KINDS, type PromotionKind } from "@pitstop/contract/promotions";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt } from "./columns.ts";
import { orders } from "./orders.ts";

export type { PromotionKind };

/** What a promotion applies to; every list empty: the whole cart. */
export type PromotionScopeRow = {
  categories: string[];
  product_types: string[];
  brands: string[];
  product_ids: number[];
};

const kindList = sql.raw(PROMOTION_KINDS.map((k) => `'${k}'`).join(", "));

/** A discount an operator sets up (docs/pricing.md): with a code, or automatic when the code is null. */
export const promotions = pgTable(
  "promotions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Kept in capitals; null: automatic. */
    code: text("code"),
    label: text("label").notNull(),
    kind: text("kind").$type<PromotionKind>().notNull(),
    /** percent: 1–100. */
    percent: integer("percent"),
    /** fixed: the amount off. */
    amountCents: integer("amount_cents"),
    minSubtotalCents: integer("min_subtotal_cents"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    usageLimit: integer("usage_limit"),
    perCustomerLimit: integer("per_customer_limit"),
    scope: jsonb("scope").$type<PromotionScopeRow>().notNull(),
    combinesWithLoyalty: boolean("combines_with_loyalty").notNull().default(true),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promotions_code_key").on(t.code),
    // Every checkout reads the active automatic promotions.
    index("promotions_automatic_idx").on(t.id).where(sql`${t.code} is null and ${t.active}`),
    check("promotions_kind_check", sql`${t.kind} in (${kindList})`),
    check(
      "promotions_value_check",
      sql`(${t.kind} = 'percent' and ${t.percent} between 1 and 100 and ${t.amountCents} is null)
       or (${t.kind} = 'fixed' and ${t.amountCents} > 0 and ${t.percent} is null)
       or (${t.kind} = 'free_shipping' and ${t.percent} is null and ${t.amountCents} is null)`,
    ),
    check("promotions_limits_check", sql`coalesce(${t.usageLimit}, 1) > 0 and coalesce(${t.perCustomerLimit}, 1) > 0`),
    check("promotions_dates_check", sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * One promotion used on one order, with what it took off then. The customer is the account now; a
 * guest checkout will fill `email` instead, and the per-customer limit counts either. A canceled
 * order's row is released (not deleted), so the use goes back and the record stays.
 */
export const promotionRedemptions = pgTable(
  "promotion_redemptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "restrict" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Lowercase; for guests (an account's use is counted by user_id). */
    email: text("email"),
    /** As the order was told: the code and label then, the amount taken off (free shipping: the shipping waived). */
    code: text("code"),
    label: text("label").notNull(),
    kind: text("kind").$type<PromotionKind>().notNull(),
    amountCents: integer("amount_cents").notNull(),
    productIds: jsonb("product_ids").$type<number[]>().notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("promotion_redemptions_promotion_order_key").on(t.promotionId, t.orderId),
    index("promotion_redemptions_order_idx").on(t.orderId),
    // The usage limit and the admin list's counts: live uses of a promotion.
    index("promotion_redemptions_live_idx").on(t.promotionId).where(sql`${t.releasedAt} is null`),
    // The per-customer limit.
    index("promotion_redemptions_user_idx")
      .on(t.promotionId, t.userId)
      .where(sql`${t.releasedAt} is null and ${t.userId} is not null`),
    index("promotion_redemptions_email_idx")
      .on(t.promotionId, t.email)
      .where(sql`${t.releasedAt} is null and ${t.email} is not null`),
    check("promotion_redemptions_amount_check", sql`${t.amountCents} >= 0`),
  ],
);
