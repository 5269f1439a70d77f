import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Buyer, createOrdersTestApp, OHIO, type OrdersTestApp } from "../../../test/order-fixtures.ts";
import {
  auditEntries,
  brands,
  categories,
  products,
  productTypes,
  promotionRedemptions,
  users,
} from "../../db/schema/index.ts";
import { orderDepsOf } from "../orders/order-deps.ts";
import { expireOverdueOrders } from "../orders/order-service.ts";
import { refundFigures } from "../orders/return-policy.ts";
import { allocate } from "./promotion-rules.ts";
import { forgetRunningPromotions } from "./running.ts";

let t: OrdersTestApp;
let pads: number;
let oil: number;
let operator: Buyer;
let codes = 0;

beforeAll(async () => {
  t = await createOrdersTestApp([
    { title: "Ceramic brake pads", priceCents: 4999, stock: 500, shippingCents: 799 },
    { title: "Synthetic motor oil", priceCents: 2999, stock: 500, shippingCents: 500 },
  ]);
  [pads, oil] = t.productIds as [number, number];
  // The oil in a category, type and brand of its own, so scopes can tell the two lines apart.
  const [fluids] = await t.db
    .insert(categories)
    .values({ slug: "fluids", name: "Fluids", description: "Oils", position: 2 })
    .returning();
  if (!fluids) throw new Error("no category");
  const [type] = await t.db
    .insert(productTypes)
    .values({ categoryId: fluids.id, slug: "motor-oil", name: "Motor oil" })
    .returning();
  const [brand] = await t.db
    .insert(brands)
    .values({ slug: "slickco", name: "Slickco", description: "Oil" })
    .returning();
  if (!type || !brand) throw new Error("no type or brand");
  await t.db
    .update(products)
    .set({ categoryId: fluids.id, typeId: type.id, brandId: brand.id })
    .where(eq(products.id, oil));
  operator = await t.buyer("Olive");
  await t.makeOperator(operator);
});
afterAll(() => t.close());

/** A fresh code for each test, so tests do not share uses. */
const nextCode = (stem = "SAVE") => `${stem}${++codes}`;

async function createPromotion(body: Record<string, unknown>) {
  const res = await t.send("POST", "/api/admin/promotions", operator, body);
  if (res.statusCode !== 201) throw new Error(`promotion failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; code: string | null; label: string };
}

const checkoutBody = (coupon?: string, extra: Record<string, unknown> = {}) => ({
  address: OHIO,
  shipping_method: "standard",
  ...(coupon === undefined ? {} : { coupon }),
  ...extra,
});

async function quoteWith(b: Buyer, lines: Record<number, number>, coupon?: string, extra?: Record<string, unknown>) {
  await t.fillCart(b, lines);
  return t.quote(b, checkoutBody(coupon, extra));
}

const day = 24 * 60 * 60 * 1000;

describe("the admin API", () => {
  test("a visitor is a 401 and a shopper a 403 on every promotions route; nothing is created", async () => {
    const shopper = await t.buyer();
    const body = { code: "NOPE1", kind: "percent", value: 10 };
    const calls = [
      ["GET", "/api/admin/promotions", undefined],
      ["POST", "/api/admin/promotions", body],
      ["PATCH", "/api/admin/promotions/1", { value: 20 }],
      ["POST", "/api/admin/promotions/1/deactivate", undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await t.send(method, url, null, payload)).statusCode).toBe(401);
      const res = await t.send(method, url, shopper, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Only shop operators can do this.");
    }
    const list = await t.send("GET", "/api/admin/promotions", operator);
    expect(list.json().some((p: { code: string }) => p.code === "NOPE1")).toBe(false);
  });

  test("creates a code, kept in capitals with its default label; the same code in other case is a 409", async () => {
    const code = nextCode("spring");
    const res = await t.send("POST", "/api/admin/promotions", operator, {
      code,
      kind: "percent",
      value: 15,
      min_subtotal: 50,
      usage_limit: 100,
      per_customer_limit: 1,
      scope: { categories: ["brakes"] },
      combines_with_loyalty: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: code.toUpperCase(),
      label: "15% off",
      kind: "percent",
      value: 15,
      min_subtotal: 50,
      usage_limit: 100,
      per_customer_limit: 1,
      scope: { categories: ["brakes"], product_types: [], brands: [], product_ids: [] },
      combines_with_loyalty: false,
      active: true,
      times_used: 0,
      amount_given: 0,
    });
    // The back office's trail names who made it.
    const trail = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, String(res.json().id)));
    expect(trail.find((e) => e.entity === "promotion")).toMatchObject({ action: "create", actorEmail: operator.email });
    const again = await t.send("POST", "/api/admin/promotions", operator, {
      code: code.toUpperCase(),
      kind: "fixed",
      value: 5,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`The code ${code.toUpperCase()} is already taken`);
  });

  test("every field is validated with a clear message", async () => {
    const bad = async (body: Record<string, unknown>, status: number, message: string) => {
      const res = await t.send("POST", "/api/admin/promotions", operator, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.body).toContain(message);
    };
    await bad(
      { code: "A!", kind: "percent", value: 10 },
      400,
      "A code is 3 to 32 letters, digits, dashes or underscores",
    );
    await bad({ code: "OK-CODE", kind: "percent", value: 150 }, 400, "A percent off is a whole number from 1 to 100");
    await bad({ code: "OK-CODE", kind: "percent" }, 400, "A percent off is a whole number from 1 to 100");
    await bad({ code: "OK-CODE", kind: "fixed", value: 0 }, 400, "The amount off must be more than $0");
    await bad({ code: "OK-CODE", kind: "fixed", value: 1.234 }, 400, "at most two decimals");
    await bad({ code: "OK-CODE", kind: "free_shipping", value: 5 }, 400, "Free shipping takes no value");
    await bad({ code: "OK-CODE", kind: "bogus" }, 400, "kind must be percent, fixed or free_shipping");
    await bad(
      {
        code: "OK-CODE",
        kind: "percent",
        value: 5,
        starts_at: "2026-05-02T00:00:00Z",
        ends_at: "2026-05-01T00:00:00Z",
      },
      400,
      "ends_at must be after starts_at",
    );
    await bad(
      { code: "OK-CODE", kind: "percent", value: 5, usage_limit: 0 },
      400,
      "usage_limit must be a whole number from 1",
    );
    await bad(
      { code: "OK-CODE", kind: "percent", value: 5, label: "<script>alert(1)</script>" },
      400,
      "without < or >",
    );
    await bad({ code: "OK-CODE", kind: "percent", value: 5, total: 1 }, 400, "");
    await bad(
      { code: "OK-CODE", kind: "percent", value: 5, scope: { product_ids: [999_999] } },
      404,
      "There is no product 999999",
    );
    await bad({ code: "OK-CODE", kind: "percent", value: 5, scope: { brands: ["nobody"] } }, 422, "There is no brand");
    const list = await t.send("GET", "/api/admin/promotions", operator);
    expect(list.json().some((p: { code: string }) => p.code === "OK-CODE")).toBe(false);
  });

  test("PATCH changes a promotion (checked as a whole), an unknown id is a 404, deactivate stops it", async () => {
    const p = await createPromotion({ code: nextCode(), kind: "percent", value: 10 });
    const patched = await t.send("PATCH", `/api/admin/promotions/${p.id}`, operator, { kind: "fixed", value: 7.5 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ kind: "fixed", value: 7.5, label: "$7.50 off" });
    const invalid = await t.send("PATCH", `/api/admin/promotions/${p.id}`, operator, { kind: "percent" });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().message).toBe("A percent off is a whole number from 1 to 100");
    expect((await t.send("PATCH", "/api/admin/promotions/999999", operator, { value: 5 })).statusCode).toBe(404);
    expect((await t.send("POST", "/api/admin/promotions/999999/deactivate", operator)).statusCode).toBe(404);
    const off = await t.send("POST", `/api/admin/promotions/${p.id}/deactivate`, operator);
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
  });
});

describe("applying a code at checkout", () => {
  test("percent off the whole cart: its own line, discount in totals, tax on the discounted price", async () => {
    const p = await createPromotion({ code: nextCode(), kind: "percent", value: 10 });
    const b = await t.buyer();
    const res = await quoteWith(b, { [pads]: 1, [oil]: 1 }, p.code?.toLowerCase());
    expect(res.statusCode).toBe(200);
    const quote = res.json();
    // 79.98 − 8.00 (10 %, 7.998 rounded half up once) = 71.98 of goods; Ohio's 5.75 % of that is 4.14.
    expect(quote.totals).toMatchObject({
      subtotal: 79.98,
      discount: 8,
      loyalty_discount: 0,
      shipping: 12.99,
      tax: 4.14,
      total: 89.11,
    });
    expect(quote.applied_promotions).toEqual([
      { id: p.id, code: p.code, label: "10% off", kind: "percent", amount: 8, product_ids: [pads, oil] },
    ]);
    const placed = await t.checkout(b, checkoutBody(p.code ?? ""));
    expect(placed.statusCode).toBe(201);
    expect(placed.json().totals).toEqual(quote.totals);
    expect(placed.json().applied_promotions).toEqual(quote.applied_promotions);
  });

  test("fixed off a brand's lines is capped at those lines; a product-scoped percent takes off only that line", async () => {
    const fixed = await createPromotion({ code: nextCode(), kind: "fixed", value: 50, scope: { brands: ["slickco"] } });
    const b = await t.buyer();
    const res = await quoteWith(b, { [pads]: 1, [oil]: 1 }, fixed.code ?? "");
    expect(res.json().applied_promotions[0]).toMatchObject({ amount: 29.99, product_ids: [oil] });
    expect(res.json().totals.discount).toBe(29.99);

    const byProduct = await createPromotion({
      code: nextCode(),
      kind: "percent",
      value: 20,
      scope: { product_ids: [pads] },
    });
    const res2 = await quoteWith(b, { [pads]: 2, [oil]: 1 }, byProduct.code ?? "");
    // 20 % of 2 × 49.99 = 19.996 → 20.00
    expect(res2.json().applied_promotions[0]).toMatchObject({ amount: 20, product_ids: [pads] });
  });

  test("a category or type scope names what it is for when the cart has none of it", async () => {
    const brakes = await createPromotion({
      code: nextCode(),
      kind: "percent",
      value: 15,
      scope: { categories: ["brakes"] },
    });
    const oils = await createPromotion({
      code: nextCode(),
      kind: "percent",
      value: 15,
      scope: { product_types: ["motor-oil"] },
    });
    const b = await t.buyer();
    const res = await quoteWith(b, { [oil]: 1 }, brakes.code ?? "");
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`${brakes.code} is for brakes only`);
    const res2 = await quoteWith(await t.buyer(), { [pads]: 1 }, oils.code ?? "");
    expect(res2.json().message).toBe(`${oils.code} is for motor oil only`);
    const fits = await quoteWith(await t.buyer(), { [pads]: 1, [oil]: 1 }, brakes.code ?? "");
    expect(fits.json().applied_promotions[0]).toMatchObject({ amount: 7.5, product_ids: [pads] });
  });

  test("free shipping zeroes standard shipping; expedited keeps its surcharge", async () => {
    const p = await createPromotion({ code: nextCode(), kind: "free_shipping" });
    const b = await t.buyer();
    const res = await quoteWith(b, { [pads]: 1 }, p.code ?? "");
    expect(res.json().totals).toMatchObject({ shipping: 0, discount: 0, total: 52.86 });
    expect(res.json().applied_promotions[0]).toMatchObject({
      kind: "free_shipping",
      label: "Free shipping",
      amount: 7.99,
    });
    const fast = await t.quote(b, checkoutBody(p.code ?? "", { shipping_method: "expedited" }));
    expect(fast.json().totals.shipping).toBe(14.99);
  });

  test("the reasons in a shopper's words: unknown, minimum, not started, ended, deactivated", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1 });
    const reason = async (coupon: string) => {
      const res = await t.quote(b, checkoutBody(coupon));
      expect(res.statusCode, coupon).toBe(422);
      return res.json().message as string;
    };
    expect(await reason("NOSUCHCODE")).toBe("NOSUCHCODE is not a code we know. Check the spelling and try again.");
    const min = await createPromotion({ code: nextCode(), kind: "percent", value: 15, min_subtotal: 50 });
    expect(await reason(min.code ?? "")).toBe(`Spend $50 to use ${min.code}`);
    const later = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 4, 1));
    const soon = await createPromotion({
      code: nextCode(),
      kind: "percent",
      value: 15,
      starts_at: later.toISOString(),
    });
    expect(await reason(soon.code ?? "")).toBe(`${soon.code} starts on May 1, ${later.getUTCFullYear()}`);
    const ended = await createPromotion({
      code: nextCode(),
      kind: "percent",
      value: 15,
      starts_at: new Date(Date.now() - 10 * day).toISOString(),
      ends_at: new Date(Date.now() - day).toISOString(),
    });
    expect(await reason(ended.code ?? "")).toMatch(new RegExp(`^${ended.code} ended on [A-Z][a-z]+ \\d{1,2}`));
    const gone = await createPromotion({ code: nextCode(), kind: "percent", value: 15 });
    await t.send("POST", `/api/admin/promotions/${gone.id}/deactivate`, operator);
    expect(await reason(gone.code ?? "")).toBe(`${gone.code} is no longer available`);
    // A checkout with a code that cannot apply places nothing.
    const res = await t.checkout(b, checkoutBody(gone.code ?? ""));
    expect(res.statusCode).toBe(422);
    expect((await t.send("GET", "/api/orders", b)).json()).toEqual([]);
  });

  test("an automatic promotion applies without a code, and is left out where it does not fit", async () => {
    const auto = await createPromotion({ kind: "fixed", value: 5, min_subtotal: 60, label: "Spring sale" });
    try {
      const b = await t.buyer();
      const small = await quoteWith(b, { [pads]: 1 });
      expect(small.json().applied_promotions).toEqual([]);
      const big = await quoteWith(b, { [pads]: 1, [oil]: 1 });
      expect(big.json().applied_promotions).toEqual([
        { id: auto.id, code: null, label: "Spring sale", kind: "fixed", amount: 5, product_ids: [pads, oil] },
      ]);
      expect(big.json().totals.discount).toBe(5);
    } finally {
      await t.send("POST", `/api/admin/promotions/${auto.id}/deactivate`, operator);
    }
  });
});

describe("the cart's estimate", () => {
  type Summary = {
    promotions: Array<{ id: number; code: string | null; amount: number; product_ids: number[] }>;
    promotionDiscount: number;
    coupon: string | null;
    couponProblem: string | null;
    subtotal: number;
    subtotalShipping: number;
    totalPriceWithDiscount: number;
  };
  const cartOf = async (b: Buyer | null, query: string, lines?: Record<number, number>) => {
    const res =
      b === null
        ? await t.send("POST", `/api/cart${query}`, null, {
            products: Object.entries(lines ?? {}).map(([id, quantity]) => ({ id: Number(id), quantity })),
          })
        : await t.send("GET", `/api/cart${query}`, b);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().cartSummary as Summary;
  };

  test("prices a code and the automatic promotions as the checkout's quote does: the same lines and discount", async () => {
    const auto = await createPromotion({
      kind: "fixed",
      value: 4,
      label: "Oil week",
      scope: { categories: ["fluids"] },
    });
    try {
      const code = await createPromotion({
        code: nextCode(),
        kind: "percent",
        value: 15,
        scope: { product_ids: [pads] },
      });
      const b = await t.buyer();
      await t.fillCart(b, { [pads]: 2, [oil]: 1 });
      const cart = await cartOf(b, `?coupon=${(code.code ?? "").toLowerCase()}`);
      const quote = (await t.quote(b, checkoutBody(code.code ?? ""))).json();
      expect(cart.coupon).toBe(code.code);
      expect(cart.couponProblem).toBeNull();
      expect(cart.promotions).toEqual(quote.applied_promotions);
      expect(cart.promotions.map((p) => p.amount)).toEqual([4, 15]);
      expect(cart.promotionDiscount).toBe(quote.totals.discount - quote.totals.loyalty_discount);
      expect(cart.promotionDiscount).toBe(19);
      // The visitor's cart (priced, not stored) gets the same promotions.
      const visitor = await cartOf(null, `?coupon=${code.code}`, { [pads]: 2, [oil]: 1 });
      expect(visitor.promotions).toEqual(cart.promotions);
      expect(visitor.totalPriceWithDiscount).toBe(cart.totalPriceWithDiscount);
    } finally {
      await t.send("POST", `/api/admin/promotions/${auto.id}/deactivate`, operator);
    }
  });

  test("a code that cannot apply says why and the cart still answers, priced without it", async () => {
    const min = await createPromotion({ code: nextCode(), kind: "percent", value: 15, min_subtotal: 500 });
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1 });
    const without = await cartOf(b, "");
    const cart = await cartOf(b, `?coupon=${min.code}`);
    expect(cart.couponProblem).toBe(`Spend $500 to use ${min.code}`);
    expect(cart.coupon).toBeNull();
    expect(cart.promotions).toEqual([]);
    expect(cart.totalPriceWithDiscount).toBe(without.totalPriceWithDiscount);
    expect((await cartOf(b, "?coupon=NOSUCH42")).couponProblem).toBe(
      "NOSUCH42 is not a code we know. Check the spelling and try again.",
    );
    // A malformed code is the request's fault: a 400 with a message.
    const long = await t.send("GET", `/api/cart?coupon=${"X".repeat(80)}`, b);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/too long/);
  });

  test("free shipping in the cart waives the lines' shipping as the quote does", async () => {
    const free = await createPromotion({ code: nextCode("SHIP"), kind: "free_shipping" });
    const b = await t.buyer();
    await t.fillCart(b, { [oil]: 1 });
    const cart = await cartOf(b, `?coupon=${free.code}`);
    expect(cart.subtotalShipping).toBe(0);
    expect(cart.promotions).toEqual([expect.objectContaining({ code: free.code, amount: 5 })]);
    expect(cart.promotionDiscount).toBe(0);
  });
});

describe("automatic promotions on product cards", () => {
  const cardOf = async (slug: string) => {
    const res = await t.send("GET", `/api/products/${slug}`, null);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().promotion as { id: number; label: string; kind: string; value: number | null } | null;
  };
  const PADS = "ceramic-brake-pads-1";
  const OIL = "synthetic-motor-oil-2";

  test("the running promotion that takes most off the part shows on its card; codes, scheduled, ended and used-up ones never do", async () => {
    const made: number[] = [];
    const make = async (body: Record<string, unknown>) => {
      const p = await createPromotion(body);
      made.push(p.id);
      return p;
    };
    try {
      const ends = new Date(Date.now() + 6 * day).toISOString();
      const brakes = await make({
        kind: "percent",
        value: 20,
        label: "20% off brakes this week",
        scope: { categories: ["brakes"] },
        ends_at: ends,
      });
      expect(await cardOf(PADS)).toEqual({
        id: brakes.id,
        label: "20% off brakes this week",
        kind: "percent",
        value: 20,
        min_subtotal: null,
        ends_at: ends,
      });
      expect(await cardOf(OIL)).toBeNull();

      // A whole-cart $5: the oil's best; the pads keep the 20% ($10 off $49.99 beats $5).
      const five = await make({ kind: "fixed", value: 5, label: "$5 off", min_subtotal: 40 });
      expect((await cardOf(OIL))?.id).toBe(five.id);
      expect((await cardOf(PADS))?.id).toBe(brakes.id);

      // A code, however good, is typed at checkout: never on a card. Nor one not started or ended.
      await make({ code: nextCode("HALF"), kind: "percent", value: 50 });
      await make({ kind: "percent", value: 60, starts_at: new Date(Date.now() + day).toISOString() });
      await make({
        kind: "percent",
        value: 70,
        starts_at: new Date(Date.now() - 3 * day).toISOString(),
        ends_at: new Date(Date.now() - day).toISOString(),
      });
      expect((await cardOf(PADS))?.id).toBe(brakes.id);

      // Deactivated: the next best shows at once.
      await t.send("POST", `/api/admin/promotions/${brakes.id}/deactivate`, operator);
      expect((await cardOf(PADS))?.id).toBe(five.id);

      // Used up: an automatic promotion with one use left goes from the cards once an order takes it.
      const once = await make({ kind: "percent", value: 30, label: "30% for the first buyer", usage_limit: 1 });
      expect((await cardOf(PADS))?.id).toBe(once.id);
      const b = await t.buyer();
      const order = await t.placeOrder(b, { [pads]: 1 });
      const applied = (await t.send("GET", `/api/orders/${order.id}`, b)).json().applied_promotions;
      expect(applied.map((p: { id: number }) => p.id)).toContain(once.id);
      // The cards' copy is read again after its few seconds (RUNNING_TTL_MS); here, at once.
      forgetRunningPromotions(t.db);
      expect((await cardOf(PADS))?.id).toBe(five.id);
    } finally {
      for (const id of made) await t.send("POST", `/api/admin/promotions/${id}/deactivate`, operator);
    }
  });
});

describe("stacking with the loyalty discount", () => {
  async function silverBuyer() {
    const b = await t.buyer();
    await t.db.update(users).set({ mile: 1000 }).where(eq(users.id, b.id)); // Silver: 4 %
    return b;
  }

  test("a code that combines adds to the loyalty discount; totals.discount is their sum", async () => {
    const p = await createPromotion({ code: nextCode(), kind: "percent", value: 10 });
    const res = await quoteWith(await silverBuyer(), { [pads]: 1, [oil]: 1 }, p.code ?? "");
    // 4 % of 79.98 = 3.20, 10 % = 8.00
    expect(res.json().totals).toMatchObject({ discount: 11.2, loyalty_discount: 3.2, discount_percent: 4 });
  });

  test("a code that does not combine: the better of the two, never both; a code that loses is a 422", async () => {
    const big = await createPromotion({ code: nextCode(), kind: "percent", value: 10, combines_with_loyalty: false });
    const b = await silverBuyer();
    const res = await quoteWith(b, { [pads]: 1, [oil]: 1 }, big.code ?? "");
    expect(res.json().totals).toMatchObject({ discount: 8, loyalty_discount: 0, discount_percent: 0 });
    const small = await createPromotion({ code: nextCode(), kind: "percent", value: 2, combines_with_loyalty: false });
    const lost = await t.quote(b, checkoutBody(small.code ?? ""));
    expect(lost.statusCode).toBe(422);
    expect(lost.json().message).toBe(
      `Your 4% loyalty discount saves you more than ${small.code}, and the two don't combine. Remove the code to keep your loyalty discount.`,
    );
  });
});

describe("usage limits", () => {
  test("twenty buyers racing for a code with five uses: exactly five orders get it, the rest are told it is used up", async () => {
    const p = await createPromotion({ code: nextCode("RACE"), kind: "percent", value: 10, usage_limit: 5 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => t.buyer()));
    // Each buyer a part of their own, so no shared stock row queues the checkouts: only the
    // promotion's own lock keeps its count right.
    const [model] = await t.db.select().from(products).where(eq(products.id, pads));
    if (!model) throw new Error("no pads");
    const { id: _id, ...copy } = model;
    const parts = await t.db
      .insert(products)
      .values(buyers.map((_, i) => ({ ...copy, slug: `race-pads-${codes}-${i}`, partNumber: `RACE-${codes}-${i}` })))
      .returning({ id: products.id });
    for (const [i, b] of buyers.entries()) await t.fillCart(b, { [parts[i]?.id as number]: 1 });
    const answers = await Promise.all(buyers.map((b) => t.checkout(b, checkoutBody(p.code ?? ""))));
    const placed = answers.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(5);
    for (const r of placed) expect(r.json().applied_promotions).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.statusCode).toBe(422);
      expect(r.json().message).toBe(`${p.code} has been used up`);
    }
    const rows = await t.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.promotionId, p.id));
    expect(rows).toHaveLength(5);
    const listed = (await t.send("GET", "/api/admin/promotions", operator))
      .json()
      .find((x: { id: number }) => x.id === p.id);
    expect(listed).toMatchObject({ times_used: 5, amount_given: 25 }); // 10 % of 49.99 = 5.00 each
  });

  test("per-customer limit: a second order is refused; canceling the first gives the use back", async () => {
    const p = await createPromotion({ code: nextCode(), kind: "fixed", value: 5, per_customer_limit: 1 });
    const b = await t.buyer();
    const first = await t.placeOrder(b, { [pads]: 1 }, { coupon: p.code });
    await t.fillCart(b, { [pads]: 1 });
    const second = await t.checkout(b, checkoutBody(p.code ?? ""));
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toBe(`You have already used ${p.code}`);
    expect((await t.send("POST", `/api/orders/${first.id}/cancel`, b)).statusCode).toBe(200);
    // The canceled order still shows what it was placed with.
    expect((await t.order(b, first.id)).json().applied_promotions[0]).toMatchObject({ id: p.id, amount: 5 });
    expect((await t.checkout(b, checkoutBody(p.code ?? ""))).statusCode).toBe(201);
  });

  test("an unpaid order that expires gives its use back", async () => {
    const p = await createPromotion({ code: nextCode(), kind: "fixed", value: 5, usage_limit: 1 });
    const a = await t.buyer();
    const b = await t.buyer();
    const order = await t.placeOrder(a, { [pads]: 1 }, { coupon: p.code });
    const refused = await quoteWith(b, { [pads]: 1 }, p.code ?? "");
    expect(refused.json().message).toBe(`${p.code} has been used up`);
    await t.expire(order.id);
    await expireOverdueOrders(orderDepsOf(t.app));
    expect((await t.order(a, order.id)).json().status).toBe("canceled");
    expect((await t.checkout(b, checkoutBody(p.code ?? ""))).statusCode).toBe(201);
  });

  test("editing a promotion never changes an order already placed with it", async () => {
    const p = await createPromotion({ code: nextCode(), kind: "percent", value: 10 });
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 }, { coupon: p.code });
    await t.send("PATCH", `/api/admin/promotions/${p.id}`, operator, { value: 50, label: "Half off" });
    const after = (await t.order(b, order.id)).json();
    expect(after.applied_promotions[0]).toMatchObject({ amount: 5, label: "10% off" });
    expect(after.totals.discount).toBe(5);
  });
});

describe("returns refund at the discounted price", () => {
  test("a part bought with a scoped code is refunded at what was paid for it, tax on the discounted price", async () => {
    const p = await createPromotion({ code: nextCode(), kind: "percent", value: 20, scope: { product_ids: [pads] } });
    const b = await t.buyer();
    const placed = await t.placeOrder(b, { [pads]: 2, [oil]: 1 }, { coupon: p.code });
    const card = { card: { number: "4242424242424242", exp_month: 12, exp_year: 2040, cvc: "123" } };
    expect((await t.pay(b, placed.id, card)).statusCode).toBe(200);
    const ship = { tracking_number: "1Z999AA10123456784" };
    expect((await t.send("POST", `/api/admin/orders/${placed.id}/ship`, operator, ship)).statusCode).toBe(200);
    const order = (await t.order(b, placed.id)).json();
    // 20 % of 99.98 = 20.00 off the pads only; Ohio's 5.75 % of 109.97 = 6.32.
    expect(order.totals).toMatchObject({ subtotal: 129.97, discount: 20, tax: 6.32 });
    const line = (id: number) => order.lines.find((l: { product_id: number }) => l.product_id === id).id as number;
    const quote = async (productId: number) => {
      const res = await t.send("POST", `/api/orders/${placed.id}/returns/quote`, b, {
        lines: [{ line_id: line(productId), quantity: 1, reason: "not_needed" }],
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().refund_estimate as { items: number; tax: number };
    };
    // One pad: 49.99 less half of the pads' 20.00; the oil bore none of the discount.
    expect(await quote(pads)).toMatchObject({ items: 39.99, tax: 2.3 });
    expect(await quote(oil)).toMatchObject({ items: 29.99, tax: 1.72 });
  });

  test("a returned unit gives back its line's share of the discounts, and the tax charged on it", () => {
    // 2 pads and 1 oil; a 20 % pads-only promotion (20.00) on 129.97, tax 5.75 % of 109.97 = 6.32.
    const order = { subtotalCents: 12997, discountCents: 2000, shippingCents: 0, taxCents: 632 };
    const padLine = { unitPriceCents: 4999, unitHandlingCents: 0, quantity: 2, discountCents: 2000 };
    const figures = refundFigures(order, [{ line: padLine, quantity: 1, covered: true }]);
    expect(figures.itemsCents).toBe(3999);
    expect(figures.taxCents).toBe(230); // 632 × 3999 / 10997
    const oilLine = { unitPriceCents: 2999, unitHandlingCents: 0, quantity: 1, discountCents: 0 };
    expect(refundFigures(order, [{ line: oilLine, quantity: 1, covered: true }]).itemsCents).toBe(2999);
  });

  test("a discount is shared over lines by what is left of them, to the cent", () => {
    expect(allocate(100, [100, 100, 100])).toEqual([34, 33, 33]);
    // Never more than a line has left.
    expect(allocate(100, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(allocate(500, [100, 200])).toEqual([100, 200]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
  });
});
