import type { ArticleLikedSchema, ArticleSavedSchema } from "@pitstop/contract/news";
import type { GarageCar, User } from "@pitstop/contract/profile";
import type { z } from "zod";
import { ApiError, fetchWithRetry, readJsonAs } from "~/lib/api-fetch";

/**
 * The signed-in shopper's calls from the browser. They go to /api/… on our own origin; the
 * storefront's proxy turns the httpOnly session cookie into the bearer token, so no
 * token ever reaches this code. Writes are never retried.
 */
async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetchWithRetry(path, {
    method,
    credentials: "same-origin",
    headers:
      body === undefined
        ? { accept: "application/json" }
        : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readJsonAs<T>(response);
}

export const fetchProfile = () => call<User>("GET", "/api/profile");

/**
 * POST /api/profile/garage with the car's fields (and its trim and engine when known). The
 * added car becomes main, unless `main` is false (saved beside the main car, which stays).
 */
export const addGarageCar = (
  car: {
    id: number;
    year: string;
    make: string;
    model: string;
    trim?: string | null;
    engine?: string | null;
  },
  { main = true }: { main?: boolean } = {},
) =>
  call<GarageCar>("POST", "/api/profile/garage", {
    id: car.id,
    year: car.year,
    make: car.make,
    model: car.model,
    ...(car.trim ? { trim: car.trim } : {}),
    ...(car.engine ? { engine: car.engine } : {}),
    ...(main ? {} : { main: false }),
  });

/** A saved car's trim and engine (null clears one, a field left out stays). */
export const configureGarageCar = (id: number, config: { trim?: string | null; engine?: string | null }) =>
  call<unknown>("PATCH", "/api/profile/garage", { id, ...config });

/** Sets the car main, or clears main when it already is. */
export const toggleMainGarageCar = (id: number) => call<User>("PUT", "/api/profile/garage", { id });

export const removeGarageCar = (id: number) => call<User>("DELETE", "/api/profile/garage", { id });

export const removeWishlistProduct = (id: number) => call<User>("DELETE", "/api/profile/wishlist", { id });

export const saveArticle = (userId: number, articleId: number) =>
  call<z.infer<typeof ArticleSavedSchema>>("POST", "/api/news/save", { user_id: userId, news_id: articleId });

export const removeSavedArticle = (userId: number, articleId: number) =>
  call<z.infer<typeof ArticleSavedSchema>>("DELETE", "/api/news/delete", { user_id: userId, news_id: articleId });

export const likeArticle = (userId: number, articleId: number) =>
  call<z.infer<typeof ArticleLikedSchema>>("POST", "/api/articles/like", { user_id: userId, article_id: articleId });

/** The message to show for a failed call: the API's own words, else a plain fallback. */
export function failureMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof TypeError) return "We couldn't reach the shop. Check your connection and try again.";
  return "Something went wrong. Please try again.";
}

export function isUnauthorized(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401;
}
