import { idSchema, MAX_ID } from "@pitstop/contract/ids";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signUp } from "../test/profile-fixtures.ts";
import { seedSmallCatalogue } from "../test/small-catalogue.ts";
import { createTestApp } from "../test/test-app.ts";

// Every id, quantity, page and limit is bounded in the contract to what an `integer` column holds,
// so a number past it is the sender's mistake (400), never a failed query (500).

let t: Awaited<ReturnType<typeof createTestApp>>;
let pads: number;
let who: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({
    seed: async (db) => {
      [pads] = (await seedSmallCatalogue(db, [{ title: "Ceramic brake pads", priceCents: 4999, stock: 40 }])) as [
        number,
      ];
    },
  });
  who = await signUp(t.app);
});
afterAll(() => t.close());

const TOO_LARGE = MAX_ID + 1;
const productIdMessage = `A product id must be a positive whole number (at most ${MAX_ID})`;

describe("product ids past the database's integer range", () => {
  test("a visitor's cart with a product id of 2^31 is a 400 naming the bound", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/cart",
      payload: { products: [{ id: TOO_LARGE, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Invalid field 'products.0.id': ${productIdMessage}`);
  });

  test("a signed-in cart with a product id of 2^31 is a 400 and the stored cart is unchanged", async () => {
    const set = await t.app.inject({
      method: "POST",
      url: "/api/cart",
      headers: who.auth,
      payload: { products: [{ id: pads, quantity: 2 }] },
    });
    expect(set.statusCode).toBe(200);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/cart",
      headers: who.auth,
      payload: { products: [{ id: 2 ** 53, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    const cart = await t.app.inject({ method: "GET", url: "/api/cart", headers: who.auth });
    expect(cart.json().cart.map((l: { id: number; cart: { quantity: number } }) => [l.id, l.cart.quantity])).toEqual([
      [pads, 2],
    ]);
  });

  test("removing a product id of 2^31 from the cart is a 400", async () => {
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/cart",
      headers: who.auth,
      payload: { products: [TOO_LARGE] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Invalid field 'products.0': ${productIdMessage}`);
  });

  test("looking up a visitor's favourites with a product id of 2^31 is a 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/cart/wishlist",
      payload: { products: [{ id: pads }, { id: TOO_LARGE }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Invalid field 'products.1.id': ${productIdMessage}`);
  });

  test("the largest id the database holds is still a valid id (just not a product)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/cart/wishlist",
      payload: { products: [{ id: MAX_ID }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe("ids sent as text", () => {
  test.each([
    ["2147483648", 400],
    ["9999999999", 400],
    ["0", 400],
    ["2147483647", 404],
    ["0000000007", 404],
  ])("order id %s in the path answers %i", async (id, status) => {
    const res = await t.app.inject({ method: "GET", url: `/api/orders/${id}`, headers: who.auth });
    expect(res.statusCode).toBe(status);
    if (status === 400)
      expect(res.json().message).toBe(
        `Invalid path parameter 'id': Order id must be a positive whole number (at most ${MAX_ID})`,
      );
  });
});

describe("an id's two spellings", () => {
  test("a number and its digits (leading zeros or not) are accepted alike: exactly 1 to MAX_ID", () => {
    const orderId = idSchema("Order id");
    const near = (edge: number) => fc.integer({ min: -1000, max: 1000 }).map((d) => edge + d);
    fc.assert(
      fc.property(
        fc.oneof(fc.maxSafeNat(), near(0), near(MAX_ID), near(10 ** 9), near(2 * 10 ** 9)),
        fc.nat({ max: 3 }),
        (n, zeros) => {
          const inRange = Number.isInteger(n) && n >= 1 && n <= MAX_ID;
          expect(orderId.safeParse(n).success).toBe(inRange);
          const digits = `${"0".repeat(zeros)}${n}`;
          expect(orderId.safeParse(digits).success).toBe(n >= 0 && inRange);
          if (inRange) expect(orderId.parse(digits)).toBe(n);
        },
      ),
      { seed: 15, numRuns: 2000 },
    );
  });
});

describe("page numbers and counts", () => {
  test("a news page past the last possible one is a 400, not a query with a huge offset", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/news?page=9007199254740991" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Invalid query parameter 'page': page must be a whole number from 1 to 10000");
  });

  test("a garage year sent as a huge JSON number is a 400 like a malformed one", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/profile/garage",
      headers: who.auth,
      payload: { id: 1, year: 99_999_999_999 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Invalid field 'year': Year must be four digits, like 2018");
  });
});
