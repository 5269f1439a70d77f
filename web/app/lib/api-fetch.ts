import type { z } from "zod";

/** Idempotent requests are retried once on these statuses; writes never are. */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const RETRIED_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.errors = errors;
  }
}

/** What `readJson` reads of an answer: a `Response`, or the storefront server's own (lib/api-http.server.ts). */
export type JsonAnswer = Pick<Response, "ok" | "status" | "json">;

export async function fetchWithRetry<R extends { status: number } = Response>(
  url: string,
  init: RequestInit = {},
  fetchImpl: (url: string, init: RequestInit) => Promise<R> = fetch as never,
): Promise<R> {
  const method = (init.method ?? "GET").toUpperCase();
  const attempts = RETRIED_METHODS.has(method) ? 2 : 1;
  let response: R | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      response = await fetchImpl(url, init);
    } catch (err) {
      if (attempt === attempts) throw err;
      continue;
    }
    if (!RETRY_STATUSES.has(response.status) || attempt === attempts) return response;
  }
  if (!response) throw new Error("unreachable: no response");
  return response;
}

/** Parses a JSON answer with its contract schema; a non-2xx answer becomes an ApiError. */
export async function readJson<S extends z.ZodType>(response: JsonAnswer, schema: S): Promise<z.infer<S>> {
  return schema.parse(await readJsonAs<unknown>(response));
}

/**
 * The browser's read of an answer from its own shop's API, typed by the contract but not parsed by
 * zod (docs/decisions/017): the schemas would put zod (~24 KiB gzipped) in every page's
 * JavaScript. The API validates what it sends against the same contract, and the storefront's
 * server parses what it renders. A non-2xx answer becomes an ApiError.
 */
export async function readJsonAs<T>(response: JsonAnswer): Promise<T> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      body && typeof body === "object" && "message" in body && typeof body.message === "string"
        ? body.message
        : `Request failed (${response.status})`;
    const errors =
      body && typeof body === "object" && "errors" in body ? (body.errors as Record<string, string[]>) : undefined;
    throw new ApiError(response.status, message, errors);
  }
  return body as T;
}
