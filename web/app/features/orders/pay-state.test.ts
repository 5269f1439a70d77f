import type { Order } from "@pitstop/contract/orders";
import { describe, expect, test } from "vitest";
import { testOrder } from "~/components/orders/test-order";
import type { PayOutcome } from "./pay-action";
import { payPageState, timeLeft } from "./pay-state";

const now = Date.parse("2026-03-02T10:10:00Z");
const awaiting = testOrder({ status: "awaiting payment", expires_at: "2026-03-02T10:30:00Z" });
const paidOrder = testOrder({ status: "awaiting shipment", can_pay: false, expires_at: null });
const declined = (message: string): PayOutcome => ({ ok: false, status: 402, message });
const withPayment = (order: Order, payment: Partial<Order["payment"]>) => ({
  ...order,
  payment: { ...order.payment, ...payment },
});

describe("what /pay shows", () => {
  test.each<[string, Order, PayOutcome | undefined, ReturnType<typeof payPageState>]>([
    ["an order awaiting payment, first visit", awaiting, undefined, { kind: "pay", decline: null, problem: null }],
    [
      "a decline just now: its reason",
      withPayment(awaiting, { last_decline: "Your card has insufficient funds." }),
      declined("Your card has insufficient funds."),
      { kind: "pay", decline: "Your card has insufficient funds.", problem: null },
    ],
    [
      "back later after a decline: the order remembers the reason",
      withPayment(awaiting, { last_decline: "Your card was declined." }),
      undefined,
      { kind: "pay", decline: "Your card was declined.", problem: null },
    ],
    [
      "no answer: a problem to retry, not a decline",
      awaiting,
      { ok: false, status: null, message: "We couldn't reach the shop" },
      { kind: "pay", decline: null, problem: "We couldn't reach the shop" },
    ],
    [
      "a card typo refused by the API shows by the fields, not as a banner",
      awaiting,
      { ok: false, status: 400, message: "Your card number is incorrect.", errors: { number: ["x"] } },
      { kind: "pay", decline: null, problem: null },
    ],
    [
      "paid here just now: the success page",
      paidOrder,
      { ok: true, order: paidOrder },
      { kind: "paid", order: paidOrder },
    ],
    ["an order paid before this visit", paidOrder, undefined, { kind: "closed", message: null }],
    [
      "an order that expired while paying",
      testOrder({ status: "canceled", can_pay: false, can_cancel: false, expires_at: null }),
      { ok: false, status: 409, message: "This order expired before it was paid" },
      { kind: "closed", message: "This order expired before it was paid" },
    ],
    ["past its deadline", testOrder({ expires_at: "2026-03-02T10:05:00Z" }), undefined, { kind: "expired" }],
    [
      "the provider still confirming",
      withPayment(awaiting, { state: "processing" }),
      undefined,
      { kind: "processing" },
    ],
  ])("%s", (_case, order, outcome, expected) => {
    expect(payPageState(order, outcome, now)).toEqual(expected);
  });

  test("on the server (no clock yet) an order near its deadline is still payable", () => {
    expect(payPageState(testOrder({ expires_at: "2026-03-02T10:05:00Z" }), undefined, null).kind).toBe("pay");
  });

  test.each([
    ["2026-03-02T10:39:41Z", "29:41"],
    ["2026-03-02T10:10:05Z", "0:05"],
    ["2026-03-02T11:15:00Z", "1:05:00"],
    ["2026-03-02T10:00:00Z", "0:00"],
  ])("time left until %s: %s", (deadline, shown) => {
    expect(timeLeft(deadline, now)).toBe(shown);
  });
});
