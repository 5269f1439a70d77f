import type { FavoriteProductListSchema } from "@pitstop/contract/cart";
import type { User } from "@pitstop/contract/profile";
import type { z } from "zod";
import { fetchWithRetry, readJsonAs } from "~/lib/api-fetch";

/** Favourites' calls from the browser (same origin; the proxy adds the session). Writes are never retried. */
async function call<T>(method: string, path: string, body: unknown): Promise<T> {
  const response = await fetchWithRetry(path, {
    method,
    credentials: "same-origin",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return readJsonAs<T>(response);
}

/** POST /api/cart/wishlist — the current price, shipping and stock of local favourites. */
export const lookUpFavorites = (ids: readonly number[]) =>
  call<z.infer<typeof FavoriteProductListSchema>>("POST", "/api/cart/wishlist", {
    products: ids.map((id) => ({ id })),
  });

/** POST /api/profile/wishlist — adds products to the signed-in user's wishlist. */
export const addToAccountWishlist = (ids: readonly number[]) =>
  call<User>("POST", "/api/profile/wishlist", { products: ids });

/** DELETE /api/profile/wishlist — removes one product from it. */
export const removeFromAccountWishlist = (id: number) => call<User>("DELETE", "/api/profile/wishlist", { id });
