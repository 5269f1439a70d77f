import type { Order } from "@pitstop/contract/orders";
import { ApiError } from "~/lib/api-fetch";
import { cancelOrder } from "./orders-api";

export type CancelOutcome = { ok: true; message: string; order: Order } | { ok: false; message: string };

/** The account's order page's client action: cancels the order (the API refunds a paid one). */
export const cancelAction = (orderId: number, cancel = cancelOrder) => cancelOutcome(() => cancel(orderId));

/** What a cancel call (an account's, or a guest's through the private link) comes to, as the page says it. */
export async function cancelOutcome(cancel: () => Promise<Order>): Promise<CancelOutcome> {
  try {
    const order = await cancel();
    const refunded = order.payment.state === "refund pending" || order.payment.state === "refunded";
    return {
      ok: true,
      order,
      message: refunded ? "Order canceled. Your payment is being refunded." : "Order canceled",
    };
  } catch (err: unknown) {
    if (err instanceof ApiError) return { ok: false, message: err.message };
    return { ok: false, message: "We couldn't reach the shop. Please try again in a moment." };
  }
}
