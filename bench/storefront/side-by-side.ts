/** Two targets under the same load, each sent one request, side by side in ABBA halves. */
import { abba, type LoadRequest } from "../load.ts";
import { CONNECTIONS, DURATION, WARMUP } from "./settings.ts";

export interface Target {
  url: string;
  request: LoadRequest;
}

/**
 * Two targets under the same load, side by side: a warm-up each, then A B B A in halves of
 * DURATION, so a change in the machine's background load hits both alike.
 */
/** The same with many requests each, in rotation across the connections (the long tail). */
export const sideBySideRotating = (
  a: { url: string; rotate: LoadRequest[] },
  b: { url: string; rotate: LoadRequest[] },
) =>
  abba(
    { url: a.url, rotate: a.rotate, connections: CONNECTIONS },
    { url: b.url, rotate: b.rotate, connections: CONNECTIONS },
    { warmup: WARMUP, duration: DURATION },
  );

export const sideBySide = (a: Target, b: Target) =>
  abba(
    { url: a.url, requests: [a.request], connections: CONNECTIONS },
    { url: b.url, requests: [b.request], connections: CONNECTIONS },
    { warmup: WARMUP, duration: DURATION },
  );
