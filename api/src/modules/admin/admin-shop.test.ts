import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Buyer, createOrdersTestApp, type OrdersTestApp } from "../../../test/order-fixtures.ts";
import { auditEntries, users } from "../../db/schema/index.ts";

let t: OrdersTestApp;
let pads: number;
let caliper: number;
let operator: Buyer;
let dana: Buyer;
let paidOrder: { id: number; number: string };
let unpaidOrder: { id: number; number: string };

const card = { card: { number: "4242424242424242", exp_month: 12, exp_year: 2040, cvc: "123" } };

beforeAll(async () => {
  t = await createOrdersTestApp([
    { title: "Ceramic brake pads", priceCents: 5000, stock: 100, fits: ["toyota-camry-2018"] },
    { title: "Brake caliper", priceCents: 12000, stock: 3 },
  ]);
  [pads, caliper] = t.productIds as [number, number];
  operator = await t.buyer("Olive");
  await t.makeOperator(operator);
  dana = await t.buyer("Dana");
  paidOrder = await t.placeOrder(dana, { [pads]: 2 }, { vehicle: "toyota-camry-2018" });
  const paid = await t.pay(dana, paidOrder.id, card);
  if (paid.statusCode !== 200) throw new Error(paid.body);
  unpaidOrder = await t.placeOrder(dana, { [caliper]: 1 });
});
afterAll(() => t.close());

describe("orders in the back office", () => {
  test("the list filters by status, customer and day, newest first", async () => {
    const all = (await t.send("GET", "/api/admin/orders", operator)).json();
    expect(all.orders.map((o: { id: number }) => o.id)).toEqual([unpaidOrder.id, paidOrder.id]);
    expect(all.orders[1]).toMatchObject({
      status: "awaiting shipment",
      customer: { id: dana.id, email: dana.email },
      item_count: 2,
    });
    const toShip = (await t.send("GET", "/api/admin/orders?status=awaiting%20shipment", operator)).json();
    expect(toShip.orders.map((o: { id: number }) => o.id)).toEqual([paidOrder.id]);
    const byEmail = (
      await t.send("GET", `/api/admin/orders?q=${encodeURIComponent(dana.email.slice(0, 12))}`, operator)
    ).json();
    expect(byEmail.total).toBe(2);
    const byName = (await t.send("GET", "/api/admin/orders?q=olive", operator)).json();
    expect(byName.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await t.send("GET", `/api/admin/orders?from=${today}&to=${today}`, operator)).json().total).toBe(2);
    expect((await t.send("GET", "/api/admin/orders?to=2001-01-01", operator)).json().total).toBe(0);
    expect((await t.send("GET", "/api/admin/orders?from=2026-02-31", operator)).statusCode).toBe(400);
    expect((await t.send("GET", "/api/admin/orders?status=lost", operator)).statusCode).toBe(400);
  });

  test("one order shows its lines, history and buyer; shipping it goes through the existing service", async () => {
    const order = (await t.send("GET", `/api/admin/orders/${paidOrder.id}`, operator)).json();
    expect(order).toMatchObject({ number: paidOrder.number, customer: { id: dana.id, name: "Dana" } });
    expect(order.history.map((h: { status: string }) => h.status)).toEqual([
      "created",
      "awaiting payment",
      "paid",
      "awaiting shipment",
    ]);
    const shipped = await t.send("POST", `/api/admin/orders/${paidOrder.id}/ship`, operator, {
      tracking_number: "1Z999AA10123456784",
    });
    expect(shipped.statusCode).toBe(200);
    const again = (await t.send("GET", `/api/admin/orders/${paidOrder.id}`, operator)).json();
    expect(again).toMatchObject({ status: "shipped", tracking_number: "1Z999AA10123456784" });
    expect((await t.send("GET", "/api/admin/orders/999999", operator)).statusCode).toBe(404);
  });
});

describe("the dashboard", () => {
  test("counts today's paid order and revenue, the caliper's low stock, the pads and the Camry on top", async () => {
    const d = (await t.send("GET", "/api/admin/dashboard", operator)).json();
    expect(d.days).toHaveLength(30);
    const today = d.days.at(-1);
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today.orders).toBe(1);
    expect(today.revenue).toBeGreaterThan(100);
    expect(d.days.slice(0, 29).every((x: { orders: number }) => x.orders === 0)).toBe(true);
    expect(d.low_stock.map((p: { id: number }) => p.id)).toContain(caliper);
    expect(d.low_stock_count).toBeGreaterThanOrEqual(1);
    expect(d.top_parts[0]).toMatchObject({ product_id: pads, quantity: 2, revenue: 100 });
    expect(d.top_vehicles).toEqual([{ vehicle_id: expect.any(Number), label: "2018 Toyota Camry", orders: 1 }]);
    expect(d.unpaid_expiring.map((o: { id: number }) => o.id)).toEqual([unpaidOrder.id]);
  });
});

describe("customers", () => {
  test("search by e-mail or name; an account shows its orders and loyalty", async () => {
    const found = (await t.send("GET", `/api/admin/customers?q=${encodeURIComponent(dana.email)}`, operator)).json();
    expect(found.customers).toEqual([
      expect.objectContaining({ id: dana.id, role: "customer", order_count: 2, loyalty_level: "Starter" }),
    ]);
    expect(
      (await t.send("GET", "/api/admin/customers?q=olive", operator)).json().customers.map((c: { id: number }) => c.id),
    ).toEqual([operator.id]);
    const account = (await t.send("GET", `/api/admin/customers/${dana.id}`, operator)).json();
    expect(account).toMatchObject({ role: "customer", order_count: 2, loyalty: { level: "Starter" } });
    expect(account.user.profile.email).toBe(dana.email);
    expect(account.orders.map((o: { id: number }) => o.id)).toEqual([unpaidOrder.id, paidOrder.id]);
    expect((await t.send("GET", "/api/admin/customers/999999", operator)).statusCode).toBe(404);
  });

  test("the admin role is granted and revoked with an audit entry; the last operator cannot be removed", async () => {
    const alone = await t.send("PUT", `/api/admin/customers/${operator.id}/role`, operator, { role: "customer" });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().message).toMatch(/^You are the shop's last operator/);
    const granted = await t.send("PUT", `/api/admin/customers/${dana.id}/role`, operator, { role: "admin" });
    expect(granted.json().role).toBe("admin");
    // Two operators now: one may step down, and then the other is the last.
    expect(
      (await t.send("PUT", `/api/admin/customers/${operator.id}/role`, operator, { role: "customer" })).statusCode,
    ).toBe(200);
    expect((await t.send("GET", "/api/admin/dashboard", operator)).statusCode).toBe(403);
    const last = await t.send("PUT", `/api/admin/customers/${dana.id}/role`, dana, { role: "customer" });
    expect(last.statusCode).toBe(422);
    const entries = await t.db.select().from(auditEntries).where(eq(auditEntries.entity, "user"));
    expect(entries.map((e) => [e.entityId, e.after])).toEqual([
      [String(dana.id), { role: "admin" }],
      [String(operator.id), { role: "customer" }],
    ]);
    expect((await t.send("PUT", `/api/admin/customers/${dana.id}/role`, dana, { role: "root" })).statusCode).toBe(400);
    await t.db.update(users).set({ role: "admin" }).where(eq(users.id, operator.id));
  });
});
