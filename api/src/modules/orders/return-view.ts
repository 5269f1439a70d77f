import type { RefundBreakdown, Return, ReturnReason } from "@pitstop/contract/returns";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderLines, refunds, returnHistory, returnLines, returnPhotos, returns } from "../../db/schema/index.ts";
import { notFound } from "../../lib/http-error.ts";
import { dollars } from "../../lib/pricing.ts";
import { mediaUrl } from "../media/service.ts";
import type { RefundFigures } from "./return-policy.ts";

export type ReturnRow = typeof returns.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** Who reads a return: the buyer (labels under their order) or the back office. */
export type Audience = "buyer" | "operator";

/** A return with its row locked until the transaction ends (404 when there is none). */
export async function lockReturn(tx: Db, id: number): Promise<ReturnRow> {
  const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for("update");
  if (!row) throw notFound("Return not found");
  return row;
}

export async function findReturn(db: Db, id: number, orderId?: number): Promise<ReturnRow> {
  const [row] = await db
    .select()
    .from(returns)
    .where(orderId === undefined ? eq(returns.id, id) : and(eq(returns.id, id), eq(returns.orderId, orderId)));
  if (!row) throw notFound("Return not found");
  return row;
}

export const breakdownView = (f: Omit<RefundFigures, "freeLabel">): RefundBreakdown => ({
  items: dollars(f.itemsCents),
  handling: dollars(f.handlingCents),
  shipping: dollars(f.shippingCents),
  tax: dollars(f.taxCents),
  return_shipping_fee: dollars(f.feeCents),
  total: dollars(f.estimateCents),
});

export const labelUrl = (r: Pick<ReturnRow, "id" | "orderId">, audience: Audience) =>
  audience === "buyer" ? `/api/orders/${r.orderId}/returns/${r.id}/label` : `/api/admin/returns/${r.id}/label`;

/**
 * Returns as their pages show them, in five indexed reads whatever their number (an order's page,
 * a page of the back office's queue): the rows, their lines with the order lines' snapshot, their
 * history, photos and refunds.
 */
export async function returnViews(
  db: Db,
  rows: readonly ReturnRow[],
  orderNumbers: ReadonlyMap<number, string>,
  audience: Audience,
): Promise<Return[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, history, photos, refundRows] = await Promise.all([
    db
      .select({
        returnId: returnLines.returnId,
        lineId: returnLines.orderLineId,
        quantity: returnLines.quantity,
        reason: returnLines.reason,
        note: returnLines.note,
        guaranteed: returnLines.guaranteed,
        restocked: returnLines.restocked,
        productId: orderLines.productId,
        title: orderLines.title,
        partNumber: orderLines.partNumber,
      })
      .from(returnLines)
      .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
      .where(inArray(returnLines.returnId, ids))
      .orderBy(asc(returnLines.id)),
    db
      .select()
      .from(returnHistory)
      .where(inArray(returnHistory.returnId, ids))
      .orderBy(asc(returnHistory.createdAt), asc(returnHistory.id)),
    db.select().from(returnPhotos).where(inArray(returnPhotos.returnId, ids)).orderBy(asc(returnPhotos.position)),
    db.select().from(refunds).where(inArray(refunds.returnId, ids)),
  ]);
  const refundOf = new Map(refundRows.map((r) => [r.returnId, r]));
  return rows.map((r) => {
    const refund = refundOf.get(r.id);
    const refunded = refund?.status === "succeeded" ? refund : undefined;
    return {
      id: r.id,
      number: r.number,
      order_id: r.orderId,
      order_number: orderNumbers.get(r.orderId) ?? "",
      status: r.status,
      created_at: r.createdAt.toISOString(),
      lines: lines
        .filter((l) => l.returnId === r.id)
        .map((l) => ({
          line_id: l.lineId,
          product_id: l.productId,
          title: l.title,
          part_number: l.partNumber,
          quantity: l.quantity,
          reason: l.reason as ReturnReason,
          note: l.note,
          guaranteed: l.guaranteed,
          restocked: l.restocked,
        })),
      refund_estimate: breakdownView(r),
      refunded_amount: refunded ? dollars(refunded.amountCents) : null,
      refunded_at: refunded?.refundedAt?.toISOString() ?? null,
      free_label: r.freeLabel,
      label:
        r.carrier && r.trackingNumber
          ? { carrier: r.carrier, tracking_number: r.trackingNumber, url: labelUrl(r, audience) }
          : null,
      refusal_reason: r.refusalReason,
      photos: photos
        .filter((p) => p.returnId === r.id)
        .map((p) => ({ id: p.mediaId, url: mediaUrl(p.mediaId) as string })),
      history: history
        .filter((h) => h.returnId === r.id)
        .map((h) => ({ status: h.status, at: h.createdAt.toISOString(), note: h.note })),
    };
  });
}

/** An order's returns, oldest first. */
export function returnsOfOrder(db: Db, orderId: number): Promise<ReturnRow[]> {
  return db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(asc(returns.id));
}

/** Per order line, the units that returns hold (a refused return holds none). */
export async function unitsInReturns(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ lineId: returnLines.orderLineId, n: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.status, "refused")))
    .groupBy(returnLines.orderLineId);
  return new Map(rows.map((r) => [r.lineId, Number(r.n)]));
}

/** Cents refunded for an order's returns: `settled` only succeeded ones, else pending ones too (what is promised). */
export async function returnRefundsOf(db: Db, orderId: number): Promise<{ settled: number; promised: number }> {
  const [row] = await db
    .select({
      settled: sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} = 'succeeded'), 0)::int`,
      promised: sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} <> 'failed'), 0)::int`,
    })
    .from(refunds)
    .innerJoin(returns, eq(returns.id, refunds.returnId))
    .where(eq(returns.orderId, orderId));
  return { settled: Number(row?.settled ?? 0), promised: Number(row?.promised ?? 0) };
}

/**
 * Order lines returned as "doesn't fit" (a refused return not counted), one row per line with the
 * part, the car it was bought for and its configuration, the buyer's note and the return: the
 * shop's evidence, beside the "Did it fit?" answers, that a fitment may be wrong.
 */
export const DOESNT_FIT_RETURNS = sql`(
  select distinct on (rl.order_line_id)
         rl.order_line_id, ol.product_id, o.vehicle_id, o.vehicle_engine, o.vehicle_trim,
         rl.note, r.number as return_number, r.created_at
  from return_lines rl
  join returns r on r.id = rl.return_id
  join order_lines ol on ol.id = rl.order_line_id
  join orders o on o.id = r.order_id
  where rl.reason = 'doesnt_fit' and r.status <> 'refused' and ol.product_id is not null and o.vehicle_id is not null
  order by rl.order_line_id, r.created_at desc
)`;
