import type { TestCardInput } from "@pitstop/contract/profile";
import type { PaymentProviderName } from "../../db/schema/index.ts";

/** What we may keep of a card (ARCHITECTURE: payments): never its number or CVC. */
export type SavedCard = {
  paymentMethodId: string; // pm_…
  brand: string; // Stripe's card.brand: visa, mastercard, amex, discover, diners, jcb, unionpay
  last4: string;
  expMonth: number;
  expYear: number;
};

/**
 * A card provider as the shop uses it. Both providers keep cards on a provider-side customer
 * (`cus_…`) and answer a `pm_…` id for each saved card; charging an order will take that id, an
 * amount in cents and an idempotency key (`charge(paymentMethodId, amountCents, idempotencyKey)`),
 * which the orders work adds to both implementations.
 */
interface ProviderBase {
  readonly name: PaymentProviderName;
  /** For Stripe.js in the browser; null in test mode. */
  readonly publishableKey: string | null;
  /** Creates the provider's customer record for a user; called once per user and provider. */
  createCustomer(user: { id: number; email: string }): Promise<string>;
  /** Removes a saved card at the provider. A card the provider no longer has is not an error. */
  detachCard(paymentMethodId: string): Promise<void>;
}

/** Test mode: Stripe's documented test card numbers are typed into our own form. */
export interface SimulatedProvider extends ProviderBase {
  readonly name: "simulated";
  saveTestCard(customerId: string, card: TestCardInput): Promise<SavedCard>;
}

/** Stripe: the card is entered in Stripe.js and confirmed with a SetupIntent; we only read the result. */
export interface StripeProvider extends ProviderBase {
  readonly name: "stripe";
  createSetupIntent(customerId: string): Promise<{ clientSecret: string }>;
  /** The card a succeeded SetupIntent of this customer saved; anything else is an HttpError. */
  cardFromSetupIntent(customerId: string, setupIntentId: string): Promise<SavedCard>;
}

export type PaymentProvider = SimulatedProvider | StripeProvider;
