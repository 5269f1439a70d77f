import type { CartResponse, CartUpdate, FavoriteProductListSchema } from "@pitstop/contract/cart";
import type { z } from "zod";
import { fetchWithRetry, readJsonAs } from "~/lib/api-fetch";
import { coupon } from "~/lib/coupon-store";

/**
 * The cart's calls from the browser, to /api on our own origin: the storefront's proxy adds the
 * session, so the same call prices a visitor's lines or sets a signed-in user's.
 * Writes are never retried.
 */

/** The cart's context: the active vehicle (fit answers) and the code applied on this device (promotions). */
function withVehicle(path: string, vehicle: string | null) {
  const query = new URLSearchParams();
  if (vehicle) query.set("vehicle", vehicle);
  const code = coupon.current();
  if (code) query.set("coupon", code);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

async function call(method: string, path: string, body?: unknown, asVisitor = false): Promise<CartResponse> {
  const response = await fetchWithRetry(path, {
    method,
    credentials: asVisitor ? "omit" : "same-origin",
    headers:
      body === undefined
        ? { accept: "application/json" }
        : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readJsonAs<CartResponse>(response);
}

/**
 * POST /api/cart — a visitor's lines priced, or a signed-in user's quantities set.
 * `asVisitor` sends no cookie, so pricing a device cart can never set an account's cart — not
 * even in the moment between signing in and the device being merged into the account.
 */
export const postCart = (products: CartUpdate["products"], vehicle: string | null, asVisitor = false) =>
  call("POST", withVehicle("/api/cart", vehicle), { products }, asVisitor);

/** GET /api/cart — the signed-in user's stored cart. */
export const getCart = (vehicle: string | null) => call("GET", withVehicle("/api/cart", vehicle));

/** Which of these product ids the catalogue still sells (POST /api/cart/wishlist leaves the others out). */
export async function knownProductIds(ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const response = await fetchWithRetry("/api/cart/wishlist", {
    method: "POST",
    credentials: "same-origin",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify({ products: ids.map((id) => ({ id })) }),
  });
  const products = await readJsonAs<z.infer<typeof FavoriteProductListSchema>>(response);
  return products.map((p) => p.id);
}
