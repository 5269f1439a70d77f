import type {
  HelpfulVoteResultSchema,
  OwnReview,
  ReportResultSchema,
  ReviewEdit,
  ReviewInput,
} from "@pitstop/contract/reviews";
import type { z } from "zod";
import { fetchWithRetry, readJsonAs } from "~/lib/api-fetch";

/**
 * The review calls made from the browser, to /api on our own origin (the storefront's proxy adds
 * the session). Answers are typed by the contract, not parsed (docs/decisions/017). Writes are
 * never retried automatically.
 */
const json = { accept: "application/json", "content-type": "application/json" };

async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetchWithRetry(url, {
    method,
    credentials: "same-origin",
    headers: json,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204) return null as T;
  return readJsonAs<T>(response);
}

export const writeReview = (slug: string, review: ReviewInput) =>
  send<OwnReview>("POST", `/api/products/${encodeURIComponent(slug)}/reviews`, review);

export const editReview = (id: number, edit: ReviewEdit) => send<OwnReview>("PATCH", `/api/reviews/${id}`, edit);

export const deleteReview = (id: number) => send<null>("DELETE", `/api/reviews/${id}`);

export const voteHelpful = (id: number, helpful: boolean) =>
  send<z.infer<typeof HelpfulVoteResultSchema>>("PUT", `/api/reviews/${id}/helpful`, { helpful });

export const reportReview = (id: number, reason: string, note?: string) =>
  send<z.infer<typeof ReportResultSchema>>("POST", `/api/reviews/${id}/report`, note ? { reason, note } : { reason });
