import { ArticleLikedSchema, ArticleSavedSchema } from "@pitstop/contract/news";
import { GarageCarSchema, UserSchema } from "@pitstop/contract/profile";
import { z } from "zod";
import { ApiError, fetchWithRetry, readJson } from "~/lib/api-fetch";

/**
 * The signed-in shopper's calls from the browser. They go to /api/… on our own origin; the
 * storefront's proxy turns the httpOnly session cookie into the bearer token (ARCHITECTURE), so no
 * token ever reaches this code. Writes are never retried (spec §7).
 */
async function call<S extends z.ZodType>(method: string, path: string, schema: S, body?: unknown): Promise<z.infer<S>> {
  const response = await fetchWithRetry(path, {
    method,
    credentials: "same-origin",
    headers:
      body === undefined
        ? { accept: "application/json" }
        : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readJson(response, schema);
}

export const fetchProfile = () => call("GET", "/api/profile", UserSchema);

/** spec §7: POST /api/profile/garage with the car's fields (and its trim and engine when known); the added car becomes main. */
export const addGarageCar = (car: {
  id: number;
  year: string;
  make: string;
  model: string;
  trim?: string | null;
  engine?: string | null;
}) =>
  call("POST", "/api/profile/garage", GarageCarSchema, {
    id: car.id,
    year: car.year,
    make: car.make,
    model: car.model,
    ...(car.trim ? { trim: car.trim } : {}),
    ...(car.engine ? { engine: car.engine } : {}),
  });

/** Issue 10: a saved car's trim and engine (null clears one, a field left out stays). */
export const configureGarageCar = (id: number, config: { trim?: string | null; engine?: string | null }) =>
  call("PATCH", "/api/profile/garage", z.unknown(), { id, ...config });

/** spec §4: sets the car main, or clears main when it already is. */
export const toggleMainGarageCar = (id: number) => call("PUT", "/api/profile/garage", UserSchema, { id });

export const removeGarageCar = (id: number) => call("DELETE", "/api/profile/garage", UserSchema, { id });

export const removeWishlistProduct = (id: number) => call("DELETE", "/api/profile/wishlist", UserSchema, { id });

export const saveArticle = (userId: number, articleId: number) =>
  call("POST", "/api/news/save", ArticleSavedSchema, { user_id: userId, news_id: articleId });

export const removeSavedArticle = (userId: number, articleId: number) =>
  call("DELETE", "/api/news/delete", ArticleSavedSchema, { user_id: userId, news_id: articleId });

export const likeArticle = (userId: number, articleId: number) =>
  call("POST", "/api/articles/like", ArticleLikedSchema, { user_id: userId, article_id: articleId });

/** The message to show for a failed call: the API's own words (spec §8), else a plain fallback. */
export function failureMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof TypeError) return "We couldn't reach the shop. Check your connection and try again.";
  return "Something went wrong. Please try again.";
}

export function isUnauthorized(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401;
}
