import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";
import { seedSettings } from "../../db/seed/index.ts";

describe("shop settings", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({
      seed: (db) => db.transaction((tx) => seedSettings(tx)),
      env: {
        SHOP_EMAIL: "help@shop.test",
        SHOP_PHONE: "+1 555 0100",
        SHOP_ADDRESS: "1 Test Road",
        FREE_SHIPPING_FROM: "75",
      },
    });
  });
  afterAll(() => t.close());

  test("social links answer with exactly facebook_link and instagram_link", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/social_links" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      facebook_link: "https://www.facebook.com/pitstopparts",
      instagram_link: "https://www.instagram.com/pitstopparts",
    });
  });

  test("the contact details come from configuration", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/shop/contact" });
    expect(res.json()).toEqual({ email: "help@shop.test", phone: "+1 555 0100", address: "1 Test Road" });
  });

  test("the free-shipping threshold the pages state is the one the cart prices with", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/shop/shipping" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ freeShippingFrom: 75 });
  });

  test("categories list is empty, not an error, before the catalogue is loaded", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/categories" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
