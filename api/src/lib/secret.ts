import { timingSafeEqual } from "node:crypto";

/** Whether `given` is the configured secret, compared in constant time (a token in a header). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
