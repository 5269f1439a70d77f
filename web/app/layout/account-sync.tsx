import type { User } from "@pitstop/contract/profile";
import { useEffect, useEffectEvent, useState } from "react";
import { useCartStore } from "~/features/cart/cart-store";
import { cartSync } from "~/features/cart/cart-sync";
import { favoritesSync } from "~/features/favorites/favorites-sync";
import { failureMessage, isUnauthorized } from "~/lib/account/account-api";
import { useAccount } from "~/lib/account/account-context";
import { activeVehicleKey, useActiveVehicle } from "~/lib/active-vehicle/active-vehicle";
import { toast } from "~/lib/toasts";
import { deviceLink, deviceStoresReady, forgetAccountOnDevice } from "./device-account";

type AccountLink = typeof import("./account-link");
type AccountUpdate = { update: (user?: User) => void };

/**
 * The sign-in work (merging the device into the account, refreshing a linked device) is loaded
 * only when a shopper is signed in: a visitor's first visit never downloads it.
 */
const loadAccountLink = (): Promise<AccountLink> => import("./account-link");

/** Links started and not yet finished: signing out waits for them, so nothing is sent twice. */
const linksUnderWay = new Set<Promise<void>>();

/** Loads the account-linking code and links the device, unless the shopper left meanwhile. */
function linkDevice(account: AccountUpdate, wanted: () => boolean): Promise<void> {
  const run = loadAccountLink().then((m) => (wanted() ? m.linkDevice(account) : undefined));
  linksUnderWay.add(run);
  const done = () => {
    linksUnderWay.delete(run);
  };
  run.then(done, done);
  return run;
}

async function refreshFromAccount(account: AccountUpdate, wanted: () => boolean): Promise<void> {
  const m = await loadAccountLink();
  if (wanted()) await m.refreshFromAccount(account);
}

/** Its code could not be fetched (offline, a new deploy): the next page load tries again. */
const notLoaded = (err: unknown) => console.warn("The device could not be synced with the account", err);

/**
 * At sign-out, before the session ends: the cart's waiting changes and the favourites go to
 * the account first, then the device forgets the account's cart, favourites and garage car.
 */
export async function syncAndForgetAccountOnDevice() {
  await Promise.allSettled(linksUnderWay);
  try {
    await cartSync.flush();
  } catch (err) {
    console.warn("The cart's last change could not be sent", err);
  }
  try {
    if (favoritesSync.mode === "account") await favoritesSync.pushAll();
  } catch (err) {
    console.warn("The wishlist could not be synced before signing out", err);
  }
  forgetAccountOnDevice();
}

/**
 * Keeps the device's cart and favourites in step with the shopper: a visitor's cart is
 * priced after 500 ms of quiet; once signed in, the device is merged into the account, then each
 * change is sent at once. Mounted once by the page frame; renders nothing.
 */
export function AccountSync({ signedIn }: { signedIn: boolean }) {
  const { update } = useAccount();
  const [mergeFailed, setMergeFailed] = useState(false);
  // The account's callbacks as they are when the link runs (they change with every answer).
  const link = useEffectEvent((wanted: () => boolean) => linkDevice({ update }, wanted));
  const refresh = useEffectEvent((wanted: () => boolean) => refreshFromAccount({ update }, wanted));
  // The cart's fit answers are for the one active vehicle, and are asked again when it changes.
  const vehicleKey = activeVehicleKey(useActiveVehicle().vehicle);

  useEffect(() => {
    cartSync.setVehicle(vehicleKey);
  }, [vehicleKey]);

  useEffect(() => {
    const stopCart = cartSync.start();
    const stopFavorites = favoritesSync.start();
    return () => {
      stopCart();
      stopFavorites();
    };
  }, []);

  useEffect(() => {
    favoritesSync.listen({
      user: (user) => update(user),
      error: (err) => {
        toast.error(failureMessage(err));
        if (isUnauthorized(err)) update();
      },
    });
  }, [update]);

  useEffect(() => {
    let current = true;
    const stillCurrent = () => current;
    if (!signedIn) {
      void deviceStoresReady().then(() => {
        if (!current) return;
        // A session that ended without signing out (expired, account deleted) leaves the device
        // holding the account's cart: it is the account's, so it goes (the account keeps it).
        if (deviceLink.linked()) forgetAccountOnDevice();
        deviceLink.setSyncedThisSession(false);
        cartSync.setMode("visitor");
        favoritesSync.setMode("visitor");
      });
      return () => {
        current = false;
      };
    }
    // Signed in, the linking code loads at once, whether this page or a later change needs it
    // (a failed fetch is reported by the work that needed it).
    loadAccountLink().catch(() => {});
    if (!deviceLink.linked()) {
      link(stillCurrent).then(() => {
        if (current) setMergeFailed(!deviceLink.linked());
      }, notLoaded);
    } else if (!deviceLink.syncedThisSession()) {
      refresh(stillCurrent).catch(notLoaded);
    } else {
      cartSync.setMode("account");
      favoritesSync.setMode("account");
    }
    return () => {
      current = false;
    };
  }, [signedIn]);

  // A merge that failed is tried again with the next change to the cart.
  useEffect(() => {
    if (!mergeFailed || !signedIn) return;
    return useCartStore.subscribe((state, prev) => {
      if (state.lines === prev.lines) return;
      setMergeFailed(false);
      // The linking code is here already (it ran the merge that failed).
      link(() => true).then(() => setMergeFailed(!deviceLink.linked()), notLoaded);
    });
  }, [mergeFailed, signedIn]);

  return null;
}
