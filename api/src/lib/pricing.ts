/**
 * How a cart is priced (docs/pricing.md). Everything is integer cents; percentages are applied once
 * to a total and rounded half up, never per unit, so the parts always add up to the total.
 */
export interface PricedLineInput {
  priceCents: number;
  handlingCents: number;
  shippingCents: number;
  quantity: number;
}

/** How a shipping method charges (docs/pricing.md): per-unit shipping plus a surcharge, maybe free. */
export interface ShippingRule {
  surchargeCents: number;
  /** Whether the free-shipping threshold applies (standard shipping only). */
  freeOverThreshold: boolean;
}

/** Standard shipping: the products' per-unit shipping, free from the threshold. */
export const STANDARD_SHIPPING: ShippingRule = { surchargeCents: 0, freeOverThreshold: true };

export interface PricingRules {
  /** The buyer's loyalty discount in percent (0 for visitors and Starter level). */
  discountPercent: number;
  /**
   * Sales tax in thousandths of a percent (7250 = 7.25 %, 6875 = 6.875 %): several states' rates
   * have three decimals, which basis points cannot hold.
   */
  taxRateMillipercent: number;
  /** From this merchandise total (after the discount) standard shipping is free. */
  freeShippingFromCents: number;
  /** The shipping method's rule; standard when left out. */
  shipping?: ShippingRule;
  /** The promotions' discount on the parts, taken off after the loyalty discount (docs/pricing.md). */
  promotionDiscountCents?: number;
  /**
   * Per-unit shipping a free-shipping promotion waives (all of it, or its lines' share when it is for
   * some parts only); a faster method's surcharge is never waived.
   */
  waivedShippingCents?: number;
}

export interface PricedCart {
  subtotalCents: number;
  handlingCents: number;
  shippingCents: number;
  /** Every discount on the parts: loyalty plus promotions. */
  discountCents: number;
  /** The loyalty discount's part of it. */
  loyaltyDiscountCents: number;
  /** Shipping a free-shipping promotion waived (not in discountCents: shipping is simply not charged). */
  shippingWaivedCents: number;
  taxCents: number;
  /** Before the personal discount: subtotal + handling + shipping + tax. */
  totalCents: number;
  /** What the buyer pays: total − discount. */
  totalWithDiscountCents: number;
  itemCount: number;
}

/** round(value × numerator / denominator), half up, in integers (no float drift on cents). */
export function share(valueCents: number, numerator: number, denominator: number): number {
  return Math.floor((valueCents * numerator * 2 + denominator) / (denominator * 2));
}

export const lineSubtotalCents = (l: PricedLineInput) => l.priceCents * l.quantity;
export const lineHandlingCents = (l: PricedLineInput) => l.handlingCents * l.quantity;

export function priceCart(lines: readonly PricedLineInput[], rules: PricingRules): PricedCart {
  let subtotalCents = 0;
  let handlingCents = 0;
  let unitShippingCents = 0;
  let itemCount = 0;
  for (const line of lines) {
    subtotalCents += lineSubtotalCents(line);
    handlingCents += lineHandlingCents(line);
    unitShippingCents += line.shippingCents * line.quantity;
    itemCount += line.quantity;
  }
  const loyaltyDiscountCents = share(subtotalCents, rules.discountPercent, 100);
  // The discounts never take the parts below zero.
  const discountCents = Math.min(subtotalCents, loyaltyDiscountCents + (rules.promotionDiscountCents ?? 0));
  const goodsCents = subtotalCents - discountCents;
  const shipping = rules.shipping ?? STANDARD_SHIPPING;
  const free = shipping.freeOverThreshold && goodsCents >= rules.freeShippingFromCents;
  const shippingWaivedCents = itemCount === 0 || free ? 0 : Math.min(unitShippingCents, rules.waivedShippingCents ?? 0);
  const shippingCents = itemCount === 0 || free ? 0 : unitShippingCents - shippingWaivedCents + shipping.surchargeCents;
  // Tax is owed on what the buyer pays for the goods; shipping and handling are not taxed.
  const taxCents = share(goodsCents, rules.taxRateMillipercent, 100_000);
  const totalCents = subtotalCents + handlingCents + shippingCents + taxCents;
  return {
    subtotalCents,
    handlingCents,
    shippingCents,
    discountCents,
    loyaltyDiscountCents,
    shippingWaivedCents,
    taxCents,
    totalCents,
    totalWithDiscountCents: totalCents - discountCents,
    itemCount,
  };
}

/** Cents as the API answers them: dollars (the shop stores integer cents; docs/pricing.md). */
export const dollars = (cents: number) => cents / 100;

/** Dollars as an operator types them (at most two decimals) to the integer cents the shop stores. */
export const cents = (amount: number) => Math.round(amount * 100);
