import {
  type Return,
  type ReturnQuote,
  ReturnQuoteSchema,
  type ReturnRequest,
  ReturnSchema,
} from "@pitstop/contract/returns";
import { fetchWithRetry, readJson } from "~/lib/api-fetch";

/**
 * The return calls made from the browser, to /api on our own origin (the storefront's proxy adds
 * the session). The quote writes nothing and may be retried; a return and a photo are not.
 */

const json = { accept: "application/json", "content-type": "application/json" };

/** POST /api/orders/{id}/returns/quote — what the return would refund, before it is confirmed. */
export async function quoteReturn(orderId: number, body: ReturnRequest): Promise<ReturnQuote> {
  const response = await fetchWithRetry(`/api/orders/${orderId}/returns/quote`, {
    method: "POST",
    credentials: "same-origin",
    headers: json,
    body: JSON.stringify(body),
  });
  return readJson(response, ReturnQuoteSchema);
}

/** POST /api/orders/{id}/returns — the return, requested. */
export async function createReturn(orderId: number, body: ReturnRequest): Promise<Return> {
  const response = await fetch(`/api/orders/${orderId}/returns`, {
    method: "POST",
    credentials: "same-origin",
    headers: json,
    body: JSON.stringify(body),
  });
  return readJson(response, ReturnSchema);
}

/** POST /api/orders/{id}/returns/{returnId}/photos — one photo more (PNG or JPEG, 5 MB at most). */
export async function uploadReturnPhoto(orderId: number, returnId: number, file: File): Promise<Return> {
  const body = new FormData();
  body.set("image", file, file.name);
  const response = await fetch(`/api/orders/${orderId}/returns/${returnId}/photos`, {
    method: "POST",
    credentials: "same-origin",
    headers: { accept: "application/json" },
    body,
  });
  return readJson(response, ReturnSchema);
}
