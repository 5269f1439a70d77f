import type { TestCardInput } from "@pitstop/contract/profile";
import type { PaymentProviderName } from "../../db/schema/index.ts";

/** What we may keep of a card: never its number or CVC. */
export type SavedCard = {
  paymentMethodId: string; // pm_…
  brand: string; // Stripe's card.brand: visa, mastercard, amex, discover, diners, jcb, unionpay
  last4: string;
  expMonth: number;
  expYear: number;
};

/** What a charge is paid with: a saved card of the customer, or (test mode only) a test card typed in. */
export type ChargeSource =
  | { kind: "saved"; customerId: string; paymentMethodId: string }
  | { kind: "card"; card: TestCardInput };

export type ChargeRequest = {
  source: ChargeSource;
  amountCents: number;
  /** Sent to the provider, so a repeated attempt can never charge twice. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
};

/**
 * How a charge ended. `failed` carries the decline code and the card holder's message;
 * `requires_action` means the card wants 3-D Secure, which the shop cannot complete (the attempt
 * is given up); `processing` is finished later by a webhook.
 */
export type ChargeOutcome = {
  status: "succeeded" | "failed" | "requires_action" | "processing";
  providerPaymentId: string | null;
  failureCode: string | null;
  failureMessage: string | null;
  card: { brand: string; last4: string } | null;
};

export type RefundOutcome = { refundId: string; status: "succeeded" | "pending" | "failed" };

export const AUTHENTICATION_REQUIRED_MESSAGE =
  "This card needs authentication (3-D Secure), which test mode cannot complete. Please use another card.";

/**
 * A card provider as the shop uses it. Both providers keep cards on a provider-side customer
 * (`cus_…`) and answer a `pm_…` id for each saved card; orders are charged and refunded through
 * them (docs/decisions/007-payments-provider.md, 008-orders-and-payments.md).
 */
interface ProviderBase {
  readonly name: PaymentProviderName;
  /** For Stripe.js in the browser; null in test mode. */
  readonly publishableKey: string | null;
  /** Creates the provider's customer record for a user; called once per user and provider. */
  createCustomer(user: { id: number; email: string }): Promise<string>;
  /** Removes a saved card at the provider. A card the provider no longer has is not an error. */
  detachCard(paymentMethodId: string): Promise<void>;
  /** Charges once per idempotency key. A decline is an outcome, not an error; an HttpError means no answer. */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /**
   * What became of a charge whose request died before the provider's answer was recorded (the API
   * was killed mid-payment): its outcome, or null when the provider never charged it. An HttpError
   * means the provider did not answer (ask again later).
   */
  findCharge(attempt: {
    paymentId: number;
    providerPaymentId: string | null;
    customerId: string | null;
  }): Promise<ChargeOutcome | null>;
  /** Gives a succeeded charge back in full, once per idempotency key. */
  refund(request: { providerPaymentId: string; amountCents: number; idempotencyKey: string }): Promise<RefundOutcome>;
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
