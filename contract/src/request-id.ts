/**
 * A request id as the storefront and the API accept one from the caller (a load balancer's, or the
 * storefront's own for the API): a plain token of 8–64 characters; anything else is replaced by a
 * new one (web/server/metrics.ts, api/src/app.ts).
 */
export const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The caller's id when it is one, else `fresh()`. */
export const requestIdOr = (header: string | string[] | undefined, fresh: () => string): string =>
  typeof header === "string" && REQUEST_ID.test(header) ? header : fresh();
