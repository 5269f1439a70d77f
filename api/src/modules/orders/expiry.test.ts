import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createOrdersTestApp, type OrdersTestApp } from "../../../test/order-fixtures.ts";
import { seedSmallCatalogue } from "../../../test/small-catalogue.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { rowsOf } from "../../db/rows.ts";
import { orderLines, orderStatusHistory, orders, payments, products, users } from "../../db/schema/index.ts";
import { orderDepsOf } from "./order-deps.ts";
import { expireOverdueOrders, sweepOrders } from "./order-service.ts";

let t: OrdersTestApp;
let pads: number;
let oilFilter: number;
let airFilter: number;
beforeAll(async () => {
  t = await createOrdersTestApp([
    { title: "Ceramic brake pads", priceCents: 4999, stock: 100, shippingCents: 799 },
    { title: "Oil filter", priceCents: 2500, stock: 50 },
    { title: "Air filter", priceCents: 3500, stock: 50 },
  ]);
  [pads, oilFilter, airFilter] = t.productIds as [number, number, number];
});
afterAll(() => t.close());

const statusOf = async (id: number) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
const card = { card: { number: "4242424242424242", exp_month: 12, exp_year: 2040, cvc: "123" } };

describe("the expiry sweep", () => {
  test("cancels unpaid orders past their deadline, puts their parts back and tells the buyer", async () => {
    const b = await t.buyer();
    const before = await t.stockOf(pads);
    const order = await t.placeOrder(b, { [pads]: 3 });
    await t.expire(order.id);
    const done = await sweepOrders(orderDepsOf(t.app));
    expect(done.expired).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order.id)).toBe("canceled");
    expect(await t.stockOf(pads)).toBe(before);
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.at(-1)).toMatchObject({
      fromStatus: "awaiting payment",
      toStatus: "canceled",
      note: "Not paid in time",
    });
    const mail = await t.mailAbout(b, "was canceled");
    expect(mail.text).toContain("was not paid in time, so we canceled it");
  });

  test("leaves orders within their deadline, and paid ones, alone", async () => {
    const b = await t.buyer();
    const fresh = await t.placeOrder(b, { [pads]: 1 });
    const paid = await t.placeOrder(b, { [pads]: 1 });
    expect((await t.pay(b, paid.id, card)).statusCode).toBe(200);
    await t.expire(paid.id); // a deadline left on a paid order means nothing
    await sweepOrders(orderDepsOf(t.app));
    expect(await statusOf(fresh.id)).toBe("awaiting payment");
    expect(await statusOf(paid.id)).toBe("awaiting shipment");
  });

  test("is idempotent and race-safe: two sweeps at once, then a third, release the stock once", async () => {
    const b = await t.buyer();
    const before = await t.stockOf(pads);
    const order = await t.placeOrder(b, { [pads]: 5 });
    await t.expire(order.id);
    const deps = orderDepsOf(t.app);
    const [one, two] = await Promise.all([expireOverdueOrders(deps), expireOverdueOrders(deps)]);
    expect([...one, ...two].filter((id) => id === order.id)).toHaveLength(1);
    await expireOverdueOrders(deps);
    expect(await t.stockOf(pads)).toBe(before);
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.filter((h) => h.toStatus === "canceled")).toHaveLength(1);
  });

  test("waits for a payment that is going through before expiring the order", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    await t.db
      .insert(payments)
      .values({ orderId: order.id, provider: "simulated", amountCents: 6085, status: "processing" });
    // Another order with an old attempt: a payment row of some other order must not shelter it.
    const other = await t.placeOrder(b, { [pads]: 1 });
    await t.expire(order.id);
    await t.expire(other.id);
    await sweepOrders(orderDepsOf(t.app));
    expect(await statusOf(order.id)).toBe("awaiting payment");
    expect(await statusOf(other.id)).toBe("canceled");
    // The buyer sees the payment under way: neither pay nor cancel is offered meanwhile.
    const detail = (await t.order(b, order.id)).json();
    expect(detail.payment.state).toBe("processing");
    expect([detail.can_pay, detail.can_cancel]).toEqual([false, false]);
    expect((await t.send("POST", `/api/orders/${order.id}/cancel`, b)).statusCode).toBe(409);
  });
});

// Two connections waiting on each other's product rows need a real server; PGlite has one connection.
test.skipIf(!process.env.TEST_DATABASE_URL)(
  "a sweep puts several orders' parts back in product-id order, as a checkout takes them, so the two never deadlock",
  async () => {
    const b = await t.buyer();
    // The sweep meets the air filter's order first (older deadline), the oil filter's second.
    const airOrder = await t.placeOrder(b, { [airFilter]: 1 });
    const oilOrder = await t.placeOrder(b, { [oilFilter]: 1 });
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 120_000) })
      .where(eq(orders.id, airOrder.id));
    await t.expire(oilOrder.id);
    const deps = orderDepsOf(t.app);
    let sweep: Promise<unknown> | undefined;
    // A checkout buying both filters reserves them in id order: the oil filter, then the air filter.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update products set stock = stock - 1 where id = ${oilFilter}`);
      sweep = expireOverdueOrders(deps).then(
        (ids) => ids.sort((x, y) => x - y),
        (err: unknown) => err,
      );
      const deadline = Date.now() + 5000;
      for (;;) {
        const [waiting] = await rowsOf<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if ((waiting?.n ?? 0) > 0 || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await tx.execute(sql`update products set stock = stock - 1 where id = ${airFilter}`);
      await tx.execute(sql`update products set stock = stock + 1 where id in (${oilFilter}, ${airFilter})`);
    });
    expect(await sweep).toEqual([airOrder.id, oilOrder.id].sort((x, y) => x - y));
    expect([await t.stockOf(oilFilter), await t.stockOf(airFilter)]).toEqual([50, 50]);
  },
);

describe("expiry when an order is touched", () => {
  test("opening an overdue order cancels it first", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 2 });
    await t.expire(order.id);
    const detail = (await t.order(b, order.id)).json();
    expect(detail).toMatchObject({ status: "canceled", can_pay: false, expires_at: null });
  });

  test("listing orders cancels the buyer's overdue ones first", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 2 });
    await t.expire(order.id);
    const list = (await t.send("GET", "/api/orders", b)).json();
    expect(list[0]).toMatchObject({ id: order.id, status: "canceled", can_pay: false });
  });

  test("canceling an overdue order answers it canceled (by the deadline), the stock released once", async () => {
    const b = await t.buyer();
    const before = await t.stockOf(pads);
    const order = await t.placeOrder(b, { [pads]: 2 });
    await t.expire(order.id);
    const res = await t.send("POST", `/api/orders/${order.id}/cancel`, b);
    expect(res.statusCode).toBe(200);
    expect(res.json().history.at(-1).note).toBe("Not paid in time");
    expect(await t.stockOf(pads)).toBe(before);
  });
});

describe("when the API starts", () => {
  test("the sweep runs at once and cancels orders that expired while it was down", async () => {
    let orderId = 0;
    let productId = 0;
    const app = await createTestApp({
      seed: async (db) => {
        [productId] = (await seedSmallCatalogue(db, [{ title: "Spark plug", priceCents: 899, stock: 7 }])) as [number];
        const [user] = await db.insert(users).values({ email: "sleeper@example.com" }).returning();
        const [order] = await db
          .insert(orders)
          .values({
            number: "PS-2026-900001",
            userId: user?.id ?? 0,
            status: "awaiting payment",
            subtotalCents: 1798,
            handlingCents: 0,
            shippingCents: 0,
            taxCents: 0,
            totalCents: 1798,
            shippingMethod: "standard",
            shippingAddress: {
              first_name: "A",
              last_name: "B",
              phone: "5550100",
              address_line1: "1 Road",
              address_line2: "",
              city: "Town",
              state: "OR",
              zip: "97201",
              country: "US",
            },
            expiresAt: new Date(Date.now() - 3600_000),
          })
          .returning();
        orderId = order?.id ?? 0;
        await db.insert(orderLines).values({
          orderId,
          productId,
          title: "Spark plug",
          partNumber: "SW-1000",
          unitPriceCents: 899,
          unitHandlingCents: 0,
          quantity: 2,
        });
      },
    });
    try {
      const deadline = Date.now() + 5000;
      let status: string | undefined;
      while (Date.now() < deadline) {
        [{ status } = { status: undefined }] = await app.db
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, orderId));
        if (status === "canceled") break;
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(status).toBe("canceled");
      const [product] = await app.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
      expect(product?.stock).toBe(9); // the 7 on the shelf and the 2 the order held
    } finally {
      await app.close();
    }
  });
});
