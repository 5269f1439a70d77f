import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signUp } from "../../../test/profile-fixtures.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { ConfigError, loadConfig } from "../../config.ts";
import { STRIPE_API_VERSION } from "../../lib/payments/stripe-provider.ts";

const SECRET = "sk_test_51PitstopSecret";
const PUBLISHABLE = "pk_test_51PitstopPublic";

type Card = { brand: string; last4: string; exp_month: number; exp_year: number };
type Intent = {
  id: string;
  client_secret: string;
  customer: string;
  status: string;
  payment_method: string | null;
  last_setup_error: { message: string } | null;
};

/**
 * Answers as Stripe's REST API does for the calls the shop makes, and refuses any request that is
 * not authenticated, versioned and form-encoded the way Stripe wants it.
 */
class FakeStripe {
  server: Server = createServer((req, res) => {
    this.handle(req).then(
      ([status, body]) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body)),
      (err: unknown) => res.writeHead(500).end(String(err)),
    );
  });
  customers = new Map<string, { email: string; userId: string }>();
  intents = new Map<string, Intent>();
  methods = new Map<string, { id: string; customer: string | null; card: Card }>();
  idempotent = new Map<string, string>();
  requests: Array<{ method: string; path: string; form: URLSearchParams; headers: IncomingMessage["headers"] }> = [];
  down = false;
  private n = 0;

  async listen() {
    this.server.listen(0, "127.0.0.1");
    await once(this.server, "listening");
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** What Stripe.js does in the browser when the holder confirms the card. */
  confirm(intentId: string, card: Card) {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    const pm = { id: `pm_fake${++this.n}`, customer: intent.customer, card };
    this.methods.set(pm.id, pm);
    Object.assign(intent, { status: "succeeded", payment_method: pm.id });
  }

  private async handle(req: IncomingMessage): Promise<[number, unknown]> {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? "/", "http://stripe.test");
    const form = new URLSearchParams(req.method === "GET" ? url.search : raw);
    this.requests.push({ method: req.method ?? "", path: url.pathname, form, headers: req.headers });
    if (this.down) return [500, { error: { type: "api_error", message: "An unknown error occurred" } }];
    if (req.headers.authorization !== `Bearer ${SECRET}`) {
      return [401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } }];
    }
    if (req.headers["stripe-version"] !== STRIPE_API_VERSION) return [400, { error: { message: "bad version" } }];
    if (req.method === "POST" && req.headers["content-type"] !== "application/x-www-form-urlencoded") {
      return [400, { error: { message: "Stripe takes form-encoded bodies" } }];
    }
    const missing = (what: string) => [
      404,
      { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } },
    ];

    if (req.method === "POST" && url.pathname === "/v1/customers") {
      const key = String(req.headers["idempotency-key"] ?? "");
      const replay = this.idempotent.get(key);
      if (replay) return [200, { id: replay, object: "customer" }];
      const id = `cus_fake${++this.n}`;
      this.customers.set(id, { email: form.get("email") ?? "", userId: form.get("metadata[user_id]") ?? "" });
      if (key) this.idempotent.set(key, id);
      return [200, { id, object: "customer" }];
    }
    if (req.method === "POST" && url.pathname === "/v1/setup_intents") {
      const customer = form.get("customer") ?? "";
      if (!this.customers.has(customer)) return missing(`customer: '${customer}'`) as [number, unknown];
      const id = `seti_fake${++this.n}`;
      const intent = {
        id,
        client_secret: `${id}_secret_abc`,
        customer,
        status: "requires_payment_method",
        payment_method: null,
        last_setup_error: null,
      };
      this.intents.set(id, intent);
      return [200, intent];
    }
    const intentPath = /^\/v1\/setup_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && intentPath) {
      const intent = this.intents.get(intentPath[1] ?? "");
      if (!intent) return missing("setup_intent") as [number, unknown];
      const expand = form.getAll("expand[]").includes("payment_method");
      const pm = intent.payment_method ? this.methods.get(intent.payment_method) : null;
      return [
        200,
        {
          ...intent,
          payment_method: expand && pm ? { ...pm, object: "payment_method", type: "card" } : intent.payment_method,
        },
      ];
    }
    const detachPath = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(url.pathname);
    if (req.method === "POST" && detachPath) {
      const pm = this.methods.get(detachPath[1] ?? "");
      if (!pm) return missing("payment_method") as [number, unknown];
      if (!pm.customer) {
        return [
          400,
          {
            error: {
              type: "invalid_request_error",
              message: "The payment method you provided is not attached to a customer so detachment is impossible.",
            },
          },
        ];
      }
      pm.customer = null;
      return [200, pm];
    }
    return [404, { error: { message: `Unrecognized request URL (${req.method}: ${url.pathname})` } }];
  }
}

const stripe = new FakeStripe();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  const base = await stripe.listen();
  t = await createTestApp({
    env: { STRIPE_SECRET_KEY: SECRET, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE, STRIPE_API_BASE: base },
  });
});
afterAll(async () => {
  await t.close();
  stripe.server.close();
});

const visa = { brand: "visa", last4: "4242", exp_month: 8, exp_year: 2031 };
let ips = 0;
async function owner() {
  return { ...(await signUp(t.app)), ip: `10.99.0.${++ips}` };
}
type Owner = Awaited<ReturnType<typeof owner>>;
const setupIntent = (who: Owner) =>
  t.app.inject({ method: "POST", url: "/api/profile/payment/setup-intent", headers: who.auth, remoteAddress: who.ip });
const saveCard = (who: Owner, setup_intent_id: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/profile/payment",
    headers: who.auth,
    payload: { setup_intent_id },
    remoteAddress: who.ip,
  });
const intentIdOf = (clientSecret: string) => clientSecret.replace(/_secret_.*$/, "");

describe("payments through Stripe", () => {
  test("the config names Stripe and its publishable key", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/payments/config" });
    expect(res.json()).toEqual({ provider: "stripe", publishableKey: PUBLISHABLE });
  });

  test("a SetupIntent is created for the user's one Stripe customer, form-encoded and versioned", async () => {
    const who = await owner();
    const first = await setupIntent(who);
    expect(first.statusCode).toBe(200);
    expect(first.json().client_secret).toMatch(/^seti_fake\d+_secret_abc$/);
    await setupIntent(who);
    const calls = stripe.requests.filter((r) => r.form.get("email") === who.email || r.form.get("customer"));
    const customerCalls = stripe.requests.filter(
      (r) => r.path === "/v1/customers" && r.form.get("email") === who.email,
    );
    expect(customerCalls).toHaveLength(1);
    expect(customerCalls[0]?.form.get("metadata[user_id]")).toBe(String(who.id));
    expect(customerCalls[0]?.headers["idempotency-key"]).toBe(`pitstop-customer-${who.id}`);
    const intents = calls.filter((r) => r.path === "/v1/setup_intents");
    expect(intents).toHaveLength(2);
    expect(intents.map((r) => r.form.get("usage"))).toEqual(["off_session", "off_session"]);
    expect(new Set(intents.map((r) => r.form.get("customer"))).size).toBe(1);
  });

  test("a confirmed SetupIntent's card is saved as brand, last 4, expiry and its pm_ id", async () => {
    const who = await owner();
    const intentId = intentIdOf((await setupIntent(who)).json().client_secret);
    stripe.confirm(intentId, visa);
    const res = await saveCard(who, intentId);
    expect(res.statusCode).toBe(201);
    expect(res.json().payments).toEqual([
      {
        id: expect.any(Number),
        payment_stripe_id: stripe.intents.get(intentId)?.payment_method,
        default: 1,
        brand: "visa",
        last4: "4242",
        exp_month: 8,
        exp_year: 2031,
      },
    ]);
    const again = await saveCard(who, intentId);
    expect(again.statusCode).toBe(201);
    expect(again.json().payments).toHaveLength(1);
  });

  test("another user's SetupIntent, or an unknown one, is a 404", async () => {
    const victim = await owner();
    const intentId = intentIdOf((await setupIntent(victim)).json().client_secret);
    stripe.confirm(intentId, visa);
    const thief = await owner();
    const stolen = await saveCard(thief, intentId);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe("Card setup not found");
    expect((await saveCard(thief, "seti_doesnotexist")).statusCode).toBe(404);
  });

  test("a declined setup answers Stripe's message; an unconfirmed one asks to finish the check", async () => {
    const who = await owner();
    const declined = intentIdOf((await setupIntent(who)).json().client_secret);
    Object.assign(stripe.intents.get(declined) ?? {}, { last_setup_error: { message: "Your card was declined." } });
    const res = await saveCard(who, declined);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe("Your card was declined.");

    const pending = intentIdOf((await setupIntent(who)).json().client_secret);
    Object.assign(stripe.intents.get(pending) ?? {}, { status: "requires_action" });
    const waiting = await saveCard(who, pending);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe("The card is not confirmed yet. Finish the card check and try again.");
  });

  test("deleting a card detaches it at Stripe", async () => {
    const who = await owner();
    const intentId = intentIdOf((await setupIntent(who)).json().client_secret);
    stripe.confirm(intentId, visa);
    const pm = (await saveCard(who, intentId)).json().payments[0].payment_stripe_id;
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/profile/payment/",
      headers: who.auth,
      payload: { payment_stripe_id: pm },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payments).toEqual([]);
    expect(stripe.methods.get(pm)?.customer).toBeNull();
    expect(stripe.requests.at(-1)?.path).toBe(`/v1/payment_methods/${pm}/detach`);
  });

  test("card numbers are refused when Stripe is configured: they never reach this server", async () => {
    const who = await owner();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/profile/payment",
      headers: who.auth,
      payload: { number: "4242424242424242", exp_month: 1, exp_year: 2031, cvc: "123" },
      remoteAddress: who.ip,
    });
    expect(res.statusCode).toBe(400);
  });

  test("Stripe failing is a 502 with a plain message and no internals", async () => {
    const who = await owner();
    stripe.down = true;
    try {
      const res = await setupIntent(who);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: "The card service is not answering. Please try again in a minute." });
    } finally {
      stripe.down = false;
    }
  });
});

describe("Stripe configuration", () => {
  test("a secret key without a publishable key is refused at start, naming the variable", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: SECRET })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: SECRET })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });

  test("a malformed key is refused, naming the variable", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "pk_test_wrongkind", STRIPE_PUBLISHABLE_KEY: PUBLISHABLE })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
  });

  test("no secret key means the simulated provider", () => {
    expect(loadConfig({}).stripe).toBeNull();
  });
});
