import { shipsTo } from "@pitstop/contract/address-regions";
import type { CheckoutRequestBody, ShippingMethodId } from "@pitstop/contract/orders";
import { ShippingMethodIdSchema } from "@pitstop/contract/orders";
import type { AddressInput } from "@pitstop/contract/profile";

/**
 * The checkout's steps and the choices they collect. The URL holds the step and the
 * choices that are safe to share (`?step=shipping&address=12&shipping=expedited`); a new address
 * typed in at checkout stays in this tab's session storage (typed-address.ts), never in the URL.
 */
export const CHECKOUT_STEPS = [
  { id: "address", label: "Address" },
  { id: "shipping", label: "Shipping" },
  { id: "review", label: "Review" },
] as const;
export type CheckoutStepId = (typeof CHECKOUT_STEPS)[number]["id"];

/** Where the parts go: a saved address of the shopper, or a new one typed in here. */
export type ShipTo = { kind: "saved"; id: number } | { kind: "new"; address: AddressInput; save: boolean };

/** A new address typed in at checkout, with "save to my addresses". */
export type NewAddress = { address: AddressInput; save: boolean };

export interface CheckoutParams {
  step: CheckoutStepId;
  /** A saved address's id, "new" for the one typed in here, or null (the default address). */
  address: number | "new" | null;
  shipping: ShippingMethodId | null;
}

const isStep = (value: string | null): value is CheckoutStepId => CHECKOUT_STEPS.some((s) => s.id === value);

/** The URL's choices; anything malformed reads as not chosen. */
export function readCheckoutParams(params: URLSearchParams): CheckoutParams {
  const step = params.get("step");
  const address = params.get("address");
  const shipping = ShippingMethodIdSchema.safeParse(params.get("shipping"));
  return {
    step: isStep(step) ? step : "address",
    address: address === "new" ? "new" : address && /^[1-9]\d{0,9}$/.test(address) ? Number(address) : null,
    shipping: shipping.success ? shipping.data : null,
  };
}

/** The shop ships within the United States only: an older saved address abroad is shown, not offered. */
export { shipsTo };

/**
 * The address chosen: the saved one the URL names (if it is the shopper's and in the US), the new
 * one when it has been typed in, else the default saved address (or the first one in the US).
 * Null: nothing to ship to yet.
 */
export function chosenShipTo(
  asked: CheckoutParams["address"],
  saved: ReadonlyArray<{ id: number; default: boolean; country: string }>,
  typed: NewAddress | null,
): ShipTo | null {
  if (asked === "new") return typed ? { kind: "new", ...typed } : null;
  const usable = saved.filter(shipsTo);
  const named = asked === null ? undefined : usable.find((a) => a.id === asked);
  const fallback = named ?? usable.find((a) => a.default) ?? usable[0];
  return fallback ? { kind: "saved", id: fallback.id } : null;
}

/** The step shown: the one asked for, unless an earlier step still lacks its choice. */
export function currentStep(
  asked: CheckoutStepId,
  shipTo: ShipTo | null,
  shipping: ShippingMethodId | null,
): CheckoutStepId {
  if (asked === "address" || shipTo === null) return "address";
  if (asked === "shipping" || shipping === null) return "shipping";
  return "review";
}

/** A step is done when a later one is showing; done steps can be opened again. */
export function stepDone(step: CheckoutStepId, current: CheckoutStepId): boolean {
  const index = (id: CheckoutStepId) => CHECKOUT_STEPS.findIndex((s) => s.id === id);
  return index(step) < index(current);
}

/** The search string for a step, keeping the other choices. */
export function stepSearch(
  params: URLSearchParams,
  changes: Partial<Record<"step" | "address" | "shipping", string | null>>,
) {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined) next.delete(name);
    else next.set(name, value);
  }
  return `?${next.toString()}`;
}

/** The body of POST /api/checkout/quote and POST /api/checkout (prices and totals never travel). */
export function checkoutRequest(
  shipTo: ShipTo,
  shipping: ShippingMethodId,
  /** The active vehicle's key: the review warns per line for it and the order keeps it. */
  vehicle: string | null = null,
): CheckoutRequestBody {
  const forVehicle = vehicle ? { vehicle } : {};
  if (shipTo.kind === "saved") return { address_id: shipTo.id, shipping_method: shipping, ...forVehicle };
  return { address: shipTo.address, save_address: shipTo.save, shipping_method: shipping, ...forVehicle };
}

/** The US state the shipping methods and the sales tax depend on; undefined outside the US. */
export function shipToState(
  shipTo: ShipTo | null,
  saved: ReadonlyArray<{ id: number; state: string; country: string }>,
): string | undefined {
  if (!shipTo) return undefined;
  const address = shipTo.kind === "new" ? shipTo.address : saved.find((a) => a.id === shipTo.id);
  if (address?.country !== "US" || !/^[A-Z]{2}$/.test(address.state)) return undefined;
  return address.state;
}
