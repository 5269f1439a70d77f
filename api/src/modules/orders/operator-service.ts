import type { Order, ShipOrder } from "@pitstop/contract/orders";
import { countOf } from "@pitstop/contract/plural";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type OrderStatus, orders, users } from "../../db/schema/index.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { milesForOrder } from "../../lib/loyalty.ts";
import { type Actor as Operator, recordAudit } from "../../plugins/audit.ts";
import { creditOrderMiles } from "../profile/loyalty-service.ts";
import type { OrderDeps } from "./order-deps.ts";
import { sendOrderMail } from "./order-notices.ts";
import { lockOrder, moveOrder, ORDER_ID, type OrderRow } from "./order-queries.ts";
import { cancelOrder } from "./order-service.ts";
import { orderDetail } from "./order-view.ts";
import { returnRefundsOf } from "./return-view.ts";

const changedMeanwhile = () => new HttpError(409, "The order changed meanwhile. Please reload it.");

/** What the trail keeps of an order before and after an operator's step. */
const orderFacts = (o: Pick<OrderRow, "number" | "status" | "carrier" | "trackingNumber">) => ({
  number: o.number,
  status: o.status,
  carrier: o.carrier,
  tracking_number: o.trackingNumber,
});

/**
 * The back office's audit entry for an order step, in the step's transaction (docs/decisions/023).
 * The command line acts without a signed-in operator: its steps are in the order's history only.
 */
async function auditStep(tx: Db, operator: Operator | undefined, before: OrderRow, action: string, after: object) {
  if (!operator) return;
  await recordAudit(tx, operator, {
    entity: "order",
    entityId: before.id,
    action,
    before: orderFacts(before),
    after: { ...orderFacts(before), ...after },
  });
}

/** The shop operator marks a paid order shipped with its tracking number; the buyer is mailed it. */
export async function shipOrder(
  deps: OrderDeps,
  orderId: number,
  shipment: ShipOrder,
  operator?: Operator,
): Promise<Order> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const carrier = shipment.carrier ?? null;
    const note = `Tracking ${carrier ? `${carrier} ` : ""}${shipment.tracking_number}`;
    const set = { trackingNumber: shipment.tracking_number, carrier };
    if (!(await moveOrder(tx, order, "shipped", "operator", { note, set }))) throw changedMeanwhile();
    await auditStep(tx, operator, order, "ship", {
      status: "shipped",
      carrier,
      tracking_number: shipment.tracking_number,
    });
  });
  await sendOrderMail(deps, orderId, { kind: "shipped" });
  return orderDetail(deps.db, orderId);
}

/**
 * The shop operator marks a shipped order completed; in the same transaction the buyer is credited
 * the order's miles (docs/loyalty.md), so miles are credited exactly once.
 */
export async function completeOrder(deps: OrderDeps, orderId: number, operator?: Operator): Promise<Order> {
  const miles = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    // Miles are earned on what was paid and kept: a return refunded before completion earns none.
    const keptCents = order.totalCents - (await returnRefundsOf(tx, orderId)).settled;
    // A buyer who deleted their account has no miles to earn (docs/decisions/010); a guest's are
    // credited when an account verifies the order's email and claims it (docs/decisions/030).
    const earned = order.userId === null ? 0 : milesForOrder(keptCents);
    const note =
      order.userId !== null
        ? `${countOf(earned, "mile")} credited`
        : order.guestEmail !== null && order.claimedAt === null
          ? "No miles yet: a guest order earns them when an account with its email claims it"
          : "No miles: the account was deleted";
    if (!(await moveOrder(tx, order, "completed", "operator", { note }))) throw changedMeanwhile();
    await auditStep(tx, operator, order, "complete", { status: "completed" });
    return order.userId === null ? 0 : creditOrderMiles(tx, order.userId, keptCents);
  });
  await sendOrderMail(deps, orderId, { kind: "completed", miles });
  return orderDetail(deps.db, orderId);
}

/** The shop operator cancels an order not yet shipped: stock released, a paid order refunded, the buyer mailed. */
export function cancelOrderAsOperator(deps: OrderDeps, orderId: number, operator?: Operator): Promise<Order> {
  return cancelOrder(deps, orderId, {
    actor: "operator",
    audit: (tx, order) => auditStep(tx, operator, order, "cancel", { status: "canceled" }),
  });
}

/** Makes an existing account a shop operator (role 'admin'), or a customer again. */
export async function setRole(db: Db, email: string, role: "admin" | "customer") {
  const [user] = await db
    .update(users)
    .set({ role })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id, email: users.email });
  if (!user) throw notFound(`No account with the email ${email}`);
  return user;
}

/** The most recent orders, optionally of one status, for the operator's command line. */
export async function recentOrders(db: Db, status: OrderStatus | undefined, limit = 20) {
  return (
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
        email: users.email,
        guestEmail: orders.guestEmail,
        claimedAt: orders.claimedAt,
        items: sql<number>`(select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = ${ORDER_ID})`,
      })
      .from(orders)
      // An order whose buyer deleted their account is listed too, without an email.
      .leftJoin(users, eq(users.id, orders.userId))
      .where(status ? eq(orders.status, status) : undefined)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
  );
}
