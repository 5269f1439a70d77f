import { CheckoutRequestSchema } from "@pitstop/contract/orders";
import { vehicleKey } from "@pitstop/contract/vehicle-names";
import { redirect } from "react-router";
import { z } from "zod";
import { ApiError } from "~/lib/api-fetch";
import { coupon } from "~/lib/coupon-store";
import { placeOrder } from "./checkout-api";
import { typedAddress } from "./typed-address";

/** What the review step submits: the attempt's Idempotency-Key and the order's choices. */
export const PlaceOrderSubmissionSchema = z.object({
  key: z.string().min(1).max(200),
  order: CheckoutRequestSchema,
});
export type PlaceOrderSubmission = z.input<typeof PlaceOrderSubmissionSchema>;

/** Why the order was not placed. `status` null: no answer reached the page. */
export type PlaceOrderFailure = { ok: false; status: number | null; message: string };

export const UNREACHABLE_MESSAGE =
  "We couldn't reach the shop to place your order. Check your connection and press Place order again — it will only be placed once.";

/**
 * The checkout page's client action: places the order with the attempt's key, forgets the address
 * typed in this tab and the promo code it used, lets the device cart follow the account's (the API took the bought lines out
 * of it), then goes on to /pay.
 */
export async function placeOrderAction(
  request: Request,
  { afterPlaced, place = placeOrder }: { afterPlaced: () => Promise<void>; place?: typeof placeOrder },
): Promise<PlaceOrderFailure | Response> {
  const submission = PlaceOrderSubmissionSchema.safeParse(await request.json().catch(() => null));
  if (!submission.success) {
    return { ok: false, status: 400, message: "Your order could not be read. Reload the page and try again." };
  }
  try {
    const { vehicle, ...order } = submission.data.order;
    const body = vehicle ? { ...order, vehicle: vehicleKey(vehicle) } : order;
    const placed = await place(body, submission.data.key);
    // The order has the address now; the tab need not keep it.
    typedAddress.clear();
    // The code went with this order; the next cart starts without it.
    if (body.coupon) coupon.clear();
    await afterPlaced().catch((err: unknown) => console.warn("The cart could not be refreshed after the order", err));
    return redirect(`/pay?order=${placed.id}`);
  } catch (err: unknown) {
    if (err instanceof ApiError) return { ok: false, status: err.status, message: err.message };
    return { ok: false, status: null, message: UNREACHABLE_MESSAGE };
  }
}
