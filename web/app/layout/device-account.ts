import { useCartStore } from "~/features/cart/cart-store";
import { cartSync } from "~/features/cart/cart-sync";
import { forgetTypedAddress } from "~/features/checkout/typed-address-storage";
import { useFavoritesStore } from "~/features/favorites/favorites-store";
import { favoritesSync } from "~/features/favorites/favorites-sync";
import { whenHistoryLoaded } from "~/lib/active-vehicle/history-store";
import { coupon } from "~/lib/coupon-store";
import { whenStoreLoaded } from "~/lib/store-loaded";

/**
 * "linked" while this device's cart and favourites mirror a signed-in account (local storage, so
 * every tab agrees). A device that is not linked holds a visitor's cart, which signing in adds to
 * the account's; a linked one is the account's already and is only refreshed — never added twice.
 */
const LINK_KEY = "pitstop-device-account";
/** Set once this tab has refreshed a linked device from the account (synced on sign-in). */
const SESSION_KEY = "pitstop-account-synced";

/** Whether this device mirrors an account, as every page needs to know it (a visitor's included). */
export const deviceLink = {
  linked: () => safely(() => localStorage.getItem(LINK_KEY) === "linked", false),
  setLinked: (linked: boolean) =>
    safely(() => (linked ? localStorage.setItem(LINK_KEY, "linked") : localStorage.removeItem(LINK_KEY)), undefined),
  syncedThisSession: () => safely(() => sessionStorage.getItem(SESSION_KEY) === "1", false),
  setSyncedThisSession: (synced: boolean) =>
    safely(
      () => (synced ? sessionStorage.setItem(SESSION_KEY, "1") : sessionStorage.removeItem(SESSION_KEY)),
      undefined,
    ),
};

// Storage may be refused (private modes, quotas): the shop then works without remembering the link.
export function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export const deviceStoresReady = () =>
  Promise.all([whenStoreLoaded(useCartStore), whenStoreLoaded(useFavoritesStore), whenHistoryLoaded()]);

/**
 * Forgets what this device holds for the account — cart, favourites, the account's main car, an
 * address typed in at checkout and the promotion code applied — without sending anything (account deleted, session ended). The
 * vehicle history stays: it is the device's, not the account's.
 */
export function forgetAccountOnDevice() {
  cartSync.setMode("off");
  favoritesSync.setMode("off");
  cartSync.clearQuietly();
  favoritesSync.clearQuietly();
  forgetTypedAddress();
  coupon.clear();
  deviceLink.setLinked(false);
  deviceLink.setSyncedThisSession(false);
}
