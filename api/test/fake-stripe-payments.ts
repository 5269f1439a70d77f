import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Db } from "../src/db/client.ts";
import { paymentCards, paymentCustomers } from "../src/db/schema/index.ts";
import { STRIPE_API_VERSION } from "../src/lib/payments/stripe-provider.ts";
import { stripeSignature } from "../src/lib/payments/stripe-signature.ts";

export const STRIPE_SECRET = "sk_test_51PitstopOrders";
export const STRIPE_PUBLISHABLE = "pk_test_51PitstopOrders";
export const WEBHOOK_SECRET = "whsec_PitstopOrdersTest";

type Intent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  customer: string;
  status: string;
  payment_method: string;
  metadata: Record<string, string>;
  last_payment_error: { code: string; decline_code?: string; message: string } | null;
};

/** How a fake saved card behaves when charged. */
export type FakeCard = {
  customer: string;
  brand: string;
  last4: string;
  behaviour: "succeed" | "decline" | "3ds" | "slow";
};

export type Recorded = { method: string; path: string; form: URLSearchParams; headers: IncomingMessage["headers"] };

/**
 * Stripe's REST API for the calls a payment makes — PaymentIntents (create+confirm, cancel) and
 * refunds — answering per Idempotency-Key as Stripe does (the same key replays the first answer),
 * and refusing requests that are not authenticated, versioned and form-encoded.
 */
export class FakeStripePayments {
  server: Server = createServer((req, res) => {
    this.handle(req).then(
      ([status, body]) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body)),
      (err: unknown) => res.writeHead(500).end(String(err)),
    );
  });
  cards = new Map<string, FakeCard>();
  intents = new Map<string, Intent>();
  refunds: Array<{ id: string; payment_intent: string; amount: number }> = [];
  requests: Recorded[] = [];
  private replies = new Map<string, [number, unknown]>();
  /** Answer 500 to everything. */
  down = false;
  /** Do the work, then answer 500 (a timeout after Stripe charged): the next retry with the key replays. */
  failAfterWork = false;
  /** Do the work, then never answer (the caller dies waiting: a crash mid-payment). */
  stallAfterWork = false;
  private n = 0;

  async listen() {
    this.server.listen(0, "127.0.0.1");
    await once(this.server, "listening");
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close() {
    this.server.closeAllConnections();
    this.server.close();
  }

  calls(path: string) {
    return this.requests.filter((r) => r.method === "POST" && r.path === path);
  }

  private async handle(req: IncomingMessage): Promise<[number, unknown]> {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? "/", "http://stripe.test");
    const form = new URLSearchParams(raw);
    this.requests.push({ method: req.method ?? "", path: url.pathname, form, headers: req.headers });
    if (this.down) return [500, { error: { type: "api_error", message: "An unknown error occurred" } }];
    if (req.headers.authorization !== `Bearer ${STRIPE_SECRET}`) {
      return [401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } }];
    }
    if (req.headers["stripe-version"] !== STRIPE_API_VERSION) return [400, { error: { message: "bad version" } }];
    if (req.method === "POST" && req.headers["content-type"] !== "application/x-www-form-urlencoded") {
      return [400, { error: { message: "Stripe takes form-encoded bodies" } }];
    }
    const key = String(req.headers["idempotency-key"] ?? "");
    const replay = key ? this.replies.get(`${url.pathname}|${key}`) : undefined;
    if (replay) return replay;
    const reply = this.route(req.method ?? "", url.pathname, req.method === "GET" ? url.searchParams : form);
    if (key && reply[0] !== 500) this.replies.set(`${url.pathname}|${key}`, reply);
    if (this.failAfterWork) return [500, { error: { type: "api_error", message: "Timed out" } }];
    if (this.stallAfterWork && req.method === "POST") return new Promise<never>(() => undefined);
    return reply;
  }

  private route(method: string, path: string, form: URLSearchParams): [number, unknown] {
    if (method === "POST" && path === "/v1/payment_intents") return this.createIntent(form);
    if (method === "GET" && path === "/v1/payment_intents") {
      // Newest first, as Stripe lists them.
      const data = [...this.intents.values()].filter((i) => i.customer === form.get("customer")).reverse();
      return [200, { object: "list", data: data.map((i) => this.expand(i)), has_more: false }];
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && retrieve) {
      const intent = this.intents.get(retrieve[1] ?? "");
      if (!intent) return [404, { error: { type: "invalid_request_error", message: "No such payment_intent" } }];
      return [200, this.expand(intent)];
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === "POST" && cancel) {
      const intent = this.intents.get(cancel[1] ?? "");
      if (!intent) return [404, { error: { type: "invalid_request_error", message: "No such payment_intent" } }];
      intent.status = "canceled";
      return [200, intent];
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = this.intents.get(form.get("payment_intent") ?? "");
      if (intent?.status !== "succeeded") {
        return [
          400,
          { error: { type: "invalid_request_error", message: "This PaymentIntent has no charge to refund" } },
        ];
      }
      const refund = { id: `re_fake${++this.n}`, payment_intent: intent.id, amount: Number(form.get("amount")) };
      this.refunds.push(refund);
      return [200, { ...refund, object: "refund", status: "succeeded" }];
    }
    return [404, { error: { message: `Unrecognized request URL (${method}: ${path})` } }];
  }

  private expand(intent: Intent) {
    const card = this.cards.get(intent.payment_method);
    return {
      ...intent,
      payment_method: { id: intent.payment_method, card: card ? { brand: card.brand, last4: card.last4 } : undefined },
    };
  }

  private createIntent(form: URLSearchParams): [number, unknown] {
    const card = this.cards.get(form.get("payment_method") ?? "");
    if (!card || card.customer !== form.get("customer")) {
      return [
        400,
        { error: { type: "invalid_request_error", code: "resource_missing", message: "No such PaymentMethod" } },
      ];
    }
    if (form.get("confirm") !== "true" || form.get("currency") !== "usd") {
      return [400, { error: { type: "invalid_request_error", message: "expected a confirmed usd PaymentIntent" } }];
    }
    const metadata: Record<string, string> = {};
    for (const [k, v] of form) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m?.[1]) metadata[m[1]] = v;
    }
    const intent: Intent = {
      id: `pi_fake${++this.n}`,
      object: "payment_intent",
      amount: Number(form.get("amount")),
      currency: "usd",
      customer: card.customer,
      status: "succeeded",
      payment_method: form.get("payment_method") ?? "",
      metadata,
      last_payment_error: null,
    };
    this.intents.set(intent.id, intent);
    const expanded = {
      ...intent,
      payment_method: { id: intent.payment_method, card: { brand: card.brand, last4: card.last4 } },
    };
    if (card.behaviour === "decline") {
      intent.status = "requires_payment_method";
      intent.last_payment_error = {
        code: "card_declined",
        decline_code: "generic_decline",
        message: "Your card was declined.",
      };
      return [
        402,
        {
          error: {
            type: "card_error",
            code: "card_declined",
            decline_code: "generic_decline",
            message: "Your card was declined.",
            payment_intent: { ...expanded, status: intent.status, last_payment_error: intent.last_payment_error },
          },
        },
      ];
    }
    if (card.behaviour === "3ds") intent.status = "requires_action";
    if (card.behaviour === "slow") intent.status = "processing";
    return [200, { ...expanded, status: intent.status }];
  }
}

/** Gives a buyer a saved Stripe card (as a confirmed SetupIntent would have) that behaves as asked. */
export async function saveStripeCard(
  db: Db,
  stripe: FakeStripePayments,
  userId: number,
  behaviour: FakeCard["behaviour"],
  last4 = "4242",
): Promise<string> {
  const customer = `cus_fake_user${userId}`;
  await db.insert(paymentCustomers).values({ userId, provider: "stripe", customerId: customer }).onConflictDoNothing();
  const pm = `pm_fake_${behaviour}_${userId}_${last4}`;
  await db.insert(paymentCards).values({
    userId,
    provider: "stripe",
    paymentStripeId: pm,
    brand: "visa",
    last4,
    expMonth: 12,
    expYear: 2040,
  });
  stripe.cards.set(pm, { customer, brand: "visa", last4, behaviour });
  return pm;
}

/** A Stripe event as Stripe posts it, with its `Stripe-Signature` header. */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  opts: { id?: string; secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id: opts.id ?? `evt_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    type,
    data: { object },
  });
  const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
  return { payload, signature: stripeSignature(payload, opts.secret ?? WEBHOOK_SECRET, timestamp) };
}
