import { tabStorage } from "./typed-address-storage";

/**
 * The email a visitor typed at checkout, kept for this tab (like the typed address) so a reload of
 * a later step still has it; never in the URL. Forgotten once the order is placed.
 */
const KEY = "pitstop-checkout-email";

export const guestEmail = {
  read(): string | null {
    try {
      const value = tabStorage()?.getItem(KEY) ?? null;
      return value && value.length <= 254 ? value : null;
    } catch {
      return null;
    }
  },
  write(email: string) {
    try {
      tabStorage()?.setItem(KEY, email);
    } catch {
      // not kept: a reload asks for it again
    }
  },
  clear() {
    try {
      tabStorage()?.removeItem(KEY);
    } catch {
      // nothing was kept
    }
  },
};
