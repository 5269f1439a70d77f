import { z } from "zod";
import { FIT_STATES, FitSchema, VehicleKeySchema } from "./fitment.ts";
import { flagSchema, idSchema } from "./ids.ts";
import { AddressInputSchema, TestCardInputSchema } from "./profile.ts";
import { AppliedPromotionSchema, CouponSchema } from "./promotions.ts";
import { ReturnSchema } from "./returns.ts";
import { ConfiguredVehicleSchema } from "./vehicles.ts";

/** The order steps in order, plus canceled. */
export const ORDER_STATUSES = [
  "created",
  "awaiting payment",
  "paid",
  "awaiting shipment",
  "shipped",
  "completed",
  "canceled",
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/**
 * Orders that keep their account from being deleted — paid, not shipped yet. The buyer
 * cancels them (with a refund) or waits until they ship (docs/decisions/010).
 */
export const ORDER_STATUSES_KEEPING_ACCOUNT: readonly OrderStatus[] = ["paid", "awaiting shipment"];

/**
 * How many unpaid orders one account may hold at once: each one reserves stock, so more would let
 * one account hold parts off sale (docs/pricing.md).
 */
export const MAX_UNPAID_ORDERS = 3;

/**
 * The steps an order page shows as progress. A step is reached when the order is at or
 * past it; a canceled order reaches none. ('created' lasts only inside the checkout transaction.)
 */
export const ORDER_PROGRESS: readonly OrderStatus[] = [
  "awaiting payment",
  "paid",
  "awaiting shipment",
  "shipped",
  "completed",
];

export function progressReached(status: OrderStatus, step: OrderStatus): boolean {
  if (status === "canceled") return false;
  const at = ORDER_PROGRESS.indexOf(status);
  const index = ORDER_PROGRESS.indexOf(step);
  return at >= 0 && index >= 0 && index <= at;
}

// ---- Shipping and checkout ----

export const SHIPPING_METHOD_IDS = ["standard", "expedited", "overnight"] as const;
export const ShippingMethodIdSchema = z.enum(SHIPPING_METHOD_IDS, {
  error: "Choose a shipping method: standard, expedited or overnight",
});
export type ShippingMethodId = z.infer<typeof ShippingMethodIdSchema>;

/** One way to ship the current cart: its price in dollars for that cart and how long it takes. */
export const ShippingMethodSchema = z.object({
  id: ShippingMethodIdSchema,
  name: z.string(),
  /** Dollars, for the cart as it is now. */
  price: z.number(),
  /** e.g. "3–7 business days", counted from the day the order ships. */
  days: z.string(),
});
export type ShippingMethod = z.infer<typeof ShippingMethodSchema>;

/** GET /api/checkout/shipping-methods?state=OH — the state narrows the list (APO/FPO: standard only). */
export const ShippingMethodsQuerySchema = z.object({
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "state must be a two-letter US state code, like OH")
    .optional(),
});

/**
 * POST /api/checkout/quote and POST /api/checkout: where to ship (a saved address by its id, or a
 * new address) and how. Prices, totals, quantities, status and the user come from the server only;
 * any other field is refused.
 */
export const CheckoutRequestSchema = z
  .object({
    address_id: idSchema("Address id").optional(),
    address: AddressInputSchema.optional(),
    /** With a new address: also keep it in the address book. */
    save_address: flagSchema("save_address").optional(),
    shipping_method: ShippingMethodIdSchema,
    /** The shopper's active vehicle key: the quote's lines say whether they fit it, and the order keeps it. */
    vehicle: VehicleKeySchema.optional(),
    /** A promotion code; an unknown or unusable one is a 422 saying why. Automatic promotions need none. */
    coupon: CouponSchema.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.address_id === undefined) === (body.address === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["address_id"],
        message: "Send either address_id (a saved address) or address (a new one)",
      });
    }
    if (body.save_address && body.address === undefined) {
      ctx.addIssue({ code: "custom", path: ["save_address"], message: "save_address goes with a new address" });
    }
  });
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;
/** What a client sends (the vehicle as its key string). */
export type CheckoutRequestBody = z.input<typeof CheckoutRequestSchema>;

/** The address an order ships to, as it was when the order was placed. */
export const OrderAddressSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  address_line1: z.string(),
  address_line2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

/** A line of an order (or of a quote): what was bought at which price. Money in dollars. */
export const OrderLineSchema = z.object({
  /** null when the product has since left the catalogue. */
  product_id: z.number().int().nullable(),
  title: z.string(),
  part_number: z.string(),
  /** The product page, while the product is still sold. */
  path: z.string().nullable(),
  image_url: z.string().nullable(),
  price: z.number(),
  handling: z.number(),
  quantity: z.number().int(),
  /** price × quantity */
  subtotal: z.number(),
  /** A quote's line: whether it fits the vehicle asked about (null without one). An order's line: null. */
  fit: FitSchema.nullable(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** A line of a placed order: its own id (the `line_id` a return names) and what is left to return. */
export const OrderedLineSchema = OrderLineSchema.extend({
  id: z.number().int(),
  /** The fit answer for the order's vehicle when it was bought; null when bought without one. */
  fit_at_purchase: z.enum(FIT_STATES).nullable(),
  /** Units not yet in a return (a refused return gives its units back). */
  returnable_quantity: z.number().int(),
});
export type OrderedLine = z.infer<typeof OrderedLineSchema>;

/** docs/pricing.md: an order's figures, in dollars. `total` is what the buyer pays. */
export const OrderTotalsSchema = z.object({
  subtotal: z.number(),
  handling: z.number(),
  shipping: z.number(),
  /** Sales tax of the shipping state on subtotal − discount. */
  tax: z.number(),
  /** Percent, e.g. 6.875. */
  tax_rate: z.number(),
  /** The state whose rate applies (two letters). */
  tax_state: z.string(),
  /** Every discount on the parts in dollars: the loyalty discount plus the promotions' (0 without any). */
  discount: z.number(),
  /** The loyalty discount's part of `discount`, in dollars. */
  loyalty_discount: z.number(),
  /** The loyalty level's percent; 0 when the loyalty discount did not apply. */
  discount_percent: z.number().int(),
  /** subtotal + handling + shipping + tax − discount */
  total: z.number(),
  item_count: z.number().int(),
});
export type OrderTotals = z.infer<typeof OrderTotalsSchema>;

/** POST /api/checkout/quote: what the review step shows, priced now by the server. */
export const CheckoutQuoteSchema = z.object({
  lines: z.array(OrderLineSchema),
  totals: OrderTotalsSchema,
  shipping_method: ShippingMethodSchema,
  shipping_address: OrderAddressSchema,
  /** The vehicle the lines' `fit` answers for. */
  vehicle: ConfiguredVehicleSchema.nullable(),
  /** Each promotion that applied, as its own line (its amount is part of `totals.discount`, free shipping's is not). */
  applied_promotions: z.array(AppliedPromotionSchema),
});
export type CheckoutQuote = z.infer<typeof CheckoutQuoteSchema>;

// ---- Orders ----

export const PAYMENT_STATES = ["unpaid", "processing", "paid", "refund pending", "refunded"] as const;

export const OrderPaymentSchema = z.object({
  /** unpaid → (processing) → paid; a canceled paid order goes refund pending → refunded. */
  state: z.enum(PAYMENT_STATES),
  /** Dollars charged; null while unpaid. */
  amount: z.number().nullable(),
  /** The card charged (or last tried). */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** Why the most recent attempt failed, while the order is still unpaid; null otherwise. */
  last_decline: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

export const OrderHistoryEntrySchema = z.object({
  from: OrderStatusSchema.nullable(),
  status: OrderStatusSchema,
  at: z.string(),
  note: z.string().nullable(),
});

/** One order, as its page shows it. */
export const OrderSchema = z.object({
  id: z.number().int(),
  /** Readable and unique, e.g. PS-2026-000123. */
  number: z.string(),
  status: OrderStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** When an unpaid order is canceled if still unpaid; null once paid or canceled. */
  expires_at: z.string().nullable(),
  lines: z.array(OrderedLineSchema),
  totals: OrderTotalsSchema,
  shipping_method: ShippingMethodSchema.omit({ price: true }),
  shipping_address: OrderAddressSchema,
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  payment: OrderPaymentSchema,
  history: z.array(OrderHistoryEntrySchema),
  /** Whether POST /api/orders/{id}/pay may be tried now. */
  can_pay: z.boolean(),
  /** Whether the buyer may cancel now (before shipping, with no payment in flight). */
  can_cancel: z.boolean(),
  /** The car the order was bought for (the active vehicle at checkout); null when none was chosen. */
  vehicle: ConfiguredVehicleSchema.nullable(),
  /** Whether a return may be started now: shipped or completed, within the window, something left to return. */
  can_return: z.boolean(),
  /** The last moment a return may be started (docs/returns.md); null before the order ships. */
  return_by: z.string().nullable(),
  /** The order's returns, oldest first. */
  returns: z.array(ReturnSchema),
  /** Dollars refunded for returns so far (a canceled order's refund is in `payment`). */
  refunded_total: z.number(),
  /** The promotions the order was placed with, as they applied then. */
  applied_promotions: z.array(AppliedPromotionSchema),
});
export type Order = z.infer<typeof OrderSchema>;

/** GET /api/orders: one row of the list. */
export const OrderListItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: OrderStatusSchema,
  created_at: z.string(),
  expires_at: z.string().nullable(),
  total: z.number(),
  item_count: z.number().int(),
  can_pay: z.boolean(),
});
export type OrderListItem = z.infer<typeof OrderListItemSchema>;
export const OrderListSchema = z.array(OrderListItemSchema);

export const ORDERS_PAGE_MAX = 50;

/** GET /api/orders?page=&limit= (the total count comes in X-Total-Count). */
export const OrderListQuerySchema = z.object({
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(100_000, "page is too large")
    .default(1),
  limit: z.coerce
    .number({ error: `limit must be 1 to ${ORDERS_PAGE_MAX}` })
    .int(`limit must be 1 to ${ORDERS_PAGE_MAX}`)
    .min(1, `limit must be 1 to ${ORDERS_PAGE_MAX}`)
    .max(ORDERS_PAGE_MAX, `limit must be 1 to ${ORDERS_PAGE_MAX}`)
    .default(10),
});

export const OrderParamsSchema = z.object({ id: idSchema("Order id") });

const paymentMethodId = z
  .string({ error: "payment_stripe_id must be a card id like pm_…" })
  .trim()
  .regex(/^pm_[A-Za-z0-9_]{1,250}$/, "payment_stripe_id must be a card id like pm_…");

/**
 * POST /api/orders/{id}/pay: a saved card of the caller (`payment_stripe_id`), or in test mode a
 * Stripe test card typed in (`card`), optionally kept for later (`save`).
 */
export const PayRequestSchema = z
  .object({
    payment_stripe_id: paymentMethodId.optional(),
    card: TestCardInputSchema.optional(),
    save: flagSchema("save").optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.payment_stripe_id === undefined) === (body.card === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["payment_stripe_id"],
        message: "Send either payment_stripe_id (a saved card) or card (a new one)",
      });
    }
    if (body.save !== undefined && body.card === undefined) {
      ctx.addIssue({ code: "custom", path: ["save"], message: "save goes with a new card" });
    }
  });
export type PayRequest = z.infer<typeof PayRequestSchema>;

// ---- Shop operator ----

/** POST /api/admin/orders/{id}/ship */
export const ShipOrderSchema = z
  .object({
    tracking_number: z
      .string({ error: "tracking_number is required" })
      .trim()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9 -]{3,39}$/,
        "A tracking number is 4 to 40 letters, digits, spaces or dashes, like 1Z999AA10123456784",
      ),
    carrier: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 .&-]{0,39}$/, "Carrier: up to 40 letters, digits, spaces, dots, & or dashes")
      .optional(),
  })
  .strict();
export type ShipOrder = z.infer<typeof ShipOrderSchema>;

/** Actions that take no fields (cancel, complete): no body at all, or `{}`. */
export const EmptyBodySchema = z.object({}).strict().nullish();
