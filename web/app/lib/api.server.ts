import type { z } from "zod";
import { readSessionToken } from "../../server/session-cookie.ts";
import { ApiError, fetchWithRetry, readJson } from "./api-fetch.ts";
import { requestPath } from "./request-path";

const API_URL = (process.env.API_URL ?? "http://127.0.0.1:4000").replace(/\/$/, "");

/** What the storefront says while the API or its database is away (docs/decisions/013). */
export const SHOP_UNAVAILABLE_MESSAGE = "The shop is briefly unavailable. Please try again in a few seconds.";
const RETRY_AFTER_SECONDS = "5";

/**
 * The API being away — its process restarting (no connection) or its database away (its 503) —
 * is a 503 page with Retry-After for a loader, not the generic error page.
 */
function unavailablePage(): Response {
  return new Response(SHOP_UNAVAILABLE_MESSAGE, { status: 503, headers: { "retry-after": RETRY_AFTER_SECONDS } });
}

/**
 * The per-request API client for loaders and actions (ARCHITECTURE: SSR loaders call the API over
 * HTTP too). It carries the visitor's session as a bearer token and turns an API 404 into the
 * storefront's not-found page.
 */
export function apiFor(request: Request) {
  const token = readSessionToken(request.headers.get("cookie"));
  const headers: Record<string, string> = { accept: "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  // Set by our server from the socket (server.ts), so per-visitor rate limits see the visitor.
  const forwardedFor = request.headers.get("x-forwarded-for");
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;

  async function call<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    body?: unknown,
    notFoundAsPage = true,
  ) {
    let response: Response;
    try {
      response = await fetchWithRetry(`${API_URL}${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: request.signal,
      });
    } catch (err) {
      // No answer at all: the API is restarting. The visitor leaving (aborted) stays an abort.
      if (request.signal.aborted) throw err;
      if (notFoundAsPage) throw unavailablePage();
      throw new ApiError(503, SHOP_UNAVAILABLE_MESSAGE);
    }
    try {
      return { data: await readJson(response, schema), headers: response.headers };
    } catch (err) {
      if (notFoundAsPage && err instanceof ApiError && err.status === 404) {
        throw new Response(`Page Not Found: ${requestPath(request)}`, { status: 404 });
      }
      if (notFoundAsPage && err instanceof ApiError && err.status === 503) throw unavailablePage();
      throw err;
    }
  }

  return {
    get: async <S extends z.ZodType>(path: string, schema: S) => (await call("GET", path, schema)).data,
    getWithHeaders: <S extends z.ZodType>(path: string, schema: S) => call("GET", path, schema),
    post: async <S extends z.ZodType>(path: string, schema: S, body: unknown) =>
      (await call("POST", path, schema, body)).data,
    /** For actions: the API's answer, or its error as a value (status and message) to show. */
    send: async <S extends z.ZodType>(
      method: string,
      path: string,
      schema: S,
      body?: unknown,
    ): Promise<
      { ok: true; data: z.infer<S> } | { ok: false; status: number; message: string; errors?: Record<string, string[]> }
    > => {
      try {
        // An action shows the API's own 404 message ("This address was not found"), not a page.
        return { ok: true, data: (await call(method, path, schema, body, false)).data };
      } catch (err) {
        if (err instanceof ApiError) return { ok: false, status: err.status, message: err.message, errors: err.errors };
        throw err;
      }
    },
  };
}
