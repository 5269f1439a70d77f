import { describe, expect, test } from "vitest";
import { freeShippingRule, freeShippingShortfallNote, partShippingNote } from "./shipping-rule";

const visitor = { freeShippingFrom: 99, discountPercent: 0 };
const gold = { freeShippingFrom: 99, discountPercent: 6 };

describe("one shipping rule, worded the same everywhere (docs/pricing.md)", () => {
  test.each([
    [
      "a part with a per-unit charge below the threshold",
      { price: 67.49, shipping: 2.99 },
      visitor,
      "Standard shipping $2.99 each · free on orders of $99 or more",
    ],
    [
      "a part whose own price reaches the threshold ships free",
      { price: 121.95, shipping: 13.99 },
      visitor,
      "Free standard shipping",
    ],
    ["a part with no shipping charge ships free", { price: 46.79, shipping: 0 }, visitor, "Free standard shipping"],
    [
      "the threshold counts the price after the loyalty discount",
      { price: 102, shipping: 5.49 },
      gold,
      "Standard shipping $5.49 each · free on orders of $99 or more",
    ],
    [
      "a part exactly at the threshold ships free (from, not over)",
      { price: 99, shipping: 4 },
      visitor,
      "Free standard shipping",
    ],
  ])("%s", (_name, part, terms, note) => {
    expect(partShippingNote(part, terms)).toBe(note);
  });

  test("a card says the same, shorter", () => {
    expect(partShippingNote({ price: 67.49, shipping: 2.99 }, visitor, "short")).toBe("Shipping $2.99 · free from $99");
    expect(partShippingNote({ price: 121.95, shipping: 13.99 }, visitor, "short")).toBe("Free standard shipping");
  });

  test("the banner and the cart state the same threshold", () => {
    expect(freeShippingRule(99)).toBe("Free standard shipping on orders of $99 or more");
    expect(freeShippingShortfallNote(31.51, 99)).toBe(
      "Add $31.51 more for free standard shipping (orders of $99 or more, after discounts).",
    );
  });
});
