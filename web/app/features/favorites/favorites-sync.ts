import type { User } from "@pitstop/contract/profile";
import type { StoreApi } from "zustand";
import { ApiError } from "~/lib/api-fetch";
import { addToAccountWishlist, removeFromAccountWishlist } from "./favorites-api";
import { type FavoritesState, useFavoritesStore } from "./favorites-store";

/**
 * visitor: favourites live on the device only. account: the device mirrors the signed-in user's
 * wishlist, and each heart is sent to it at once. off: nothing is sent (signing in or out).
 */
export type FavoritesSyncMode = "off" | "visitor" | "account";

export interface FavoritesTransport {
  add: (ids: readonly number[]) => Promise<User>;
  remove: (id: number) => Promise<User>;
}

export interface FavoritesSyncOptions {
  store?: StoreApi<FavoritesState>;
  transport?: FavoritesTransport;
  loadingFromStorage?: () => boolean;
}

const wishlistIds = (user: User) => user.wishlist.map((product) => product.id);

/**
 * Keeps a signed-in user's wishlist in step with the hearts on this device. What to send is worked
 * out against the wishlist the account is known to hold, so a failed change is simply sent again
 * with the next one (and at sign-out: favourites are synced first).
 */
export function createFavoritesSync({
  store = useFavoritesStore,
  transport = { add: addToAccountWishlist, remove: removeFromAccountWishlist },
  loadingFromStorage = () => false,
}: FavoritesSyncOptions = {}) {
  let mode: FavoritesSyncMode = "off";
  /** The account's wishlist as its latest answer gave it. */
  let accountIds = new Set<number>();
  let applying = false;
  let running: Promise<void> | null = null;
  let again = false;
  /**
   * Hearts tapped while the device is being linked to the account (mode off: the page has just
   * loaded, or the shopper is signing in): the account's answer would replace them, so they are
   * kept here, laid over that answer and then sent. A tap is never lost to a sync under way.
   */
  const tapped = new Map<number, boolean>();
  const listeners = {
    user: (_user: User) => {},
    error: (_err: unknown) => {},
  };

  function apply(ids: readonly number[]) {
    const kept = ids.filter((id) => tapped.get(id) !== false);
    for (const [id, added] of tapped) if (added && !kept.includes(id)) kept.push(id);
    applying = true;
    try {
      store.getState().replace(kept);
    } finally {
      applying = false;
    }
  }

  function took(user: User) {
    accountIds = new Set(wishlistIds(user));
    listeners.user(user);
  }

  async function sendOnce() {
    if (mode !== "account") return;
    const local = store.getState().ids;
    const toAdd = local.filter((id) => !accountIds.has(id));
    const toRemove = [...accountIds].filter((id) => !local.includes(id));
    try {
      if (toAdd.length > 0) took(await transport.add(toAdd));
      for (const id of toRemove) {
        try {
          took(await transport.remove(id));
        } catch (err) {
          // Already gone from the account (removed elsewhere): the outcome wanted.
          if (err instanceof ApiError && err.status === 404) accountIds.delete(id);
          else throw err;
        }
      }
    } catch (err) {
      listeners.error(err);
    }
  }

  function send(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await sendOnce();
      } while (again && mode === "account");
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    start(): () => void {
      return store.subscribe((state, prev) => {
        if (state.ids === prev.ids || applying || loadingFromStorage()) return;
        if (mode === "account") void send();
        else if (mode === "off") {
          for (const id of state.ids) if (!prev.ids.includes(id)) tapped.set(id, true);
          for (const id of prev.ids) if (!state.ids.includes(id)) tapped.set(id, false);
        }
      });
    },
    get mode() {
      return mode;
    },
    setMode(next: FavoritesSyncMode) {
      mode = next;
      if (next !== "account") accountIds = new Set();
      // A visitor's device is the only list: what was tapped is in it already.
      if (next === "visitor") tapped.clear();
    },
    /** Who hears the account's answers (the header's count) and its failures (an error toast). */
    listen(on: { user: (user: User) => void; error: (err: unknown) => void }) {
      listeners.user = on.user;
      listeners.error = on.error;
    },
    async idle() {
      while (running) await running;
    },
    /**
     * Puts every device favourite on the account (sign-in, sign-out) and returns the account's
     * answer; the device then mirrors the account's wishlist. Throws when the API refuses.
     */
    async pushAll(): Promise<User> {
      await this.idle();
      const user = await transport.add(store.getState().ids);
      accountIds = new Set(wishlistIds(user));
      apply(wishlistIds(user));
      return user;
    },
    /** The device now holds exactly this wishlist of the account (read from the API). */
    adoptAccount(ids: readonly number[]) {
      accountIds = new Set(ids);
      apply(ids);
      // Hearts tapped while the account was being read go to it now.
      if (tapped.size > 0 && mode === "account") {
        tapped.clear();
        void send();
      }
    },
    /**
     * A favourite the account no longer holds (removed on /profile/wishlist): the device forgets it
     * too, without sending anything — else the heart stays filled and sign-out would add it back.
     */
    forget(id: number) {
      accountIds.delete(id);
      apply(store.getState().ids.filter((favorite) => favorite !== id));
    },
    clearQuietly() {
      accountIds = new Set();
      tapped.clear();
      apply([]);
    },
  };
}

export type FavoritesSync = ReturnType<typeof createFavoritesSync>;

/** The shop's one favourites sync, driven by the layout's AccountSync. */
export const favoritesSync = createFavoritesSync({
  loadingFromStorage: () => !useFavoritesStore.persist.hasHydrated(),
});
