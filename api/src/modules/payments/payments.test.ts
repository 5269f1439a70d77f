import { PAYMENT_CARDS_MAX } from "@pitstop/contract/profile";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signUp } from "../../../test/profile-fixtures.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { paymentCards, simulatedPaymentMethods } from "../../db/schema/index.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nextYear = new Date().getUTCFullYear() + 1;
const visa = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: nextYear, cvc: "123" };

type Card = { id: number; payment_stripe_id: string; default: 0 | 1; brand: string; last4: string };

let addresses = 0;
/** A signed-in user with an address of their own, so the per-address limit on cards is theirs. */
async function owner() {
  const user = await signUp(t.app);
  return { ...user, ip: `10.88.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}` };
}
type Owner = Awaited<ReturnType<typeof owner>>;

const addCard = (who: Owner, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/profile/payment", headers: who.auth, payload, remoteAddress: who.ip });
const cardsOf = (res: { json(): { payments: Card[] } }) => res.json().payments;

describe("GET /api/payments/config", () => {
  test("says the shop runs the simulated provider without a publishable key", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/payments/config" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: "simulated", publishableKey: null });
  });
});

describe("POST /api/profile/payment (test mode)", () => {
  test("saves a Stripe test card as brand, last 4, expiry and a pm_ id; the first card is the default", async () => {
    const who = await owner();
    const res = await addCard(who, visa);
    expect(res.statusCode).toBe(201);
    const [card] = cardsOf(res);
    expect(card).toEqual({
      id: expect.any(Number),
      payment_stripe_id: expect.stringMatching(/^pm_[A-Za-z0-9]{24}$/),
      default: 1,
      brand: "visa",
      last4: "4242",
      exp_month: 12,
      exp_year: nextYear,
    });
    const [row] = await t.db.select().from(paymentCards).where(eq(paymentCards.userId, who.id));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain("4242424242424242");
    expect(stored).not.toContain('"123"');
    const [method] = await t.db
      .select()
      .from(simulatedPaymentMethods)
      .where(eq(simulatedPaymentMethods.id, card?.payment_stripe_id ?? ""));
    expect(method).toMatchObject({ scenario: "succeeds", brand: "visa", last4: "4242" });
  });

  test.each([
    ["4000056655665556", "visa", "123"],
    ["5555555555554444", "mastercard", "123"],
    ["2223003122003222", "mastercard", "123"],
    ["378282246310005", "amex", "1234"],
    ["6011111111111117", "discover", "123"],
    ["3056930009020004", "diners", "123"],
    ["3566002020360505", "jcb", "123"],
  ])("test card %s saves as %s", async (number, brand, cvc) => {
    const who = await owner();
    const res = await addCard(who, { ...visa, number, cvc });
    expect(res.statusCode).toBe(201);
    expect(cardsOf(res)[0]).toMatchObject({ brand, last4: number.slice(-4) });
  });

  test.each([
    ["4000000000000002", "Your card was declined."],
    ["4000000000009995", "Your card has insufficient funds."],
    ["4000000000000069", "Your card has expired."],
    ["4000000000000127", "Your card's security code is incorrect."],
    ["4000000000009987", "Your card was declined."],
  ])("decline test card %s is refused at setup with Stripe's message", async (number, message) => {
    const who = await owner();
    const res = await addCard(who, { ...visa, number });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(message);
    expect(await t.db.select().from(paymentCards).where(eq(paymentCards.userId, who.id))).toEqual([]);
  });

  test.each([
    ["4000000000000341", "charge_declined"],
    ["4000002500003155", "authenticated_on_setup"],
  ])("%s saves, keeping the scenario its later charges follow (%s)", async (number, scenario) => {
    const who = await owner();
    const res = await addCard(who, { ...visa, number });
    expect(res.statusCode).toBe(201);
    const [card] = cardsOf(res);
    const [method] = await t.db
      .select()
      .from(simulatedPaymentMethods)
      .where(eq(simulatedPaymentMethods.id, card?.payment_stripe_id ?? ""));
    expect(method?.scenario).toBe(scenario);
  });

  test("a real (non-test) card number is refused: test mode takes Stripe test cards only", async () => {
    const who = await owner();
    const res = await addCard(who, { ...visa, number: "4111 1111 1111 1111" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Test mode accepts Stripe's test cards only, such as 4242 4242 4242 4242.");
  });

  test("a number failing the Luhn check is refused as incorrect", async () => {
    const who = await owner();
    const res = await addCard(who, { ...visa, number: "4242424242424241" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.number).toEqual(["Your card number is incorrect."]);
  });

  test("an expiry in the past is refused; the current month is still valid", async () => {
    const who = await owner();
    const now = new Date();
    const past =
      now.getUTCMonth() === 0
        ? { exp_month: 12, exp_year: now.getUTCFullYear() - 1 }
        : { exp_month: now.getUTCMonth(), exp_year: now.getUTCFullYear() };
    const refused = await addCard(who, { ...visa, ...past });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Your card's expiration date is in the past.");
    const current = await addCard(who, { ...visa, exp_month: now.getUTCMonth() + 1, exp_year: now.getUTCFullYear() });
    expect(current.statusCode).toBe(201);
  });

  test.each([
    ["4242424242424242", "1234", "3 digits"],
    ["378282246310005", "123", "4 digits"],
  ])("card %s with CVC %s is refused (%s on this card)", async (number, cvc, digits) => {
    const who = await owner();
    const res = await addCard(who, { ...visa, number, cvc });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.cvc[0]).toContain(digits);
  });

  test.each([
    [{ exp_month: 13 }, "exp_month"],
    [{ exp_year: "20x0" }, "exp_year"],
    [{ cvc: "12" }, "cvc"],
    [{ number: "4242" }, "number"],
  ])("malformed %j is a 400 naming the field", async (change, field) => {
    const who = await owner();
    const res = await addCard(who, { ...visa, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBeDefined();
  });

  test("mass assignment (user_id, default, brand, last4) is refused", async () => {
    const who = await owner();
    for (const extra of [{ user_id: 1 }, { default: 1 }, { brand: "amex" }, { last4: "0000" }]) {
      const res = await addCard(who, { ...visa, ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("Unrecognized key");
    }
  });

  test("the same card twice is a 409 and the second copy is not kept at the provider", async () => {
    const who = await owner();
    await addCard(who, visa);
    const res = await addCard(who, visa);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This card is already saved");
    expect(
      await t.db.select().from(simulatedPaymentMethods).where(eq(simulatedPaymentMethods.last4, "4242")),
    ).toHaveLength((await t.db.select().from(paymentCards).where(eq(paymentCards.last4, "4242"))).length);
  });

  test(`at most ${PAYMENT_CARDS_MAX} cards are kept`, async () => {
    const who = await owner();
    await t.db.insert(paymentCards).values(
      Array.from({ length: PAYMENT_CARDS_MAX }, (_, i) => ({
        userId: who.id,
        paymentStripeId: `pm_cap${who.id}x${i}`,
        brand: "visa",
        last4: String(1000 + i),
        expMonth: 1,
        expYear: nextYear,
      })),
    );
    const res = await addCard(who, visa);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`at most ${PAYMENT_CARDS_MAX} cards`);
  });

  test("more than ten card attempts from one address in ten minutes are a 429", async () => {
    const who = await owner();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await addCard(who, { ...visa, number: "4000000000000002" })).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(402));
    expect(answers[10]).toBe(429);
  });

  test("a SetupIntent is refused in test mode", async () => {
    const who = await owner();
    const res = await t.app.inject({ method: "POST", url: "/api/profile/payment/setup-intent", headers: who.auth });
    expect(res.statusCode).toBe(409);
    const sent = await addCard(who, { setup_intent_id: "seti_123" });
    expect(sent.statusCode).toBe(400);
  });
});

describe("PATCH /api/profile/payment", () => {
  async function twoCards() {
    const who = await owner();
    await addCard(who, visa);
    const res = await addCard(who, { ...visa, number: "5555555555554444" });
    const [first, second] = cardsOf(res) as [Card, Card];
    return { who, first, second };
  }

  test("setting a card as default makes every other card non-default (1 and true both work)", async () => {
    const { who, first, second } = await twoCards();
    expect([first.default, second.default]).toEqual([1, 0]);
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/profile/payment",
      headers: who.auth,
      payload: { payment_stripe_id: second.payment_stripe_id, default: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(cardsOf(res).map((c) => c.default)).toEqual([0, 1]);
    const back = await t.app.inject({
      method: "PATCH",
      url: "/api/profile/payment",
      headers: who.auth,
      payload: { payment_stripe_id: first.payment_stripe_id, default: true },
    });
    expect(cardsOf(back).map((c) => c.default)).toEqual([1, 0]);
  });

  test("another user's card is a 404 and keeps its state", async () => {
    const { first } = await twoCards();
    const other = await owner();
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/profile/payment",
      headers: other.auth,
      payload: { payment_stripe_id: first.payment_stripe_id, default: 0 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Card not found");
    const [row] = await t.db
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.paymentStripeId, first.payment_stripe_id));
    expect(row?.isDefault).toBe(true);
  });

  test("unknown fields and a malformed id are refused", async () => {
    const { who, second } = await twoCards();
    for (const payload of [
      { payment_stripe_id: second.payment_stripe_id, default: true, is_default: true },
      { payment_stripe_id: second.payment_stripe_id, default: "yes" },
      { payment_stripe_id: "card_123", default: true },
    ]) {
      const res = await t.app.inject({ method: "PATCH", url: "/api/profile/payment", headers: who.auth, payload });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe("DELETE /api/profile/payment/", () => {
  test("deletes the card, detaches it at the provider, and the oldest remaining becomes default", async () => {
    const who = await owner();
    await addCard(who, visa);
    await addCard(who, { ...visa, number: "5555555555554444" });
    const three = cardsOf(await addCard(who, { ...visa, number: "6011111111111117" }));
    const [first] = three as [Card];
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/profile/payment/",
      headers: who.auth,
      payload: { payment_stripe_id: first.payment_stripe_id },
    });
    expect(res.statusCode).toBe(200);
    expect(cardsOf(res).map((c) => [c.last4, c.default])).toEqual([
      ["4444", 1],
      ["1117", 0],
    ]);
    expect(
      await t.db.select().from(simulatedPaymentMethods).where(eq(simulatedPaymentMethods.id, first.payment_stripe_id)),
    ).toEqual([]);
  });

  test("another user's card is a 404 and is not deleted", async () => {
    const who = await owner();
    const [card] = cardsOf(await addCard(who, visa)) as [Card];
    const other = await owner();
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/profile/payment",
      headers: other.auth,
      payload: { payment_stripe_id: card.payment_stripe_id },
    });
    expect(res.statusCode).toBe(404);
    expect(
      await t.db.select().from(paymentCards).where(eq(paymentCards.paymentStripeId, card.payment_stripe_id)),
    ).toHaveLength(1);
  });
});
