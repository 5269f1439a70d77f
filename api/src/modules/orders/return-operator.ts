import type { AdminReturn, AdminReturnList, AdminReturnListQuery, ReturnStatus } from "@pitstop/contract/returns";
import { ADMIN_RETURNS_PAGE_SIZE, RETURN_STATUSES } from "@pitstop/contract/returns";
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  orderLines,
  orders,
  payments,
  refunds,
  returnHistory,
  returnLines,
  returns,
  users,
} from "../../db/schema/index.ts";
import { labelAddressFromOrder, RETURN_ADDRESS } from "../../lib/carriers/index.ts";
import { returnLabelPdf } from "../../lib/carriers/label-pdf.ts";
import { HttpError } from "../../lib/http-error.ts";
import { milesForOrder } from "../../lib/loyalty.ts";
import { dollars } from "../../lib/pricing.ts";
import { type Actor as Operator, recordAudit } from "../../plugins/audit.ts";
import { releaseStock } from "../catalogue/stock.ts";
import { takeBackMiles } from "../profile/loyalty-service.ts";
import { toVehicleRef } from "../vehicles/service.ts";
import type { OrderDeps } from "./order-deps.ts";
import { findOrder, lockOrder } from "./order-queries.ts";
import { sendReturnMail } from "./return-notices.ts";
import { findReturn, lockReturn, type ReturnRow, returnRefundsOf, returnViews } from "./return-view.ts";

/** Which step may follow which; anything else is refused with a 409 naming the return's status. */
const NEXT: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ["approved", "refused"],
  approved: ["label_issued", "refused"],
  label_issued: ["received", "refused"],
  received: ["refunded"],
  refunded: [],
  refused: [],
};

const STATUS_WORDS: Record<ReturnStatus, string> = {
  requested: "waiting for approval",
  approved: "approved",
  label_issued: "waiting for the parts",
  received: "received",
  refunded: "refunded already",
  refused: "refused",
};

function assertStep(row: ReturnRow, to: ReturnStatus, what: string) {
  if (NEXT[row.status].includes(to)) return;
  throw new HttpError(409, `Return ${row.number} is ${STATUS_WORDS[row.status]}: it cannot be ${what} now.`);
}

/** Moves a locked return one step and writes its history; the UPDATE is conditional on the status seen. */
async function moveReturn(
  tx: Db,
  row: ReturnRow,
  to: ReturnStatus,
  note: string | null,
  set: Partial<Pick<ReturnRow, "carrier" | "trackingNumber" | "refusalReason">> = {},
) {
  const moved = await tx
    .update(returns)
    .set({ status: to, updatedAt: sql`now()`, ...set })
    .where(and(eq(returns.id, row.id), eq(returns.status, row.status)))
    .returning({ id: returns.id });
  if (moved.length === 0) throw new HttpError(409, "The return changed meanwhile. Please reload it.");
  await tx.insert(returnHistory).values({ returnId: row.id, status: to, note });
}

const facts = (r: Pick<ReturnRow, "number" | "status" | "estimateCents">) => ({
  number: r.number,
  status: r.status,
  estimate: dollars(r.estimateCents),
});

async function audit(tx: Db, operator: Operator | undefined, row: ReturnRow, action: string, after: object) {
  if (!operator) return;
  await recordAudit(tx, operator, {
    entity: "return",
    entityId: row.id,
    action,
    before: facts(row),
    after: { ...facts(row), ...after },
  });
}

/** The back office's view of returns: each with its buyer, the car, and the order's money. */
async function adminViews(db: Db, rows: ReturnRow[]): Promise<AdminReturn[]> {
  if (rows.length === 0) return [];
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const [orderRows, paid, refunded] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        vehicleTrim: orders.vehicleTrim,
        vehicleEngine: orders.vehicleEngine,
        userId: users.id,
        email: users.email,
        name: users.name,
        lastname: users.lastname,
        vehicle: sql<{
          id: number;
          year: number;
          make: string;
          model: string;
          slug: string;
        } | null>`(select json_build_object('id', v.id, 'year', v.year, 'make', v.make, 'model', v.model, 'slug', v.slug) from vehicles v where v.id = ${orders.vehicleId})`,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(inArray(orders.id, orderIds)),
    db
      .select({ orderId: payments.orderId, cents: payments.amountCents })
      .from(payments)
      .where(and(inArray(payments.orderId, orderIds), eq(payments.status, "succeeded"))),
    db
      .select({ orderId: returns.orderId, cents: sql<number>`sum(${refunds.amountCents})::int` })
      .from(refunds)
      .innerJoin(returns, eq(returns.id, refunds.returnId))
      .where(and(inArray(returns.orderId, orderIds), eq(refunds.status, "succeeded")))
      .groupBy(returns.orderId),
  ]);
  const orderOf = new Map(orderRows.map((o) => [o.id, o]));
  const paidOf = new Map(paid.map((p) => [p.orderId, p.cents]));
  const refundedOf = new Map(refunded.map((r) => [r.orderId, Number(r.cents)]));
  const views = await returnViews(db, rows, new Map(orderRows.map((o) => [o.id, o.number])), "operator");
  return views.map((v) => {
    const o = orderOf.get(v.order_id);
    return {
      ...v,
      customer:
        o?.userId != null && o.email
          ? { id: o.userId, email: o.email, name: [o.name, o.lastname].filter(Boolean).join(" ") }
          : null,
      vehicle: o?.vehicle ? { ...toVehicleRef(o.vehicle), trim: o.vehicleTrim, engine: o.vehicleEngine } : null,
      order_paid: dollars(paidOf.get(v.order_id) ?? 0),
      order_refunded: dollars(refundedOf.get(v.order_id) ?? 0),
    };
  });
}

/** GET /api/admin/returns/{id} */
export async function adminReturn(db: Db, id: number): Promise<AdminReturn> {
  const [view] = await adminViews(db, [await findReturn(db, id)]);
  return view as AdminReturn;
}

/** GET /api/admin/returns: newest first, by status and reason, with the count of each status (the tabs). */
export async function adminReturnList(db: Db, query: AdminReturnListQuery): Promise<AdminReturnList> {
  const byReason = query.reason
    ? sql`exists (select 1 from return_lines rl where rl.return_id = ${returns.id} and rl.reason = ${query.reason})`
    : undefined;
  const where = and(query.status ? eq(returns.status, query.status) : undefined, byReason);
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(returns)
      .where(where)
      .orderBy(desc(returns.createdAt), desc(returns.id))
      .limit(ADMIN_RETURNS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_RETURNS_PAGE_SIZE),
    db
      .select({ status: returns.status, n: sql<number>`count(*)::int` })
      .from(returns)
      .where(byReason)
      .groupBy(returns.status),
  ]);
  const statusCounts = Object.fromEntries(RETURN_STATUSES.map((s) => [s, 0])) as Record<ReturnStatus, number>;
  for (const c of counts) statusCounts[c.status] = Number(c.n);
  const total = query.status ? statusCounts[query.status] : Object.values(statusCounts).reduce((a, b) => a + b, 0);
  return {
    returns: await adminViews(db, rows),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / ADMIN_RETURNS_PAGE_SIZE)),
    status_counts: statusCounts,
  };
}

/**
 * Approves a return and issues its prepaid label: approved in one transaction, then the carrier is
 * asked (never inside a transaction), then the label is written. The carrier's idempotency key is
 * the return's, so approving again after a carrier failure issues the same label, not a second one.
 */
export async function approveReturn(deps: OrderDeps, id: number, operator?: Operator): Promise<AdminReturn> {
  const row = await deps.db.transaction(async (tx) => {
    const locked = await lockReturn(tx, id);
    if (locked.status === "approved") return locked; // a label the carrier did not issue last time
    assertStep(locked, "approved", "approved");
    await moveReturn(tx, locked, "approved", null);
    await audit(tx, operator, locked, "approve", { status: "approved" });
    return { ...locked, status: "approved" as const };
  });
  const order = await findOrder(deps.db, row.orderId);
  const label = await deps.carrier.createReturnLabel({
    returnNumber: row.number,
    orderNumber: order.number,
    from: labelAddressFromOrder(order.shippingAddress),
    to: RETURN_ADDRESS,
    parcels: 1,
    idempotencyKey: `pitstop-return-label-${row.id}`,
  });
  const issued = await deps.db.transaction(async (tx) => {
    const locked = await lockReturn(tx, id);
    if (locked.status !== "approved") return false;
    await moveReturn(tx, locked, "label_issued", `${label.carrier} ${label.trackingNumber}`, {
      carrier: label.carrier,
      trackingNumber: label.trackingNumber,
    });
    await audit(tx, operator, locked, "issue_label", {
      status: "label_issued",
      carrier: label.carrier,
      tracking_number: label.trackingNumber,
    });
    return true;
  });
  if (issued) await sendReturnMail(deps, id, { kind: "approved" });
  return adminReturn(deps.db, id);
}

/** Refuses a return not yet received, with the reason the buyer is mailed; its units may be returned again. */
export async function refuseReturn(
  deps: OrderDeps,
  id: number,
  reason: string,
  operator?: Operator,
): Promise<AdminReturn> {
  await deps.db.transaction(async (tx) => {
    const locked = await lockReturn(tx, id);
    assertStep(locked, "refused", "refused");
    await moveReturn(tx, locked, "refused", reason, { refusalReason: reason });
    await audit(tx, operator, locked, "refuse", { status: "refused", reason });
  });
  await sendReturnMail(deps, id, { kind: "refused" });
  return adminReturn(deps.db, id);
}

/** Marks the parts received: their units go back on the shelf, except the lines that arrived damaged. */
export async function receiveReturn(
  deps: OrderDeps,
  id: number,
  damagedLineIds: readonly number[],
  operator?: Operator,
): Promise<AdminReturn> {
  await deps.db.transaction(async (tx) => {
    const locked = await lockReturn(tx, id);
    if (locked.status === "approved") {
      throw new HttpError(409, `Return ${locked.number} has no label yet: approve it again to issue one.`);
    }
    assertStep(locked, "received", "marked received");
    const lines = await tx
      .select({ id: returnLines.id, orderLineId: returnLines.orderLineId, quantity: returnLines.quantity })
      .from(returnLines)
      .where(eq(returnLines.returnId, id))
      .orderBy(asc(returnLines.orderLineId));
    const unknown = damagedLineIds.filter((d) => !lines.some((l) => l.orderLineId === d));
    if (unknown.length > 0) {
      throw new HttpError(422, `Line ${unknown[0]} is not part of return ${locked.number}.`, {
        damaged_line_ids: [`Not part of this return: ${unknown.join(", ")}`],
      });
    }
    const damaged = new Set(damagedLineIds);
    const productOf = new Map(
      (
        await tx
          .select({ id: orderLines.id, productId: orderLines.productId })
          .from(orderLines)
          .where(
            inArray(
              orderLines.id,
              lines.map((l) => l.orderLineId),
            ),
          )
      ).map((r) => [r.id, r.productId]),
    );
    const restock = lines
      .filter((l) => !damaged.has(l.orderLineId))
      .map((l) => ({ productId: productOf.get(l.orderLineId) ?? null, quantity: l.quantity }));
    await releaseStock(tx, restock);
    // The return's lines in one statement, not one per line.
    await tx
      .update(returnLines)
      .set({
        restocked:
          damaged.size === 0
            ? true
            : sql`${returnLines.orderLineId} not in (${sql.join(
                [...damaged].map((d) => sql`${d}`),
                sql`, `,
              )})`,
      })
      .where(eq(returnLines.returnId, id));
    const units = (set: typeof lines) => set.reduce((n, l) => n + l.quantity, 0);
    const restocked = units(lines.filter((l) => !damaged.has(l.orderLineId)));
    const note =
      damaged.size === 0
        ? `${restocked} ${restocked === 1 ? "unit" : "units"} back in stock`
        : `${restocked} back in stock, ${units(lines) - restocked} arrived damaged`;
    await moveReturn(tx, locked, "received", note);
    await audit(tx, operator, locked, "receive", { status: "received", damaged_line_ids: [...damaged] });
  });
  await sendReturnMail(deps, id, { kind: "received" });
  return adminReturn(deps.db, id);
}

/**
 * Refunds a received return through the payment provider, exactly once: the return's row is locked
 * while the refund is decided, one refund row per return (a unique index), at most what is left of
 * the payment after the order's other refunds, and the provider asked with a key derived from that
 * row, so any number of presses, operators or retries make one refund at the provider.
 */
export async function refundReturn(deps: OrderDeps, id: number, operator?: Operator): Promise<AdminReturn> {
  const due = await deps.db.transaction(async (tx) => {
    const locked = await lockReturn(tx, id);
    if (locked.status === "refunded") return null;
    const [existing] = await tx.select().from(refunds).where(eq(refunds.returnId, id));
    if (existing) return existing; // pending: another press asked the provider; asking again is safe
    assertStep(locked, "refunded", "refunded");
    const order = await lockOrder(tx, locked.orderId);
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(eq(payments.orderId, order.id), eq(payments.status, "succeeded"), isNotNull(payments.providerPaymentId)),
      )
      .orderBy(desc(payments.id))
      .limit(1);
    if (!payment) throw new HttpError(409, `Order ${order.number} has no payment to refund.`);
    const { promised } = await returnRefundsOf(tx, order.id);
    const left = payment.amountCents - promised;
    const amount = Math.min(locked.estimateCents, left);
    if (amount <= 0) throw new HttpError(409, `Everything paid for order ${order.number} has been refunded already.`);
    const [row] = await tx
      .insert(refunds)
      .values({ returnId: id, paymentId: payment.id, amountCents: amount, operatorId: operator?.id ?? null })
      .returning();
    if (!row) throw new Error("the refund insert returned nothing");
    await audit(tx, operator, locked, "refund", { status: "refunded", amount: dollars(amount) });
    return row;
  });
  if (due) await settleRefund(deps, due.id);
  const view = await adminReturn(deps.db, id);
  if (view.status !== "refunded" && due) {
    const [left] = await deps.db.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, due.id));
    if (!left) {
      throw new HttpError(
        502,
        "The payment provider refused the refund. Nothing was refunded; try again or refund by hand.",
      );
    }
    throw new HttpError(
      502,
      "The payment provider has not confirmed the refund yet. It is asked again every minute; nothing will be refunded twice.",
    );
  }
  return view;
}

/**
 * Asks the provider for a refund row's money and records the answer: succeeded → the return is
 * refunded, the miles it earned are taken back and the buyer is mailed; failed → the row goes (a
 * later press asks with a new key); no answer → it stays pending for the sweep.
 */
export async function settleRefund(deps: OrderDeps, refundId: number): Promise<void> {
  const [row] = await deps.db
    .select({ refund: refunds, providerPaymentId: payments.providerPaymentId, provider: payments.provider })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  if (row?.refund.status !== "pending") return;
  if (!row.providerPaymentId || row.provider !== deps.payments.name) {
    deps.log.error({ refundId }, "a return's refund is due on a payment this provider cannot reach; refund it by hand");
    return;
  }
  let outcome: Awaited<ReturnType<OrderDeps["payments"]["refund"]>>;
  try {
    outcome = await deps.payments.refund({
      providerPaymentId: row.providerPaymentId,
      amountCents: row.refund.amountCents,
      idempotencyKey: `pitstop-return-refund-${row.refund.id}`,
    });
  } catch (err) {
    deps.log.error({ err, refundId }, "return refund not confirmed yet; the sweep will ask again");
    return;
  }
  if (outcome.status === "pending") return;
  const done = await deps.db.transaction(async (tx) => {
    const locked = await lockReturn(tx, row.refund.returnId);
    const [current] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for("update");
    if (current?.status !== "pending") return false;
    if (outcome.status === "failed") {
      await tx.delete(refunds).where(eq(refunds.id, refundId));
      deps.log.error({ refundId }, "the provider refused a return's refund");
      return false;
    }
    const order = await lockOrder(tx, locked.orderId);
    const { settled } = await returnRefundsOf(tx, order.id);
    const miles =
      order.userId !== null && order.status === "completed"
        ? milesForOrder(order.totalCents - settled) - milesForOrder(order.totalCents - settled - current.amountCents)
        : 0;
    const takenBack = order.userId !== null && miles > 0 ? await takeBackMiles(tx, order.userId, miles) : 0;
    await tx
      .update(refunds)
      .set({
        status: "succeeded",
        providerRefundId: outcome.refundId,
        refundedAt: sql`now()`,
        milesTakenBack: takenBack,
      })
      .where(eq(refunds.id, refundId));
    const note = `${dollars(current.amountCents).toFixed(2)} refunded${takenBack > 0 ? `, ${takenBack} miles taken back` : ""}`;
    await moveReturn(tx, locked, "refunded", note);
    return true;
  });
  if (done) await sendReturnMail(deps, row.refund.returnId, { kind: "refunded" });
}

/** Refund rows still waiting for the provider's answer (the sweep asks again). */
export async function pendingReturnRefundIds(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.status, "pending"))
    .orderBy(asc(refunds.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The label to print, for the buyer (their order only) or the back office. */
export async function returnLabel(db: Db, id: number, orderId?: number, userId?: number): Promise<Buffer> {
  if (orderId !== undefined) await findOrder(db, orderId, userId);
  const row = await findReturn(db, id, orderId);
  if (!row.carrier || !row.trackingNumber) throw new HttpError(404, "This return has no label yet.");
  const order = await findOrder(db, row.orderId);
  const issued = (await db.select().from(returnHistory).where(eq(returnHistory.returnId, id))).find(
    (h) => h.status === "label_issued",
  );
  return returnLabelPdf({
    returnNumber: row.number,
    orderNumber: order.number,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    from: labelAddressFromOrder(order.shippingAddress),
    to: RETURN_ADDRESS,
    issuedAt: issued?.createdAt ?? row.updatedAt,
    freeLabel: row.freeLabel,
  });
}
