import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Buyer, createOrdersTestApp, type OrdersTestApp } from "../../../test/order-fixtures.ts";
import { runAdminCommand, UsageError } from "../../cli/admin-commands.ts";
import { payments, users } from "../../db/schema/index.ts";
import { orderDepsOf } from "./order-deps.ts";

let t: OrdersTestApp;
let pads: number;
let operator: Buyer;
beforeAll(async () => {
  t = await createOrdersTestApp([{ title: "Ceramic brake pads", priceCents: 4999, stock: 100, shippingCents: 799 }]);
  [pads] = t.productIds as [number];
  operator = await t.buyer("Olive");
  await t.makeOperator(operator);
});
afterAll(() => t.close());

const card = { card: { number: "4242424242424242", exp_month: 12, exp_year: 2040, cvc: "123" } };
const admin = (orderId: number, action: "ship" | "complete" | "cancel", who: Buyer | null, body?: unknown) =>
  t.send("POST", `/api/admin/orders/${orderId}/${action}`, who, body);

/** An order paid and awaiting shipment, with `quantity` pads. */
async function paidOrder(b: Buyer, quantity = 1) {
  const order = await t.placeOrder(b, { [pads]: quantity });
  const res = await t.pay(b, order.id, card);
  if (res.statusCode !== 200) throw new Error(`pay failed: ${res.body}`);
  return order;
}

describe("who may act as the shop operator", () => {
  test("a customer's admin call is a 403 whatever its body: the role is checked before validation", async () => {
    const b = await t.buyer();
    for (const body of [{ tracking_number: 42, extra: "<script>" }, "not json at all", undefined]) {
      const res = await admin(1, "ship", b, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Only shop operators can do this.");
    }
    expect((await t.send("POST", "/api/admin/orders/not-a-number/cancel", b)).statusCode).toBe(403);
  });

  test("a visitor is a 401 and a customer a 403; nothing changes", async () => {
    const b = await t.buyer();
    const order = await paidOrder(b);
    expect((await admin(order.id, "ship", null, { tracking_number: "1Z999AA10123456784" })).statusCode).toBe(401);
    const res = await admin(order.id, "ship", b, { tracking_number: "1Z999AA10123456784" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Only shop operators can do this.");
    expect((await t.order(b, order.id)).json().status).toBe("awaiting shipment");
  });

  test("an unknown order is a 404", async () => {
    expect((await admin(999_999, "complete", operator)).statusCode).toBe(404);
  });
});

describe("shipping, completing and canceling through the admin API", () => {
  test("ship: awaiting shipment → shipped with the tracking number, and the buyer is mailed it", async () => {
    const b = await t.buyer();
    const order = await paidOrder(b);
    const res = await admin(order.id, "ship", operator, { tracking_number: "1Z999AA10123456784", carrier: "UPS" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "shipped", tracking_number: "1Z999AA10123456784", carrier: "UPS" });
    expect(res.json().can_cancel).toBe(false);
    const mail = await t.mailAbout(b, "has shipped");
    expect(mail.subject).toBe(`Your Pitstop order ${order.number} has shipped`);
    expect(mail.text).toContain("Tracking number: 1Z999AA10123456784");
    expect(mail.text).toContain("has shipped with UPS");
    // The buyer sees it too, and can no longer cancel.
    const cancel = await t.send("POST", `/api/orders/${order.id}/cancel`, b);
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().message).toBe("An order that is shipped cannot be moved to canceled");
  });

  test("a tracking number with markup or of the wrong length is a 400", async () => {
    const b = await t.buyer();
    const order = await paidOrder(b);
    for (const tracking_number of ["<b>1Z</b>", "12", "x".repeat(41)]) {
      expect((await admin(order.id, "ship", operator, { tracking_number })).statusCode).toBe(400);
    }
  });

  test("complete: shipped → completed, and the buyer is credited one mile per whole dollar, once", async () => {
    const b = await t.buyer();
    const order = await paidOrder(b, 3); // 149.97 + 8.62 tax (5.75 %) = 158.59
    await admin(order.id, "ship", operator, { tracking_number: "1Z999AA10123456784" });
    const res = await admin(order.id, "complete", operator);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("completed");
    expect(order.totals.total).toBe(158.59);
    const profile = (await t.send("GET", "/api/profile", b)).json();
    expect(profile.profile.mile).toBe(158);
    const mail = await t.mailAbout(b, "is complete");
    expect(mail.text).toContain("It earned you 158 miles");
    const again = await admin(order.id, "complete", operator);
    expect(again.statusCode).toBe(422);
    const [user] = await t.db.select({ mile: users.mile }).from(users).where(eq(users.id, b.id));
    expect(user?.mile).toBe(158);
  });

  test("cancel a paid order: stock back on the shelf, the charge refunded and recorded, the buyer mailed", async () => {
    const b = await t.buyer();
    const before = await t.stockOf(pads);
    const order = await paidOrder(b, 2);
    expect(await t.stockOf(pads)).toBe((before ?? 0) - 2);
    const res = await admin(order.id, "cancel", operator);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("canceled");
    expect(res.json().payment).toMatchObject({ state: "refunded", amount: order.totals.total });
    expect(res.json().history.at(-1)).toMatchObject({ from: "awaiting shipment", note: "Canceled by the shop" });
    expect(await t.stockOf(pads)).toBe(before);
    const [charge] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(charge).toMatchObject({ status: "succeeded", refundStatus: "succeeded" });
    expect(charge?.providerRefundId).toMatch(/^re_/);
    const mail = await t.mailAbout(b, "was canceled");
    expect(mail.text).toContain("We had to cancel order");
    expect(mail.text).toContain("is being refunded to your Visa ending in 4242");
  });

  test("the transitions table stands: shipping an unpaid order or completing one not shipped is a 422", async () => {
    const b = await t.buyer();
    const unpaid = await t.placeOrder(b, { [pads]: 1 });
    const ship = await admin(unpaid.id, "ship", operator, { tracking_number: "1Z999AA10123456784" });
    expect(ship.statusCode).toBe(422);
    expect(ship.json().message).toBe("An order that is awaiting payment cannot be moved to shipped");
    expect((await admin(unpaid.id, "complete", operator)).statusCode).toBe(422);
  });
});

describe("npm run admin (the same services from the command line)", () => {
  test("grant-admin makes an account an operator, revoke-admin a customer again", async () => {
    const b = await t.buyer();
    const deps = orderDepsOf(t.app);
    expect(await runAdminCommand(["grant-admin", b.email.toUpperCase()], deps)).toBe(
      `${b.email} is now a shop operator.`,
    );
    const order = await paidOrder(b);
    expect((await admin(order.id, "ship", b, { tracking_number: "1Z999AA10123456784" })).statusCode).toBe(200);
    await runAdminCommand(["revoke-admin", b.email], deps);
    expect((await admin(order.id, "complete", b)).statusCode).toBe(403);
  });

  test("ship, complete and cancel by order number; orders lists them", async () => {
    const deps = orderDepsOf(t.app);
    const b = await t.buyer();
    const shipped = await paidOrder(b); // 49.99 + 7.99 shipping + 2.87 tax = 60.85
    expect(await runAdminCommand(["ship", shipped.number, "9400111899223197428490", "USPS"], deps)).toBe(
      `${shipped.number} shipped (tracking 9400111899223197428490); the buyer was mailed.`,
    );
    expect(await runAdminCommand(["complete", shipped.number.toLowerCase()], deps)).toMatch(
      /completed; the buyer earned 60 miles/,
    );
    const unpaid = await t.placeOrder(b, { [pads]: 1 });
    expect(await runAdminCommand(["cancel", unpaid.number], deps)).toBe(`${unpaid.number} canceled; stock released.`);
    const listing = await runAdminCommand(["orders", "completed"], deps);
    expect(listing).toContain(shipped.number);
    expect(listing).not.toContain(unpaid.number);
    // A count and its noun agree: "1 item", never "1 item(s)".
    expect(listing).toMatch(/ {2}1 item {2}/);
    expect(listing).not.toContain("(s)");
    expect((await t.order(b, shipped.id)).json().status).toBe("completed");
  });

  test("mistakes are explained: unknown commands, orders, statuses and bad tracking numbers", async () => {
    const deps = orderDepsOf(t.app);
    await expect(runAdminCommand(["frobnicate"], deps)).rejects.toBeInstanceOf(UsageError);
    await expect(runAdminCommand(["ship", "PS-2026-999999", "1Z999AA10123456784"], deps)).rejects.toThrow(
      "Order PS-2026-999999 not found",
    );
    await expect(runAdminCommand(["orders", "lost"], deps)).rejects.toThrow(/Unknown status 'lost'/);
    await expect(runAdminCommand(["ship", "PS-2026-000001", "<x>"], deps)).rejects.toThrow(/tracking number/i);
    await expect(runAdminCommand(["complete"], deps)).rejects.toThrow(/takes 1 argument$/);
  });
});
