import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** spec §3: a recently viewed vehicle, kept on this device only. */
export interface HistoryCar {
  id: number;
  year: string;
  make: string;
  model: string;
  slug: string; // toyota-camry-2018
  main: boolean;
}

export const HISTORY_STORAGE_KEY = "pitstop-vehicle-history";

const sameCar = (a: Pick<HistoryCar, "year" | "make" | "model">, b: Pick<HistoryCar, "year" | "make" | "model">) =>
  a.year === b.year && a.make === b.make && a.model === b.model;

/**
 * spec §4: a car already in the history is not added again; a new history car becomes main.
 * Returns the same list when nothing changed so callers can tell (no toast for a repeat).
 */
export function addToHistory(cars: HistoryCar[], car: Omit<HistoryCar, "main">): HistoryCar[] {
  if (cars.some((c) => sameCar(c, car))) return cars;
  return [{ ...car, main: true }, ...cars.map((c) => ({ ...c, main: false }))];
}

interface HistoryState {
  cars: HistoryCar[];
  add: (car: Omit<HistoryCar, "main">) => boolean;
  remove: (slug: string) => void;
  clear: () => void;
}

export const useHistoryStore = create<HistoryState>()(
  persist(
    (set, get) => ({
      cars: [],
      add: (car) => {
        const next = addToHistory(get().cars, car);
        if (next === get().cars) return false;
        set({ cars: next });
        return true;
      },
      remove: (slug) => set((s) => ({ cars: s.cars.filter((c) => c.slug !== slug) })),
      clear: () => set({ cars: [] }),
    }),
    {
      name: HISTORY_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      skipHydration: true,
      partialize: (s) => ({ cars: s.cars }) as HistoryState,
    },
  ),
);
