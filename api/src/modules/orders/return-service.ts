import {
  isReturnReason,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  type Return,
  type ReturnQuote,
  type ReturnReason,
  type ReturnRequest,
} from "@pitstop/contract/returns";
import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { returnHistory, returnLines, returnPhotos, returns } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/http-error.ts";
import { insertMedia } from "../media/service.ts";
import type { OrderDeps } from "./order-deps.ts";
import { findOrder, historyOf, linesOf, lockOrder, type OrderLineRow, type OrderRow } from "./order-queries.ts";
import { sendReturnMail } from "./return-notices.ts";
import { covered, guaranteed, type RefundFigures, refundFigures, returnBy } from "./return-policy.ts";
import { breakdownView, findReturn, lockReturn, returnViews, unitsInReturns } from "./return-view.ts";

/** A return's lines as checked against the order: each with its order line and whether the guarantee covers it. */
type CheckedLine = Omit<ReturnRequest["lines"][number], "reason"> & {
  reason: ReturnReason;
  orderLine: OrderLineRow;
  guaranteed: boolean;
};

/**
 * Checks a return against the order as it stands: a shipped or completed order, in the window, each
 * line the order's, no more units than are left to return. Answers the lines and what they refund.
 */
async function checkReturn(
  db: Db,
  order: OrderRow,
  request: ReturnRequest,
): Promise<{ lines: CheckedLine[]; figures: RefundFigures }> {
  if (order.status !== "shipped" && order.status !== "completed") {
    throw new HttpError(
      409,
      order.status === "canceled"
        ? "This order was canceled, so there is nothing to return."
        : "This order has not shipped yet: cancel it instead, and you are refunded in full.",
    );
  }
  const [history, orderLines, held] = await Promise.all([
    historyOf(db, order.id),
    linesOf(db, order.id),
    unitsInReturns(db, order.id),
  ]);
  const at = (status: OrderRow["status"]) => history.find((h) => h.toStatus === status)?.createdAt ?? null;
  const deadline = returnBy(at("shipped"), at("completed"));
  if (!deadline || deadline.getTime() <= Date.now()) {
    const day = deadline?.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
    throw new HttpError(409, `The return window of this order closed${day ? ` on ${day}` : ""}.`);
  }
  const byId = new Map(orderLines.map((l) => [l.id, l]));
  const errors: Record<string, string[]> = {};
  const lines: CheckedLine[] = [];
  request.lines.forEach((l, i) => {
    if (!isReturnReason(l.reason)) {
      errors[`lines.${i}.reason`] = [`Reason must be one of: ${RETURN_REASONS.join(", ")}`];
      return;
    }
    const reason = l.reason;
    const orderLine = byId.get(l.line_id);
    if (!orderLine) {
      errors[`lines.${i}.line_id`] = [`Line ${l.line_id} is not part of this order`];
      return;
    }
    const left = orderLine.quantity - (held.get(orderLine.id) ?? 0);
    if (l.quantity > left) {
      errors[`lines.${i}.quantity`] = [
        left === 0
          ? `${orderLine.title}: all ${orderLine.quantity} are already in a return`
          : `${orderLine.title}: at most ${left} can be returned`,
      ];
      return;
    }
    lines.push({ ...l, reason, orderLine, guaranteed: guaranteed(order, orderLine, reason) });
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(422, first, errors);
  const figures = refundFigures(
    order,
    lines.map((l) => ({ line: l.orderLine, quantity: l.quantity, covered: covered(l.guaranteed, l.reason) })),
  );
  return { lines, figures };
}

const lineView = (l: CheckedLine) => ({
  line_id: l.orderLine.id,
  product_id: l.orderLine.productId,
  title: l.orderLine.title,
  part_number: l.orderLine.partNumber,
  quantity: l.quantity,
  reason: l.reason,
  note: l.note || null,
  guaranteed: l.guaranteed,
  restocked: null,
});

/** POST /api/orders/{id}/returns/quote: what a return would refund, written nowhere. */
export async function quoteReturn(
  db: Db,
  userId: number,
  orderId: number,
  request: ReturnRequest,
): Promise<ReturnQuote> {
  const order = await findOrder(db, orderId, userId);
  const { lines, figures } = await checkReturn(db, order, request);
  return { lines: lines.map(lineView), refund_estimate: breakdownView(figures), free_label: figures.freeLabel };
}

/** The buyer's view of one of their returns. */
export async function buyerReturn(db: Db, userId: number, orderId: number, returnId: number): Promise<Return> {
  const order = await findOrder(db, orderId, userId);
  const row = await findReturn(db, returnId, order.id);
  const [view] = await returnViews(db, [row], new Map([[order.id, order.number]]), "buyer");
  return view as Return;
}

/**
 * POST /api/orders/{id}/returns: the buyer's return, checked and written under the order's lock,
 * so two returns sent at once can never hold more units than were bought.
 */
export async function requestReturn(
  deps: OrderDeps,
  userId: number,
  orderId: number,
  request: ReturnRequest,
): Promise<Return> {
  const returnId = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    const { lines, figures } = await checkReturn(tx, order, request);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(returns).where(eq(returns.orderId, order.id));
    const [row] = await tx
      .insert(returns)
      .values({
        orderId: order.id,
        number: `${order.number}-R${Number(n) + 1}`,
        itemsCents: figures.itemsCents,
        handlingCents: figures.handlingCents,
        shippingCents: figures.shippingCents,
        taxCents: figures.taxCents,
        feeCents: figures.feeCents,
        estimateCents: figures.estimateCents,
        freeLabel: figures.freeLabel,
      })
      .returning({ id: returns.id });
    if (!row) throw new Error("the return insert returned nothing");
    await tx.insert(returnLines).values(
      lines.map((l) => ({
        returnId: row.id,
        orderLineId: l.orderLine.id,
        quantity: l.quantity,
        reason: l.reason,
        note: l.note || null,
        guaranteed: l.guaranteed,
      })),
    );
    await tx.insert(returnHistory).values({ returnId: row.id, status: "requested" });
    return row.id;
  });
  await sendReturnMail(deps, returnId, { kind: "requested" });
  return buyerReturn(deps.db, userId, orderId, returnId);
}

/**
 * POST /api/orders/{id}/returns/{returnId}/photos: one re-encoded picture more, at most
 * RETURN_PHOTOS_MAX per return, while the return is still open.
 */
export async function addReturnPhoto(
  db: Db,
  userId: number,
  orderId: number,
  returnId: number,
  webp: Buffer,
): Promise<Return> {
  await findOrder(db, orderId, userId);
  await findReturn(db, returnId, orderId);
  await db.transaction(async (tx) => {
    const locked = await lockReturn(tx, returnId);
    if (locked.status === "refunded" || locked.status === "refused") {
      throw new HttpError(409, `This return is ${locked.status}: photos can no longer be added.`);
    }
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(returnPhotos)
      .where(eq(returnPhotos.returnId, returnId));
    if (Number(n) >= RETURN_PHOTOS_MAX) {
      throw new HttpError(422, `A return can have at most ${RETURN_PHOTOS_MAX} photos.`);
    }
    const mediaId = await insertMedia(tx, { contentType: "image/webp", body: webp });
    await tx.insert(returnPhotos).values({ returnId, mediaId, position: Number(n) + 1 });
    await tx.update(returns).set({ updatedAt: sql`now()` }).where(eq(returns.id, returnId));
  });
  return buyerReturn(db, userId, orderId, returnId);
}
