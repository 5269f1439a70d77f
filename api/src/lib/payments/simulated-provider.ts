import { randomBytes } from "node:crypto";
import { cardExpired, passesLuhn } from "@pitstop/contract/payments";
import type { TestCardInput } from "@pitstop/contract/profile";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { simulatedPaymentMethods, simulatedRefunds } from "../../db/schema/index.ts";
import { badRequest, HttpError, notFound } from "../http-error.ts";
import {
  AUTHENTICATION_REQUIRED_MESSAGE,
  type ChargeOutcome,
  type ChargeRequest,
  type SavedCard,
  type SimulatedProvider,
} from "./provider.ts";
import { TEST_CARDS, type TestCard, type TestCardScenario } from "./test-cards.ts";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** `pm_` + 24 random base-62 characters, shaped like Stripe's ids. */
export function providerId(prefix: "pm" | "cus" | "pi" | "re"): string {
  const bytes = randomBytes(24);
  let id = "";
  for (const b of bytes) id += ALPHABET[b % 62];
  return `${prefix}_${id}`;
}

/**
 * Test mode (the default): plays Stripe's side for Stripe's test card numbers. It keeps, in its own
 * table, a payment method per saved card with the test scenario its number stands for; the number
 * and the CVC are checked and forgotten.
 */
export function createSimulatedProvider(db: Db): SimulatedProvider {
  return {
    name: "simulated",
    publishableKey: null,

    async createCustomer() {
      return providerId("cus");
    },

    async saveTestCard(customerId: string, card: TestCardInput): Promise<SavedCard> {
      const testCard = checkTestCard(card);
      if (testCard.setupDecline) throw new HttpError(402, testCard.setupDecline.message);

      const saved: SavedCard = {
        paymentMethodId: providerId("pm"),
        brand: testCard.brand,
        last4: card.number.slice(-4),
        expMonth: card.exp_month,
        expYear: card.exp_year,
      };
      await db.insert(simulatedPaymentMethods).values({
        id: saved.paymentMethodId,
        customerId,
        scenario: testCard.scenario,
        brand: saved.brand,
        funding: testCard.funding,
        last4: saved.last4,
        expMonth: saved.expMonth,
        expYear: saved.expYear,
      });
      return saved;
    },

    async detachCard(paymentMethodId: string) {
      await db.delete(simulatedPaymentMethods).where(eq(simulatedPaymentMethods.id, paymentMethodId));
    },

    async charge(request: ChargeRequest): Promise<ChargeOutcome> {
      const { source } = request;
      if (source.kind === "card") {
        const testCard = checkTestCard(source.card);
        const card = { brand: testCard.brand, last4: source.card.number.slice(-4) };
        // A card Stripe refuses to save is declined when charged, with the same code and message.
        if (testCard.setupDecline) return failed(card, testCard.setupDecline.code, testCard.setupDecline.message);
        // Typed in for this payment only, a 3-D Secure card asks for authentication every time.
        return outcome(
          testCard.scenario === "authenticated_on_setup" ? "authenticate_always" : testCard.scenario,
          card,
        );
      }
      const [method] = await db
        .select()
        .from(simulatedPaymentMethods)
        .where(eq(simulatedPaymentMethods.id, source.paymentMethodId));
      if (!method || method.customerId !== source.customerId) throw notFound("Card not found");
      const card = { brand: method.brand, last4: method.last4 };
      if (cardExpired(method.expMonth, method.expYear)) return failed(card, "expired_card", "Your card has expired.");
      return outcome(method.scenario as TestCardScenario, card);
    },

    // Test mode's charges happen inside the pay request: one whose request died charged nothing.
    async findCharge() {
      return null;
    },

    // Like Stripe, one refund per idempotency key: a repeated request answers the refund made first.
    async refund({ providerPaymentId, amountCents, idempotencyKey }) {
      await db
        .insert(simulatedRefunds)
        .values({ idempotencyKey, id: providerId("re"), providerPaymentId, amountCents })
        .onConflictDoNothing();
      const [made] = await db
        .select({ id: simulatedRefunds.id })
        .from(simulatedRefunds)
        .where(eq(simulatedRefunds.idempotencyKey, idempotencyKey));
      if (!made) throw new HttpError(502, "The test payment provider lost a refund.");
      return { refundId: made.id, status: "succeeded" };
    },
  };
}

/** Checks a typed-in test card as Stripe.js would, with Stripe's wording (docs.stripe.com/error-codes). */
function checkTestCard(card: TestCardInput): TestCard {
  if (!passesLuhn(card.number)) {
    throw badRequest("Your card number is incorrect.", { number: ["Your card number is incorrect."] });
  }
  const testCard = TEST_CARDS[card.number];
  if (!testCard) {
    const message = "Test mode accepts Stripe's test cards only, such as 4242 4242 4242 4242.";
    throw badRequest(message, { number: [message] });
  }
  if (cardExpired(card.exp_month, card.exp_year)) {
    throw badRequest("Your card's expiration date is in the past.", {
      exp_year: ["Your card's expiration date is in the past."],
    });
  }
  const cvcLength = testCard.brand === "amex" ? 4 : 3;
  if (card.cvc.length !== cvcLength) {
    const message = `Your card's security code is invalid: ${cvcLength} digits on this card.`;
    throw badRequest(message, { cvc: [message] });
  }
  return testCard;
}

type CardShown = { brand: string; last4: string };

function failed(card: CardShown, code: string, message: string): ChargeOutcome {
  return { status: "failed", providerPaymentId: providerId("pi"), failureCode: code, failureMessage: message, card };
}

/** What a charge on a card of this scenario does (test-cards.ts). */
function outcome(scenario: TestCardScenario, card: CardShown): ChargeOutcome {
  switch (scenario) {
    case "succeeds":
    case "authenticated_on_setup":
      return {
        status: "succeeded",
        providerPaymentId: providerId("pi"),
        failureCode: null,
        failureMessage: null,
        card,
      };
    case "charge_declined":
      return failed(card, "card_declined", "Your card was declined.");
    case "authenticate_always":
      return {
        status: "requires_action",
        providerPaymentId: providerId("pi"),
        failureCode: "authentication_required",
        failureMessage: AUTHENTICATION_REQUIRED_MESSAGE,
        card,
      };
  }
}
