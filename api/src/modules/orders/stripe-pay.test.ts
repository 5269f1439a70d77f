import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  FakeStripePayments,
  STRIPE_PUBLISHABLE,
  STRIPE_SECRET,
  saveStripeCard,
  WEBHOOK_SECRET,
} from "../../../test/fake-stripe-payments.ts";
import { createOrdersTestApp, type OrdersTestApp } from "../../../test/order-fixtures.ts";
import { paymentCards, payments } from "../../db/schema/index.ts";
import { STRIPE_AUTHENTICATION_MESSAGE } from "../../lib/payments/stripe-provider.ts";

/** Paying orders when the shop runs Stripe: PaymentIntents against a local Stripe (STRIPE_API_BASE). */
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

const attemptsOf = (orderId: number) => t.db.select().from(payments).where(eq(payments.orderId, orderId));

describe("paying through Stripe", () => {
  test("a saved card is charged with one confirmed, on-session PaymentIntent carrying the order and the key", async () => {
    const b = await t.buyer();
    const pm = await saveStripeCard(t.db, stripe, b.id, "succeed");
    const order = await t.placeOrder(b, { [pads]: 1 });
    const key = randomUUID();
    const res = await t.pay(b, order.id, { payment_stripe_id: pm }, key);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("awaiting shipment");
    const [call] = stripe.calls("/v1/payment_intents").filter((r) => r.form.get("payment_method") === pm);
    expect(Object.fromEntries(call?.form ?? [])).toMatchObject({
      amount: String(Math.round(order.totals.total * 100)),
      currency: "usd",
      customer: `cus_fake_user${b.id}`,
      payment_method: pm,
      confirm: "true",
      off_session: "false",
      "metadata[order_id]": String(order.id),
      "metadata[order_number]": order.number,
    });
    expect(call?.headers["idempotency-key"]).toBe(`pitstop-order-${order.id}-${key}`);
    const [attempt] = await attemptsOf(order.id);
    expect(attempt).toMatchObject({ provider: "stripe", status: "succeeded", cardLast4: "4242" });
    expect(attempt?.providerPaymentId).toMatch(/^pi_fake/);
  });

  test("Stripe's decline is a 402 with Stripe's message, recorded with its PaymentIntent", async () => {
    const b = await t.buyer();
    const pm = await saveStripeCard(t.db, stripe, b.id, "decline", "0002");
    const order = await t.placeOrder(b, { [pads]: 1 });
    const res = await t.pay(b, order.id, { payment_stripe_id: pm });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe("Your card was declined.");
    const [attempt] = await attemptsOf(order.id);
    expect(attempt).toMatchObject({ status: "failed", failureCode: "generic_decline" });
    expect(attempt?.providerPaymentId).toMatch(/^pi_fake/);
    expect((await t.order(b, order.id)).json().payment.last_decline).toBe("Your card was declined.");
  });

  test("a card that wants 3-D Secure: the PaymentIntent is canceled and the answer is a 402", async () => {
    const b = await t.buyer();
    const pm = await saveStripeCard(t.db, stripe, b.id, "3ds", "3184");
    const order = await t.placeOrder(b, { [pads]: 1 });
    const res = await t.pay(b, order.id, { payment_stripe_id: pm });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(STRIPE_AUTHENTICATION_MESSAGE);
    const [attempt] = await attemptsOf(order.id);
    expect(attempt?.status).toBe("requires_action");
    expect(stripe.intents.get(attempt?.providerPaymentId ?? "")?.status).toBe("canceled");
  });

  test("a payment Stripe is still processing leaves the order awaiting payment, shown as processing", async () => {
    const b = await t.buyer();
    const pm = await saveStripeCard(t.db, stripe, b.id, "slow", "1111");
    const order = await t.placeOrder(b, { [pads]: 1 });
    const res = await t.pay(b, order.id, { payment_stripe_id: pm });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "awaiting payment", payment: { state: "processing" }, can_pay: false });
  });

  test("Stripe not answering is a 502 with nothing charged; when it is back, the same key pays once", async () => {
    const b = await t.buyer();
    const pm = await saveStripeCard(t.db, stripe, b.id, "succeed", "5556");
    const order = await t.placeOrder(b, { [pads]: 1 });
    const key = randomUUID();
    stripe.down = true;
    const failed = await t.pay(b, order.id, { payment_stripe_id: pm }, key);
    stripe.down = false;
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe("The card service is not answering. Please try again in a minute.");
    expect((await attemptsOf(order.id))[0]).toMatchObject({ status: "failed", failureCode: "provider_unavailable" });
    const retried = await t.pay(b, order.id, { payment_stripe_id: pm }, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().status).toBe("awaiting shipment");
  });

  test("an answer lost after Stripe charged: the retry with the same key gets Stripe's replay, one charge", async () => {
    const b = await t.buyer();
    const pm = await saveStripeCard(t.db, stripe, b.id, "succeed", "4444");
    const order = await t.placeOrder(b, { [pads]: 1 });
    const key = randomUUID();
    stripe.failAfterWork = true;
    expect((await t.pay(b, order.id, { payment_stripe_id: pm }, key)).statusCode).toBe(502);
    stripe.failAfterWork = false;
    expect((await t.pay(b, order.id, { payment_stripe_id: pm }, key)).statusCode).toBe(200);
    const charged = [...stripe.intents.values()].filter((i) => i.metadata.order_id === String(order.id));
    expect(charged).toHaveLength(1);
    const succeeded = (await attemptsOf(order.id)).filter((a) => a.status === "succeeded");
    expect(succeeded).toHaveLength(1);
  });

  test("a card typed in is refused: with Stripe, numbers go into Stripe's own form", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    const res = await t.pay(b, order.id, {
      card: { number: "4242424242424242", exp_month: 12, exp_year: 2040, cvc: "123" },
    });
    expect(res.statusCode).toBe(400);
    expect(await attemptsOf(order.id)).toHaveLength(0);
  });

  test("a test-mode card saved before the switch to Stripe is a 422, not a charge", async () => {
    const b = await t.buyer();
    const pm = await saveStripeCard(t.db, stripe, b.id, "succeed", "7777");
    await t.db.update(paymentCards).set({ provider: "simulated" }).where(eq(paymentCards.paymentStripeId, pm));
    const order = await t.placeOrder(b, { [pads]: 1 });
    const res = await t.pay(b, order.id, { payment_stripe_id: pm });
    expect(res.statusCode).toBe(422);
    expect(await attemptsOf(order.id)).toHaveLength(0);
  });

  test("canceling a paid order refunds it through Stripe, once per charge", async () => {
    const b = await t.buyer();
    const pm = await saveStripeCard(t.db, stripe, b.id, "succeed", "9999");
    const order = await t.placeOrder(b, { [pads]: 1 });
    expect((await t.pay(b, order.id, { payment_stripe_id: pm })).statusCode).toBe(200);
    const res = await t.send("POST", `/api/orders/${order.id}/cancel`, b);
    expect(res.statusCode).toBe(200);
    expect(res.json().payment.state).toBe("refunded");
    const [attempt] = await attemptsOf(order.id);
    const refundCalls = stripe
      .calls("/v1/refunds")
      .filter((r) => r.form.get("payment_intent") === attempt?.providerPaymentId);
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]?.form.get("amount")).toBe(String(attempt?.amountCents));
    expect(refundCalls[0]?.headers["idempotency-key"]).toBe(`pitstop-refund-${attempt?.id}`);
    expect(attempt?.providerRefundId).toMatch(/^re_fake/);
  });
});
