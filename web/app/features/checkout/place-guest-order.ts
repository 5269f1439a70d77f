import { GuestCheckoutRequestSchema, type GuestPlacedOrder } from "@pitstop/contract/guest";
import { vehicleKey } from "@pitstop/contract/vehicle-names";
import { redirect } from "react-router";
import { z } from "zod";
import { ApiError } from "~/lib/api-fetch";
import { coupon } from "~/lib/coupon-store";
import { placeGuestOrder } from "./guest-api";
import { guestEmail } from "./guest-contact";
import { type PlaceOrderFailure, UNREACHABLE_MESSAGE } from "./place-order";
import { typedAddress } from "./typed-address";

const GuestSubmissionSchema = z.object({
  key: z.string().min(1).max(200),
  order: GuestCheckoutRequestSchema,
});

/**
 * The guest checkout's client action: places the visitor's order with the review's key, forgets
 * the email, address and code typed for it, lets the caller take the bought lines off the device
 * cart, then opens the order's private page to pay (`?placed=1` thanks the buyer there).
 */
export async function placeGuestOrderAction(
  request: Request,
  {
    afterPlaced,
    place = placeGuestOrder,
  }: { afterPlaced: (order: GuestPlacedOrder) => void; place?: typeof placeGuestOrder },
): Promise<PlaceOrderFailure | Response> {
  const submission = GuestSubmissionSchema.safeParse(await request.json().catch(() => null));
  if (!submission.success) {
    return { ok: false, status: 400, message: "Your order could not be read. Reload the page and try again." };
  }
  try {
    const { vehicle, ...order } = submission.data.order;
    const placed = await place(vehicle ? { ...order, vehicle: vehicleKey(vehicle) } : order, submission.data.key);
    typedAddress.clear();
    guestEmail.clear();
    if (order.coupon) coupon.clear();
    afterPlaced(placed);
    return redirect(`/guest/orders/${encodeURIComponent(placed.token)}?placed=1`);
  } catch (err: unknown) {
    if (err instanceof ApiError) return { ok: false, status: err.status, message: err.message };
    return { ok: false, status: null, message: UNREACHABLE_MESSAGE };
  }
}
