import { create } from "zustand";

/**
 * The promotion code the shopper applied, kept on the device (localStorage) so the cart, the
 * checkout's quote and the order all send the same one. The API says whether it applies and why
 * not; nothing here judges a code. Forgotten once an order is placed with it, and at sign-out.
 */
export const COUPON_KEY = "pitstop-coupon";

/** What may be kept: the API's own code shape (contract PROMOTION_CODE_PATTERN, up to the coupon's 64). */
const KEPT = /^[A-Z0-9_-]{1,64}$/;

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

function read(): string | null {
  try {
    const value = storage()?.getItem(COUPON_KEY) ?? null;
    return value !== null && KEPT.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** The code as the page shows it; read from storage when the module loads in the browser. */
export const useCouponStore = create<{ code: string | null }>(() => ({ code: read() }));

/** A code as typed, the way the API keeps codes: trimmed, in capitals. Empty: none. */
export const normalizeCoupon = (typed: string) => typed.trim().toUpperCase();

export const coupon = {
  /** The code every cart and checkout call sends now. */
  current: (): string | null => useCouponStore.getState().code,
  apply(typed: string) {
    const code = normalizeCoupon(typed);
    if (!KEPT.test(code)) return;
    try {
      storage()?.setItem(COUPON_KEY, code);
    } catch {
      // kept for this page only
    }
    useCouponStore.setState({ code });
  },
  clear() {
    try {
      storage()?.removeItem(COUPON_KEY);
    } catch {
      // nothing was kept
    }
    useCouponStore.setState({ code: null });
  },
};
