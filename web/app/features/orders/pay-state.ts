import type { Order } from "@pitstop/contract/orders";
import { PAID_STATUSES, type PayOutcome } from "./pay-action";

/**
 * What /pay shows:
 * - paid: this visit's payment went through — the success page with the order number;
 * - processing: the card provider is still confirming the payment;
 * - pay: the order awaits payment — the card choice, with the last decline reason if any;
 * - expired: the time to pay ran out (the shop cancels the order and releases the parts);
 * - closed: the order is past payment or canceled — its status and a link to it.
 */
export type PayPageState =
  | { kind: "paid"; order: Order }
  | { kind: "processing" }
  | { kind: "pay"; decline: string | null; problem: string | null }
  | { kind: "expired" }
  /** `message`: why this visit's attempt could not go ahead (the order expired meanwhile, say). */
  | { kind: "closed"; message: string | null };

/** `outcome`: this visit's latest attempt; `now`: the browser's clock (null while rendering on the server). */
export function payPageState(order: Order, outcome: PayOutcome | undefined, now: number | null): PayPageState {
  if (outcome?.ok && PAID_STATUSES.has(outcome.order.status)) return { kind: "paid", order: outcome.order };
  const failed = outcome && !outcome.ok ? outcome : null;
  if (order.status !== "awaiting payment") return { kind: "closed", message: failed?.message ?? null };
  if (order.payment.state === "processing") return { kind: "processing" };
  const overdue = now !== null && order.expires_at !== null && Date.parse(order.expires_at) <= now;
  if (overdue) return { kind: "expired" };
  if (!order.can_pay) return { kind: "processing" };
  return {
    kind: "pay",
    // A decline (402) is this attempt's reason; otherwise the order remembers the last one.
    decline: failed?.status === 402 ? failed.message : order.payment.last_decline,
    problem: failed && failed.status !== 402 && !failed.errors ? failed.message : null,
  };
}

/** "29:41" until the deadline; "0:00" once it has passed. */
export function timeLeft(expiresAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}
