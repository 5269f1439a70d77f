import { describe, expect, test } from "vitest";
import { priceCart } from "./pricing.ts";

const rules = { discountPercent: 0, taxRateBasisPoints: 700, freeShippingFromCents: 9900 };
const line = (priceCents: number, quantity: number, handlingCents = 0, shippingCents = 0) => ({
  priceCents,
  quantity,
  handlingCents,
  shippingCents,
});

describe("cart pricing (docs/pricing.md)", () => {
  test("an empty cart costs nothing and ships free", () => {
    expect(priceCart([], rules)).toEqual({
      subtotalCents: 0,
      handlingCents: 0,
      shippingCents: 0,
      discountCents: 0,
      taxCents: 0,
      totalCents: 0,
      totalWithDiscountCents: 0,
      itemCount: 0,
    });
  });

  test("subtotal, handling and shipping are per unit; tax is on the goods only", () => {
    const priced = priceCart([line(1999, 2, 500, 799), line(1000, 1, 0, 299)], rules);
    expect(priced.subtotalCents).toBe(4998);
    expect(priced.handlingCents).toBe(1000);
    expect(priced.shippingCents).toBe(2 * 799 + 299);
    expect(priced.taxCents).toBe(350); // 7 % of 49.98 = 3.4986 → 3.50
    expect(priced.totalCents).toBe(4998 + 1000 + 1897 + 350);
    expect(priced.totalWithDiscountCents).toBe(priced.totalCents);
    expect(priced.itemCount).toBe(3);
  });

  test("shipping is free from the threshold, measured after the discount", () => {
    expect(priceCart([line(9900, 1, 0, 1500)], rules).shippingCents).toBe(0);
    expect(priceCart([line(9899, 1, 0, 1500)], rules).shippingCents).toBe(1500);
    // 100.00 with a 2 % discount is 98.00: below 99, so shipping is charged.
    expect(priceCart([line(10000, 1, 0, 1500)], { ...rules, discountPercent: 2 }).shippingCents).toBe(1500);
  });

  test("the personal discount comes off the goods and lowers the tax; totals add up", () => {
    const priced = priceCart([line(12345, 1, 250, 0)], { ...rules, discountPercent: 4 });
    expect(priced.discountCents).toBe(494); // 4 % of 123.45 = 4.938 → 4.94
    expect(priced.taxCents).toBe(830); // 7 % of 118.51 = 8.2957 → 8.30
    expect(priced.totalCents).toBe(12345 + 250 + 0 + 830);
    expect(priced.totalWithDiscountCents).toBe(priced.totalCents - 494);
  });

  test("rounding is half up on whole cents", () => {
    // 7 % of 0.50 = 0.035 → 0.04; 7.25 % of 2.00 = 0.145 → 0.15
    expect(priceCart([line(50, 1)], rules).taxCents).toBe(4);
    expect(priceCart([line(200, 1)], { ...rules, taxRateBasisPoints: 725 }).taxCents).toBe(15);
  });
});
