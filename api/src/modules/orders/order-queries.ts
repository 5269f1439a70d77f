import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { type OrderStatus, orderLines, orderStatusHistory, orders, payments } from "../../db/schema/index.ts";
import { notFound } from "../../lib/http-error.ts";
import { type Actor, assertTransition } from "./order-transitions.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/**
 * `orders.id` spelled out with its table for correlated subqueries: drizzle writes a column of the
 * selected table unqualified, which inside `from order_lines l` would mean `l.id`.
 */
export const ORDER_ID = sql.raw(`"orders"."id"`);

/**
 * A request charging a card renews its attempt (`updated_at`) every PAYMENT_HEARTBEAT_MS; an
 * attempt not renewed for the lease lost its request (the process died) and is settled with the
 * provider (payment-reconciliation.ts). An attempt the provider answered `processing` (it knows its
 * `pi_…`) stays in flight until the webhook or the reconciliation settles it (docs/decisions/013).
 */
export const PAYMENT_LEASE_SECONDS = 5;
export const PAYMENT_HEARTBEAT_MS = 1500;
/** The same rule in SQL, for a payments row aliased `p`. */
export const PAYMENT_IN_FLIGHT_SQL = sql.raw(
  `(p.status = 'processing' and (p.provider_payment_id is not null or p.updated_at > now() - make_interval(secs => ${PAYMENT_LEASE_SECONDS})))`,
);

/** PS-2026-000123: the year the order was placed and a number from the order sequence. */
export async function nextOrderNumber(tx: Db, now = new Date()): Promise<string> {
  const [row] = await rowsOf<{ n: string | number }>(tx, sql`select nextval('order_number_seq') as n`);
  if (!row) throw new Error("the order number sequence answered nothing");
  return `PS-${now.getUTCFullYear()}-${String(row.n).padStart(6, "0")}`;
}

/**
 * Whose order: an account's (its user id), or a guest's (the email it was placed with; an order
 * an account has claimed is no longer the guest's). A null user alone means nothing: a deleted
 * account's orders have one too (docs/decisions/010, 030).
 */
export type OrderOwner = number | { guestEmail: string };

export function ownedBy(owner: OrderOwner): SQL {
  return typeof owner === "number"
    ? eq(orders.userId, owner)
    : (and(isNull(orders.userId), isNull(orders.claimedAt), eq(orders.guestEmail, owner.guestEmail)) as SQL);
}

/**
 * An order with its row locked until the transaction ends; with `userId`, only that owner's (any
 * other is a 404, as if it did not exist). Every status change locks the order first, so a pay,
 * a cancel and the expiry sweep on one order run one after the other.
 */
export async function lockOrder(tx: Db, id: number, userId?: OrderOwner): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(userId === undefined ? eq(orders.id, id) : and(eq(orders.id, id), ownedBy(userId)))
    .for("update");
  if (!order) throw notFound("Order not found");
  return order;
}

export async function findOrder(db: Db, id: number, userId?: OrderOwner): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(userId === undefined ? eq(orders.id, id) : and(eq(orders.id, id), ownedBy(userId)));
  if (!order) throw notFound("Order not found");
  return order;
}

export async function findOrderIdByNumber(db: Db, number: string): Promise<number> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number.trim().toUpperCase()));
  if (!order) throw notFound(`Order ${number} not found`);
  return order.id;
}

/**
 * Moves an order along the transitions table (422 when the table says no) and writes the history
 * row. The UPDATE is conditional on the status the caller saw, so it answers false instead of
 * changing an order someone else moved meanwhile.
 */
export async function moveOrder(
  tx: Db,
  order: { id: number; status: OrderStatus },
  to: OrderStatus,
  actor: Actor,
  opts: { note?: string; set?: Partial<Pick<OrderRow, "expiresAt" | "trackingNumber" | "carrier">> } = {},
): Promise<boolean> {
  assertTransition(order.status, to, actor);
  const moved = await tx
    .update(orders)
    .set({ status: to, updatedAt: sql`now()`, ...opts.set })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  if (moved.length === 0) return false;
  await tx
    .insert(orderStatusHistory)
    .values({ orderId: order.id, fromStatus: order.status, toStatus: to, note: opts.note ?? null });
  return true;
}

export function linesOf(db: Db, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

/** The products (still in the catalogue) that these orders hold units of. */
export async function productIdsOfOrders(db: Db, orderIds: readonly number[]): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ productId: orderLines.productId })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, [...orderIds]), isNotNull(orderLines.productId)));
  return rows.flatMap((r) => (r.productId === null ? [] : [r.productId]));
}

export function historyOf(db: Db, orderId: number) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

/** Every payment attempt of an order, newest first. */
export function paymentsOf(db: Db, orderId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

const inFlight = (orderId: number) =>
  and(
    eq(payments.orderId, orderId),
    eq(payments.status, "processing"),
    sql`(${payments.providerPaymentId} is not null or ${payments.updatedAt} > now() - make_interval(secs => ${PAYMENT_LEASE_SECONDS}))`,
  );

/** Whether a payment of the order is being asked of the provider right now. */
export async function paymentInFlight(db: Db, orderId: number): Promise<boolean> {
  const rows = await db.select({ id: payments.id }).from(payments).where(inFlight(orderId)).limit(1);
  return rows.length > 0;
}

/** Marks the order's succeeded, not yet refunded charge for refund; answers its id (null if none). */
export async function markRefundDue(tx: Db, orderId: number): Promise<number | null> {
  const [row] = await tx
    .update(payments)
    .set({ refundStatus: "pending", updatedAt: sql`now()` })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "succeeded"), isNull(payments.refundStatus)))
    .returning({ id: payments.id });
  return row?.id ?? null;
}

/** The page of a user's orders, newest first, 'created' left out, with item counts. */
export async function orderPage(db: Db, userId: number, page: number, limit: number) {
  const visible = and(eq(orders.userId, userId), ne(orders.status, "created"));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
        expiresAt: orders.expiresAt,
        itemCount: sql<number>`(select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = ${ORDER_ID})`,
        paying: sql<boolean>`exists (select 1 from payments p where p.order_id = ${ORDER_ID} and ${PAYMENT_IN_FLIGHT_SQL})`,
      })
      .from(orders)
      .where(visible)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(visible),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * Unpaid orders past their deadline and not being paid right now, locked for this sweep and
 * skipped by any other sweep running at the same time (another API replica).
 */
export async function lockExpiredOrders(tx: Db, limit: number, userId?: OrderOwner): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, "awaiting payment"),
        sql`${orders.expiresAt} <= now()`,
        userId === undefined ? undefined : ownedBy(userId),
        sql`not exists (select 1 from payments p where p.order_id = ${ORDER_ID} and ${PAYMENT_IN_FLIGHT_SQL})`,
      ),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** Ids of refunds still owed (a provider that did not answer the first time). */
export async function pendingRefundIds(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.refundStatus, "pending"))
    .orderBy(asc(payments.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export type NewOrder = Omit<typeof orders.$inferInsert, "id" | "status" | "createdAt" | "updatedAt" | "expiresAt">;

/**
 * Writes a placed order in its transaction: the row ('created', then 'awaiting payment' through
 * the transitions table), its line snapshot and history, with the payment deadline set by the
 * database clock (the one the expiry sweep reads).
 */
export async function insertPlacedOrder(
  tx: Db,
  order: NewOrder,
  lines: Array<Omit<typeof orderLines.$inferInsert, "id" | "orderId">>,
  paymentWindowMinutes: number,
): Promise<number> {
  const [row] = await tx
    .insert(orders)
    .values({ ...order, status: "created", expiresAt: sql`now() + make_interval(mins => ${paymentWindowMinutes})` })
    .returning({ id: orders.id });
  if (!row) throw new Error("the order insert returned nothing");
  await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: row.id })));
  await tx.insert(orderStatusHistory).values({ orderId: row.id, fromStatus: null, toStatus: "created" });
  if (!(await moveOrder(tx, { id: row.id, status: "created" }, "awaiting payment", "system"))) {
    throw new Error("a new order could not be moved to awaiting payment");
  }
  return row.id;
}

/** How many orders of the user (or the guest email) wait for payment (capped at MAX_UNPAID_ORDERS). */
export async function unpaidOrderCount(db: Db, userId: OrderOwner): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(ownedBy(userId), eq(orders.status, "awaiting payment")));
  return row?.n ?? 0;
}

/** Statuses of an order that was paid for (and not canceled): what makes a purchase verified. */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = ["paid", "awaiting shipment", "shipped", "completed"];

/**
 * A boolean SQL expression: the account `userId` has a paid order holding the product `productId`
 * (the "Verified purchase" badge of a review). Reads the account's orders by their index, then
 * their lines by theirs; false for a null user.
 */
export function paidPurchaseOf(userId: SQL, productId: SQL): SQL {
  return sql`exists (select 1 from orders po join order_lines pl on pl.order_id = po.id
                     where po.user_id = ${userId} and pl.product_id = ${productId}
                       and po.status in (${sql.join(
                         PAID_ORDER_STATUSES.map((s) => sql`${s}`),
                         sql`, `,
                       )}))`;
}

/** An order of the given buyer with its lines, for the "Did it fit?" question; undefined when not theirs. */
export async function buyerOrderLines(db: Db, orderId: number, userId: number) {
  const [order] = await db
    .select({ id: orders.id, status: orders.status, vehicleId: orders.vehicleId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) return undefined;
  const lines = await db
    .select({ id: orderLines.id, productId: orderLines.productId, title: orderLines.title })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return { ...order, lines };
}
