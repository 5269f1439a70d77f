import { formatPrice } from "./money";

/**
 * The one way the shop states its standard-shipping rule (docs/pricing.md): shipping is charged
 * per unit, and is free once the merchandise total after the loyalty discount reaches the
 * threshold (`FREE_SHIPPING_FROM`). Product page, card, wishlist, cart, checkout and the header
 * all word it through these functions, so no page can contradict another.
 */
export interface ShippingTerms {
  /** Dollars: the merchandise total (after the discount) from which standard shipping is free. */
  freeShippingFrom: number;
  /** The shopper's loyalty discount, percent (0 for a visitor). */
  discountPercent: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);
/** A threshold reads '$99', not '$99.00', when it is whole dollars. */
const threshold = (dollars: number) => (Number.isInteger(dollars) ? `$${dollars}` : formatPrice(dollars));

/** 'Free standard shipping on orders of $99 or more' — the banner's and the policy's sentence. */
export function freeShippingRule(freeShippingFrom: number): string {
  return `Free standard shipping on orders of ${threshold(freeShippingFrom)} or more`;
}

/** Whether one unit of a part alone ships free by the rule (its price after the discount reaches the threshold). */
export function shipsFreeAlone(price: number, terms: ShippingTerms): boolean {
  const afterDiscount = cents(price) - Math.round((cents(price) * terms.discountPercent) / 100);
  return afterDiscount >= cents(terms.freeShippingFrom);
}

/**
 * What a part's page, card or wishlist row says about shipping one unit of it:
 * 'Free standard shipping' when nothing would be charged for it, else its per-unit charge and when
 * it becomes free.
 */
export function partShippingNote(
  part: { price: number; shipping: number },
  terms: ShippingTerms,
  length: "full" | "short" = "full",
): string {
  if (part.shipping <= 0 || shipsFreeAlone(part.price, terms)) return "Free standard shipping";
  if (length === "short")
    return `Shipping ${formatPrice(part.shipping)} · free from ${threshold(terms.freeShippingFrom)}`;
  return `Standard shipping ${formatPrice(part.shipping)} each · free on orders of ${threshold(terms.freeShippingFrom)} or more`;
}

/** The cart's nudge: how much more merchandise ships the order free. */
export function freeShippingShortfallNote(shortfall: number, freeShippingFrom: number): string {
  return `Add ${formatPrice(shortfall)} more for free standard shipping (orders of ${threshold(freeShippingFrom)} or more, after discounts).`;
}

/** The cart's note once the order has reached the threshold. */
export const ORDER_SHIPS_FREE_NOTE = "Your order ships free with standard shipping.";
