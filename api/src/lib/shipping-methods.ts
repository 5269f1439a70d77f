import type { ShippingMethodId } from "@pitstop/contract/orders";
import type { ShippingRule } from "./pricing.ts";

export type ShippingMethodRule = ShippingRule & { id: ShippingMethodId; name: string; days: string };

/**
 * The ways an order can ship (docs/pricing.md; the storefront's shipping policy page names the same
 * three with the same delivery times). Standard is the cart's shipping: the products' per-unit
 * shipping, free from the threshold. Expedited and Overnight add a flat surcharge and are never free.
 */
export const SHIPPING_METHODS: Readonly<Record<ShippingMethodId, ShippingMethodRule>> = {
  standard: { id: "standard", name: "Standard", days: "3–7 business days", surchargeCents: 0, freeOverThreshold: true },
  expedited: {
    id: "expedited",
    name: "Expedited",
    days: "2–3 business days",
    surchargeCents: 1499,
    freeOverThreshold: false,
  },
  overnight: {
    id: "overnight",
    name: "Overnight",
    days: "Next business day",
    surchargeCents: 3499,
    freeOverThreshold: false,
  },
};

/** Military addresses (APO/FPO/DPO) use these "state" codes; carriers reach them by standard mail only. */
const MILITARY_STATES = new Set(["AA", "AE", "AP"]);

/** The methods that reach a state (all three when no state is known yet). */
export function shippingMethodsFor(state: string | undefined): ShippingMethodRule[] {
  const all = Object.values(SHIPPING_METHODS);
  if (state && MILITARY_STATES.has(state.toUpperCase())) return all.filter((m) => m.id === "standard");
  return all;
}
