import { z } from "zod";
import { EmailSchema } from "./auth.ts";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./cart-limits.ts";
import { VehicleKeySchema } from "./fitment.ts";
import { idNumberSchema } from "./ids.ts";
import { OrderSchema, ShippingMethodIdSchema } from "./orders.ts";
import { AddressInputSchema } from "./profile.ts";
import { CouponSchema } from "./promotions.ts";

/**
 * Guest checkout (docs/decisions/030): a visitor without an account prices and places an order
 * from the cart on their device, then follows, pays and cancels it through a private, signed,
 * expiring link. The email is normalized (trimmed, lowercased); disposable-mail domains are refused
 * by the API.
 */

/** One line of the device cart. */
const GuestLineSchema = z
  .object({
    id: idNumberSchema("A product id"),
    quantity: z
      .number({ error: "Quantity must be a number" })
      .int("Quantity must be a whole number")
      .min(1, "Quantity must be at least 1")
      .max(MAX_LINE_QUANTITY, `Quantity can be at most ${MAX_LINE_QUANTITY}`),
  })
  .strict();

/** POST /api/guest/checkout/quote and POST /api/guest/checkout. */
export const GuestCheckoutRequestSchema = z
  .object({
    /** Where the order's mails and its private link go. */
    email: EmailSchema,
    /** The cart on the device (a visitor's cart lives there). */
    lines: z
      .array(GuestLineSchema)
      .min(1, "Your cart is empty")
      .max(MAX_CART_LINES, `A cart can hold at most ${MAX_CART_LINES} different parts`)
      .refine((lines) => new Set(lines.map((l) => l.id)).size === lines.length, "Each product may appear only once"),
    address: AddressInputSchema,
    shipping_method: ShippingMethodIdSchema,
    /** The visitor's active vehicle key: the lines say whether they fit it, and the order keeps it. */
    vehicle: VehicleKeySchema.optional(),
    /** A promotion code typed at checkout (case-insensitive); automatic promotions apply without one. */
    coupon: CouponSchema.optional(),
  })
  .strict();
export type GuestCheckoutRequest = z.infer<typeof GuestCheckoutRequestSchema>;
export type GuestCheckoutRequestBody = z.input<typeof GuestCheckoutRequestSchema>;

/** The order just placed, with its private link's token (the confirmation mail carries it too). */
export const GuestPlacedOrderSchema = OrderSchema.extend({
  /** Opens, pays and cancels this order: GET/POST /api/guest/orders/{token}…; keep it private. */
  token: z.string(),
  /** When the link stops working ("Find my order" mails a fresh one). */
  token_expires_at: z.string(),
});
export type GuestPlacedOrder = z.infer<typeof GuestPlacedOrderSchema>;

/** GET /api/guest/orders/{token}: the order, with the email it was placed with (its link went there). */
export const GuestOrderSchema = OrderSchema.extend({
  /** Where the order's mails go; "Create an account" with it claims the order once verified. */
  email: z.string(),
});
export type GuestOrder = z.infer<typeof GuestOrderSchema>;

/** A private order link's token, as in the confirmation mail. Any text is taken; one that does not verify is a 404. */
export const GuestOrderTokenParamsSchema = z.object({
  token: z.string().min(1, "The order link is incomplete").max(200, "The order link is not valid"),
});

/** POST /api/guest/orders/lookup: "Find my order". */
export const GuestOrderLookupSchema = z
  .object({
    number: z
      .string({ error: "Enter the order number, like PS-2026-000123" })
      .trim()
      .min(1, "Enter the order number, like PS-2026-000123")
      .max(40, "An order number looks like PS-2026-000123"),
    email: EmailSchema,
  })
  .strict();
export type GuestOrderLookup = z.infer<typeof GuestOrderLookupSchema>;

/** The one answer "Find my order" gives, matched or not, so it cannot tell whose orders exist. */
export const GUEST_LOOKUP_ANSWER = "If an order matches, we've emailed a link to it.";
