import type { Order, OrderListItem } from "@pitstop/contract/orders";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { payments } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/http-error.ts";
import { purgeIdempotencyKeys } from "../../lib/idempotency.ts";
import { lockStockRows, releaseStock } from "../catalogue/stock.ts";
import { releaseRedemptions } from "../promotions/redemptions.ts";
import type { CancelReason } from "./mails.ts";
import type { OrderDeps } from "./order-deps.ts";
import { sendOrderMail } from "./order-notices.ts";
import {
  linesOf,
  lockExpiredOrders,
  lockOrder,
  markRefundDue,
  moveOrder,
  type OrderOwner,
  type OrderRow,
  orderPage,
  paymentInFlight,
  pendingRefundIds,
  productIdsOfOrders,
} from "./order-queries.ts";
import type { Actor } from "./order-transitions.ts";
import { listItemView, orderDetail } from "./order-view.ts";
import { pendingReturnRefundIds, settleRefund } from "./return-operator.ts";

/** Why an order was canceled: a mailed reason, or the buyer deleting their account (no one to mail). */
export type CancelCause = CancelReason | "account deleted";

const NOTES: Record<CancelCause, string> = {
  buyer: "Canceled by the buyer",
  operator: "Canceled by the shop",
  expired: "Not paid in time",
  "account deleted": "Canceled when the buyer deleted their account",
};

/**
 * Cancels a locked order inside the caller's transaction: the transitions table decides (422), the
 * reserved units go back on the shelf (nothing has shipped before 'shipped'), and a succeeded
 * charge is marked for refund. Answers the payment to refund after the commit (`refundPayment`), if any.
 */
export async function cancelLocked(
  tx: Db,
  order: OrderRow,
  actor: Actor,
  reason: CancelCause,
): Promise<{ refundPaymentId: number | null }> {
  if (await paymentInFlight(tx, order.id)) {
    throw new HttpError(409, "A payment for this order is going through right now. Try again in a minute.");
  }
  if (!(await moveOrder(tx, order, "canceled", actor, { note: NOTES[reason], set: { expiresAt: null } }))) {
    throw new HttpError(409, "The order changed meanwhile. Please reload it.");
  }
  await releaseStock(tx, await linesOf(tx, order.id));
  // Its promotions' uses go back, so a code with a usage limit can be used by someone else.
  await releaseRedemptions(tx, order.id);
  return { refundPaymentId: await markRefundDue(tx, order.id) };
}

/**
 * Gives a charge marked for refund back through the provider and records the outcome. A provider
 * that does not answer leaves the refund pending; the sweep asks again (the idempotency key makes
 * that safe).
 */
export async function refundPayment(deps: OrderDeps, paymentId: number): Promise<void> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (payment?.refundStatus !== "pending") return;
  if (!payment.providerPaymentId || payment.provider !== deps.payments.name) {
    deps.log.error({ paymentId }, "a refund is due on a payment this provider cannot reach; refund it by hand");
    return;
  }
  try {
    const refund = await deps.payments.refund({
      providerPaymentId: payment.providerPaymentId,
      amountCents: payment.amountCents,
      idempotencyKey: `pitstop-refund-${payment.id}`,
    });
    if (refund.status === "pending") return;
    await deps.db
      .update(payments)
      .set({
        refundStatus: refund.status,
        providerRefundId: refund.refundId,
        refundedAt: refund.status === "succeeded" ? sql`now()` : null,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, paymentId));
    if (refund.status === "failed") deps.log.error({ paymentId }, "the provider refused a refund; refund it by hand");
  } catch (err) {
    deps.log.error({ err, paymentId }, "refund not confirmed yet; the sweep will ask again");
  }
}

/**
 * Cancels an order for the buyer (only their own: another user's is a 404), for a guest through
 * their order link (only the guest order of that email), or for the shop operator, with the stock
 * released, a paid order refunded and the buyer mailed.
 */
export async function cancelOrder(
  deps: OrderDeps,
  orderId: number,
  by:
    | { actor: "buyer"; userId: number }
    | { actor: "guest"; guestEmail: string }
    | { actor: "operator"; audit?: (tx: Db, order: OrderRow) => Promise<void> },
): Promise<Order> {
  const reason: CancelReason = by.actor === "operator" ? "operator" : "buyer";
  const owner: OrderOwner | undefined =
    by.actor === "buyer" ? by.userId : by.actor === "guest" ? { guestEmail: by.guestEmail } : undefined;
  // An overdue unpaid order is canceled by the system first: the buyer gets what they asked for.
  if (owner !== undefined && (await expireIfOverdue(deps, orderId, owner))) {
    return orderDetail(deps.db, orderId, owner);
  }
  const { refundPaymentId } = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, owner);
    // A guest cancels by the buyer's rules: the transitions table knows buyers and the shop.
    const done = await cancelLocked(tx, order, by.actor === "operator" ? "operator" : "buyer", reason);
    // The back office's trail, in the same transaction (docs/decisions/023).
    if (by.actor === "operator") await by.audit?.(tx, order);
    return done;
  });
  if (refundPaymentId !== null) await refundPayment(deps, refundPaymentId);
  await sendOrderMail(deps, orderId, { kind: "canceled", reason });
  return orderDetail(deps.db, orderId, owner);
}

/**
 * Cancels unpaid orders past their deadline (the system's transition), releasing their stock and
 * mailing the buyers. Race-safe: each order is locked (others skip it) and moved only from
 * 'awaiting payment'; orders with a payment in flight wait for its outcome. Answers the ids canceled.
 */
export async function expireOverdueOrders(deps: OrderDeps, opts: { userId?: OrderOwner; limit?: number } = {}) {
  const canceled: number[] = [];
  const limit = opts.limit ?? 100;
  await deps.db.transaction(async (tx) => {
    const due = await lockExpiredOrders(tx, limit, opts.userId);
    // All their parts' rows first, in id order: releasing order by order would take them out of order.
    await lockStockRows(
      tx,
      await productIdsOfOrders(
        tx,
        due.map((o) => o.id),
      ),
    );
    for (const order of due) {
      await cancelLocked(tx, order, "system", "expired");
      canceled.push(order.id);
    }
  });
  for (const id of canceled) await sendOrderMail(deps, id, { kind: "canceled", reason: "expired" });
  return canceled;
}

/** The lazy half of expiry: an order touched after its deadline is canceled first. Answers whether it was. */
export async function expireIfOverdue(deps: OrderDeps, orderId: number, userId: OrderOwner): Promise<boolean> {
  const canceled = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    if (order.status !== "awaiting payment" || order.expiresAt === null || order.expiresAt.getTime() > Date.now()) {
      return false;
    }
    if (await paymentInFlight(tx, orderId)) return false;
    await cancelLocked(tx, order, "system", "expired");
    return true;
  });
  if (canceled) await sendOrderMail(deps, orderId, { kind: "canceled", reason: "expired" });
  return canceled;
}

/**
 * GET /api/orders/{id} (and a guest's order link): the buyer's own order (404 for anyone else's),
 * overdue ones canceled first.
 */
export async function getBuyerOrder(deps: OrderDeps, userId: OrderOwner, orderId: number): Promise<Order> {
  await expireIfOverdue(deps, orderId, userId);
  return orderDetail(deps.db, orderId, userId);
}

/** GET /api/orders: newest first, 'created' hidden, overdue unpaid ones canceled first. */
export async function listBuyerOrders(
  deps: OrderDeps,
  userId: number,
  page: number,
  limit: number,
): Promise<{ orders: OrderListItem[]; total: number }> {
  await expireOverdueOrders(deps, { userId });
  const { rows, total } = await orderPage(deps.db, userId, page, limit);
  return { orders: rows.map(listItemView), total };
}

/**
 * The periodic sweep (plugin `order-sweeper.ts`): expires overdue unpaid orders, asks the provider
 * again for refunds still pending, and forgets idempotency keys past their day.
 */
export async function sweepOrders(deps: OrderDeps) {
  let expired = 0;
  for (;;) {
    const batch = await expireOverdueOrders(deps, { limit: 100 });
    expired += batch.length;
    if (batch.length < 100) break;
  }
  const refunds = await pendingRefundIds(deps.db, 100);
  for (const id of refunds) await refundPayment(deps, id);
  const returnRefunds = await pendingReturnRefundIds(deps.db, 100);
  for (const id of returnRefunds) await settleRefund(deps, id);
  const keys = await purgeIdempotencyKeys(deps.db);
  return { expired, refunds: refunds.length + returnRefunds.length, keys };
}
