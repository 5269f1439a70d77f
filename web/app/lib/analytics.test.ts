import { afterEach, describe, expect, test } from "vitest";
import {
  couponOf,
  gtmBootScript,
  parseGtmId,
  trackAddToCart,
  trackAddToWishlist,
  trackBeginCheckout,
  trackDeleteAccount,
  trackLogin,
  trackPurchase,
  trackRemoveFromCart,
  trackSignUp,
  trackViewItem,
} from "./analytics";

const pads = { id: 42, title: "Ceramic brake pads", price: 39.99, brand: "Brembo", category: "Brakes" };

/** What the last push said (the entry before it clears the previous ecommerce object). */
function lastEvents() {
  return window.dataLayer ?? [];
}

afterEach(() => {
  delete window.dataLayer;
});

describe("GA4 ecommerce events", () => {
  test("add_to_cart carries USD, the item and the value of the quantity added", () => {
    trackAddToCart(pads, 3);
    expect(lastEvents()).toEqual([
      { ecommerce: null },
      {
        event: "add_to_cart",
        ecommerce: {
          currency: "USD",
          value: 119.97,
          items: [
            {
              item_id: "42",
              item_name: "Ceramic brake pads",
              item_brand: "Brembo",
              item_category: "Brakes",
              price: 39.99,
              quantity: 3,
            },
          ],
        },
      },
    ]);
  });

  test("values are summed in cents, so 3 × $0.10 is $0.30 exactly", () => {
    trackRemoveFromCart({ id: 1, title: "Fuse", price: 0.1 }, 3);
    const event = lastEvents()[1];
    expect(event).toMatchObject({ event: "remove_from_cart", ecommerce: { currency: "USD", value: 0.3 } });
  });

  test("view_item and add_to_wishlist name one unit of the product", () => {
    trackViewItem(pads);
    trackAddToWishlist(pads);
    const [, view, , wish] = lastEvents();
    expect(view).toMatchObject({ event: "view_item", ecommerce: { value: 39.99, items: [{ quantity: 1 }] } });
    expect(wish).toMatchObject({ event: "add_to_wishlist", ecommerce: { value: 39.99, items: [{ item_id: "42" }] } });
  });

  test("begin_checkout lists every line and takes the payable value when given", () => {
    trackBeginCheckout(
      [
        { product: pads, quantity: 2 },
        { product: { id: 7, title: "Oil filter", price: 9.5 }, quantity: 1 },
      ],
      85.12,
    );
    expect(lastEvents()[1]).toMatchObject({
      event: "begin_checkout",
      ecommerce: { currency: "USD", value: 85.12, items: [{ item_id: "42", quantity: 2 }, { item_id: "7" }] },
    });
  });

  test("purchase carries the transaction id, tax and shipping", () => {
    trackPurchase({
      transactionId: "PS-1001",
      value: 52.3,
      tax: 2.8,
      shipping: 9.5,
      lines: [{ product: pads, quantity: 1 }],
    });
    expect(lastEvents()[1]).toEqual({
      event: "purchase",
      ecommerce: {
        currency: "USD",
        value: 52.3,
        tax: 2.8,
        shipping: 9.5,
        transaction_id: "PS-1001",
        items: [
          {
            item_id: "42",
            item_name: "Ceramic brake pads",
            item_brand: "Brembo",
            item_category: "Brakes",
            price: 39.99,
            quantity: 1,
          },
        ],
      },
    });
  });

  test("begin_checkout and purchase carry the promotion codes as GA4's coupon; none without a code", () => {
    trackBeginCheckout([{ product: pads, quantity: 1 }], 33.99, "SPRING15");
    expect(lastEvents().at(-1)).toMatchObject({ event: "begin_checkout", ecommerce: { coupon: "SPRING15" } });
    const coupon = couponOf([{ code: null }, { code: "SPRING15" }, { code: "SHIPFREE" }]);
    expect(coupon).toBe("SPRING15,SHIPFREE");
    trackPurchase({
      transactionId: "PS-1002",
      value: 30,
      tax: 2,
      shipping: 0,
      coupon,
      lines: [{ product: pads, quantity: 1 }],
    });
    expect(lastEvents().at(-1)).toMatchObject({ event: "purchase", ecommerce: { coupon: "SPRING15,SHIPFREE" } });
    expect(couponOf([{ code: null }])).toBeUndefined();
    trackBeginCheckout([{ product: pads, quantity: 1 }], 39.99);
    expect(lastEvents().at(-1)).not.toHaveProperty("ecommerce.coupon");
  });

  test("account events carry no ecommerce object and do not clear one", () => {
    trackSignUp("email");
    trackLogin("google");
    trackDeleteAccount();
    expect(lastEvents()).toEqual([
      { event: "sign_up", method: "email" },
      { event: "login", method: "google" },
      { event: "delete_account" },
    ]);
  });
});

describe("the tag-manager container id", () => {
  test("unset or empty means no tag manager", () => {
    expect(parseGtmId(undefined)).toBeNull();
    expect(parseGtmId("  ")).toBeNull();
  });

  test("a container id is accepted", () => {
    expect(parseGtmId("GTM-AB12CD3")).toBe("GTM-AB12CD3");
  });

  test("anything else is refused with a message naming GTM_ID", () => {
    expect(() => parseGtmId("GTM-1');alert(1)//")).toThrow(/GTM_ID/);
    expect(() => parseGtmId("UA-12345-1")).toThrow(/GTM_ID/);
  });

  test("the snippet loads GTM for that container and passes the page's nonce on", () => {
    const script = gtmBootScript("GTM-AB12CD3");
    expect(script).toContain("https://www.googletagmanager.com/gtm.js?id=");
    expect(script).toContain("'dataLayer','GTM-AB12CD3'");
    expect(script).toContain("setAttribute('nonce'");
  });
});
