import { z } from "zod";
import { LineTextSchema } from "./admin.ts";
import { idNumberSchema, idSchema, MAX_INT } from "./ids.ts";

/**
 * Promotions (docs/pricing.md): a percent or fixed amount off, or free shipping, with a code the
 * shopper types or none (automatic: it applies to every cart it fits).
 */
export const PROMOTION_KINDS = ["percent", "fixed", "free_shipping"] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** A code as shoppers type it: letters, digits, dashes and underscores; compared without case. */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
const CODE_RULE = "A code is 3 to 32 letters, digits, dashes or underscores, like SPRING15";

/** Codes are kept and compared in capitals, so "spring15" finds SPRING15. */
export const promotionCodeSchema = z
  .string({ error: CODE_RULE })
  .trim()
  .toUpperCase()
  .regex(PROMOTION_CODE_PATTERN, { error: CODE_RULE });

/** The most a promotion may take off or require, in dollars (an order's figures are integer cents). */
export const MAX_PROMOTION_DOLLARS = 100_000;

const dollarsSchema = (label: string) =>
  z
    .number({ error: `${label} must be an amount in dollars, like 10 or 12.50` })
    // An inclusive bound of 0 plus the check below: the OpenAPI description keeps whole-number bounds.
    .min(0, { error: `${label} must be more than $0` })
    .max(MAX_PROMOTION_DOLLARS, { error: `${label} must be at most $${MAX_PROMOTION_DOLLARS}` })
    .refine((v) => v > 0, { error: `${label} must be more than $0` })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
      error: `${label} must have at most two decimals (cents)`,
    });

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time like 2026-05-01T00:00:00Z` });

const limit = (label: string) =>
  z
    .number({ error: `${label} must be a whole number from 1` })
    .int({ error: `${label} must be a whole number from 1` })
    .min(1, { error: `${label} must be a whole number from 1` })
    .max(MAX_INT, { error: `${label} is too large` });

const slug = z
  .string({ error: "A slug is lowercase letters, digits and dashes, like brake-pads" })
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "A slug is lowercase letters, digits and dashes, like brake-pads" })
  .max(120, { error: "A slug is at most 120 characters" });

const slugList = (label: string) =>
  z.array(slug, { error: `${label} must be a list of slugs` }).max(100, { error: `At most 100 ${label}` });

/**
 * What a promotion applies to: the whole cart when left out (or every list empty); otherwise the
 * lines whose product is in any of the categories, types or brands listed, or is one of the products.
 */
export const PromotionScopeSchema = z
  .object({
    categories: slugList("categories").default([]),
    product_types: slugList("product types").default([]),
    brands: slugList("brands").default([]),
    product_ids: z
      .array(idNumberSchema("Product id"), { error: "product_ids must be a list of product ids" })
      .max(500, { error: "At most 500 product ids" })
      .default([]),
  })
  .strict();
export type PromotionScope = z.infer<typeof PromotionScopeSchema>;

/** A line of text shoppers see next to the discount: plain text, no markup. */
const labelSchema = LineTextSchema("The label", 80);

const fields = {
  code: promotionCodeSchema.nullable(),
  label: labelSchema.nullable(),
  kind: z.enum(PROMOTION_KINDS, { error: "kind must be percent, fixed or free_shipping" }),
  /** percent: 1–100; fixed: dollars; free_shipping: none. */
  value: z.number({ error: "value must be a number" }).nullable(),
  /** Dollars of the cart's subtotal (before discounts) the promotion needs. */
  min_subtotal: dollarsSchema("The minimum subtotal").nullable(),
  starts_at: instant("starts_at").nullable(),
  ends_at: instant("ends_at").nullable(),
  /** Orders that may use it, in all. */
  usage_limit: limit("usage_limit").nullable(),
  /** Orders one customer may use it on. */
  per_customer_limit: limit("per_customer_limit").nullable(),
  scope: PromotionScopeSchema.nullable(),
  /** false: the buyer gets the better of this promotion and the loyalty discount, never both. */
  combines_with_loyalty: z.boolean({ error: "combines_with_loyalty must be true or false" }),
};

type PromotionFields = {
  kind: PromotionKind;
  value?: number | null | undefined;
  starts_at?: string | null | undefined;
  ends_at?: string | null | undefined;
};

/** The rules between fields, for a new promotion and for one after an edit alike. */
export function promotionProblems(p: PromotionFields): Array<{ path: string; message: string }> {
  const problems: Array<{ path: string; message: string }> = [];
  const v = p.value;
  if (p.kind === "percent") {
    if (v === null || v === undefined || !Number.isInteger(v) || v < 1 || v > 100) {
      problems.push({ path: "value", message: "A percent off is a whole number from 1 to 100" });
    }
  } else if (p.kind === "fixed") {
    const r = dollarsSchema("The amount off").safeParse(v);
    if (!r.success) {
      problems.push({ path: "value", message: r.error.issues[0]?.message ?? "The amount off must be in dollars" });
    }
  } else if (v !== null && v !== undefined) {
    problems.push({ path: "value", message: "Free shipping takes no value" });
  }
  if (p.starts_at && p.ends_at && Date.parse(p.ends_at) <= Date.parse(p.starts_at)) {
    problems.push({ path: "ends_at", message: "ends_at must be after starts_at" });
  }
  return problems;
}

/** POST /api/admin/promotions */
export const PromotionCreateSchema = z
  .object({
    code: fields.code.optional(),
    label: fields.label.optional(),
    kind: fields.kind,
    value: fields.value.optional(),
    min_subtotal: fields.min_subtotal.optional(),
    starts_at: fields.starts_at.optional(),
    ends_at: fields.ends_at.optional(),
    usage_limit: fields.usage_limit.optional(),
    per_customer_limit: fields.per_customer_limit.optional(),
    scope: fields.scope.optional(),
    combines_with_loyalty: fields.combines_with_loyalty.default(true),
  })
  .strict()
  .superRefine((p, ctx) => {
    for (const problem of promotionProblems(p)) {
      ctx.addIssue({ code: "custom", path: [problem.path], message: problem.message });
    }
  });
export type PromotionCreate = z.infer<typeof PromotionCreateSchema>;

/**
 * PATCH /api/admin/promotions/{id}: any of the fields; null clears an optional one. The rules
 * between fields are checked on the promotion as it would be after the edit.
 */
export const PromotionUpdateSchema = z
  .object({
    code: fields.code.optional(),
    label: fields.label.optional(),
    kind: fields.kind.optional(),
    value: fields.value.optional(),
    min_subtotal: fields.min_subtotal.optional(),
    starts_at: fields.starts_at.optional(),
    ends_at: fields.ends_at.optional(),
    usage_limit: fields.usage_limit.optional(),
    per_customer_limit: fields.per_customer_limit.optional(),
    scope: fields.scope.optional(),
    combines_with_loyalty: fields.combines_with_loyalty.optional(),
  })
  .strict()
  .refine((p) => Object.keys(p).length > 0, { error: "Send at least one field to change" });
export type PromotionUpdate = z.infer<typeof PromotionUpdateSchema>;

export const PromotionParamsSchema = z.object({ id: idSchema("Promotion id") });

/** A promotion as the back office sees it, with how often it was used and what it gave away. */
export const PromotionSchema = z.object({
  id: z.number().int(),
  /** null: automatic. */
  code: z.string().nullable(),
  /** What shoppers see next to the discount. */
  label: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  value: z.number().nullable(),
  min_subtotal: z.number().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  scope: z.object({
    categories: z.array(z.string()),
    product_types: z.array(z.string()),
    brands: z.array(z.string()),
    product_ids: z.array(z.number().int()),
  }),
  combines_with_loyalty: z.boolean(),
  active: z.boolean(),
  /** Orders holding it now (a canceled or expired unpaid order gives its use back). */
  times_used: z.number().int(),
  /** Dollars it took off those orders (free shipping: the shipping waived). */
  amount_given: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Promotion = z.infer<typeof PromotionSchema>;
export const PromotionListSchema = z.array(PromotionSchema);

/**
 * The automatic promotion a product card shows (docs/pricing.md: the running one that takes the
 * most off the part's price): the offer, not a price — the checkout works out what is paid.
 */
export const CardPromotionSchema = z.object({
  id: z.number().int(),
  /** What shoppers see: "15% off brake parts this week". */
  label: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  /** percent: 1–100; fixed: dollars; free shipping: null. */
  value: z.number().nullable(),
  /** Dollars the cart must reach for it to apply. */
  min_subtotal: z.number().nullable(),
  ends_at: z.string().nullable(),
});
export type CardPromotion = z.infer<typeof CardPromotionSchema>;

/** One discount of a quote or an order, as its own line. */
export const AppliedPromotionSchema = z.object({
  id: z.number().int(),
  /** null: an automatic promotion. */
  code: z.string().nullable(),
  label: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  /** Dollars off (free shipping: the shipping waived). */
  amount: z.number(),
  /** The products it applied to (every line of the cart for a whole-cart promotion). */
  product_ids: z.array(z.number().int()),
});
export type AppliedPromotion = z.infer<typeof AppliedPromotionSchema>;

/** What a checkout request's coupon is: a code as the shopper typed it (validated when priced). */
export const CouponSchema = z
  .string({ error: "The coupon must be a code, like SPRING15" })
  .trim()
  .max(64, { error: "That coupon code is too long" })
  .toUpperCase();
