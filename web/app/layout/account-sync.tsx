import type { CartResponse } from "@pitstop/contract/cart";
import { MAX_CART_LINES } from "@pitstop/contract/cart-limits";
import type { User } from "@pitstop/contract/profile";
import { useEffect, useEffectEvent, useState } from "react";
import {
  addGarageCar,
  failureMessage,
  fetchProfile,
  isUnauthorized,
  toggleMainGarageCar,
} from "~/features/account/account-api";
import { useAccount } from "~/features/account/account-context";
import { getCart, postCart } from "~/features/cart/cart-api";
import { mergeCarts } from "~/features/cart/cart-merge";
import { useCartStore } from "~/features/cart/cart-store";
import { cartSync, useCartQuote } from "~/features/cart/cart-sync";
import { useFavoritesStore } from "~/features/favorites/favorites-store";
import { favoritesSync } from "~/features/favorites/favorites-sync";
import { planGarageSync } from "~/features/vehicles/active-vehicle-rules";
import { useHistoryStore } from "~/features/vehicles/history-store";
import { activeVehicleKey, readVehicleCookie } from "~/lib/active-vehicle";
import { ApiError } from "~/lib/api-fetch";
import { toast } from "~/lib/toasts";

/**
 * "linked" while this device's cart and favourites mirror a signed-in account (local storage, so
 * every tab agrees). A device that is not linked holds a visitor's cart, which signing in adds to
 * the account's; a linked one is the account's already and is only refreshed — never added twice.
 */
const LINK_KEY = "pitstop-device-account";
/** Set once this tab has refreshed a linked device from the account (spec §4: synced on sign-in). */
const SESSION_KEY = "pitstop-account-synced";
/** Per account: the history cars this device has already offered to its garage (issue 10 §1). */
const GARAGE_SYNCED_KEY = "pitstop-garage-synced";

const storage = {
  linked: () => safely(() => localStorage.getItem(LINK_KEY) === "linked", false),
  setLinked: (linked: boolean) =>
    safely(() => (linked ? localStorage.setItem(LINK_KEY, "linked") : localStorage.removeItem(LINK_KEY)), undefined),
  syncedThisSession: () => safely(() => sessionStorage.getItem(SESSION_KEY) === "1", false),
  setSyncedThisSession: (synced: boolean) =>
    safely(
      () => (synced ? sessionStorage.setItem(SESSION_KEY, "1") : sessionStorage.removeItem(SESSION_KEY)),
      undefined,
    ),
  garageSynced: (accountId: number): number[] =>
    safely(() => {
      const all = JSON.parse(localStorage.getItem(GARAGE_SYNCED_KEY) ?? "{}") as Record<string, unknown>;
      const ids = all[String(accountId)];
      return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
    }, []),
  setGarageSynced: (accountId: number, ids: number[]) =>
    safely(() => {
      const all = JSON.parse(localStorage.getItem(GARAGE_SYNCED_KEY) ?? "{}") as Record<string, unknown>;
      localStorage.setItem(GARAGE_SYNCED_KEY, JSON.stringify({ ...all, [accountId]: ids }));
    }, undefined),
};

// Storage may be refused (private modes, quotas): the shop then works without remembering the link.
function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** The active vehicle's key for the cart's fit warnings, from its cookie mirror. */
const mainVehicle = () => activeVehicleKey(readVehicleCookie(document.cookie));

/** Device stores are read from local storage after mount; work on them waits until they are. */
function hydrated(store: {
  persist: { hasHydrated: () => boolean; onFinishHydration: (fn: () => void) => () => void };
}) {
  return new Promise<void>((resolve) => {
    if (store.persist.hasHydrated()) return resolve();
    const stop = store.persist.onFinishHydration(() => {
      stop();
      resolve();
    });
  });
}
const deviceStoresReady = () =>
  Promise.all([hydrated(useCartStore), hydrated(useFavoritesStore), hydrated(useHistoryStore)]);

/**
 * spec §4: at sign-in the stored cart and the device cart are merged by adding quantities per
 * product (clamped to stock; the server clamps too) and saved; an empty device cart just takes the
 * stored one. Lines changed meanwhile are kept (adopt) and sent once the account mode starts.
 */
async function mergeDeviceCart(): Promise<void> {
  cartSync.setMode("off");
  await cartSync.idle();
  cartSync.forgetPending();
  const device = useCartStore.getState().lines;
  let answer: CartResponse = await getCart(mainVehicle());
  const { changes } = mergeCarts(device, answer.cart);
  for (let i = 0; i < changes.length; i += MAX_CART_LINES) {
    answer = await postCart(changes.slice(i, i + MAX_CART_LINES), mainVehicle());
  }
  cartSync.adopt(answer);
  storage.setLinked(true);
  cartSync.setMode("account");
}

/**
 * spec §4 "garage synced", issue 10 §1: a merge, not a push — each history car is offered to the
 * garage once per device and account (a car the owner removed stays removed), and the garage's main
 * car changes only when the account had none (planGarageSync). Returns the account as it ends up,
 * and whether every car reached the garage (if not, the next page load of this tab tries again).
 */
async function mergeHistoryIntoGarage(user: User): Promise<{ account: User; complete: boolean }> {
  const plan = planGarageSync({
    garage: user.garage,
    history: useHistoryStore.getState().cars,
    synced: storage.garageSynced(user.profile.id),
  });
  // A car counts as offered once the garage has it (added, or there already: 409). One whose add
  // failed — an outage, or the shopper leaving the page mid-request — is offered again next time.
  const failed = new Set<number>();
  for (const car of plan.add) {
    try {
      await addGarageCar(car);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) continue;
      failed.add(car.id);
      console.warn(`Could not add ${car.slug} to the garage`, err);
    }
  }
  storage.setGarageSynced(
    user.profile.id,
    plan.synced.filter((id) => !failed.has(id)),
  );
  let account = plan.add.length > 0 ? await fetchProfile() : user;
  const main = account.garage.find((car) => car.main) ?? null;
  const wanted = plan.main === "keep" ? (user.garage.find((car) => car.main)?.id ?? null) : plan.main;
  if ((main?.id ?? null) !== wanted) {
    // PUT chooses a car that is not main, and clears the main car when sent its id.
    const target = wanted ?? main?.id;
    if (target !== undefined) account = await toggleMainGarageCar(target);
  }
  return { account, complete: failed.size === 0 };
}

let linking: Promise<void> | null = null;

/**
 * The sign-in sync (spec §4): cart merged, local favourites and history cars added to the account.
 * Runs once at a time for the whole app (React may start effects twice), and only for a device
 * not yet linked — a second run would add the device cart to the account's a second time.
 */
function linkDevice(account: { update: (user?: User) => void }) {
  linking ??= (async () => {
    await deviceStoresReady();
    if (storage.linked()) return;
    favoritesSync.setMode("off");
    let cartMerged = false;
    try {
      await mergeDeviceCart();
      cartMerged = true;
    } catch (err) {
      // spec §8: cart failures are only logged. The device cart is kept and the merge tried again
      // with the next change to it; nothing is sent meanwhile, so nothing can be counted twice.
      console.warn("The cart could not be merged with your account's; it stays on this device", err);
      useCartQuote.setState({ failed: true });
    }
    let user: User | undefined;
    try {
      user = await favoritesSync.pushAll();
    } catch (err) {
      if (!isUnauthorized(err)) toast.error(failureMessage(err));
    }
    // In account mode a heart is diffed against what the account is known to hold: favourites the
    // push above could not deliver go again with the next heart (and at sign-out).
    favoritesSync.setMode("account");
    if (user) favoritesSync.adoptAccount(user.wishlist.map((p) => p.id));
    let garageComplete = false;
    if (user) {
      try {
        ({ account: user, complete: garageComplete } = await mergeHistoryIntoGarage(user));
      } catch (err) {
        console.warn("The vehicle history could not be synced with the garage", err);
      }
    }
    if (cartMerged && garageComplete) storage.setSyncedThisSession(true);
    account.update(user);
  })().finally(() => {
    linking = null;
  });
  return linking;
}

/**
 * A linked device opened in a new tab: the account may have changed elsewhere, so read it again.
 * A sign-in sync cut short (the shopper left the page while history cars were being added) is
 * finished here: cars this device never offered to the account are offered now, once.
 */
async function refreshFromAccount(account: { update: (user?: User) => void }) {
  await deviceStoresReady();
  cartSync.setMode("account");
  await cartSync.refresh();
  try {
    let user = await fetchProfile();
    favoritesSync.setMode("account");
    favoritesSync.adoptAccount(user.wishlist.map((p) => p.id));
    const unoffered = planGarageSync({
      garage: user.garage,
      history: useHistoryStore.getState().cars,
      synced: storage.garageSynced(user.profile.id),
    }).add;
    let complete = true;
    if (unoffered.length > 0) {
      ({ account: user, complete } = await mergeHistoryIntoGarage(user));
      account.update(user);
    }
    storage.setSyncedThisSession(complete);
  } catch (err) {
    favoritesSync.setMode("account");
    console.warn("Could not read the account's wishlist", err);
  }
}

/**
 * Forgets what this device holds for the account — cart, favourites and the account's main car —
 * without sending anything (account deleted, session ended). The vehicle history stays: it is the
 * device's, not the account's (spec §3).
 */
export function forgetAccountOnDevice() {
  cartSync.setMode("off");
  favoritesSync.setMode("off");
  cartSync.clearQuietly();
  favoritesSync.clearQuietly();
  storage.setLinked(false);
  storage.setSyncedThisSession(false);
}

/**
 * spec §4 sign-out, before the session ends: the cart's waiting changes and the favourites go to
 * the account first, then the device forgets the account's cart, favourites and garage car.
 */
export async function syncAndForgetAccountOnDevice() {
  await linking;
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
 * Keeps the device's cart and favourites in step with the shopper (spec §4): a visitor's cart is
 * priced after 500 ms of quiet; once signed in, the device is merged into the account, then each
 * change is sent at once. Mounted once by the page frame; renders nothing.
 */
export function AccountSync({ signedIn }: { signedIn: boolean }) {
  const { update } = useAccount();
  const [mergeFailed, setMergeFailed] = useState(false);
  // The account's callbacks as they are when the link runs (they change with every answer).
  const link = useEffectEvent(() => linkDevice({ update }));
  const refresh = useEffectEvent(() => refreshFromAccount({ update }));

  useEffect(() => {
    cartSync.setVehicle(mainVehicle);
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
    if (!signedIn) {
      void deviceStoresReady().then(() => {
        if (!current) return;
        // A session that ended without signing out (expired, account deleted) leaves the device
        // holding the account's cart: it is the account's, so it goes (the account keeps it).
        if (storage.linked()) forgetAccountOnDevice();
        storage.setSyncedThisSession(false);
        cartSync.setMode("visitor");
        favoritesSync.setMode("visitor");
      });
      return () => {
        current = false;
      };
    }
    if (!storage.linked()) {
      void link().then(() => {
        if (current) setMergeFailed(!storage.linked());
      });
    } else if (!storage.syncedThisSession()) {
      void refresh();
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
      void link().then(() => setMergeFailed(!storage.linked()));
    });
  }, [mergeFailed, signedIn]);

  return null;
}
