import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** spec §3/§9: a visitor's favourite products, ids only (prices always come from the API). */
export const FAVORITES_STORAGE_KEY = "pitstop-favorites";

interface FavoritesState {
  ids: number[];
  toggle: (productId: number) => void;
  clear: () => void;
}

export const useFavoritesStore = create<FavoritesState>()(
  persist(
    (set) => ({
      ids: [],
      toggle: (productId) =>
        set((s) => ({
          ids: s.ids.includes(productId) ? s.ids.filter((id) => id !== productId) : [...s.ids, productId],
        })),
      clear: () => set({ ids: [] }),
    }),
    {
      name: FAVORITES_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      skipHydration: true,
      partialize: (s) => ({ ids: s.ids }) as FavoritesState,
    },
  ),
);
