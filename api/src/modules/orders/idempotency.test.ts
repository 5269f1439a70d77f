import { randomUUID } from "node:crypto";
import { CheckoutRequestSchema } from "@pitstop/contract/orders";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createOrdersTestApp, OHIO, type OrdersTestApp } from "../../../test/order-fixtures.ts";
import { idempotencyKeys, orders, payments } from "../../db/schema/index.ts";
import { purgeIdempotencyKeys, requestFingerprint } from "../../lib/idempotency.ts";

let t: OrdersTestApp;
let pads: number;
beforeAll(async () => {
  t = await createOrdersTestApp([{ title: "Ceramic brake pads", priceCents: 4999, stock: 500, shippingCents: 799 }]);
  [pads] = t.productIds as [number];
});
afterAll(() => t.close());

const body = { address: OHIO, shipping_method: "standard" };
const ordersOf = (userId: number) => t.db.select().from(orders).where(eq(orders.userId, userId));
const chargesOf = (orderId: number) => t.db.select().from(payments).where(eq(payments.orderId, orderId));
const success = { card: { number: "4242424242424242", exp_month: 12, exp_year: 2040, cvc: "123" } };

describe("Idempotency-Key on POST /api/checkout", () => {
  test("the same key and body answers the first order again, and makes no second one", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1 });
    const key = randomUUID();
    const first = await t.checkout(b, body, key);
    expect(first.statusCode).toBe(201);
    // The cart is filled again: a second run would order it; a replay does not.
    await t.fillCart(b, { [pads]: 1 });
    const again = await t.checkout(b, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(b.id)).toHaveLength(1);
  });

  test("the same key with a different body is a 422 and changes nothing", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1 });
    const key = randomUUID();
    expect((await t.checkout(b, body, key)).statusCode).toBe(201);
    await t.fillCart(b, { [pads]: 1 });
    const other = await t.checkout(b, { ...body, shipping_method: "overnight" }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/already used for a different request/);
    expect(await ordersOf(b.id)).toHaveLength(1);
  });

  test("the same key while the first request still runs is a 409", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1 });
    const key = randomUUID();
    const fingerprint = requestFingerprint("POST /api/checkout", CheckoutRequestSchema.parse(body));
    await t.db.insert(idempotencyKeys).values({ userId: b.id, key, requestHash: fingerprint, status: "running" });
    const res = await t.checkout(b, body, key);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This request is already being processed. Please wait a moment.");
    expect(await ordersOf(b.id)).toHaveLength(0);
  });

  test("a key whose request died holding it is taken over after the lease", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1 });
    const key = randomUUID();
    const fingerprint = requestFingerprint("POST /api/checkout", CheckoutRequestSchema.parse(body));
    await t.db.insert(idempotencyKeys).values({
      userId: b.id,
      key,
      requestHash: fingerprint,
      status: "running",
      lockedAt: new Date(Date.now() - 5 * 60_000),
    });
    expect((await t.checkout(b, body, key)).statusCode).toBe(201);
  });

  test("a double click — two requests at once with one key — makes one order", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 2 });
    const key = randomUUID();
    const [one, two] = await Promise.all([t.checkout(b, body, key), t.checkout(b, body, key)]);
    const statuses = [one?.statusCode, two?.statusCode].sort();
    expect(statuses.includes(201)).toBe(true);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(await ordersOf(b.id)).toHaveLength(1);
    expect(await t.stockOf(pads)).toBeGreaterThanOrEqual(0);
  });

  test("an outcome that was a refusal is replayed too (the attempt is the same attempt)", async () => {
    const b = await t.buyer();
    const key = randomUUID();
    expect((await t.checkout(b, body, key)).statusCode).toBe(409); // empty cart
    await t.fillCart(b, { [pads]: 1 });
    const again = await t.checkout(b, body, key);
    expect(again.statusCode).toBe(409);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect((await t.checkout(b, body, randomUUID())).statusCode).toBe(201);
  });

  test("keys belong to one user: another user's same key is a new request", async () => {
    const a = await t.buyer();
    const b = await t.buyer();
    const key = randomUUID();
    await t.fillCart(a, { [pads]: 1 });
    await t.fillCart(b, { [pads]: 1 });
    expect((await t.checkout(a, body, key)).statusCode).toBe(201);
    const theirs = await t.checkout(b, body, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers["idempotent-replayed"]).toBeUndefined();
    expect(await ordersOf(b.id)).toHaveLength(1);
  });

  test("a key older than 24 hours may be used again, and the sweep forgets such keys", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1 });
    const key = randomUUID();
    expect((await t.checkout(b, body, key)).statusCode).toBe(201);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(and(eq(idempotencyKeys.userId, b.id), eq(idempotencyKeys.key, key)));
    await t.fillCart(b, { [pads]: 1 });
    expect((await t.checkout(b, { ...body, shipping_method: "expedited" }, key)).statusCode).toBe(201);
    expect(await ordersOf(b.id)).toHaveLength(2);

    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(idempotencyKeys.userId, b.id));
    expect(await purgeIdempotencyKeys(t.db)).toBeGreaterThanOrEqual(1);
    const left = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, b.id));
    expect(left).toEqual([]);
  });

  test("a malformed key is a 400", async () => {
    const b = await t.buyer();
    await t.fillCart(b, { [pads]: 1 });
    expect((await t.checkout(b, body, "has spaces in it")).statusCode).toBe(400);
    expect((await t.checkout(b, body, "x".repeat(201))).statusCode).toBe(400);
  });
});

describe("Idempotency-Key on POST /api/orders/{id}/pay", () => {
  test("the same key answers the first payment again: one charge", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    const key = randomUUID();
    const first = await t.pay(b, order.id, success, key);
    expect(first.statusCode).toBe(200);
    const again = await t.pay(b, order.id, success, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await chargesOf(order.id)).toHaveLength(1);
  });

  test("a double click on pay charges once", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    const key = randomUUID();
    const results = await Promise.all([t.pay(b, order.id, success, key), t.pay(b, order.id, success, key)]);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const charges = await chargesOf(order.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]?.status).toBe("succeeded");
  });

  test("two pays at once with different keys still charge once", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    const results = await Promise.all([t.pay(b, order.id, success), t.pay(b, order.id, success)]);
    expect(results.map((r) => r.statusCode).filter((s) => s === 200)).toHaveLength(1);
    expect(results.every((r) => [200, 409, 422].includes(r.statusCode))).toBe(true);
    const charges = await chargesOf(order.id);
    expect(charges.filter((c) => c.status === "succeeded")).toHaveLength(1);
  });

  test("a replayed decline stays a decline without a new attempt; a new key tries again", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    const declined = { card: { ...success.card, number: "4000000000000002" } };
    const key = randomUUID();
    expect((await t.pay(b, order.id, declined, key)).statusCode).toBe(402);
    const replay = await t.pay(b, order.id, declined, key);
    expect(replay.statusCode).toBe(402);
    expect(replay.json().message).toBe("Your card was declined.");
    expect(await chargesOf(order.id)).toHaveLength(1);
    expect((await t.pay(b, order.id, success, key)).statusCode).toBe(422); // same key, another card
    expect((await t.pay(b, order.id, success, randomUUID())).statusCode).toBe(200);
  });

  test("the same key on two different orders is two different requests: the second is a 422", async () => {
    const b = await t.buyer();
    const first = await t.placeOrder(b, { [pads]: 1 });
    const second = await t.placeOrder(b, { [pads]: 1 });
    const key = randomUUID();
    expect((await t.pay(b, first.id, success, key)).statusCode).toBe(200);
    expect((await t.pay(b, second.id, success, key)).statusCode).toBe(422);
    expect(await chargesOf(second.id)).toHaveLength(0);
  });
});

test("each key is kept once per user (the table's key)", async () => {
  const rows = await t.db.execute(
    sql`select user_id, key, count(*) as n from idempotency_keys group by user_id, key having count(*) > 1`,
  );
  expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
});
