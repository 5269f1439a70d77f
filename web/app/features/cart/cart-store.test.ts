import { beforeEach, describe, expect, test } from "vitest";
import { CART_STORAGE_KEY, CART_STORE_VERSION, clampQuantity, useCartStore } from "./cart-store";

async function rehydrateWith(stored: unknown) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
  await useCartStore.persist.rehydrate();
}

describe("device cart store (spec §4)", () => {
  beforeEach(() => useCartStore.setState({ lines: {} }));

  test("the store version is 3", () => {
    expect(CART_STORE_VERSION).toBe(3);
  });

  test("a stored cart without a version is wiped", async () => {
    await rehydrateWith({ state: { lines: { 7: 2 } } });
    expect(useCartStore.getState().lines).toEqual({});
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  test("a stored cart with a lower version is wiped", async () => {
    await rehydrateWith({ state: { lines: { 7: 2 } }, version: 2 });
    expect(useCartStore.getState().lines).toEqual({});
  });

  test("a stored cart of version 3 is kept", async () => {
    await rehydrateWith({ state: { lines: { 7: 2 } }, version: 3 });
    expect(useCartStore.getState().lines).toEqual({ 7: 2 });
  });

  test("adding a product not in the cart sets its quantity to 1", () => {
    useCartStore.getState().add(5, 10);
    expect(useCartStore.getState().lines).toEqual({ 5: 1 });
  });

  test("quantities clamp between 0 and stock, and 0 removes the line", () => {
    expect(clampQuantity(12, 4)).toBe(4);
    expect(clampQuantity(-3, 4)).toBe(0);
    expect(clampQuantity(2.7, 4)).toBe(2);
    expect(clampQuantity(Number.NaN, 4)).toBe(0);
    useCartStore.getState().setQuantity(5, 9, 3);
    expect(useCartStore.getState().lines).toEqual({ 5: 3 });
    useCartStore.getState().setQuantity(5, 0, 3);
    expect(useCartStore.getState().lines).toEqual({});
  });
});
