import { describe, expect, test } from "vitest";
import { mergeCarts, type StoredCartLine } from "./cart-merge";

const stored = (id: number, quantity: number, stock: number): StoredCartLine => ({
  id,
  qty: stock,
  cart: { quantity },
});

describe("merging the device cart into the stored cart at sign-in", () => {
  test("quantities of the same product are added", () => {
    const merge = mergeCarts({ 1: 2, 2: 1 }, [stored(1, 3, 10), stored(3, 1, 10)]);
    expect(merge.lines).toEqual({ 1: 5, 2: 1, 3: 1 });
    expect(merge.changes).toEqual([
      { id: 1, quantity: 5 },
      { id: 2, quantity: 1 },
    ]);
  });

  test("the sum is clamped to the stock the stored cart reports", () => {
    const merge = mergeCarts({ 1: 4 }, [stored(1, 3, 5)]);
    expect(merge.lines).toEqual({ 1: 5 });
    expect(merge.changes).toEqual([{ id: 1, quantity: 5 }]);
  });

  test("a line already at its stock needs no change", () => {
    const merge = mergeCarts({ 1: 2 }, [stored(1, 5, 5)]);
    expect(merge.lines).toEqual({ 1: 5 });
    expect(merge.changes).toEqual([]);
  });

  test("an empty device cart changes nothing: the stored cart is taken as it is", () => {
    const merge = mergeCarts({}, [stored(1, 2, 5), stored(4, 1, 1)]);
    expect(merge.lines).toEqual({ 1: 2, 4: 1 });
    expect(merge.changes).toEqual([]);
  });

  test("an empty stored cart takes the device cart", () => {
    expect(mergeCarts({ 7: 3 }, []).changes).toEqual([{ id: 7, quantity: 3 }]);
  });
});
