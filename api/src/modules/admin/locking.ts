import { HttpError } from "../../lib/http-error.ts";

/** What a stale edit is told (refused with a clear message, nothing overwritten). */
export function staleEdit(what: "product" | "brand" | "category") {
  return new HttpError(
    409,
    `This ${what} was changed by someone else since you opened it. Reload it to see their changes, then make yours again.`,
  );
}

/** A write's `version` must be the row's current one (docs/decisions/023). */
export function checkVersion(what: "product" | "brand" | "category", current: number, sent: number) {
  if (current !== sent) throw staleEdit(what);
}

export { cents, dollars } from "../../lib/pricing.ts";

/** PostgreSQL's unique_violation, on both drivers. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: unknown; constraint?: unknown; cause?: { code?: unknown; constraint?: unknown } };
  const code = e.code ?? e.cause?.code;
  const name = e.constraint ?? e.cause?.constraint;
  return code === "23505" && (constraint === undefined || name === constraint);
}
