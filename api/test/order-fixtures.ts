import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { orders, products, users } from "../src/db/schema/index.ts";
import { type SmallProduct, seedSmallCatalogue } from "./small-catalogue.ts";
import { startSmtpCapture } from "./smtp-capture.ts";
import { createTestApp } from "./test-app.ts";

export const PUBLIC_URL = "https://shop.example";

/** A US address as the address form sends it (Ohio: 5.75 % state sales tax). */
export const OHIO = {
  first_name: "Dana",
  last_name: "Driver",
  phone: "+1 614 555 0100",
  address_line1: "12 Gear St",
  city: "Columbus",
  state: "OH",
  zip: "43215",
  country: "US",
};

export type Buyer = { auth: { authorization: string }; id: number; email: string; ip: string };

let accounts = 0;

/**
 * The API on a fresh database with a small catalogue, mailing through a real SMTP capture, and the
 * steps a buyer takes: sign up, fill the cart, check out, pay. Every buyer comes from their own
 * address, so per-address limits stay out of tests about something else.
 */
export async function createOrdersTestApp(catalogue: readonly SmallProduct[], env: Record<string, string> = {}) {
  const smtp = await startSmtpCapture();
  let productIds: number[] = [];
  const t = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL, TAX_RATE_PERCENT: "7", FREE_SHIPPING_FROM: "99", ...env },
    seed: async (db) => {
      productIds = await seedSmallCatalogue(db, catalogue);
    },
  });

  async function buyer(name = "Dana"): Promise<Buyer> {
    accounts += 1;
    const ip = `10.${60 + Math.floor(accounts / 62500)}.${Math.floor(accounts / 250) % 250}.${(accounts % 250) + 1}`;
    const email = `buyer${accounts}.${randomUUID().slice(0, 8)}@example.com`;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email, password: "tarmac-Sprocket-42" },
      remoteAddress: ip,
    });
    if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
    const auth = { authorization: `Bearer ${res.json().token as string}` };
    const [user] = await t.db.update(users).set({ name }).where(eq(users.email, email)).returning({ id: users.id });
    if (!user) throw new Error("no user");
    return { auth, id: user.id, email, ip };
  }

  const send = (
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    who: Buyer | null,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(who?.auth ?? {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      remoteAddress: who?.ip ?? "10.250.0.1",
    });

  return {
    ...t,
    smtp,
    productIds,
    buyer,
    send,
    /** Sets the buyer's stored cart: product id → quantity. */
    async fillCart(who: Buyer, lines: Record<number, number>) {
      const res = await send("POST", "/api/cart", who, {
        products: Object.entries(lines).map(([id, quantity]) => ({ id: Number(id), quantity })),
      });
      if (res.statusCode !== 200) throw new Error(`cart failed: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    checkout(who: Buyer, body: Record<string, unknown>, key: string | null = randomUUID()) {
      return send("POST", "/api/checkout", who, body, key === null ? {} : { "idempotency-key": key });
    },
    quote(who: Buyer, body: Record<string, unknown>) {
      return send("POST", "/api/checkout/quote", who, body);
    },
    /** Cart → order awaiting payment, shipped to Ohio by standard shipping; answers the order. */
    async placeOrder(who: Buyer, lines: Record<number, number>, body: Record<string, unknown> = {}) {
      await this.fillCart(who, lines);
      const res = await this.checkout(who, { address: OHIO, shipping_method: "standard", ...body });
      if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
      return res.json() as { id: number; number: string; totals: { total: number }; status: string };
    },
    pay(who: Buyer, orderId: number, body: Record<string, unknown>, key: string | null = randomUUID()) {
      return send("POST", `/api/orders/${orderId}/pay`, who, body, key === null ? {} : { "idempotency-key": key });
    },
    /** Saves a test card in the buyer's account; answers its pm_… id. */
    async saveCard(who: Buyer, number: string) {
      const res = await send("POST", "/api/profile/payment", who, {
        number,
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        cvc: "123",
      });
      if (res.statusCode !== 201) throw new Error(`card failed: ${res.statusCode} ${res.body}`);
      const cards = res.json().payments as Array<{ payment_stripe_id: string; last4: string }>;
      const card = cards.find((c) => c.last4 === number.slice(-4));
      if (!card) throw new Error("the saved card is not listed");
      return card.payment_stripe_id;
    },
    order(who: Buyer, orderId: number) {
      return send("GET", `/api/orders/${orderId}`, who);
    },
    async stockOf(productId: number) {
      const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
      return row?.stock;
    },
    async setPrice(productId: number, priceCents: number) {
      await t.db.update(products).set({ priceCents }).where(eq(products.id, productId));
    },
    /** Moves an order's payment deadline into the past. */
    async expire(orderId: number) {
      await t.db
        .update(orders)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(orders.id, orderId));
    },
    async makeOperator(who: Buyer) {
      await t.db.update(users).set({ role: "admin" }).where(eq(users.id, who.id));
    },
    /** Mails to the buyer whose subject contains `subject` (waiting for the first one). */
    mailAbout(who: Buyer, subject: string, timeoutMs = 5000) {
      const match = () => smtp.mailsTo(who.email).find((m) => m.subject.includes(subject));
      return new Promise<ReturnType<typeof match> & object>((resolve, reject) => {
        const started = Date.now();
        const poll = () => {
          const found = match();
          if (found) return resolve(found);
          if (Date.now() - started > timeoutMs) return reject(new Error(`no mail "${subject}" to ${who.email}`));
          setTimeout(poll, 20);
        };
        poll();
      });
    },
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

export type OrdersTestApp = Awaited<ReturnType<typeof createOrdersTestApp>>;
