import {
  ASSUMED_TRANSIT_DAYS,
  RETURN_SHIPPING_FEE_CENTS,
  RETURN_WINDOW_DAYS,
  type ReturnReason,
  SHOP_FAULT_REASONS,
} from "@pitstop/contract/returns";
import { share } from "../../lib/pricing.ts";
import type { OrderLineRow, OrderRow } from "./order-queries.ts";

/**
 * The returns policy as arithmetic (docs/returns.md): the window, who pays the label, and what a
 * return refunds. Pure functions of the order's figures, in cents, so the quote, the return and the
 * refund can never disagree.
 */

const DAY_MS = 86_400_000;

/**
 * The last moment a return may be started: 30 days after delivery, delivery being when the order
 * was marked completed, or (shipped, not marked yet) the slowest standard delivery after shipping.
 * Null before the order ships.
 */
export function returnBy(shippedAt: Date | null, completedAt: Date | null): Date | null {
  const delivered = completedAt ?? (shippedAt ? new Date(shippedAt.getTime() + ASSUMED_TRANSIT_DAYS * DAY_MS) : null);
  return delivered ? new Date(delivered.getTime() + RETURN_WINDOW_DAYS * DAY_MS) : null;
}

/** The fit guarantee: a part the shop said fits the car it was bought for, returned as not fitting. */
export const guaranteed = (
  order: Pick<OrderRow, "vehicleId">,
  line: Pick<OrderLineRow, "fitState">,
  reason: ReturnReason,
) => reason === "doesnt_fit" && order.vehicleId !== null && line.fitState === "fits";

/** Covered lines cost the buyer nothing: the guarantee, or the shop's own mistake. */
export const covered = (isGuaranteed: boolean, reason: ReturnReason) =>
  isGuaranteed || SHOP_FAULT_REASONS.includes(reason);

export type ReturnedUnits = {
  line: Pick<OrderLineRow, "unitPriceCents" | "unitHandlingCents" | "quantity" | "discountCents">;
  quantity: number;
  covered: boolean;
};

export type RefundFigures = {
  itemsCents: number;
  handlingCents: number;
  shippingCents: number;
  taxCents: number;
  feeCents: number;
  estimateCents: number;
  freeLabel: boolean;
};

/**
 * What a return refunds, from the order's figures: the parts at what was paid for them (their line's
 * share of the order's discounts — loyalty and promotions — taken off), their handling, the tax on
 * them in proportion to what was paid (tax was charged on the discounted price), the shipping share
 * of covered lines, less the label fee when nothing in the box is covered. Orders from before lines
 * kept their discount share the loyalty discount by price.
 */
export function refundFigures(
  order: Pick<OrderRow, "subtotalCents" | "discountCents" | "shippingCents" | "taxCents">,
  units: readonly ReturnedUnits[],
): RefundFigures {
  let gross = 0;
  let coveredGross = 0;
  let handlingCents = 0;
  let lineDiscounts = 0;
  const perLine = units.every((u) => u.line.discountCents !== null && u.line.discountCents !== undefined);
  for (const u of units) {
    const items = u.line.unitPriceCents * u.quantity;
    gross += items;
    if (u.covered) coveredGross += items;
    handlingCents += u.line.unitHandlingCents * u.quantity;
    if (perLine) lineDiscounts += share(u.line.discountCents ?? 0, u.quantity, Math.max(u.line.quantity, 1));
  }
  const subtotal = Math.max(order.subtotalCents, 1);
  const itemsCents = perLine ? gross - lineDiscounts : gross - share(order.discountCents, gross, subtotal);
  const taxCents = perLine
    ? share(order.taxCents, itemsCents, Math.max(order.subtotalCents - order.discountCents, 1))
    : share(order.taxCents, gross, subtotal);
  const shippingCents = share(order.shippingCents, coveredGross, subtotal);
  const freeLabel = units.some((u) => u.covered);
  const before = itemsCents + handlingCents + shippingCents + taxCents;
  const feeCents = freeLabel ? 0 : Math.min(RETURN_SHIPPING_FEE_CENTS, before);
  return {
    itemsCents,
    handlingCents,
    shippingCents,
    taxCents,
    feeCents,
    estimateCents: before - feeCents,
    freeLabel,
  };
}
