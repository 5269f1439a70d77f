import { type GuestCheckoutRequestBody, type GuestPlacedOrder, GuestPlacedOrderSchema } from "@pitstop/contract/guest";
import {
  type CheckoutQuote,
  CheckoutQuoteSchema,
  SHIPPING_METHOD_IDS,
  type ShippingMethod,
} from "@pitstop/contract/orders";
import { ApiError, fetchWithRetry, readJson } from "~/lib/api-fetch";

/**
 * A visitor's checkout calls (docs/decisions/030), to /api on our own origin without a session:
 * the device cart priced and placed by the email it is bought with. Placing carries the review's
 * Idempotency-Key, so a retry never places the order twice.
 */

const json = { accept: "application/json", "content-type": "application/json" };

/** POST /api/guest/checkout/quote — the review's figures, priced by the server now. */
export async function fetchGuestQuote(body: GuestCheckoutRequestBody): Promise<CheckoutQuote> {
  const response = await fetchWithRetry("/api/guest/checkout/quote", {
    method: "POST",
    credentials: "omit",
    headers: json,
    body: JSON.stringify(body),
  });
  return readJson(response, CheckoutQuoteSchema);
}

/**
 * The shipping methods that reach the address, each priced for this cart by the same quote the
 * review asks for (a method the address cannot have is a 422 and is left out).
 */
export async function fetchGuestShippingMethods(
  body: Omit<GuestCheckoutRequestBody, "shipping_method">,
): Promise<ShippingMethod[]> {
  const answers = await Promise.allSettled(
    SHIPPING_METHOD_IDS.map((id) => fetchGuestQuote({ ...body, shipping_method: id })),
  );
  const methods = answers.flatMap((a) => (a.status === "fulfilled" ? [a.value.shipping_method] : []));
  if (methods.length > 0) return methods;
  // None could be priced: the first failure says why (stock, the email, the shop unreachable).
  const failed = answers.find((a): a is PromiseRejectedResult => a.status === "rejected");
  throw failed?.reason instanceof Error ? failed.reason : new ApiError(502, "We couldn't price the shipping just now.");
}

/** POST /api/guest/checkout — the order placed (201) with its private link's token. */
export async function placeGuestOrder(
  body: GuestCheckoutRequestBody,
  idempotencyKey: string,
): Promise<GuestPlacedOrder> {
  const response = await fetchWithRetry("/api/guest/checkout", {
    method: "POST",
    credentials: "omit",
    headers: { ...json, "idempotency-key": idempotencyKey },
    body: JSON.stringify(body),
  });
  return readJson(response, GuestPlacedOrderSchema);
}
