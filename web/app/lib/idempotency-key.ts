import { useRef } from "react";

/**
 * Checkout and payment send an `Idempotency-Key` header: one key per attempt, sent
 * again when that same attempt is retried, so a double click or a retry after a lost answer never
 * makes a second order or a second charge.
 */

/** A fresh key, a version 4 UUID. `crypto.randomUUID` exists only on secure pages (HTTPS, localhost). */
export function newIdempotencyKey(cryptoImpl: Crypto = globalThis.crypto): string {
  if (typeof cryptoImpl.randomUUID === "function") return cryptoImpl.randomUUID();
  const bytes = cryptoImpl.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether an attempt's key still stands after the API's answer (`null`: no answer reached us).
 * The API keeps every answer below 500 under its key and replays it to a repeat, so once it has
 * answered — success, a decline, a refusal — the attempt is over and the next one needs a new key.
 * With no answer, a 5xx (the API frees the key) or a 409 (the first request is still running) the
 * outcome is unknown: the same attempt is retried with the same key and can only happen once.
 */
export function keyOutlivesAnswer(status: number | null): boolean {
  return status === null || status === 409 || status >= 500;
}

/**
 * The key of the current attempt. An attempt is identified by `fingerprint` (what is being sent):
 * the same fingerprint gets the same key until an answer settles the attempt; a different one
 * starts a new attempt with a new key.
 */
export function createAttemptKeys(generate: () => string = () => newIdempotencyKey()) {
  let current: { key: string; fingerprint: string } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (current?.fingerprint !== fingerprint) current = { key: generate(), fingerprint };
      return current.key;
    },
    /** Called with the answer's status (null when none came); a finished attempt forgets its key. */
    settle(status: number | null) {
      if (!keyOutlivesAnswer(status)) current = null;
    },
  };
}

export type AttemptKeys = ReturnType<typeof createAttemptKeys>;

/** One AttemptKeys per mounted form, kept across renders. */
export function useAttemptKeys(): AttemptKeys {
  const keys = useRef<AttemptKeys | null>(null);
  keys.current ??= createAttemptKeys();
  return keys.current;
}
