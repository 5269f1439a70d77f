import { z } from "zod";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./cart-limits.ts";
import { FitSchema, VehicleKeySchema } from "./fitment.ts";
import { idNumberSchema } from "./ids.ts";
import { FavoriteSchema } from "./profile.ts";
import { AppliedPromotionSchema, CouponSchema } from "./promotions.ts";

export { LINE_PURCHASE_LIMIT, MAX_CART_LINES, MAX_LINE_QUANTITY } from "./cart-limits.ts";

const productId = idNumberSchema("A product id");

const quantity = z
  .number({ error: "Quantity must be a number" })
  .int("Quantity must be a whole number")
  .min(0, "Quantity cannot be negative")
  .max(MAX_LINE_QUANTITY, `Quantity can be at most ${MAX_LINE_QUANTITY}`);

/** POST /api/cart — the wanted quantity of each product (0 removes the line). */
export const CartUpdateSchema = z
  .object({
    products: z
      .array(z.object({ id: productId, quantity }).strict())
      .max(MAX_CART_LINES, `A cart can hold at most ${MAX_CART_LINES} different parts`)
      .refine((lines) => new Set(lines.map((l) => l.id)).size === lines.length, "Each product may appear only once"),
  })
  .strict();
export type CartUpdate = z.infer<typeof CartUpdateSchema>;

/** DELETE /api/cart — the product ids whose lines go. */
export const CartRemoveSchema = z
  .object({
    products: z
      .array(productId)
      .min(1, "Name at least one product to remove")
      .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} products at once`),
  })
  .strict();

/**
 * Optional context: the vehicle the lines are checked against (its slug), for the fit warning, and
 * a promotion code the shopper typed (case-insensitive; one that cannot apply comes back as
 * `cartSummary.couponProblem`, never as an error: a cart always shows).
 */
export const CartQuerySchema = z.object({ vehicle: VehicleKeySchema.optional(), coupon: CouponSchema.optional() });
export type CartQuery = z.infer<typeof CartQuerySchema>;

/** A cart line — id, title, price, qty (stock limit) and the nested cart object; plus what the page shows. */
export const CartLineSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  path: z.string(),
  part_number: z.string(),
  brand: z.object({ slug: z.string(), name: z.string() }),
  image_url: z.string().nullable(),
  /** Unit price, dollars. */
  price: z.number(),
  /** Handling per unit, dollars. */
  handling: z.number(),
  /** Shipping per unit, dollars. */
  shipping: z.number(),
  /** The most this line can hold: the stock, at most LINE_PURCHASE_LIMIT; 0 when sold out (the line stays, to be removed). */
  qty: z.number().int(),
  universal: z.boolean(),
  /** Whether it fits the vehicle asked about (true only for fit.state "fits"); null when none was given or it needs the engine or trim. */
  fits: z.boolean().nullable(),
  /** The three-state answer for the vehicle asked about; null when none was given. */
  fit: FitSchema.nullable(),
  cart: z.object({
    quantity: z.number().int(),
    subTotalPrice: z.number(),
    subTotalHandling: z.number(),
  }),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** The cart summary. docs/pricing.md defines each figure. */
export const CartSummarySchema = z.object({
  /** Sum of price × quantity. */
  subtotal: z.number(),
  /** Sum of handling × quantity. */
  subtotalHandling: z.number(),
  subtotalShipping: z.number(),
  /** Merchandise total from which shipping is free. */
  freeShippingFrom: z.number(),
  tax: z.number(),
  taxRate: z.number(),
  /** Everything before the personal discount: subtotal + handling + shipping + tax. */
  totalPrice: z.number(),
  /**
   * The loyalty discount in dollars; null when the buyer has no discount level (or a promotion that
   * does not combine with it saves more).
   */
  personalDiscount: z.number().nullable(),
  personalDiscountPercent: z.number().int().nullable(),
  /** What the buyer pays: totalPrice − the loyalty discount − the promotions' discount. */
  totalPriceWithDiscount: z.number(),
  itemCount: z.number().int(),
  /** Each promotion that applies, as its own line: the automatic ones and the code typed (priced as checkout prices them). */
  promotions: z.array(AppliedPromotionSchema),
  /** The promotions' discount on the parts, in dollars (free shipping's saving shows in subtotalShipping). */
  promotionDiscount: z.number(),
  /** The code typed, in capitals, when it applies; null otherwise. */
  coupon: z.string().nullable(),
  /** Why the code typed does not apply ("Spend $50 to use SPRING15"); null when it does or none was typed. */
  couponProblem: z.string().nullable(),
});
export type CartSummary = z.infer<typeof CartSummarySchema>;

export const CartResponseSchema = z.object({ cart: z.array(CartLineSchema), cartSummary: CartSummarySchema });
export type CartResponse = z.infer<typeof CartResponseSchema>;

/** POST /api/cart/wishlist — a visitor's local favourites, to show with current data. */
export const WishlistLookupSchema = z
  .object({
    products: z.array(z.object({ id: productId }).strict()).max(200, "A wishlist can hold at most 200 parts"),
  })
  .strict();

/** A favourite as the wishlist pages show it (one shape with the account wishlist's). */
export const FavoriteProductSchema = FavoriteSchema;
export const FavoriteProductListSchema = z.array(FavoriteProductSchema);
