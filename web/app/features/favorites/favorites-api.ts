import { FavoriteProductListSchema } from "@pitstop/contract/cart";
import { UserSchema } from "@pitstop/contract/profile";
import type { z } from "zod";
import { fetchWithRetry, readJson } from "~/lib/api-fetch";

/** Favourites' calls from the browser (same origin; the proxy adds the session). Writes are never retried. */
async function call<S extends z.ZodType>(method: string, path: string, schema: S, body: unknown): Promise<z.infer<S>> {
  const response = await fetchWithRetry(path, {
    method,
    credentials: "same-origin",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return readJson(response, schema);
}

/** spec §7: POST /api/cart/wishlist — the current price, shipping and stock of local favourites. */
export const lookUpFavorites = (ids: readonly number[]) =>
  call("POST", "/api/cart/wishlist", FavoriteProductListSchema, { products: ids.map((id) => ({ id })) });

/** spec §7: POST /api/profile/wishlist — adds products to the signed-in user's wishlist. */
export const addToAccountWishlist = (ids: readonly number[]) =>
  call("POST", "/api/profile/wishlist", UserSchema, { products: ids });

/** spec §7: DELETE /api/profile/wishlist — removes one product from it. */
export const removeFromAccountWishlist = (id: number) => call("DELETE", "/api/profile/wishlist", UserSchema, { id });
