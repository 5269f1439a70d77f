import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** A visitor's favourite products, ids only (prices always come from the API). */
export const FAVORITES_STORAGE_KEY = "pitstop-favorites";
/** POST /api/cart/wishlist looks up at most this many favourites at once. */
export const MAX_FAVORITES = 200;

const cleanIds = (ids: unknown): number[] =>
  Array.isArray(ids) ? [...new Set(ids.filter((id): id is number => Number.isSafeInteger(id) && id > 0))] : [];

export interface FavoritesState {
  ids: number[];
  /** Adds or removes the product; returns false when a new favourite would pass the limit. */
  toggle: (productId: number) => boolean;
  remove: (productId: number) => void;
  /** Replaces the list at once (the account's wishlist after signing in). */
  replace: (ids: readonly number[]) => void;
  clear: () => void;
}

export const useFavoritesStore = create<FavoritesState>()(
  persist(
    (set, get) => ({
      ids: [],
      toggle: (productId) => {
        const { ids } = get();
        if (ids.includes(productId)) {
          set({ ids: ids.filter((id) => id !== productId) });
          return true;
        }
        if (ids.length >= MAX_FAVORITES) return false;
        set({ ids: [...ids, productId] });
        return true;
      },
      remove: (productId) => {
        if (get().ids.includes(productId)) set({ ids: get().ids.filter((id) => id !== productId) });
      },
      replace: (ids) => set({ ids: cleanIds(ids) }),
      clear: () => set({ ids: [] }),
    }),
    {
      name: FAVORITES_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      skipHydration: true,
      partialize: (s) => ({ ids: s.ids }) as FavoritesState,
      // Storage is only trusted as far as it holds a list of product ids.
      merge: (persisted, current) => ({ ...current, ids: cleanIds((persisted as { ids?: unknown } | undefined)?.ids) }),
    },
  ),
);

export const selectFavoriteCount = (s: FavoritesState) => s.ids.length;
