import { z } from "zod";
import { idNumberSchema, idSchema, positiveIntQuerySchema } from "./ids.ts";
import { ConfiguredVehicleSchema } from "./vehicles.ts";

/**
 * Returns and the fit guarantee (docs/returns.md): a buyer sends back lines of a shipped or
 * completed order within the return window; the shop approves, issues a prepaid label, receives
 * the parts and refunds through the payment provider. A "doesn't fit" return of a part the shop
 * said fits is refunded in full, its share of shipping included, with a free label.
 */

/** Days after delivery in which a return may be started. */
export const RETURN_WINDOW_DAYS = 30;
/**
 * An order the shop has shipped but not yet marked delivered counts as delivered this many days
 * after shipping (the slowest standard delivery, docs/pricing.md), for the return window.
 */
export const ASSUMED_TRANSIT_DAYS = 7;
/** What a return label costs the buyer when the return is their choice, in cents. */
export const RETURN_SHIPPING_FEE_CENTS = 799;
/** Photos a buyer may add to one return. */
export const RETURN_PHOTOS_MAX = 3;
export const RETURN_NOTE_MAX = 1_000;
export const RETURN_REFUSAL_MAX = 500;
/** Returns per page of the back office's queue. */
export const ADMIN_RETURNS_PAGE_SIZE = 25;

export const RETURN_REASONS = ["doesnt_fit", "damaged", "wrong_part", "not_needed", "other"] as const;
export const ReturnReasonSchema = z.enum(RETURN_REASONS, {
  error: `Reason must be one of: ${RETURN_REASONS.join(", ")}`,
});
export type ReturnReason = z.infer<typeof ReturnReasonSchema>;

/** How each reason reads to a person. */
export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  doesnt_fit: "Doesn't fit my vehicle",
  damaged: "Damaged or defective",
  wrong_part: "Wrong part sent",
  not_needed: "No longer needed",
  other: "Other",
};

/** The shop's fault: the label is free and the line's share of shipping is refunded. */
export const SHOP_FAULT_REASONS: readonly ReturnReason[] = ["damaged", "wrong_part"];

/** requested → approved → label_issued → received → refunded; or refused (with the reason). */
export const RETURN_STATUSES = ["requested", "approved", "label_issued", "received", "refunded", "refused"] as const;
export const ReturnStatusSchema = z.enum(RETURN_STATUSES, {
  error: `Status must be one of: ${RETURN_STATUSES.join(", ")}`,
});
export type ReturnStatus = z.infer<typeof ReturnStatusSchema>;

/** The steps a return goes through, in order (refused ends it wherever it stands). */
export const RETURN_PROGRESS: readonly ReturnStatus[] = [
  "requested",
  "approved",
  "label_issued",
  "received",
  "refunded",
];

export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: "Requested",
  approved: "Approved",
  label_issued: "Label issued",
  received: "Received",
  refunded: "Refunded",
  refused: "Refused",
};

/** Control characters other than line breaks and tabs. */
const hasControl = (s: string) =>
  [...s].some((ch) => {
    const c = ch.charCodeAt(0);
    return c !== 10 && c !== 13 && c !== 9 && (c < 32 || c === 127);
  });

const noteSchema = z
  .string({ error: "Note must be text" })
  .trim()
  .max(RETURN_NOTE_MAX, `Note is too long (${RETURN_NOTE_MAX} characters at most)`)
  .refine((s) => !hasControl(s), "Note cannot contain control characters");

/** POST /api/orders/{id}/returns: the lines and quantities sent back, each with its reason. */
export const ReturnRequestSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            line_id: idNumberSchema("line_id"),
            quantity: z
              .number({ error: "Quantity must be a whole number from 1" })
              .int({ error: "Quantity must be a whole number from 1" })
              .min(1, { error: "Quantity must be a whole number from 1" })
              .max(9_999, { error: "Quantity must be at most 9999" }),
            // Checked by the API against RETURN_REASONS, so an unknown reason is a 422 naming the choices.
            reason: z
              .string({ error: `Reason must be one of: ${RETURN_REASONS.join(", ")}` })
              .max(40, { error: `Reason must be one of: ${RETURN_REASONS.join(", ")}` })
              .meta({ description: `One of: ${RETURN_REASONS.join(", ")}`, examples: ["doesnt_fit"] }),
            note: noteSchema.optional(),
          })
          .strict(),
        { error: "lines must be a list of { line_id, quantity, reason }" },
      )
      .min(1, { error: "Choose at least one part to return" })
      .max(100, { error: "At most 100 lines in one return" })
      .refine((lines) => new Set(lines.map((l) => l.line_id)).size === lines.length, {
        error: "Each line may appear once in a return",
      }),
  })
  .strict();
export type ReturnRequest = z.infer<typeof ReturnRequestSchema>;

export const isReturnReason = (value: string): value is ReturnReason =>
  (RETURN_REASONS as readonly string[]).includes(value);

/** What a return gives back, in dollars: the parts, their share of shipping and tax, less any label fee. */
export const RefundBreakdownSchema = z.object({
  /** Unit price × quantity of the returned units, less their share of the discounts (loyalty and promotions). */
  items: z.number(),
  /** Handling (core charges) of the returned units. */
  handling: z.number(),
  /** The returned lines' share of the shipping paid: fit guarantee and the shop's mistakes only. */
  shipping: z.number(),
  /** The sales tax paid on the returned units, in proportion. */
  tax: z.number(),
  /** The return label's cost when the return is the buyer's choice (0 otherwise). */
  return_shipping_fee: z.number(),
  /** items + handling + shipping + tax − return_shipping_fee, never more than is left of the payment. */
  total: z.number(),
});
export type RefundBreakdown = z.infer<typeof RefundBreakdownSchema>;

export const ReturnLineSchema = z.object({
  /** The order line (`line_id` of the request). */
  line_id: z.number().int(),
  product_id: z.number().int().nullable(),
  title: z.string(),
  part_number: z.string(),
  quantity: z.number().int(),
  reason: ReturnReasonSchema,
  note: z.string().nullable(),
  /** Whether the fit guarantee covers this line: bought for a vehicle the shop said it fits, returned as doesnt_fit. */
  guaranteed: z.boolean(),
  /** Set when received: whether its units went back on the shelf (not when damaged). */
  restocked: z.boolean().nullable(),
});
export type ReturnLine = z.infer<typeof ReturnLineSchema>;

export const ReturnHistoryEntrySchema = z.object({
  status: ReturnStatusSchema,
  at: z.string(),
  note: z.string().nullable(),
});

export const ReturnSchema = z.object({
  id: z.number().int(),
  /** Readable: the order's number and the return's ordinal, e.g. PS-2026-000123-R1. */
  number: z.string(),
  order_id: z.number().int(),
  order_number: z.string(),
  status: ReturnStatusSchema,
  created_at: z.string(),
  lines: z.array(ReturnLineSchema),
  /** What the refund comes to, as estimated when the return was made (the refund may only be lower, never higher). */
  refund_estimate: RefundBreakdownSchema,
  /** Dollars refunded; null until refunded. */
  refunded_amount: z.number().nullable(),
  refunded_at: z.string().nullable(),
  /** Whether the label is free (fit guarantee or the shop's mistake). */
  free_label: z.boolean(),
  /** The prepaid label, once issued. */
  label: z
    .object({
      carrier: z.string(),
      tracking_number: z.string(),
      /** The PDF to print. */
      url: z.string(),
    })
    .nullable(),
  refusal_reason: z.string().nullable(),
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  history: z.array(ReturnHistoryEntrySchema),
});
export type Return = z.infer<typeof ReturnSchema>;

/** POST /api/orders/{id}/returns/quote: what a return would come to, before the buyer confirms it. */
export const ReturnQuoteSchema = z.object({
  lines: z.array(ReturnLineSchema),
  refund_estimate: RefundBreakdownSchema,
  free_label: z.boolean(),
});
export type ReturnQuote = z.infer<typeof ReturnQuoteSchema>;

export const ReturnParamsSchema = z.object({ id: idSchema("Order id"), returnId: idSchema("Return id") });
export const AdminReturnParamsSchema = z.object({ id: idSchema("Return id") });

/** POST /api/admin/returns/{id}/refuse */
export const RefuseReturnSchema = z
  .object({
    reason: z
      .string({ error: "Say why the return is refused" })
      .trim()
      .min(1, "Say why the return is refused")
      .max(RETURN_REFUSAL_MAX, `Reason is too long (${RETURN_REFUSAL_MAX} characters at most)`)
      .refine((s) => !hasControl(s), "Reason cannot contain control characters"),
  })
  .strict();

/** POST /api/admin/returns/{id}/receive: the lines whose units arrived damaged are not restocked. */
export const ReceiveReturnSchema = z
  .object({
    damaged_line_ids: z.array(idNumberSchema("damaged_line_ids")).max(100).default([]),
  })
  .strict()
  .nullish();

/** GET /api/admin/returns: the queue's filters. */
export const AdminReturnListQuerySchema = z.object({
  status: ReturnStatusSchema.optional(),
  reason: ReturnReasonSchema.optional(),
  page: positiveIntQuerySchema("Page", 100_000).default(1),
});
export type AdminReturnListQuery = z.infer<typeof AdminReturnListQuerySchema>;

export const AdminReturnSchema = ReturnSchema.extend({
  customer: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
  /** The car the order was bought for. */
  vehicle: ConfiguredVehicleSchema.nullable(),
  /** Dollars paid for the order, and refunded for it so far (all returns). */
  order_paid: z.number(),
  order_refunded: z.number(),
});
export type AdminReturn = z.infer<typeof AdminReturnSchema>;

export const AdminReturnListSchema = z.object({
  returns: z.array(AdminReturnSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  /** How many returns have each status, within the reason filter (the status tabs). */
  status_counts: z.record(ReturnStatusSchema, z.number().int()),
});
export type AdminReturnList = z.infer<typeof AdminReturnListSchema>;
