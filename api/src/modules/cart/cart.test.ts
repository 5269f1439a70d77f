import { LINE_PURCHASE_LIMIT, MAX_CART_LINES } from "@pitstop/contract/cart";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedSmallCatalogue } from "../../../test/small-catalogue.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { rowsOf } from "../../db/rows.ts";
import { users } from "../../db/schema/index.ts";
import { createSession } from "../auth/session-service.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let pads: number;
let rotor: number;
let wipers: number;
let soldOut: number;
let fewLeft: number;
beforeAll(async () => {
  let ids: number[] = [];
  t = await createTestApp({
    env: { TAX_RATE_PERCENT: "7", FREE_SHIPPING_FROM: "99" },
    seed: async (db) => {
      ids = await seedSmallCatalogue(db, [
        {
          title: "Ceramic brake pads",
          priceCents: 4999,
          stock: 40,
          handlingCents: 0,
          shippingCents: 799,
          fits: ["toyota-camry-2018"],
        },
        {
          title: "Vented brake rotor",
          priceCents: 8950,
          stock: 12,
          handlingCents: 500,
          shippingCents: 1499,
          fits: ["honda-civic-2015"],
        },
        { title: "Wiper blades", priceCents: 1599, stock: 100, shippingCents: 399, universal: true },
        { title: "Sold-out caliper", priceCents: 12000, stock: 0 },
        { title: "Last brake kit", priceCents: 2000, stock: 3 },
      ]);
    },
  });
  [pads, rotor, wipers, soldOut, fewLeft] = ids as [number, number, number, number, number];
});
afterAll(() => t.close());

let n = 0;
async function signUp() {
  n += 1;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email: `cart${n}@example.com`, password: "tarmac-Sprocket-42" },
    remoteAddress: `10.7.0.${n}`,
  });
  const token = res.json().token as string;
  const me = await t.app.inject({ method: "GET", url: "/api/profile", headers: { authorization: `Bearer ${token}` } });
  return { auth: { authorization: `Bearer ${token}` }, id: me.json().profile.id as number };
}

type Line = {
  id: number;
  price: number;
  qty: number;
  fits: boolean | null;
  cart: { quantity: number; subTotalPrice: number; subTotalHandling: number };
};
type CartBody = {
  cart: Line[];
  cartSummary: Record<string, number | null>;
  message?: string;
};

const post = async (products: unknown, headers: Record<string, string> = {}, url = "/api/cart") => {
  const res = await t.app.inject({ method: "POST", url, payload: { products }, headers });
  return { status: res.statusCode, body: res.json() as CartBody };
};
const get = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: "GET", url: "/api/cart", headers });
  return { status: res.statusCode, body: res.json() as CartBody };
};
const quantities = (body: CartBody) => Object.fromEntries(body.cart.map((l) => [l.id, l.cart.quantity]));

describe("POST /api/cart for a visitor", () => {
  test("prices the lines sent with the written rules and stores nothing", async () => {
    const { status, body } = await post([
      { id: pads, quantity: 2 },
      { id: rotor, quantity: 1 },
    ]);
    expect(status).toBe(200);
    expect(body.cart.map((l) => l.id)).toEqual([pads, rotor]);
    expect(body.cart[0]).toMatchObject({
      id: pads,
      price: 49.99,
      // The stock is 40; one order may hold at most LINE_PURCHASE_LIMIT of a part.
      qty: LINE_PURCHASE_LIMIT,
      cart: { quantity: 2, subTotalPrice: 99.98, subTotalHandling: 0 },
    });
    expect(body.cart[1]?.cart).toEqual({ quantity: 1, subTotalPrice: 89.5, subTotalHandling: 5 });
    // 189.48 of goods: over 99, so shipping is free; 7 % tax on the goods = 13.26.
    expect(body.cartSummary).toMatchObject({
      subtotal: 189.48,
      subtotalHandling: 5,
      subtotalShipping: 0,
      tax: 13.26,
      totalPrice: 207.74,
      personalDiscount: null,
      totalPriceWithDiscount: 207.74,
      itemCount: 3,
    });
    const stored = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from cart_lines`);
    expect(stored[0]?.n).toBe(0);
  });

  test("shipping is charged per unit below the free-shipping threshold", async () => {
    const { body } = await post([{ id: wipers, quantity: 2 }]);
    expect(body.cartSummary).toMatchObject({ subtotal: 31.98, subtotalShipping: 7.98, tax: 2.24, totalPrice: 42.2 });
  });

  test("quantities above the stock are clamped to it; a sold-out line stays at 0, unpriced, to be removed", async () => {
    const { status, body } = await post([
      { id: fewLeft, quantity: 50 },
      { id: soldOut, quantity: 1 },
    ]);
    expect(status).toBe(200);
    expect(quantities(body)).toEqual({ [fewLeft]: 3, [soldOut]: 0 });
    expect(body.cart.find((l) => l.id === soldOut)).toMatchObject({
      qty: 0,
      cart: { quantity: 0, subTotalPrice: 0, subTotalHandling: 0 },
    });
    expect(body.cartSummary.subtotal).toBe(60);
  });

  test("a line is clamped to what one order may hold of a part", async () => {
    const { body } = await post([{ id: pads, quantity: 40 }]);
    expect(quantities(body)).toEqual({ [pads]: LINE_PURCHASE_LIMIT });
    expect(body.cart[0]?.qty).toBe(LINE_PURCHASE_LIMIT);
  });

  test("each line says whether it fits the vehicle asked about", async () => {
    const { body } = await post(
      [
        { id: pads, quantity: 1 },
        { id: rotor, quantity: 1 },
        { id: wipers, quantity: 1 },
      ],
      {},
      "/api/cart?vehicle=toyota-camry-2018",
    );
    expect(Object.fromEntries(body.cart.map((l) => [l.id, l.fits]))).toEqual({
      [pads]: true,
      [rotor]: false,
      [wipers]: true,
    });
  });

  test.each([
    ["a negative quantity", [{ id: 1, quantity: -1 }], "Quantity cannot be negative"],
    ["a fractional quantity", [{ id: 1, quantity: 1.5 }], "Quantity must be a whole number"],
    ["a huge quantity", [{ id: 1, quantity: 1e12 }], "Quantity can be at most 9999"],
    ["a quantity in words", [{ id: 1, quantity: "two" }], "Quantity must be a number"],
    [
      "a product twice",
      [
        { id: 1, quantity: 1 },
        { id: 1, quantity: 2 },
      ],
      "Each product may appear only once",
    ],
    ["a price sent along", [{ id: 1, quantity: 1, price: 0.01 }], "price"],
  ])("%s is refused with a message", async (_name, products, message) => {
    const { status, body } = await post(products);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });

  test("an unknown product is a 404 naming it", async () => {
    const { status, body } = await post([{ id: 999_999, quantity: 1 }]);
    expect(status).toBe(404);
    expect(body.message).toBe("Product 999999 is not in the catalog");
  });

  test("a stale session token is told to sign in again instead of being priced as a visitor", async () => {
    const { status, body } = await post([{ id: pads, quantity: 1 }], { authorization: `Bearer ${"x".repeat(43)}` });
    expect(status).toBe(401);
    expect(body.message).toContain("sign in again");
  });
});

describe("the signed-in user's cart", () => {
  test("POST sets quantities on the stored cart, GET reads it back, 0 removes a line", async () => {
    const { auth } = await signUp();
    expect((await get(auth)).body.cart).toEqual([]);
    await post(
      [
        { id: pads, quantity: 2 },
        { id: wipers, quantity: 1 },
      ],
      auth,
    );
    const after = await post([{ id: wipers, quantity: 3 }], auth);
    expect(quantities(after.body)).toEqual({ [pads]: 2, [wipers]: 3 });
    expect(quantities((await get(auth)).body)).toEqual({ [pads]: 2, [wipers]: 3 });
    const removed = await post([{ id: pads, quantity: 0 }], auth);
    expect(quantities(removed.body)).toEqual({ [wipers]: 3 });
  });

  test("the stored quantity is clamped to the stock", async () => {
    const { auth } = await signUp();
    const { body } = await post([{ id: fewLeft, quantity: 9 }], auth);
    expect(quantities(body)).toEqual({ [fewLeft]: 3 });
  });

  test("a refused request changes nothing in the cart", async () => {
    const { auth } = await signUp();
    await post([{ id: pads, quantity: 1 }], auth);
    const refused = await post(
      [
        { id: wipers, quantity: 5 },
        { id: 999_999, quantity: 1 },
      ],
      auth,
    );
    expect(refused.status).toBe(404);
    const bad = await post(
      [
        { id: wipers, quantity: 5 },
        { id: pads, quantity: -3 },
      ],
      auth,
    );
    expect(bad.status).toBe(400);
    expect(quantities((await get(auth)).body)).toEqual({ [pads]: 1 });
  });

  test("DELETE removes the named lines", async () => {
    const { auth } = await signUp();
    await post(
      [
        { id: pads, quantity: 1 },
        { id: rotor, quantity: 1 },
        { id: wipers, quantity: 1 },
      ],
      auth,
    );
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/cart",
      headers: auth,
      payload: { products: [pads, wipers] },
    });
    expect(res.statusCode).toBe(200);
    expect(quantities(res.json())).toEqual({ [rotor]: 1 });
  });

  test("the personal discount follows the loyalty level and comes off the total", async () => {
    const { auth, id } = await signUp();
    await t.db.update(users).set({ mile: 1000 }).where(eq(users.id, id)); // Silver: 4 %
    const { body } = await post([{ id: rotor, quantity: 2 }], auth);
    // 179.00 of goods − 4 % (7.16) = 171.84; tax 7 % of that = 12.03; handling 10; free shipping.
    expect(body.cartSummary).toMatchObject({
      subtotal: 179,
      personalDiscount: 7.16,
      personalDiscountPercent: 4,
      tax: 12.03,
      subtotalShipping: 0,
      totalPrice: 201.03,
      totalPriceWithDiscount: 193.87,
    });
  });

  test("one user cannot see or change another's cart", async () => {
    const alice = await signUp();
    const bob = await signUp();
    await post([{ id: pads, quantity: 4 }], alice.auth);
    expect((await get(bob.auth)).body.cart).toEqual([]);
    await t.app.inject({ method: "DELETE", url: "/api/cart", headers: bob.auth, payload: { products: [pads] } });
    expect(quantities((await get(alice.auth)).body)).toEqual({ [pads]: 4 });
  });

  test("GET and DELETE need a signed-in user", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/cart" })).statusCode).toBe(401);
    const del = await t.app.inject({ method: "DELETE", url: "/api/cart", payload: { products: [pads] } });
    expect(del.statusCode).toBe(401);
  });

  test("20 concurrent updates leave one consistent cart: no duplicate lines, no errors", async () => {
    const { auth, id } = await signUp();
    const updates = Array.from({ length: 20 }, (_, i) =>
      post(
        [
          { id: pads, quantity: (i % 5) + 1 },
          { id: wipers, quantity: (i % 7) + 1 },
        ],
        auth,
      ),
    );
    const results = await Promise.all(updates);
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const rows = await rowsOf(
      t.db,
      sql`select l.product_id, count(*)::int as n from carts c join cart_lines l on l.cart_id = c.id
          where c.user_id = ${id} group by l.product_id order by l.product_id`,
    );
    expect(rows).toEqual([
      { product_id: pads, n: 1 },
      { product_id: wipers, n: 1 },
    ]);
    const carts = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from carts where user_id = ${id}`);
    expect(carts[0]?.n).toBe(1);
    // Whatever order they landed in, the stored cart is one of the states that was sent.
    const final = quantities((await get(auth)).body);
    expect(results.some((r) => JSON.stringify(quantities(r.body)) === JSON.stringify(final))).toBe(true);
  });
});

test(`a stored cart holds at most ${MAX_CART_LINES} different parts, however many requests fill it`, async () => {
  let ids: number[] = [];
  const shop = await createTestApp({
    seed: async (db) => {
      ids = await seedSmallCatalogue(
        db,
        Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({ title: `Fuse ${i + 1}`, priceCents: 199, stock: 10 })),
      );
    },
  });
  try {
    const [user] = await shop.db.insert(users).values({ email: "many-lines@example.com" }).returning({ id: users.id });
    const auth = { authorization: `Bearer ${await createSession(shop.db, user?.id ?? 0)}` };
    const set = (lines: number[]) =>
      shop.app.inject({
        method: "POST",
        url: "/api/cart",
        headers: auth,
        payload: { products: lines.map((id) => ({ id, quantity: 1 })) },
      });
    expect((await set(ids.slice(0, MAX_CART_LINES))).statusCode).toBe(200);
    const over = await set(ids.slice(MAX_CART_LINES));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(`A cart can hold at most ${MAX_CART_LINES} different parts`);
    const cart = await shop.app.inject({ method: "GET", url: "/api/cart", headers: auth });
    expect(cart.json().cart).toHaveLength(MAX_CART_LINES);
    // Changing a part already in the full cart, or swapping one out, still works.
    expect((await set([ids[0] ?? 0])).statusCode).toBe(200);
    const swap = await shop.app.inject({
      method: "POST",
      url: "/api/cart",
      headers: auth,
      payload: {
        products: [
          { id: ids[0], quantity: 0 },
          { id: ids[MAX_CART_LINES], quantity: 2 },
        ],
      },
    });
    expect(swap.statusCode).toBe(200);
    expect(swap.json().cart).toHaveLength(MAX_CART_LINES);
  } finally {
    await shop.close();
  }
});

describe("POST /api/cart/wishlist", () => {
  test("answers the favourites' current id, title, price, shipping and stock, leaving out unknown ids", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/cart/wishlist",
      payload: { products: [{ id: rotor }, { id: 999_999 }, { id: soldOut }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ id: rotor, title: "Vented brake rotor", price: 89.5, shipping: 14.99, qty: 12 }),
      expect.objectContaining({ id: soldOut, qty: 0 }),
    ]);
  });

  test("a malformed list is refused", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/cart/wishlist", payload: { products: [rotor] } });
    expect(res.statusCode).toBe(400);
  });
});
