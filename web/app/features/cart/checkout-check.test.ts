import type { CartLine, CartResponse } from "@pitstop/contract/cart";
import { describe, expect, test } from "vitest";
import { checkoutProblem } from "./checkout-check";

const line = (id: number, quantity: number, stock: number): CartLine => ({
  id,
  title: `Part ${id}`,
  slug: `part-${id}`,
  path: `/a/b/part-${id}`,
  part_number: `P${id}`,
  brand: { slug: "acme", name: "Acme" },
  image_url: null,
  price: 5,
  handling: 0,
  shipping: 0,
  qty: stock,
  universal: true,
  fits: null,
  fit: null,
  cart: { quantity, subTotalPrice: 5 * quantity, subTotalHandling: 0 },
});
const priced = (...cart: CartLine[]): CartResponse => ({
  cart,
  cartSummary: {
    subtotal: 0,
    subtotalHandling: 0,
    subtotalShipping: 0,
    freeShippingFrom: 99,
    tax: 0,
    taxRate: 7,
    totalPrice: 0,
    personalDiscount: null,
    personalDiscountPercent: null,
    totalPriceWithDiscount: 0,
    itemCount: 0,
    promotions: [],
    promotionDiscount: 0,
    coupon: null,
    couponProblem: null,
  },
});

describe("the checkout's cart check", () => {
  test("an empty cart is sent back", () => {
    expect(checkoutProblem({}, priced())).toBe("empty");
  });

  test("a cart whose only part sold out is empty once priced", () => {
    expect(checkoutProblem({ 3: 1 }, priced())).toBe("empty");
  });

  test("a line wanted beyond its stock is sent back", () => {
    expect(checkoutProblem({ 1: 4 }, priced(line(1, 2, 2)))).toBe("stock");
  });

  test("a part no longer sold (missing from the answer) is sent back", () => {
    expect(checkoutProblem({ 1: 1, 2: 1 }, priced(line(1, 1, 9)))).toBe("stock");
  });

  test("lines within stock pass", () => {
    expect(checkoutProblem({ 1: 2, 2: 5 }, priced(line(1, 2, 9), line(2, 5, 5)))).toBeNull();
  });
});
