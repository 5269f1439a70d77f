import type { z } from "zod";
import { readSessionToken } from "../../server/session-cookie.ts";
import { createAnswerCache, sharedFreshness } from "./answer-cache.server";
import { ApiError, fetchWithRetry, readJson } from "./api-fetch.ts";
import { type ApiAnswer, apiRequest } from "./api-http.server";
import { countLookup } from "./metrics.server";
import { requestPath } from "./request-path";

const API_URL = (process.env.API_URL ?? "http://127.0.0.1:4000").replace(/\/$/, "");

/** What the storefront says while the API or its database is away (docs/decisions/013). */
export const SHOP_UNAVAILABLE_MESSAGE = "The shop is briefly unavailable. Please try again in a few seconds.";
const RETRY_AFTER_SECONDS = "5";

/**
 * Answers that are the same for every visitor, kept as long as the API's Cache-Control allows and at
 * most 5 s, so an operator's change (social links, contact, categories, news) shows within that
 * (docs/decisions/016). A handful of paths
 * (the frame's five, the sitemap's) use it; the bound only guards against a caller with many.
 */
export const PUBLIC_ANSWER_MAX_FRESH_MS = 5_000;
const publicAnswers = createAnswerCache({
  maxEntries: 64,
  maxFreshMs: PUBLIC_ANSWER_MAX_FRESH_MS,
  onLookup: (result) => countLookup("answers", result),
});
/** A public answer is fetched for everyone at once: no visitor's leaving cancels it, a stuck API does. */
const PUBLIC_ANSWER_TIMEOUT_MS = 10_000;

/** Each schema a public answer is parsed with gets a number, so one path parsed two ways is two entries. */
const schemaIds = new WeakMap<z.ZodType, number>();
let schemaCount = 0;
function schemaId(schema: z.ZodType): number {
  let id = schemaIds.get(schema);
  if (id === undefined) {
    schemaCount += 1;
    id = schemaCount;
    schemaIds.set(schema, id);
  }
  return id;
}

/**
 * The API being away — its process restarting (no connection) or its database away (its 503) —
 * is a 503 page with Retry-After for a loader, not the generic error page.
 */
function unavailablePage(): Response {
  return new Response(SHOP_UNAVAILABLE_MESSAGE, { status: 503, headers: { "retry-after": RETRY_AFTER_SECONDS } });
}

/** An API call; no answer at all (the API restarting) is the API's own 503. The caller leaving stays an abort. */
async function requestApi(path: string, init: RequestInit): Promise<ApiAnswer> {
  try {
    return await fetchWithRetry(`${API_URL}${path}`, init, apiRequest);
  } catch (err) {
    const timedOut = init.signal?.reason instanceof DOMException && init.signal.reason.name === "TimeoutError";
    if (init.signal?.aborted && !timedOut) throw err;
    throw new ApiError(503, SHOP_UNAVAILABLE_MESSAGE);
  }
}

/** The visitor-independent GET behind `getPublic`: no session, no visitor's address, nothing that varies. */
async function fetchPublic<S extends z.ZodType>(path: string, schema: S) {
  const response = await requestApi(path, {
    headers: { accept: "application/json" },
    signal: AbortSignal.timeout(PUBLIC_ANSWER_TIMEOUT_MS),
  });
  return { value: await readJson(response, schema), freshForMs: sharedFreshness(response.headers) };
}

/**
 * The per-request API client for loaders and actions (server-rendered loaders call the API over
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
  // The storefront's id for this request (web/server/metrics.ts): the API logs its lines under it.
  const requestId = request.headers.get("x-request-id");
  if (requestId) headers["x-request-id"] = requestId;

  /** For a loader: an API 404 is the not-found page, the API away the 503 page. */
  function asPage(err: unknown): unknown {
    if (request.signal.aborted || !(err instanceof ApiError)) return err;
    if (err.status === 404) return new Response(`Page Not Found: ${requestPath(request)}`, { status: 404 });
    if (err.status === 503) return unavailablePage();
    return err;
  }

  async function call<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ) {
    const response = await requestApi(path, {
      method,
      headers:
        body === undefined
          ? { ...headers, ...extraHeaders }
          : { ...headers, ...extraHeaders, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: request.signal,
    });
    return { data: await readJson(response, schema), headers: response.headers };
  }

  async function asPageCall<S extends z.ZodType>(method: string, path: string, schema: S, body?: unknown) {
    try {
      return await call(method, path, schema, body);
    } catch (err) {
      throw asPage(err);
    }
  }

  return {
    get: async <S extends z.ZodType>(path: string, schema: S) => (await asPageCall("GET", path, schema)).data,
    getWithHeaders: <S extends z.ZodType>(path: string, schema: S) => asPageCall("GET", path, schema),
    post: async <S extends z.ZodType>(path: string, schema: S, body: unknown) =>
      (await asPageCall("POST", path, schema, body)).data,
    /**
     * A GET whose answer is the same for every visitor (the frame's settings, categories, news):
     * sent without the visitor's session or address, and served from the process's cache while
     * the API's Cache-Control allows (docs/decisions/016). The answer is frozen: copy to change it.
     */
    getPublic: async <S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> => {
      try {
        return await publicAnswers.read(`${schemaId(schema)} ${path}`, () => fetchPublic(path, schema), request.signal);
      } catch (err) {
        throw asPage(err);
      }
    },
    /**
     * For actions: the API's answer, or its error as a value (status and message) to show.
     * `extraHeaders` carries what one call needs besides the session (a refund's Idempotency-Key).
     */
    send: async <S extends z.ZodType>(
      method: string,
      path: string,
      schema: S,
      body?: unknown,
      extraHeaders?: Record<string, string>,
    ): Promise<
      { ok: true; data: z.infer<S> } | { ok: false; status: number; message: string; errors?: Record<string, string[]> }
    > => {
      try {
        // An action shows the API's own 404 message ("This address was not found"), not a page.
        return { ok: true, data: (await call(method, path, schema, body, extraHeaders)).data };
      } catch (err) {
        if (err instanceof ApiError) return { ok: false, status: err.status, message: err.message, errors: err.errors };
        throw err;
      }
    },
  };
}

/** Tests only: forget every kept public answer. */
export function forgetPublicAnswers() {
  publicAnswers.clear();
}
