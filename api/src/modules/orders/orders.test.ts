import { ORDER_STATUSES, type OrderStatus } from "@pitstop/contract/orders";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Buyer, createOrdersTestApp, type OrdersTestApp } from "../../../test/order-fixtures.ts";
import { orders, payments } from "../../db/schema/index.ts";

let t: OrdersTestApp;
let pads: number;
let operator: Buyer;
beforeAll(async () => {
  t = await createOrdersTestApp([{ title: "Ceramic brake pads", priceCents: 4999, stock: 1000, shippingCents: 799 }]);
  [pads] = t.productIds as [number];
  operator = await t.buyer("Olive");
  await t.makeOperator(operator);
});
afterAll(() => t.close());

const card = { card: { number: "4242424242424242", exp_month: 12, exp_year: 2040, cvc: "123" } };

describe("GET /api/orders", () => {
  test("lists the buyer's orders newest first, paged, with the total in X-Total-Count", async () => {
    const b = await t.buyer();
    const placed = [];
    for (let i = 1; i <= 3; i++) placed.push(await t.placeOrder(b, { [pads]: i }));
    const page1 = await t.send("GET", "/api/orders?limit=2", b);
    expect(page1.statusCode).toBe(200);
    expect(page1.headers["x-total-count"]).toBe("3");
    expect(page1.json().map((o: { id: number }) => o.id)).toEqual([placed[2]?.id, placed[1]?.id]);
    expect(page1.json()[0]).toEqual({
      id: placed[2]?.id,
      number: placed[2]?.number,
      status: "awaiting payment",
      created_at: expect.any(String),
      expires_at: expect.any(String),
      total: placed[2]?.totals.total,
      item_count: 3,
      can_pay: true,
    });
    const page2 = await t.send("GET", "/api/orders?limit=2&page=2", b);
    expect(page2.json().map((o: { id: number }) => o.id)).toEqual([placed[0]?.id]);
  });

  test("'created' orders are hidden and other users' orders never appear", async () => {
    const b = await t.buyer();
    const mine = await t.placeOrder(b, { [pads]: 1 });
    const other = await t.buyer();
    await t.placeOrder(other, { [pads]: 1 });
    await t.db.update(orders).set({ status: "created" }).where(eq(orders.id, mine.id));
    const res = await t.send("GET", "/api/orders", b);
    expect(res.json()).toEqual([]);
    expect(res.headers["x-total-count"]).toBe("0");
    expect((await t.send("GET", "/api/profile", b)).json().orders).toEqual([]);
  });

  test("bad paging is a 400, and a visitor a 401", async () => {
    const b = await t.buyer();
    expect((await t.send("GET", "/api/orders?limit=51", b)).statusCode).toBe(400);
    expect((await t.send("GET", "/api/orders?page=0", b)).statusCode).toBe(400);
    expect((await t.send("GET", "/api/orders", null)).statusCode).toBe(401);
  });
});

describe("GET /api/orders/{id}", () => {
  test("shows lines, totals, address, shipping method, payment and history", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 }, { shipping_method: "expedited" });
    const res = await t.order(b, order.id);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id: order.id,
      number: order.number,
      status: "awaiting payment",
      shipping_method: { id: "expedited", name: "Expedited" },
      shipping_address: { city: "Columbus", state: "OH" },
      carrier: null,
      tracking_number: null,
      payment: { state: "unpaid", amount: null, card: null, paid_at: null, last_decline: null },
      can_pay: true,
      can_cancel: true,
    });
    expect(detail.lines[0]).toMatchObject({ title: "Ceramic brake pads", part_number: "SW-1000", quantity: 1 });
    expect(detail.lines[0].path).toMatch(/^\/brakes\/brake-pads\//);
    // 49.99 + expedited 7.99 + 14.99 = 22.98 + 5.75 % tax 2.87 = 75.84
    expect(detail.totals).toMatchObject({ subtotal: 49.99, shipping: 22.98, tax: 2.87, total: 75.84, tax_state: "OH" });
  });

  test("another user's order is a 404, as is an order that does not exist", async () => {
    const owner = await t.buyer();
    const order = await t.placeOrder(owner, { [pads]: 1 });
    const other = await t.buyer();
    const res = await t.order(other, order.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Order not found" });
    expect((await t.order(owner, 999_999)).statusCode).toBe(404);
    expect((await t.send("GET", "/api/orders/abc", owner)).statusCode).toBe(400);
  });
});

describe("POST /api/orders/{id}/cancel", () => {
  test("an unpaid order is canceled, its stock released, and the buyer mailed that nothing was charged", async () => {
    const b = await t.buyer();
    const before = await t.stockOf(pads);
    const order = await t.placeOrder(b, { [pads]: 4 });
    const res = await t.send("POST", `/api/orders/${order.id}/cancel`, b);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "canceled", can_pay: false, can_cancel: false, expires_at: null });
    expect(res.json().history.at(-1)).toMatchObject({ from: "awaiting payment", note: "Canceled by the buyer" });
    expect(await t.stockOf(pads)).toBe(before);
    const mail = await t.mailAbout(b, "was canceled");
    expect(mail.text).toContain(`As you asked, we canceled order ${order.number}.`);
    expect(mail.text).toContain("Nothing was charged for this order.");
  });

  test("a paid order canceled by the buyer is refunded through the provider, and the refund recorded", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    expect((await t.pay(b, order.id, card)).statusCode).toBe(200);
    const res = await t.send("POST", `/api/orders/${order.id}/cancel`, b, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ state: "refunded", refunded_at: expect.any(String) });
    const [charge] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(charge?.refundStatus).toBe("succeeded");
    expect((await t.mailAbout(b, "was canceled")).text).toMatch(/Your payment of \$60\.85 is being refunded/);
  });

  test("a refunded order still says when it was paid, not when the refund was made", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    const paid = await t.pay(b, order.id, card);
    const paidAt = paid.json().payment.paid_at as string;
    expect(paidAt).toEqual(expect.any(String));
    await new Promise((r) => setTimeout(r, 20));
    const res = await t.send("POST", `/api/orders/${order.id}/cancel`, b, {});
    expect(res.json().payment).toMatchObject({ state: "refunded", paid_at: paidAt });
    expect(Date.parse(res.json().payment.refunded_at)).toBeGreaterThan(Date.parse(paidAt));
  });

  test("canceling twice is a 422 and releases the stock only once", async () => {
    const b = await t.buyer();
    const before = await t.stockOf(pads);
    const order = await t.placeOrder(b, { [pads]: 2 });
    expect((await t.send("POST", `/api/orders/${order.id}/cancel`, b)).statusCode).toBe(200);
    const again = await t.send("POST", `/api/orders/${order.id}/cancel`, b);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe("An order that is canceled cannot be moved to canceled");
    expect(await t.stockOf(pads)).toBe(before);
  });

  test("another user's order is a 404 and stays as it was", async () => {
    const owner = await t.buyer();
    const order = await t.placeOrder(owner, { [pads]: 1 });
    const other = await t.buyer();
    expect((await t.send("POST", `/api/orders/${order.id}/cancel`, other)).statusCode).toBe(404);
    expect((await t.order(owner, order.id)).json().status).toBe("awaiting payment");
  });

  test("a body with fields is refused", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    expect((await t.send("POST", `/api/orders/${order.id}/cancel`, b, { status: "completed" })).statusCode).toBe(400);
  });
});

/**
 * Every status against every action, through the endpoints (all changes go through one
 * transitions table). Each case forces an order into the status, then tries the action.
 */
describe("each status transition, allowed or refused, through the endpoints", () => {
  type Action = "pay" | "buyer cancel" | "ship" | "complete" | "operator cancel";
  const allowed: Record<Action, OrderStatus[]> = {
    pay: ["awaiting payment"],
    "buyer cancel": ["created", "awaiting payment", "awaiting shipment"],
    ship: ["awaiting shipment"],
    complete: ["shipped"],
    "operator cancel": ["awaiting payment", "paid", "awaiting shipment"],
  };
  const cases = ORDER_STATUSES.flatMap((status) =>
    (Object.keys(allowed) as Action[]).map((action) => [status, action, allowed[action].includes(status)] as const),
  );

  test.each(cases)("an order that is %s: %s → allowed %s", async (status, action, ok) => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    await t.db.update(orders).set({ status }).where(eq(orders.id, order.id));
    const res =
      action === "pay"
        ? await t.pay(b, order.id, card)
        : action === "buyer cancel"
          ? await t.send("POST", `/api/orders/${order.id}/cancel`, b)
          : await t.send(
              "POST",
              `/api/admin/orders/${order.id}/${action === "operator cancel" ? "cancel" : action}`,
              operator,
              action === "ship" ? { tracking_number: "1Z999AA10123456784" } : undefined,
            );
    expect(res.statusCode).toBe(ok ? 200 : 422);
    const [after] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    const target: Record<Action, OrderStatus> = {
      pay: "awaiting shipment",
      "buyer cancel": "canceled",
      ship: "shipped",
      complete: "completed",
      "operator cancel": "canceled",
    };
    expect(after?.status).toBe(ok ? target[action] : status);
  });
});
