import { badRequest, HttpError, notFound } from "../http-error.ts";
import type { ChargeOutcome, ChargeRequest, RefundOutcome, SavedCard, StripeProvider } from "./provider.ts";

/** The API version our requests are written against, so an account's default cannot shift them. */
export const STRIPE_API_VERSION = "2024-06-20";
const TIMEOUT_MS = 15_000;

type StripeConfig = { secretKey: string; publishableKey: string; apiBase: string };
type Log = { error(obj: object, msg: string): void };

type StripeErrorBody = {
  error?: {
    type?: string;
    code?: string;
    decline_code?: string;
    message?: string;
    payment_intent?: PaymentIntent;
  };
};

/** An answer from Stripe that was not a success: its HTTP status and its `error` object. */
export class StripeApiError extends Error {
  readonly status: number;
  readonly type: string | undefined;
  readonly code: string | undefined;
  readonly declineCode: string | undefined;
  readonly paymentIntent: PaymentIntent | undefined;
  constructor(status: number, body: StripeErrorBody) {
    super(body.error?.message ?? `Stripe answered ${status}`);
    this.name = "StripeApiError";
    this.status = status;
    this.type = body.error?.type;
    this.code = body.error?.code;
    this.declineCode = body.error?.decline_code;
    this.paymentIntent = body.error?.payment_intent;
  }
}

type PaymentIntent = {
  id: string;
  status: string;
  metadata?: Record<string, string>;
  last_payment_error?: { code?: string; decline_code?: string; message?: string } | null;
  payment_method?: null | string | { id: string; card?: { brand: string; last4: string } };
};

/** Stripe's side of a 3-D Secure request: the shop cannot show the challenge, so the attempt is given up. */
export const STRIPE_AUTHENTICATION_MESSAGE =
  "This card needs authentication (3-D Secure), which this checkout cannot complete yet. Please use another card.";

const unavailable = () => new HttpError(502, "The card service is not answering. Please try again in a minute.");

type SetupIntent = {
  id: string;
  customer: string | null;
  status: string;
  payment_method:
    | null
    | string
    | { id: string; card?: { brand: string; last4: string; exp_month: number; exp_year: number } };
  last_setup_error: { message?: string } | null;
};

/**
 * Stripe through its REST API with plain `fetch` (form-encoded bodies, bearer secret key). The base
 * URL comes from STRIPE_API_BASE so tests can answer as Stripe from a local server.
 */
export function createStripeProvider(config: StripeConfig, log: Log): StripeProvider {
  async function call<T>(
    method: "GET" | "POST",
    path: string,
    params: Record<string, string> = {},
    idempotencyKey?: string,
  ): Promise<T> {
    const form = new URLSearchParams(params).toString();
    const url = `${config.apiBase}/v1/${path}${method === "GET" && form ? `?${form}` : ""}`;
    const headers: Record<string, string> = {
      authorization: `Bearer ${config.secretKey}`,
      "stripe-version": STRIPE_API_VERSION,
    };
    if (method === "POST") headers["content-type"] = "application/x-www-form-urlencoded";
    if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers,
        ...(method === "POST" ? { body: form } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      log.error({ err, path }, "Stripe could not be reached");
      throw unavailable();
    }
    const body = (await res.json().catch(() => ({}))) as T & StripeErrorBody;
    if (!res.ok) throw new StripeApiError(res.status, body);
    return body;
  }

  /** Card errors carry a message meant for the card holder; anything else is ours to log. */
  function failure(err: unknown, path: string): never {
    if (err instanceof StripeApiError && err.type === "card_error") throw new HttpError(402, err.message);
    if (err instanceof HttpError) throw err;
    log.error({ err, path }, "Stripe refused a request");
    throw unavailable();
  }

  return {
    name: "stripe",
    publishableKey: config.publishableKey,

    async createCustomer(user) {
      try {
        // One customer per user even when two first requests race: Stripe replays the same answer.
        const customer = await call<{ id: string }>(
          "POST",
          "customers",
          { email: user.email, "metadata[user_id]": String(user.id) },
          `pitstop-customer-${user.id}`,
        );
        return customer.id;
      } catch (err) {
        failure(err, "customers");
      }
    },

    async createSetupIntent(customerId) {
      try {
        const intent = await call<{ client_secret: string }>("POST", "setup_intents", {
          customer: customerId,
          usage: "off_session",
          "payment_method_types[]": "card",
        });
        return { clientSecret: intent.client_secret };
      } catch (err) {
        failure(err, "setup_intents");
      }
    },

    async cardFromSetupIntent(customerId, setupIntentId): Promise<SavedCard> {
      let intent: SetupIntent;
      try {
        intent = await call<SetupIntent>("GET", `setup_intents/${encodeURIComponent(setupIntentId)}`, {
          "expand[]": "payment_method",
        });
      } catch (err) {
        if (err instanceof StripeApiError && err.status === 404) throw notFound("Card setup not found");
        failure(err, "setup_intents/:id");
      }
      // Someone else's SetupIntent is as good as unknown.
      if (intent.customer !== customerId) throw notFound("Card setup not found");
      if (intent.status === "requires_payment_method") {
        throw new HttpError(
          402,
          intent.last_setup_error?.message ?? "The card was not saved. Please try another card.",
        );
      }
      if (intent.status !== "succeeded") {
        throw new HttpError(409, "The card is not confirmed yet. Finish the card check and try again.");
      }
      const method = intent.payment_method;
      if (!method || typeof method === "string" || !method.card) {
        log.error({ setupIntentId }, "a succeeded SetupIntent came back without its card");
        throw unavailable();
      }
      return {
        paymentMethodId: method.id,
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      };
    },

    async charge(request: ChargeRequest): Promise<ChargeOutcome> {
      const { source } = request;
      if (source.kind !== "saved") {
        throw badRequest("Add the card in your account first: with Stripe, card numbers are entered in Stripe's form.");
      }
      const params: Record<string, string> = {
        amount: String(request.amountCents),
        currency: "usd",
        customer: source.customerId,
        payment_method: source.paymentMethodId,
        "payment_method_types[]": "card",
        confirm: "true",
        // The buyer is at the checkout: an on-session payment (3-D Secure would be asked of them).
        off_session: "false",
        description: request.description,
        "expand[]": "payment_method",
      };
      for (const [k, v] of Object.entries(request.metadata)) params[`metadata[${k}]`] = v;
      let intent: PaymentIntent;
      try {
        intent = await call<PaymentIntent>("POST", "payment_intents", params, request.idempotencyKey);
      } catch (err) {
        if (err instanceof StripeApiError && err.type === "card_error") {
          return {
            status: "failed",
            providerPaymentId: err.paymentIntent?.id ?? null,
            failureCode: err.declineCode ?? err.code ?? "card_declined",
            failureMessage: err.message,
            card: cardOf(err.paymentIntent),
          };
        }
        failure(err, "payment_intents");
      }
      const card = cardOf(intent);
      switch (intent.status) {
        case "succeeded":
          return { status: "succeeded", providerPaymentId: intent.id, failureCode: null, failureMessage: null, card };
        case "processing":
          return { status: "processing", providerPaymentId: intent.id, failureCode: null, failureMessage: null, card };
        case "requires_action": {
          // Nothing can finish the challenge: cancel the PaymentIntent rather than leave it hanging.
          await call("POST", `payment_intents/${encodeURIComponent(intent.id)}/cancel`, {}).catch((err: unknown) =>
            log.error({ err, paymentIntent: intent.id }, "a PaymentIntent waiting for 3-D Secure was not canceled"),
          );
          return {
            status: "requires_action",
            providerPaymentId: intent.id,
            failureCode: "authentication_required",
            failureMessage: STRIPE_AUTHENTICATION_MESSAGE,
            card,
          };
        }
        default:
          return {
            status: "failed",
            providerPaymentId: intent.id,
            failureCode: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? "card_declined",
            failureMessage: intent.last_payment_error?.message ?? "Your card was declined.",
            card,
          };
      }
    },

    async findCharge({ paymentId, providerPaymentId, customerId }): Promise<ChargeOutcome | null> {
      let intent: PaymentIntent | undefined;
      try {
        if (providerPaymentId) {
          intent = await call<PaymentIntent>("GET", `payment_intents/${encodeURIComponent(providerPaymentId)}`, {
            "expand[]": "payment_method",
          });
        } else if (customerId) {
          // The request died before Stripe's answer: find the PaymentIntent by the attempt it was made for.
          const recent = await call<{ data: PaymentIntent[] }>("GET", "payment_intents", {
            customer: customerId,
            limit: "100",
            "expand[]": "data.payment_method",
          });
          intent = recent.data.find((pi) => pi.metadata?.payment_id === String(paymentId));
        }
      } catch (err) {
        if (err instanceof StripeApiError && err.status === 404) return null;
        failure(err, "payment_intents (reconcile)");
      }
      if (!intent) return null;
      const card = cardOf(intent);
      const interrupted = (id: string): ChargeOutcome => ({
        status: "failed",
        providerPaymentId: id,
        failureCode: "interrupted",
        failureMessage: "The payment did not finish. Please try again.",
        card,
      });
      switch (intent.status) {
        case "succeeded":
          return { status: "succeeded", providerPaymentId: intent.id, failureCode: null, failureMessage: null, card };
        case "processing":
          return { status: "processing", providerPaymentId: intent.id, failureCode: null, failureMessage: null, card };
        case "requires_action":
        case "requires_confirmation":
        case "requires_capture": {
          // Left half-way by the lost request: nothing will finish it, so it is canceled, not left hanging.
          const id = intent.id;
          await call("POST", `payment_intents/${encodeURIComponent(id)}/cancel`, {}).catch((err: unknown) =>
            log.error({ err, paymentIntent: id }, "an interrupted PaymentIntent was not canceled"),
          );
          return interrupted(id);
        }
        default:
          return intent.last_payment_error
            ? {
                status: "failed",
                providerPaymentId: intent.id,
                failureCode:
                  intent.last_payment_error.decline_code ?? intent.last_payment_error.code ?? "card_declined",
                failureMessage: intent.last_payment_error.message ?? "Your card was declined.",
                card,
              }
            : interrupted(intent.id);
      }
    },

    async refund({ providerPaymentId, amountCents, idempotencyKey }): Promise<RefundOutcome> {
      try {
        const refund = await call<{ id: string; status: string }>(
          "POST",
          "refunds",
          { payment_intent: providerPaymentId, amount: String(amountCents) },
          idempotencyKey,
        );
        const status = refund.status === "succeeded" ? "succeeded" : refund.status === "failed" ? "failed" : "pending";
        return { refundId: refund.id, status };
      } catch (err) {
        failure(err, "refunds");
      }
    },

    async detachCard(paymentMethodId) {
      try {
        await call("POST", `payment_methods/${encodeURIComponent(paymentMethodId)}/detach`);
      } catch (err) {
        // Already detached or gone at Stripe: the card is no longer usable, which is what we wanted.
        if (err instanceof StripeApiError && (err.status === 404 || /not attached to a customer/i.test(err.message))) {
          return;
        }
        failure(err, "payment_methods/:id/detach");
      }
    },
  };
}

function cardOf(intent: PaymentIntent | undefined): { brand: string; last4: string } | null {
  const method = intent?.payment_method;
  if (!method || typeof method === "string" || !method.card) return null;
  return { brand: method.card.brand, last4: method.card.last4 };
}
