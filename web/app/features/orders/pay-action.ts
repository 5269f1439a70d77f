import { type Order, PayRequestSchema } from "@pitstop/contract/orders";
import { z } from "zod";
import type { FieldErrors } from "~/components/forms/form-problems";
import { couponOf, trackPurchase } from "~/lib/analytics";
import { ApiError } from "~/lib/api-fetch";
import { payOrder } from "./orders-api";

/** What the pay form submits: the order, the attempt's Idempotency-Key and the card to charge. */
export const PaySubmissionSchema = z.object({
  orderId: z.number().int().positive(),
  key: z.string().min(1).max(200),
  payment: PayRequestSchema,
});
export type PaySubmission = z.input<typeof PaySubmissionSchema>;

/**
 * How a payment attempt ended. `status` is the API's answer (402: the card was declined, with its
 * reason in `message`), or null when no answer reached the page.
 */
export type PayOutcome =
  | { ok: true; order: Order }
  | { ok: false; status: number | null; message: string; errors?: FieldErrors };

export const PAY_UNREACHABLE_MESSAGE =
  "We couldn't reach the shop, so we don't know yet whether the payment went through. Press Pay again: the same payment is never charged twice.";

/** Statuses past payment: the order was paid (then possibly shipped). */
export const PAID_STATUSES: ReadonlySet<Order["status"]> = new Set([
  "paid",
  "awaiting shipment",
  "shipped",
  "completed",
]);

/** The purchase event, once the shop has the money. */
function trackPaid(order: Order) {
  trackPurchase({
    transactionId: order.number,
    value: order.totals.total,
    tax: order.totals.tax,
    shipping: order.totals.shipping,
    coupon: couponOf(order.applied_promotions),
    lines: order.lines.map((line) => ({
      product: { id: line.product_id ?? 0, title: line.title, price: line.price },
      quantity: line.quantity,
    })),
  });
}

/** The pay page's client action: one payment attempt with its key. */
export async function payAction(request: Request, pay = payOrder): Promise<PayOutcome> {
  const submission = PaySubmissionSchema.safeParse(await request.json().catch(() => null));
  if (!submission.success) {
    return { ok: false, status: 400, message: "The payment could not be read. Reload the page and try again." };
  }
  const { orderId, key, payment } = submission.data;
  try {
    const order = await pay(orderId, payment, key);
    if (PAID_STATUSES.has(order.status)) trackPaid(order);
    return { ok: true, order };
  } catch (err: unknown) {
    if (err instanceof ApiError) {
      return { ok: false, status: err.status, message: err.message, ...(err.errors ? { errors: err.errors } : {}) };
    }
    return { ok: false, status: null, message: PAY_UNREACHABLE_MESSAGE };
  }
}
