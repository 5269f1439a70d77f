import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Buyer, createOrdersTestApp, OHIO, type OrdersTestApp } from "../../../test/order-fixtures.ts";
import { auditEntries, orders, users } from "../../db/schema/index.ts";

/** The back office's order list and order page (GET /api/admin/orders…). */
let t: OrdersTestApp;
let pads: number;
let operator: Buyer;
let zoe: Buyer;
let yuri: Buyer;
const placed: Record<string, { id: number; number: string }> = {};

const card = { card: { number: "4242424242424242", exp_month: 12, exp_year: 2040, cvc: "123" } };

beforeAll(async () => {
  t = await createOrdersTestApp([{ title: "Ceramic brake pads", priceCents: 4999, stock: 100, shippingCents: 799 }]);
  [pads] = t.productIds as [number];
  operator = await t.buyer("Olive");
  await t.makeOperator(operator);
  zoe = await t.buyer("Zoe");
  yuri = await t.buyer("Yuri");
  // Zoe: one unpaid, one paid (awaiting shipment). Yuri: one paid, placed "yesterday".
  placed.zoeUnpaid = await t.placeOrder(zoe, { [pads]: 1 });
  placed.zoePaid = await t.placeOrder(zoe, { [pads]: 2 });
  expect((await t.pay(zoe, placed.zoePaid.id, card)).statusCode).toBe(200);
  placed.yuriPaid = await t.placeOrder(
    yuri,
    { [pads]: 3 },
    { address: { ...OHIO, first_name: "Yuri", last_name: "Lane" } },
  );
  expect((await t.pay(yuri, placed.yuriPaid.id, card)).statusCode).toBe(200);
  await t.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - 86_400_000) })
    .where(eq(orders.id, placed.yuriPaid.id));
});
afterAll(() => t.close());

const list = (query: string, who: Buyer | null = operator) => t.send("GET", `/api/admin/orders${query}`, who);
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe("GET /api/admin/orders", () => {
  test("a visitor is a 401, a shopper a 403, whatever the query", async () => {
    expect((await list("", null)).statusCode).toBe(401);
    for (const q of ["", "?status=bogus", "?page=-1"]) {
      const res = await list(q, zoe);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Only shop operators can do this.");
    }
    expect((await t.send("GET", `/api/admin/orders/${placed.zoePaid?.id}`, zoe)).statusCode).toBe(403);
  });

  test("every buyer's orders, newest first, with the buyer, the item count and each status's count", async () => {
    const res = await list("");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const numbers = body.orders.map((o: { number: string }) => o.number);
    expect(numbers).toEqual([placed.zoePaid?.number, placed.zoeUnpaid?.number, placed.yuriPaid?.number]);
    expect(body.orders[0]).toMatchObject({
      status: "awaiting shipment",
      item_count: 2,
      customer: { id: zoe.id, email: zoe.email, name: "Zoe" },
      ship_to: "Dana Driver",
      tracking_number: null,
    });
    expect(body.total).toBe(3);
    expect(body.status_counts).toMatchObject({ "awaiting payment": 1, "awaiting shipment": 2, shipped: 0 });
    expect(body.status_counts.created).toBe(0);
  });

  test("filters: status, days placed, and a customer's email, name or the order number in part", async () => {
    const shipment = (await list("?status=awaiting%20shipment")).json();
    expect(shipment.orders.map((o: { id: number }) => o.id).sort()).toEqual(
      [placed.zoePaid?.id, placed.yuriPaid?.id].sort(),
    );
    // The status counts stay those of the other filters, for the tabs.
    expect(shipment.status_counts["awaiting payment"]).toBe(1);
    const today = (await list(`?from=${day(0)}&to=${day(0)}`)).json();
    expect(today.total).toBe(2);
    expect((await list(`?to=${day(-1)}`)).json().orders.map((o: { id: number }) => o.id)).toEqual([
      placed.yuriPaid?.id,
    ]);
    expect((await list(`?q=${encodeURIComponent(yuri.email.toUpperCase())}`)).json().total).toBe(1);
    expect((await list("?q=zoe")).json().total).toBe(2);
    expect((await list("?q=Yuri%20Lane")).json().total).toBe(1);
    expect((await list(`?q=${placed.zoeUnpaid?.number.slice(-6)}`)).json().orders[0].id).toBe(placed.zoeUnpaid?.id);
    // LIKE's own wildcards are taken literally.
    expect((await list("?q=%25")).json().total).toBe(0);
    expect((await list("?q=_")).json().total).toBe(0);
  });

  test("an order whose buyer deleted their account is listed without a customer, under the shipping name", async () => {
    const gone = await t.buyer("Gone");
    const order = await t.placeOrder(
      gone,
      { [pads]: 1 },
      { address: { ...OHIO, first_name: "Gale", last_name: "Gone" } },
    );
    await t.db.update(orders).set({ userId: null }).where(eq(orders.id, order.id));
    await t.db.delete(users).where(eq(users.id, gone.id));
    const row = (await list("?q=gale")).json().orders[0];
    expect(row).toMatchObject({ id: order.id, customer: null, ship_to: "Gale Gone" });
    const detail = await t.send("GET", `/api/admin/orders/${order.id}`, operator);
    expect(detail.json()).toMatchObject({ id: order.id, customer: null, status: "awaiting payment" });
  });

  test("bad filters are a 400 with a message; a page past the end a 404", async () => {
    for (const [q, message] of [
      ["?status=lost", null],
      ["?from=2026-02-30", "From must be a day of the calendar (YYYY-MM-DD)"],
      ["?from=yesterday", "From must be a day of the calendar (YYYY-MM-DD)"],
      [`?from=${day(0)}&to=${day(-3)}`, "From must be on or before To"],
      ["?page=0", "Page must be a whole number from 1"],
      [`?q=${"x".repeat(121)}`, "Search must be at most 120 characters"],
    ] as const) {
      const res = await list(q);
      expect(res.statusCode, q).toBe(400);
      if (message) expect(res.json().message, q).toContain(message);
    }
    const past = await list("?page=99");
    expect(past.statusCode).toBe(404);
    expect(past.json().message).toBe("There is no page 99; this list has 1 page");
  });
});

describe("the operator's order steps in the audit trail", () => {
  test("ship, complete and cancel each record who, when and before → after, in the step's transaction", async () => {
    const buyer = await t.buyer("Wren");
    const order = await t.placeOrder(buyer, { [pads]: 1 });
    expect((await t.pay(buyer, order.id, card)).statusCode).toBe(200);
    const trail = () =>
      t.db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.entityId, String(order.id)))
        .then((rows) => rows.filter((r) => r.entity === "order").sort((a, b) => a.id - b.id));
    // A refused step (an unpaid order cannot be completed) leaves nothing.
    expect((await t.send("POST", `/api/admin/orders/${order.id}/complete`, operator)).statusCode).toBe(422);
    expect(await trail()).toEqual([]);
    const ship = await t.send("POST", `/api/admin/orders/${order.id}/ship`, operator, {
      tracking_number: "1Z999AA10123456784",
      carrier: "UPS",
    });
    expect(ship.statusCode).toBe(200);
    expect((await t.send("POST", `/api/admin/orders/${order.id}/complete`, operator)).statusCode).toBe(200);
    const [shipped, completed] = await trail();
    expect(shipped).toMatchObject({
      actorId: operator.id,
      actorEmail: operator.email,
      action: "ship",
      before: { number: order.number, status: "awaiting shipment", tracking_number: null },
      after: { status: "shipped", carrier: "UPS", tracking_number: "1Z999AA10123456784" },
    });
    expect(completed).toMatchObject({
      action: "complete",
      before: { status: "shipped" },
      after: { status: "completed" },
    });

    const other = await t.placeOrder(buyer, { [pads]: 1 });
    expect((await t.send("POST", `/api/admin/orders/${other.id}/cancel`, operator)).statusCode).toBe(200);
    const [canceled] = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, String(other.id)));
    expect(canceled).toMatchObject({ entity: "order", action: "cancel", after: { status: "canceled" } });
  });
});

describe("GET /api/admin/orders/{id}", () => {
  test("any buyer's order with its history and who placed it; an unknown one is a 404", async () => {
    const res = await t.send("GET", `/api/admin/orders/${placed.yuriPaid?.id}`, operator);
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      number: placed.yuriPaid?.number,
      status: "awaiting shipment",
      customer: { id: yuri.id, email: yuri.email, name: "Yuri" },
    });
    expect(order.history.map((h: { status: string }) => h.status)).toContain("paid");
    expect(order.lines[0].quantity).toBe(3);
    expect((await t.send("GET", "/api/admin/orders/999999", operator)).statusCode).toBe(404);
    expect((await t.send("GET", "/api/admin/orders/abc", operator)).statusCode).toBe(400);
  });
});
