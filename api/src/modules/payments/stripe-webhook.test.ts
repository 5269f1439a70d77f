import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  FakeStripePayments,
  STRIPE_PUBLISHABLE,
  STRIPE_SECRET,
  saveStripeCard,
  signedEvent,
  WEBHOOK_SECRET,
} from "../../../test/fake-stripe-payments.ts";
import { createOrdersTestApp, type OrdersTestApp } from "../../../test/order-fixtures.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { orderStatusHistory, orders, payments, stripeEvents } from "../../db/schema/index.ts";

/** POST /api/payments/webhook: Stripe's payment events, verified, deduplicated, in any order. */
const stripe = new FakeStripePayments();
let t: OrdersTestApp;
let pads: number;
beforeAll(async () => {
  const base = await stripe.listen();
  t = await createOrdersTestApp([{ title: "Ceramic brake pads", priceCents: 4999, stock: 100, shippingCents: 799 }], {
    STRIPE_SECRET_KEY: STRIPE_SECRET,
    STRIPE_PUBLISHABLE_KEY: STRIPE_PUBLISHABLE,
    STRIPE_API_BASE: base,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  [pads] = t.productIds as [number];
});
afterAll(async () => {
  await t.close();
  stripe.close();
});

const post = (event: { payload: string; signature: string } | { payload: string; signature?: string }) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: {
      "content-type": "application/json",
      ...(event.signature ? { "stripe-signature": event.signature } : {}),
    },
    payload: event.payload,
  });

const intent = (id: string, orderId: number, amount: number, extra: Record<string, unknown> = {}) => ({
  id,
  object: "payment_intent",
  amount,
  currency: "usd",
  metadata: { order_id: String(orderId) },
  ...extra,
});

const statusOf = async (orderId: number) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;
const attemptsOf = (orderId: number) => t.db.select().from(payments).where(eq(payments.orderId, orderId));
const cents = (dollars: number) => Math.round(dollars * 100);

describe("the signature", () => {
  test("a correctly signed event is accepted", async () => {
    const res = await post(signedEvent("customer.created", { id: "cus_x" }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
  });

  test.each([
    ["no signature", (e: ReturnType<typeof signedEvent>) => ({ payload: e.payload })],
    ["another secret", () => signedEvent("payment_intent.succeeded", { id: "pi_1" }, { secret: "whsec_wrong" })],
    [
      "a timestamp older than five minutes",
      () => signedEvent("payment_intent.succeeded", { id: "pi_1" }, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
    ],
    [
      "a body changed after signing",
      (e: ReturnType<typeof signedEvent>) => ({ ...e, payload: e.payload.replace("pi_1", "pi_2") }),
    ],
  ])("%s is a 400 and nothing is recorded", async (_what, make) => {
    const event = make(signedEvent("payment_intent.succeeded", { id: "pi_1" }));
    const res = await post(event);
    expect(res.statusCode).toBe(400);
    const id = (JSON.parse(event.payload) as { id: string }).id;
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, id))).toEqual([]);
  });
});

describe("payment_intent.succeeded", () => {
  test("pays an order whose payment answer never came back, and mails the receipt", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    // The pay request asked Stripe and then died: its attempt is still processing, without its PaymentIntent.
    await t.db.insert(payments).values({
      orderId: order.id,
      provider: "stripe",
      amountCents: cents(order.totals.total),
      status: "processing",
      updatedAt: new Date(Date.now() - 20 * 60_000),
    });
    const res = await post(
      signedEvent("payment_intent.succeeded", intent("pi_lost1", order.id, cents(order.totals.total))),
    );
    expect(res.statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe("awaiting shipment");
    const attempts = await attemptsOf(order.id);
    expect(attempts).toEqual([expect.objectContaining({ providerPaymentId: "pi_lost1", status: "succeeded" })]);
    await t.mailAbout(b, "Payment received");
  });

  test("a redelivered event is handled once", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    const event = signedEvent("payment_intent.succeeded", intent("pi_twice", order.id, cents(order.totals.total)), {
      id: `evt_${randomUUID().slice(0, 8)}`,
    });
    expect((await post(event)).json()).toEqual({ received: true, duplicate: false });
    // A redelivery after the order moved on, and one racing a second delivery: all answered, none applied.
    const [again, racing] = await Promise.all([post(event), post(event)]);
    expect([again.json().duplicate, racing.json().duplicate]).toEqual([true, true]);
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.filter((h) => h.toStatus === "paid")).toHaveLength(1);
    await t.mailAbout(b, "Payment received");
  });

  test("for an order the webhook finds already paid (the answer came first), nothing changes", async () => {
    const b = await t.buyer();
    const pm = await saveStripeCard(t.db, stripe, b.id, "succeed", "1001");
    const order = await t.placeOrder(b, { [pads]: 1 });
    expect((await t.pay(b, order.id, { payment_stripe_id: pm })).statusCode).toBe(200);
    const [attempt] = await attemptsOf(order.id);
    const res = await post(
      signedEvent(
        "payment_intent.succeeded",
        intent(attempt?.providerPaymentId ?? "", order.id, attempt?.amountCents ?? 0),
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe("awaiting shipment");
    expect(await attemptsOf(order.id)).toHaveLength(1);
  });

  test("a charge Stripe still reports processing holds the order: the shop's cancel is refused, and Stripe's success pays it", async () => {
    const b = await t.buyer();
    const pm = await saveStripeCard(t.db, stripe, b.id, "slow", "1002");
    const order = await t.placeOrder(b, { [pads]: 1 });
    expect((await t.pay(b, order.id, { payment_stripe_id: pm })).json().payment.state).toBe("processing");
    const [attempt] = await attemptsOf(order.id);
    // Long after: the charge is Stripe's to finish (docs/decisions/013), it cannot be abandoned.
    await t.db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(payments.id, attempt?.id ?? 0));
    const operator = await t.buyer();
    await t.makeOperator(operator);
    const cancel = await t.send("POST", `/api/admin/orders/${order.id}/cancel`, operator);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toMatch(/payment for this order is going through/);
    expect(await statusOf(order.id)).toBe("awaiting payment");
    // Stripe then reports the charge went through: the order is paid, nothing refunded.
    const pi = stripe.intents.get(attempt?.providerPaymentId ?? "");
    if (pi) pi.status = "succeeded";
    const res = await post(signedEvent("payment_intent.succeeded", intent(pi?.id ?? "", order.id, pi?.amount ?? 0)));
    expect(res.statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe("awaiting shipment");
    expect(stripe.refunds.filter((r) => r.payment_intent === pi?.id)).toEqual([]);
  });

  /** A pay whose charge went through at Stripe while Stripe's answer was lost (a timeout): a 502, nothing in flight. */
  async function chargedButAnswerLost(b: Awaited<ReturnType<typeof t.buyer>>, orderId: number, last4: string) {
    const pm = await saveStripeCard(t.db, stripe, b.id, "succeed", last4);
    stripe.failAfterWork = true;
    const lost = await t.pay(b, orderId, { payment_stripe_id: pm });
    stripe.failAfterWork = false;
    expect(lost.statusCode).toBe(502);
    expect(await attemptsOf(orderId)).toEqual([
      expect.objectContaining({ status: "failed", failureCode: "provider_unavailable", providerPaymentId: null }),
    ]);
    const [pi] = [...stripe.intents.values()].filter((i) => i.metadata.order_id === String(orderId));
    expect(pi?.status).toBe("succeeded");
    return pi as NonNullable<typeof pi>;
  }

  /** Stripe's webhook reports the charge on the canceled order: refunded at Stripe, never left charged. */
  async function expectRefundedOnCanceledOrder(orderId: number, pi: { id: string; amount: number }) {
    const res = await post(signedEvent("payment_intent.succeeded", intent(pi.id, orderId, pi.amount)));
    expect(res.statusCode).toBe(200);
    expect(await statusOf(orderId)).toBe("canceled");
    expect(stripe.refunds.filter((r) => r.payment_intent === pi.id)).toHaveLength(1);
    expect(await attemptsOf(orderId)).toEqual([
      expect.objectContaining({ providerPaymentId: pi.id, status: "succeeded", refundStatus: "succeeded" }),
    ]);
  }

  test("for an order the shop canceled after Stripe's answer was lost, the charge Stripe reports later is refunded", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    const pi = await chargedButAnswerLost(b, order.id, "1003");
    const operator = await t.buyer();
    await t.makeOperator(operator);
    expect((await t.send("POST", `/api/admin/orders/${order.id}/cancel`, operator)).statusCode).toBe(200);
    await expectRefundedOnCanceledOrder(order.id, pi);
  });

  test("for an order that expired after Stripe's answer was lost, the charge Stripe reports later is refunded", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    const pi = await chargedButAnswerLost(b, order.id, "1004");
    await t.expire(order.id);
    expect((await t.order(b, order.id)).json().status).toBe("canceled");
    await expectRefundedOnCanceledOrder(order.id, pi);
  });
});

describe("payment_intent.payment_failed", () => {
  test("records the decline on an order still awaiting payment; a later success still pays it", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    const amount = cents(order.totals.total);
    const declined = intent("pi_retry", order.id, amount, {
      last_payment_error: {
        code: "card_declined",
        decline_code: "insufficient_funds",
        message: "Your card has insufficient funds.",
      },
    });
    expect((await post(signedEvent("payment_intent.payment_failed", declined))).statusCode).toBe(200);
    const detail = (await t.order(b, order.id)).json();
    expect(detail).toMatchObject({
      status: "awaiting payment",
      payment: { last_decline: "Your card has insufficient funds." },
    });
    // The same PaymentIntent confirmed again with another card succeeds.
    await post(signedEvent("payment_intent.succeeded", intent("pi_retry", order.id, amount)));
    expect(await statusOf(order.id)).toBe("awaiting shipment");
  });

  test("arriving after the success changes nothing", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    const amount = cents(order.totals.total);
    await post(signedEvent("payment_intent.succeeded", intent("pi_late", order.id, amount)));
    const res = await post(
      signedEvent(
        "payment_intent.payment_failed",
        intent("pi_late", order.id, amount, { last_payment_error: { message: "Your card was declined." } }),
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe("awaiting shipment");
    expect(await attemptsOf(order.id)).toEqual([
      expect.objectContaining({ status: "succeeded", failureMessage: null }),
    ]);
  });
});

test("a PaymentIntent that belongs to no order of ours is acknowledged and ignored", async () => {
  const res = await post(signedEvent("payment_intent.succeeded", intent("pi_stranger", 999_999, 5000)));
  expect(res.statusCode).toBe(200);
  expect(await t.db.select().from(payments).where(eq(payments.providerPaymentId, "pi_stranger"))).toEqual([]);
});

test("without STRIPE_WEBHOOK_SECRET there is no webhook endpoint", async () => {
  const plain = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: STRIPE_SECRET,
      STRIPE_PUBLISHABLE_KEY: STRIPE_PUBLISHABLE,
      STRIPE_API_BASE: "http://127.0.0.1:9",
    },
  });
  try {
    const res = await plain.app.inject({ method: "POST", url: "/api/payments/webhook", payload: {} });
    expect(res.statusCode).toBe(404);
  } finally {
    await plain.close();
  }
});
