import type { VehicleConfig } from "@pitstop/contract/fitment";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { whenStoreLoaded } from "~/lib/store-loaded";

/** A recently viewed vehicle, kept on this device only, with its trim and engine when known. */
export interface HistoryCar {
  id: number;
  year: string;
  make: string;
  model: string;
  slug: string; // toyota-camry-2018
  main: boolean;
  /**
   * Whether the shopper chose it as the car to shop for on this device, rather than only
   * opened its page: only chosen cars go to a garage when signing in (garage-sync-plan).
   */
  chosen: boolean;
  trim: string | null;
  engine: string | null;
}

/** A car as it comes in: the configuration may be unknown. */
export type HistoryCarInput = Omit<HistoryCar, "main" | "chosen" | "trim" | "engine"> & Partial<VehicleConfig>;

export const HISTORY_STORAGE_KEY = "pitstop-vehicle-history";

const sameCar = (a: Pick<HistoryCar, "year" | "make" | "model">, b: Pick<HistoryCar, "year" | "make" | "model">) =>
  a.year === b.year && a.make === b.make && a.model === b.model;

const withConfig = (car: HistoryCarInput, main: boolean, chosen: boolean): HistoryCar => ({
  id: car.id,
  year: car.year,
  make: car.make,
  model: car.model,
  slug: car.slug,
  main,
  chosen,
  trim: car.trim ?? null,
  engine: car.engine ?? null,
});

/**
 * A viewed vehicle page is a recently viewed vehicle, added first; a car already in the
 * history is not added again. Viewing a car's page is not choosing it — the
 * new car is not main, so the car being shopped for stays as it was. Returns the same list when
 * nothing changed so callers can tell.
 */
export function addToHistory(cars: HistoryCar[], car: HistoryCarInput): HistoryCar[] {
  if (cars.some((c) => sameCar(c, car))) return cars;
  return [withConfig(car, false, false), ...cars];
}

/**
 * Choosing a car makes it the main (active) one — a new car is added first, a car already
 * there is not added twice but becomes main, taking a configuration the choice brings.
 */
export function chooseInHistory(cars: HistoryCar[], car: HistoryCarInput): HistoryCar[] {
  const known = cars.find((c) => sameCar(c, car));
  if (!known) return [withConfig(car, true, true), ...cars.map((c) => (c.main ? { ...c, main: false } : c))];
  return cars.map((c) =>
    c === known
      ? {
          ...c,
          main: true,
          chosen: true,
          trim: car.trim !== undefined ? car.trim : c.trim,
          engine: car.engine !== undefined ? car.engine : c.engine,
        }
      : c.main
        ? { ...c, main: false }
        : c,
  );
}

/** The main car narrowed to a trim and/or engine; a field left out stays. */
export function configureMain(cars: HistoryCar[], config: Partial<VehicleConfig>): HistoryCar[] {
  return cars.map((c) =>
    c.main
      ? {
          ...c,
          trim: config.trim !== undefined ? config.trim : c.trim,
          engine: config.engine !== undefined ? config.engine : c.engine,
        }
      : c,
  );
}

interface HistoryState {
  cars: HistoryCar[];
  /** Remembers a viewed car (not main); reports whether it was new. */
  add: (car: HistoryCarInput) => boolean;
  /** Makes the car main (adding it when new); reports whether it was new. */
  choose: (car: HistoryCarInput) => boolean;
  configure: (config: Partial<VehicleConfig>) => void;
  /** Deselecting clears all main flags. */
  deselect: () => void;
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
      choose: (car) => {
        const isNew = !get().cars.some((c) => sameCar(c, car));
        set({ cars: chooseInHistory(get().cars, car) });
        return isNew;
      },
      configure: (config) => set({ cars: configureMain(get().cars, config) }),
      deselect: () => set((s) => ({ cars: s.cars.map((c) => (c.main ? { ...c, main: false } : c)) })),
      remove: (slug) => set((s) => ({ cars: s.cars.filter((c) => c.slug !== slug) })),
      clear: () => set({ cars: [] }),
    }),
    {
      name: HISTORY_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      skipHydration: true,
      partialize: (s) => ({ cars: s.cars }) as HistoryState,
      // Cars stored before configurations existed have no trim or engine yet; cars stored before
      // viewing and choosing were told apart were all taken as chosen (a viewed page made its car
      // main then), and stay so.
      merge: (persisted, current) => {
        const stored = (persisted as { cars?: Array<Partial<HistoryCar>> } | undefined)?.cars ?? [];
        const cars = stored.flatMap((c) =>
          typeof c.id === "number" && c.year && c.make && c.model && c.slug
            ? [{ ...withConfig(c as HistoryCarInput, c.main === true, c.chosen !== false) }]
            : [],
        );
        return { ...current, cars };
      },
    },
  ),
);

/** Resolves once the device history has been read from storage (it is read after the page mounts). */
export const whenHistoryLoaded = () => whenStoreLoaded(useHistoryStore);

/** Whether the device history has been read from storage yet, for useSyncExternalStore. */
export const historyLoaded = {
  subscribe: (onChange: () => void) => useHistoryStore.persist.onFinishHydration(onChange),
  get: () => useHistoryStore.persist.hasHydrated(),
  server: () => false,
};
