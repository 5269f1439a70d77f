import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { readMainVehicle, writeMainVehicle } from "~/features/catalogue/main-vehicle-cookie";
import { HISTORY_STORAGE_KEY, useHistoryStore } from "~/features/vehicles/history-store";
import { useRehydrateDeviceStores } from "./use-hydrated-stores";

beforeEach(() => {
  localStorage.clear();
  writeMainVehicle(null);
  useHistoryStore.setState({ cars: [] });
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
});
afterEach(() => vi.unstubAllGlobals());

test("a car remembered before the device stores load still becomes the main-vehicle cookie", () => {
  // A vehicle page's effect runs before the app's: on a fresh device it remembers the car first.
  useHistoryStore.getState().add({ id: 7, year: "2018", make: "Toyota", model: "Camry", slug: "toyota-camry-2018" });
  expect(readMainVehicle(document.cookie)).toBeNull();
  const { unmount } = renderHook(() => useRehydrateDeviceStores());
  expect(readMainVehicle(document.cookie)).toBe("toyota-camry-2018");
  unmount();
});

test("loading the history does not replace the car the cookie holds (the signed-in shopper's main garage car)", () => {
  // Chosen in the garage: root's followMainGarageCar wrote it; the device history's main car differs.
  writeMainVehicle("toyota-86-2020");
  const camry = { id: 7, year: "2018", make: "Toyota", model: "Camry", slug: "toyota-camry-2018", main: true };
  localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify({ state: { cars: [camry] }, version: 0 }));
  const { unmount } = renderHook(() => useRehydrateDeviceStores());
  expect(useHistoryStore.getState().cars).toEqual([camry]);
  expect(readMainVehicle(document.cookie)).toBe("toyota-86-2020");
  // A car the shopper picks afterwards is a choice: the cookie follows it.
  useHistoryStore.getState().add({ id: 8, year: "2018", make: "Honda", model: "Civic", slug: "honda-civic-2018" });
  expect(readMainVehicle(document.cookie)).toBe("honda-civic-2018");
  unmount();
});
