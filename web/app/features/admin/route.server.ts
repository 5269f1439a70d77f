import { data } from "react-router";
import { requestPath } from "~/lib/request-path";
import { refusal } from "./refusal";

/** A record's number in a back-office address or form: a whole number from 1. */
export const RECORD_ID = /^[1-9]\d{0,9}$/;

/** Back-office pages hold what only an operator may see: never kept by a browser or a proxy. */
export function privateData<T>(value: T) {
  return data(value, { headers: { "Cache-Control": "private, no-store" } });
}

/** The not-found page, as for any address the shop does not have. */
export function notFound(request: Request): Response {
  return new Response(`Page Not Found: ${requestPath(request)}`, { status: 404 });
}

/** The record number of an address (`/admin/orders/:id`); anything else is the not-found page. */
export function recordIdOf(request: Request, id: string): string {
  if (!RECORD_ID.test(id)) throw notFound(request);
  return id;
}

/** The API's answer to an action, as `api.send` gives it back. */
export type Sent<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors?: Record<string, string[]> };

/** An API refusal passed on to the page with its status, its message and its field messages. */
export function refusedBy<E extends object>(
  answer: { status: number; message: string; errors?: Record<string, string[]> },
  extra: E,
) {
  return refusal(
    { ...extra, ok: false as const, status: answer.status, message: answer.message, errors: answer.errors },
    answer.status,
  );
}

/**
 * A back-office list's page data: the API's page, or its message when it refuses the filters (a
 * page past the end, a day that does not exist), said on the page above an empty list.
 */
export function listData<L, E extends object>(answer: Sent<L>, extra: E) {
  return privateData(
    answer.ok
      ? { list: answer.data as L | null, problem: null as string | null, ...extra }
      : { list: null, problem: answer.message, ...extra },
  );
}
