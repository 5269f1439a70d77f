import type { OrderStatus } from "../../db/schema/orders.ts";
import { HttpError } from "../../lib/http-error.ts";

/** Who may ask for a change: the buyer, the shop operator, or the system (payments, expiry). */
export type Actor = "buyer" | "operator" | "system";

/**
 * The order lifecycle, as one table: every status change in the shop goes through
 * `assertTransition`. Anything not listed is refused with a 422.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderStatus, readonly Actor[]>>>> = {
  created: { "awaiting payment": ["system"], canceled: ["buyer", "system"] },
  "awaiting payment": { paid: ["system"], canceled: ["buyer", "operator", "system"] },
  paid: { "awaiting shipment": ["system"], canceled: ["operator"] },
  "awaiting shipment": { shipped: ["operator"], canceled: ["buyer", "operator"] },
  shipped: { completed: ["operator", "system"] },
  completed: {},
  canceled: {},
};

export function canTransition(from: OrderStatus, to: OrderStatus, actor: Actor): boolean {
  return ORDER_TRANSITIONS[from][to]?.includes(actor) ?? false;
}

export function assertTransition(from: OrderStatus, to: OrderStatus, actor: Actor): void {
  if (canTransition(from, to, actor)) return;
  throw new HttpError(422, `An order that is ${from} cannot be moved to ${to}`);
}

/** Steps shown as progress; a step is reached when the order is at or past it (canceled reaches none). */
export const ORDER_PROGRESS: readonly OrderStatus[] = [
  "awaiting payment",
  "paid",
  "awaiting shipment",
  "shipped",
  "completed",
];
