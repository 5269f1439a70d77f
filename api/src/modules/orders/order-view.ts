import type { Fit } from "@pitstop/contract/fitment";
import type { Order, OrderLine, OrderListItem, OrderPayment, OrderTotals } from "@pitstop/contract/orders";
import type { ConfiguredVehicle } from "@pitstop/contract/vehicles";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { vehicles } from "../../db/schema/index.ts";
import { dollars, share } from "../../lib/pricing.ts";
import { SHIPPING_METHODS } from "../../lib/shipping-methods.ts";
import type { FitVehicle } from "../catalogue/fit.ts";
import { productCards } from "../catalogue/product-cards.ts";
import { appliedPromotionsOf } from "../promotions/redemptions.ts";
import { toVehicleRef } from "../vehicles/service.ts";
import {
  findOrder,
  historyOf,
  linesOf,
  type OrderLineRow,
  type OrderOwner,
  type OrderRow,
  PAYMENT_LEASE_SECONDS,
  type PaymentRow,
  paymentsOf,
} from "./order-queries.ts";
import { canTransition } from "./order-transitions.ts";
import { returnBy } from "./return-policy.ts";
import { returnRefundsOf, returnsOfOrder, returnViews, unitsInReturns } from "./return-view.ts";

export { dollars };

/** The figures of an order (or a quote) as the API shows them (docs/pricing.md). */
export function totalsView(t: {
  subtotalCents: number;
  handlingCents: number;
  shippingCents: number;
  taxCents: number;
  taxRateMillipercent: number;
  taxState: string;
  discountCents: number;
  discountPercent: number;
  totalCents: number;
  itemCount: number;
}): OrderTotals {
  return {
    subtotal: dollars(t.subtotalCents),
    handling: dollars(t.handlingCents),
    shipping: dollars(t.shippingCents),
    tax: dollars(t.taxCents),
    tax_rate: t.taxRateMillipercent / 1000,
    tax_state: t.taxState,
    discount: dollars(t.discountCents),
    // The loyalty percent is of the subtotal, rounded once; the rest of the discount is the promotions'.
    loyalty_discount: dollars(Math.min(t.discountCents, share(t.subtotalCents, t.discountPercent, 100))),
    discount_percent: t.discountPercent,
    total: dollars(t.totalCents),
    item_count: t.itemCount,
  };
}

export function lineView(
  l: {
    productId: number | null;
    title: string;
    partNumber: string;
    unitPriceCents: number;
    unitHandlingCents: number;
    quantity: number;
  },
  card: { path: string; image_url: string | null } | undefined,
  fit: Fit | null = null,
): OrderLine {
  return {
    product_id: l.productId,
    title: l.title,
    part_number: l.partNumber,
    path: card?.path ?? null,
    image_url: card?.image_url ?? null,
    price: dollars(l.unitPriceCents),
    handling: dollars(l.unitHandlingCents),
    quantity: l.quantity,
    subtotal: dollars(l.unitPriceCents * l.quantity),
    fit,
  };
}

/** Product links and pictures for order lines, in one query; with a vehicle, each card's fit for it. */
export async function cardsFor(db: Db, productIds: Array<number | null>, vehicle: FitVehicle | null = null) {
  const ids = [...new Set(productIds.filter((id): id is number => id !== null))];
  const cards = await productCards(db, ids, vehicle);
  return new Map(cards.map((c) => [c.id, c]));
}

/** The car an order was bought for, with the configuration it had then. */
async function orderVehicle(db: Db, order: OrderRow): Promise<ConfiguredVehicle | null> {
  if (order.vehicleId === null) return null;
  const [v] = await db
    .select({ id: vehicles.id, year: vehicles.year, make: vehicles.make, model: vehicles.model, slug: vehicles.slug })
    .from(vehicles)
    .where(eq(vehicles.id, order.vehicleId));
  if (!v) return null;
  return { ...toVehicleRef(v), trim: order.vehicleTrim, engine: order.vehicleEngine };
}

const isInFlight = (p: PaymentRow, now: number) =>
  p.status === "processing" &&
  (p.providerPaymentId !== null || now - p.updatedAt.getTime() < PAYMENT_LEASE_SECONDS * 1000);

/**
 * The payment state an order page shows, from its attempts (newest first). `paidAt` is when the
 * order moved to paid (its history): the charge's row is updated again by a refund.
 */
export function paymentView(
  order: OrderRow,
  attempts: PaymentRow[],
  paidAt: Date | null,
  now = Date.now(),
): OrderPayment {
  const paid = attempts.find((p) => p.status === "succeeded");
  const latest = attempts[0];
  const card = (p: PaymentRow | undefined) =>
    p?.cardBrand && p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null;
  if (paid) {
    return {
      state: paid.refundStatus === "succeeded" ? "refunded" : paid.refundStatus === null ? "paid" : "refund pending",
      amount: dollars(paid.amountCents),
      card: card(paid),
      paid_at: (paidAt ?? paid.updatedAt).toISOString(),
      refunded_at: paid.refundedAt?.toISOString() ?? null,
      last_decline: null,
    };
  }
  const declined = latest && (latest.status === "failed" || latest.status === "requires_action") ? latest : undefined;
  return {
    state: attempts.some((p) => isInFlight(p, now)) ? "processing" : "unpaid",
    amount: null,
    card: card(latest),
    paid_at: null,
    refunded_at: null,
    last_decline: order.status === "awaiting payment" ? (declined?.failureMessage ?? null) : null,
  };
}

function payable(order: OrderRow, paying: boolean, now: number) {
  return (
    order.status === "awaiting payment" && !paying && (order.expiresAt === null || order.expiresAt.getTime() > now)
  );
}

const itemCount = (lines: OrderLineRow[]) => lines.reduce((n, l) => n + l.quantity, 0);

/** Whether returns may be started: shipped or completed, and not past the window. */
const RETURNABLE_STATUSES: readonly OrderRow["status"][] = ["shipped", "completed"];

/**
 * One order as its page shows it (OrderSchema): a handful of indexed reads, no per-line queries;
 * an order with returns reads them in five more.
 */
export async function orderDetail(db: Db, orderId: number, userId?: OrderOwner): Promise<Order> {
  // Read for its buyer, or (no buyer given) by the shop: the return labels' links differ.
  const audience = userId === undefined ? "operator" : "buyer";
  const order = await findOrder(db, orderId, userId);
  const [lines, history, attempts, vehicle, returnRows, held, refunded, promotions] = await Promise.all([
    linesOf(db, orderId),
    historyOf(db, orderId),
    paymentsOf(db, orderId),
    orderVehicle(db, order),
    returnsOfOrder(db, orderId),
    unitsInReturns(db, orderId),
    returnRefundsOf(db, orderId),
    appliedPromotionsOf(db, orderId),
  ]);
  const returnList = await returnViews(db, returnRows, new Map([[order.id, order.number]]), audience);
  const cards = await cardsFor(
    db,
    lines.map((l) => l.productId),
  );
  const now = Date.now();
  const paying = attempts.some((p) => isInFlight(p, now));
  const method = SHIPPING_METHODS[order.shippingMethod as keyof typeof SHIPPING_METHODS] ?? SHIPPING_METHODS.standard;
  const reachedAt = (status: OrderRow["status"]) => history.find((h) => h.toStatus === status)?.createdAt ?? null;
  const returnDeadline = RETURNABLE_STATUSES.includes(order.status)
    ? returnBy(reachedAt("shipped"), reachedAt("completed"))
    : null;
  const returnable = (l: OrderLineRow) => Math.max(0, l.quantity - (held.get(l.id) ?? 0));
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    expires_at: order.status === "awaiting payment" ? (order.expiresAt?.toISOString() ?? null) : null,
    lines: lines.map((l) => ({
      ...lineView(l, l.productId === null ? undefined : cards.get(l.productId)),
      id: l.id,
      fit_at_purchase: l.fitState,
      returnable_quantity: returnDeadline ? returnable(l) : 0,
    })),
    totals: totalsView({
      subtotalCents: order.subtotalCents,
      handlingCents: order.handlingCents,
      shippingCents: order.shippingCents,
      taxCents: order.taxCents,
      taxRateMillipercent: order.taxRateMillipercent,
      taxState: order.shippingAddress.state,
      discountCents: order.discountCents,
      discountPercent: order.discountPercent,
      totalCents: order.totalCents,
      itemCount: itemCount(lines),
    }),
    shipping_method: { id: method.id, name: method.name, days: method.days },
    shipping_address: order.shippingAddress,
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    payment: paymentView(order, attempts, history.find((h) => h.toStatus === "paid")?.createdAt ?? null, now),
    history: history.map((h) => ({
      from: h.fromStatus,
      status: h.toStatus,
      at: h.createdAt.toISOString(),
      note: h.note,
    })),
    can_pay: payable(order, paying, now),
    can_cancel: canTransition(order.status, "canceled", "buyer") && !paying,
    vehicle,
    // Returns belong to an account: a guest claims the order first (docs/decisions/030).
    can_return:
      order.userId !== null &&
      returnDeadline !== null &&
      returnDeadline.getTime() > now &&
      lines.some((l) => returnable(l) > 0),
    return_by: returnDeadline?.toISOString() ?? null,
    returns: returnList,
    refunded_total: dollars(refunded.settled),
    applied_promotions: promotions,
  };
}

export function listItemView(row: {
  id: number;
  number: string;
  status: OrderRow["status"];
  totalCents: number;
  createdAt: Date;
  expiresAt: Date | null;
  itemCount: number;
  paying: boolean;
}): OrderListItem {
  const now = Date.now();
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    expires_at: row.status === "awaiting payment" ? (row.expiresAt?.toISOString() ?? null) : null,
    total: dollars(row.totalCents),
    item_count: Number(row.itemCount),
    can_pay:
      row.status === "awaiting payment" && !row.paying && (row.expiresAt === null || row.expiresAt.getTime() > now),
  };
}
