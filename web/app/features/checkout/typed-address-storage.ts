/**
 * Where a typed checkout address is kept for the tab (`typed-address.ts` reads and writes it), and
 * how it is forgotten. Apart from the reader so that signing out can forget it without bringing
 * the address schema into every page's first download.
 */
export const TYPED_ADDRESS_KEY = "pitstop-checkout-address";

// Storage may be refused (private modes, quotas) or absent (the server): the checkout then works
// as before, without surviving a reload.
export function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Forgets the typed address (the order was placed, or the shopper signed out). */
export function forgetTypedAddress() {
  try {
    tabStorage()?.removeItem(TYPED_ADDRESS_KEY);
  } catch {
    // nothing was kept
  }
}
