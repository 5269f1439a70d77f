import { describe, expect, test } from "vitest";
import { priceCart } from "./pricing.ts";

const rules = { discountPercent: 0, taxRateMillipercent: 7000, freeShippingFromCents: 9900 };
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
      loyaltyDiscountCents: 0,
      shippingWaivedCents: 0,
      taxCents: 0,
      totalCents: 0,
      totalWithDiscountCents: 0,
      itemCount: 0,
    });
  });

  test("a promotion's discount adds to the loyalty discount and the tax is on what is left", () => {
    const priced = priceCart([line(10000, 1, 0, 500)], {
      ...rules,
      discountPercent: 4,
      promotionDiscountCents: 1000,
      freeShippingFromCents: 99_999,
    });
    expect(priced.loyaltyDiscountCents).toBe(400);
    expect(priced.discountCents).toBe(1400);
    expect(priced.taxCents).toBe(602); // 7 % of 86.00
    expect(priced.totalWithDiscountCents).toBe(10000 + 500 + 602 - 1400);
  });

  test("free shipping waives the parts' shipping, never a faster method's surcharge", () => {
    const priced = priceCart([line(1000, 2, 0, 300)], {
      ...rules,
      freeShippingFromCents: 99_999,
      shipping: { surchargeCents: 1499, freeOverThreshold: false },
      waivedShippingCents: 600,
    });
    expect(priced.shippingCents).toBe(1499);
    expect(priced.shippingWaivedCents).toBe(600);
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
    expect(priceCart([line(200, 1)], { ...rules, taxRateMillipercent: 7250 }).taxCents).toBe(15);
  });

  test("a three-decimal state rate is applied exactly (6.875 % of 100.00 = 6.875 → 6.88)", () => {
    expect(priceCart([line(10000, 1)], { ...rules, taxRateMillipercent: 6875 }).taxCents).toBe(688);
    // 4.225 % of 19.99 = 0.8445… → 0.84
    expect(priceCart([line(1999, 1)], { ...rules, taxRateMillipercent: 4225 }).taxCents).toBe(84);
  });

  test("expedited shipping adds its surcharge to the per-unit shipping and is never free", () => {
    const expedited = { surchargeCents: 1499, freeOverThreshold: false };
    // 2 × 7.99 per unit + 14.99, even though 150.00 is over the free-shipping threshold.
    const priced = priceCart([line(7500, 2, 0, 799)], { ...rules, shipping: expedited });
    expect(priced.shippingCents).toBe(2 * 799 + 1499);
    expect(priceCart([line(7500, 2, 0, 799)], rules).shippingCents).toBe(0);
    expect(priceCart([], { ...rules, shipping: expedited }).shippingCents).toBe(0);
  });
});
