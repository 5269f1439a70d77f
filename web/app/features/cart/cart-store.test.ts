import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "@pitstop/contract/cart";
import { beforeEach, describe, expect, test } from "vitest";
import { CART_STORAGE_KEY, CART_STORE_VERSION, clampQuantity, useCartStore } from "./cart-store";

async function rehydrateWith(stored: unknown) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
  await useCartStore.persist.rehydrate();
}

describe("device cart store", () => {
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

  test("a quantity never passes the API's ceiling per line, whatever the stock", () => {
    expect(clampQuantity(50_000, 1_000_000)).toBe(MAX_LINE_QUANTITY);
  });

  test("adding to a product already in the cart adds one, up to the stock", () => {
    const { add } = useCartStore.getState();
    add(5, 2);
    add(5, 2);
    add(5, 2);
    expect(useCartStore.getState().lines).toEqual({ 5: 2 });
  });

  test("a new part is refused once the cart holds as many different parts as the API takes", () => {
    const full = Object.fromEntries(Array.from({ length: MAX_CART_LINES }, (_, i) => [String(i + 1), 1]));
    useCartStore.setState({ lines: full });
    expect(useCartStore.getState().add(MAX_CART_LINES + 1, 5)).toBe(false);
    expect(Object.keys(useCartStore.getState().lines)).toHaveLength(MAX_CART_LINES);
    expect(useCartStore.getState().add(1, 5)).toBe(true);
    expect(useCartStore.getState().lines[1]).toBe(2);
  });

  test("a stored cart of version 3 keeps only whole, positive quantities of real ids", async () => {
    await rehydrateWith({ state: { lines: { 7: 2, 8: -1, 9: 1.5, abc: 3, 10: "4", 11: 0 } }, version: 3 });
    expect(useCartStore.getState().lines).toEqual({ 7: 2, 9: 1 });
  });
});
