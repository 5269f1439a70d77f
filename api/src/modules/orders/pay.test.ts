import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createOrdersTestApp, type OrdersTestApp } from "../../../test/order-fixtures.ts";
import { payments } from "../../db/schema/index.ts";

let t: OrdersTestApp;
let pads: number;
beforeAll(async () => {
  t = await createOrdersTestApp([{ title: "Ceramic brake pads", priceCents: 4999, stock: 500, shippingCents: 799 }]);
  [pads] = t.productIds as [number];
});
afterAll(() => t.close());

const future = new Date().getUTCFullYear() + 2;
const newCard = (number: string) => ({ card: { number, exp_month: 11, exp_year: future, cvc: "123" } });
const attemptsOf = (orderId: number) => t.db.select().from(payments).where(eq(payments.orderId, orderId));

describe("POST /api/orders/{id}/pay with the success card", () => {
  test("a saved 4242 card pays the order: paid, then awaiting shipment, the attempt recorded, a receipt mailed", async () => {
    const b = await t.buyer("Sam");
    const pm = await t.saveCard(b, "4242424242424242");
    const order = await t.placeOrder(b, { [pads]: 1 });
    const res = await t.pay(b, order.id, { payment_stripe_id: pm });
    expect(res.statusCode).toBe(200);
    const paid = res.json();
    expect(paid.status).toBe("awaiting shipment");
    expect(paid.history.map((h: { status: string }) => h.status)).toEqual([
      "created",
      "awaiting payment",
      "paid",
      "awaiting shipment",
    ]);
    expect(paid.payment).toMatchObject({
      state: "paid",
      amount: order.totals.total,
      card: { brand: "visa", last4: "4242" },
      last_decline: null,
    });
    expect([paid.can_pay, paid.can_cancel, paid.expires_at]).toEqual([false, true, null]);
    const [attempt] = await attemptsOf(order.id);
    expect(attempt).toMatchObject({
      provider: "simulated",
      status: "succeeded",
      amountCents: Math.round(order.totals.total * 100),
      failureCode: null,
    });
    expect(attempt?.providerPaymentId).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    const mail = await t.mailAbout(b, "Payment received");
    expect(mail.subject).toBe(`Payment received for order ${order.number}`);
    expect(mail.text).toContain(`with your Visa ending in 4242 for order ${order.number}`);
  });

  test("a new 4242 card pays too, and `save` keeps it in the account", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    const res = await t.pay(b, order.id, { ...newCard("4242 4242 4242 4242"), save: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().payment.card).toEqual({ brand: "visa", last4: "4242" });
    const profile = (await t.send("GET", "/api/profile", b)).json();
    expect(profile.payments).toEqual([expect.objectContaining({ last4: "4242", brand: "visa", default: 1 })]);
  });

  test("a new card without `save` is not kept", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    expect((await t.pay(b, order.id, newCard("5555555555554444"))).statusCode).toBe(200);
    expect((await t.send("GET", "/api/profile", b)).json().payments).toEqual([]);
  });
});

describe("POST /api/orders/{id}/pay with the decline cards", () => {
  test.each([
    ["4000000000000002", "generic_decline", "Your card was declined."],
    ["4000000000009995", "insufficient_funds", "Your card has insufficient funds."],
    ["4000000000000069", "expired_card", "Your card has expired."],
  ])("%s is declined (%s): a 402 with the reason, the order still awaiting payment", async (number, code, message) => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 2 });
    const res = await t.pay(b, order.id, { ...newCard(number), save: true });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(message);
    const after = (await t.order(b, order.id)).json();
    expect(after.status).toBe("awaiting payment");
    expect(after.payment).toMatchObject({ state: "unpaid", last_decline: message, card: { last4: number.slice(-4) } });
    expect([after.can_pay, after.can_cancel]).toEqual([true, true]);
    const attempts = await attemptsOf(order.id);
    expect(attempts).toEqual([
      expect.objectContaining({ status: "failed", failureCode: code, failureMessage: message }),
    ]);
    // The parts stay reserved while the buyer tries another card, and nothing is saved.
    expect((await t.send("GET", "/api/profile", b)).json().payments).toEqual([]);
    expect(t.smtp.mailsTo(b.email).some((m) => m.subject.startsWith("Payment received"))).toBe(false);
  });

  test("4000000000000341 saves, then its charge is declined", async () => {
    const b = await t.buyer();
    const pm = await t.saveCard(b, "4000000000000341");
    const order = await t.placeOrder(b, { [pads]: 1 });
    const res = await t.pay(b, order.id, { payment_stripe_id: pm });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe("Your card was declined.");
    expect((await attemptsOf(order.id))[0]).toMatchObject({ status: "failed", failureCode: "card_declined" });
  });

  test("a 3-D Secure card typed in needs authentication test mode cannot give: a 402, recorded as requires_action", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    const res = await t.pay(b, order.id, newCard("4000002500003155"));
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(
      "This card needs authentication (3-D Secure), which test mode cannot complete. Please use another card.",
    );
    expect((await attemptsOf(order.id))[0]).toMatchObject({
      status: "requires_action",
      failureCode: "authentication_required",
    });
    expect((await t.order(b, order.id)).json().status).toBe("awaiting payment");
  });

  test("4000002500003155 saved in the account (authenticated when saved) then pays", async () => {
    const b = await t.buyer();
    const pm = await t.saveCard(b, "4000002500003155");
    const order = await t.placeOrder(b, { [pads]: 1 });
    expect((await t.pay(b, order.id, { payment_stripe_id: pm })).statusCode).toBe(200);
  });

  test("4000002760003184 asks for authentication on every charge, saved or not", async () => {
    const b = await t.buyer();
    const pm = await t.saveCard(b, "4000002760003184");
    const order = await t.placeOrder(b, { [pads]: 1 });
    expect((await t.pay(b, order.id, { payment_stripe_id: pm })).statusCode).toBe(402);
  });

  test("after a decline another card pays: two attempts recorded, one charge", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    expect((await t.pay(b, order.id, newCard("4000000000009995"))).statusCode).toBe(402);
    const res = await t.pay(b, order.id, newCard("4242424242424242"));
    expect(res.statusCode).toBe(200);
    expect(res.json().payment.last_decline).toBeNull();
    const attempts = await attemptsOf(order.id);
    expect(attempts.map((a) => a.status).sort()).toEqual(["failed", "succeeded"]);
  });
});

describe("POST /api/orders/{id}/pay refusals", () => {
  test("an order already paid is a 422 and is not charged again", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    expect((await t.pay(b, order.id, newCard("4242424242424242"))).statusCode).toBe(200);
    const again = await t.pay(b, order.id, newCard("4242424242424242"));
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe("This order is awaiting shipment: only an order awaiting payment can be paid.");
    expect(await attemptsOf(order.id)).toHaveLength(1);
  });

  test("another user's order is a 404 and is not charged", async () => {
    const owner = await t.buyer();
    const order = await t.placeOrder(owner, { [pads]: 1 });
    const other = await t.buyer();
    const res = await t.pay(other, order.id, newCard("4242424242424242"));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Order not found");
    expect(await attemptsOf(order.id)).toHaveLength(0);
    expect((await t.order(owner, order.id)).json().status).toBe("awaiting payment");
  });

  test("another user's saved card is a 404", async () => {
    const owner = await t.buyer();
    const theirs = await t.saveCard(owner, "4242424242424242");
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    const res = await t.pay(b, order.id, { payment_stripe_id: theirs });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Card not found");
    expect(await attemptsOf(order.id)).toHaveLength(0);
  });

  test("an unpaid order past its deadline is canceled when paid: a 409, its stock back on the shelf", async () => {
    const b = await t.buyer();
    const stock = await t.stockOf(pads);
    const order = await t.placeOrder(b, { [pads]: 3 });
    expect(await t.stockOf(pads)).toBe((stock ?? 0) - 3);
    await t.expire(order.id);
    const res = await t.pay(b, order.id, newCard("4242424242424242"));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This order expired before it was paid/);
    expect(await t.stockOf(pads)).toBe(stock);
    const after = (await t.order(b, order.id)).json();
    expect(after.status).toBe("canceled");
    expect(after.history.at(-1)).toMatchObject({
      from: "awaiting payment",
      status: "canceled",
      note: "Not paid in time",
    });
    expect(await attemptsOf(order.id)).toHaveLength(0);
  });

  test("a card number that fails its check is a 400 naming the field", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    const res = await t.pay(b, order.id, newCard("4242424242424241"));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "Your card number is incorrect.",
      errors: { number: expect.any(Array) },
    });
    expect((await t.order(b, order.id)).json().status).toBe("awaiting payment");
  });

  test.each([
    ["both a saved and a new card", { payment_stripe_id: "pm_abc", card: newCard("4242424242424242").card }],
    ["neither", {}],
    ["save with a saved card", { payment_stripe_id: "pm_abc", save: true }],
    ["an amount", { ...newCard("4242424242424242"), amount: 0.01 }],
    ["a status", { ...newCard("4242424242424242"), status: "paid" }],
  ])("%s is a 400", async (_what, body) => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    expect((await t.pay(b, order.id, body)).statusCode).toBe(400);
    expect(await attemptsOf(order.id)).toHaveLength(0);
  });

  test("without an Idempotency-Key the payment is a 400 and nothing is charged", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    const res = await t.pay(b, order.id, newCard("4242424242424242"), null);
    expect(res.statusCode).toBe(400);
    expect(await attemptsOf(order.id)).toHaveLength(0);
  });
});

test("more than 30 pay attempts by one account in ten minutes are a 429, whatever address they come from", async () => {
  const b = await t.buyer();
  const order = await t.placeOrder(b, { [pads]: 1 });
  const statuses: number[] = [];
  for (let i = 1; i <= 31; i++) {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/orders/${order.id}/pay`,
      headers: { ...b.auth, "idempotency-key": randomUUID() },
      payload: newCard("4000000000000002"),
      remoteAddress: `10.99.7.${i}`,
    });
    statuses.push(res.statusCode);
  }
  expect(statuses.slice(0, 30).every((s) => s === 402)).toBe(true);
  expect(statuses[30]).toBe(429);
});
