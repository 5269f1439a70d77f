import type { CartResponse } from "@pitstop/contract/cart";
import { MAX_CART_LINES } from "@pitstop/contract/cart-limits";
import type { User } from "@pitstop/contract/profile";
import { getCart, postCart } from "~/features/cart/cart-api";
import { mergeCarts } from "~/features/cart/cart-merge";
import { useCartStore } from "~/features/cart/cart-store";
import { cartSync, useCartQuote } from "~/features/cart/cart-sync";
import { favoritesSync } from "~/features/favorites/favorites-sync";
import { planGarageSync } from "~/features/vehicles/garage-sync-plan";
import {
  addGarageCar,
  failureMessage,
  fetchProfile,
  isUnauthorized,
  toggleMainGarageCar,
} from "~/lib/account/account-api";
import { useHistoryStore } from "~/lib/active-vehicle/history-store";
import { ApiError } from "~/lib/api-fetch";
import { toast } from "~/lib/toasts";
import { deviceLink, deviceStoresReady, safely } from "./device-account";

/*
 * Linking a device to the account that signed in on it. A visitor never runs this, so
 * it is not in a first visit's JavaScript: the page frame (account-sync.tsx) loads it
 * at once when a shopper is signed in.
 */

/** Per account: the history cars this device has already offered to its garage. */
const GARAGE_SYNCED_KEY = "pitstop-garage-synced";

const storage = {
  ...deviceLink,
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

/**
 * At sign-in the stored cart and the device cart are merged by adding quantities per
 * product (clamped to stock; the server clamps too) and saved; an empty device cart just takes the
 * stored one. Lines changed meanwhile are kept (adopt) and sent once the account mode starts.
 */
async function mergeDeviceCart(): Promise<void> {
  cartSync.setMode("off");
  await cartSync.idle();
  cartSync.forgetPending();
  const device = useCartStore.getState().lines;
  // The active vehicle as the merge starts; a change meanwhile is asked again once sending resumes.
  const vehicle = cartSync.vehicle;
  let answer: CartResponse = await getCart(vehicle);
  const { changes } = mergeCarts(device, answer.cart);
  for (let i = 0; i < changes.length; i += MAX_CART_LINES) {
    answer = await postCart(changes.slice(i, i + MAX_CART_LINES), vehicle);
  }
  cartSync.adopt(answer, vehicle);
  storage.setLinked(true);
  cartSync.setMode("account");
}

/**
 * The garage synced at sign-in is a merge, not a push — each history car is offered to the
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
 * The sign-in sync: cart merged, local favourites and history cars added to the account.
 * Runs once at a time for the whole app (React may start effects twice), and only for a device
 * not yet linked — a second run would add the device cart to the account's a second time.
 */
export function linkDevice(account: { update: (user?: User) => void }) {
  linking ??= (async () => {
    await deviceStoresReady();
    if (storage.linked()) return;
    favoritesSync.setMode("off");
    let cartMerged = false;
    try {
      await mergeDeviceCart();
      cartMerged = true;
    } catch (err) {
      // Cart failures are only logged. The device cart is kept and the merge tried again
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
export async function refreshFromAccount(account: { update: (user?: User) => void }) {
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
