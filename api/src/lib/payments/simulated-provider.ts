import { randomBytes } from "node:crypto";
import { cardExpired, passesLuhn } from "@pitstop/contract/payments";
import type { TestCardInput } from "@pitstop/contract/profile";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { simulatedPaymentMethods } from "../../db/schema/index.ts";
import { badRequest, HttpError } from "../http-error.ts";
import type { SavedCard, SimulatedProvider } from "./provider.ts";
import { TEST_CARDS } from "./test-cards.ts";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** `pm_` + 24 random base-62 characters, shaped like Stripe's ids. */
export function providerId(prefix: "pm" | "cus"): string {
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
      // Stripe's own wording where Stripe has one (docs.stripe.com/error-codes).
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
  };
}
