import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { readMainVehicle, writeMainVehicle } from "~/features/catalogue/main-vehicle-cookie";
import { useHistoryStore } from "~/features/vehicles/history-store";
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
