import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { OHIO } from "../../../test/order-fixtures.ts";
import { seedSmallCatalogue } from "../../../test/small-catalogue.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { rowsOf } from "../../db/rows.ts";
import { orderLines, orderStatusHistory, orders, users } from "../../db/schema/index.ts";
import { createSession } from "../auth/session-service.ts";

/**
 * The last units of a part, raced for by many buyers at once. On PostgreSQL
 * (TEST_DATABASE_URL) the checkouts really run in parallel on a pool of connections and the
 * conditional UPDATE is what keeps stock from going below zero; on PGlite they queue on its one
 * connection, and the same outcome must hold.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let lastUnits: number;
let wipers: number;
let kit: number;
beforeAll(async () => {
  t = await createTestApp({
    env: { TAX_RATE_PERCENT: "7" },
    seed: async (db) => {
      // Created in this order, so the wipers' id is lower than the kit's: a buyer reserves wipers first.
      [lastUnits, wipers, kit] = (await seedSmallCatalogue(db, [
        { title: "Ceramic brake pads", priceCents: 4999, stock: 5 },
        { title: "Wiper blades", priceCents: 1599, stock: 100 },
        { title: "Brake kit", priceCents: 12900, stock: 9 },
      ])) as [number, number, number];
    },
  });
});
afterAll(() => t.close());

/** `n` buyers, each signed in, each with `lines` in their stored cart. */
async function buyersWithCarts(n: number, lines: Array<{ id: number; quantity: number }>, tag: string) {
  const rows = await t.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ email: `racer-${tag}-${i}@example.com` })))
    .returning({ id: users.id });
  const buyers = [];
  for (const row of rows) {
    const auth = { authorization: `Bearer ${await createSession(t.db, row.id)}` };
    const res = await t.app.inject({ method: "POST", url: "/api/cart", headers: auth, payload: { products: lines } });
    expect(res.statusCode).toBe(200);
    buyers.push({ id: row.id, auth });
  }
  return buyers;
}

const checkoutAll = (buyers: Array<{ auth: Record<string, string> }>) =>
  Promise.all(
    buyers.map((b) =>
      t.app.inject({
        method: "POST",
        url: "/api/checkout",
        headers: { ...b.auth, "idempotency-key": randomUUID() },
        payload: { address: OHIO, shipping_method: "standard" },
      }),
    ),
  );

const stockOf = async (id: number) =>
  (await rowsOf<{ stock: number }>(t.db, sql`select stock from products where id = ${id}`))[0]?.stock;

describe("50 buyers race for the last 5 units", () => {
  test("exactly 5 orders, stock 0 and never below, 45 clear refusals, no half-made order", async () => {
    const buyers = await buyersWithCarts(50, [{ id: lastUnits, quantity: 1 }], "a");
    const results = await checkoutAll(buyers);

    const won = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const r of refused)
      expect(r.json().message).toBe("Ceramic brake pads is sold out. Remove it from your cart to check out.");
    expect(await stockOf(lastUnits)).toBe(0);

    const ids = buyers.map((b) => b.id);
    const placed = await t.db.select().from(orders).where(inArray(orders.userId, ids));
    expect(placed).toHaveLength(5);
    expect(placed.every((o) => o.status === "awaiting payment")).toBe(true);
    const orderIds = placed.map((o) => o.id);
    const lines = await t.db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds));
    expect(lines).toHaveLength(5);
    expect(lines.every((l) => l.productId === lastUnits && l.quantity === 1)).toBe(true);
    const history = await t.db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, orderIds));
    expect(history).toHaveLength(10); // created, awaiting payment — for each order
    // The winners' carts are empty; the others still hold their unit, ready for a restock.
    const carts = await rowsOf<{ user_id: number; n: number }>(
      t.db,
      sql`select c.user_id, count(l.product_id)::int as n from carts c left join cart_lines l on l.cart_id = c.id
          where c.user_id in (${sql.join(ids, sql`, `)}) group by c.user_id`,
    );
    const winners = new Set(placed.map((o) => o.userId));
    for (const c of carts) expect(c.n).toBe(winners.has(c.user_id) ? 0 : 1);
  });
});

describe("30 buyers race for a kit (2 each, 9 in stock) with wipers beside it", () => {
  test("4 orders; the refused ones keep no wipers reserved: every order is whole or absent", async () => {
    const buyers = await buyersWithCarts(
      30,
      [
        { id: kit, quantity: 2 },
        { id: wipers, quantity: 1 },
      ],
      "b",
    );
    const results = await checkoutAll(buyers);
    const won = results.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(4);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(26);
    const messages = new Set(results.filter((r) => r.statusCode === 409).map((r) => r.json().message));
    for (const m of messages)
      expect([
        "Only 1 left of Brake kit. Lower its quantity in your cart to check out.",
        "Brake kit is sold out. Remove it from your cart to check out.",
      ]).toContain(m);
    expect(await stockOf(kit)).toBe(1);
    // Each refused buyer had reserved wipers (lower id) before failing on the kit: all rolled back.
    expect(await stockOf(wipers)).toBe(96);
    const placed = await t.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.userId,
          buyers.map((b) => b.id),
        ),
      );
    expect(placed).toHaveLength(4);
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          placed.map((o) => o.id),
        ),
      );
    expect(lines).toHaveLength(8);
  });
});
