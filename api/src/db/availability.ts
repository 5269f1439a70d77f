/**
 * Whether an error means "the database is not there right now" (stopped, restarting, unreachable,
 * the connection cut) rather than "this query is wrong". Those are answered 503 with Retry-After
 * and retried by the client; the pool reconnects by itself on the next query
 * (docs/decisions/013-riding-out-outages.md).
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** SQLSTATEs of a server that is going away or not taking connections (class 08 is "connection exception"). */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /client was closed and is not queryable/i,
  /connection ended unexpectedly/i,
  // PGlite closed under a running app (the process is shutting down).
  /pglite is closed/i,
];

export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(err: unknown): boolean {
  // drizzle wraps the driver's error in `cause`; follow the chain a few levels.
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08")) return true;
    }
    if (UNAVAILABLE_MESSAGES.some((m) => m.test(current instanceof Error ? current.message : ""))) return true;
    current = current.cause;
  }
  return false;
}
