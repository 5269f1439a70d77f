import { randomUUID } from "node:crypto";
import { baseUrl } from "./browser.ts";

/**
 * A call to the shop's API through the storefront's /api, as a script of the shopper's would make
 * it: a bearer token for a session, JSON both ways. A non-2xx answer throws with its message.
 */
export async function api<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; token?: string; body?: unknown; idempotencyKey?: boolean } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? "GET",
    headers: {
      accept: "application/json",
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.idempotencyKey ? { "idempotency-key": randomUUID() } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body as T;
}

/** An Ohio address the checkout accepts (sales tax applies). */
export const OHIO_ADDRESS = {
  first_name: "Dana",
  last_name: "Driver",
  phone: "+1 614 555 0100",
  address_line1: "12 Gear St",
  city: "Columbus",
  state: "OH",
  zip: "43215",
  country: "US",
};

/**
 * A buyer made through the API who bought `productId` for a car and paid with the test card:
 * an order awaiting shipment. Answers the buyer's email, token and the order.
 */
export async function paidOrderThroughApi(opts: { productId: number; vehicle?: string; password: string }) {
  const email = `buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const { token } = await api<{ token: string }>("/api/auth/register", {
    method: "POST",
    body: { email, password: opts.password },
  });
  await api("/api/cart", { method: "POST", token, body: { products: [{ id: opts.productId, quantity: 1 }] } });
  const order = await api<{ id: number; number: string }>("/api/checkout", {
    method: "POST",
    token,
    idempotencyKey: true,
    body: {
      address: OHIO_ADDRESS,
      shipping_method: "standard",
      ...(opts.vehicle ? { vehicle: opts.vehicle } : {}),
    },
  });
  await api(`/api/orders/${order.id}/pay`, {
    method: "POST",
    token,
    idempotencyKey: true,
    body: { card: { number: "4242424242424242", exp_month: 12, exp_year: 2040, cvc: "123" } },
  });
  return { email, token, order };
}
