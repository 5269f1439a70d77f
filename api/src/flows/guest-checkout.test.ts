import { randomUUID } from "node:crypto";
import { GUEST_LOOKUP_ANSWER } from "@pitstop/contract/guest";
import { MAX_UNPAID_ORDERS } from "@pitstop/contract/orders";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createOrdersTestApp, OHIO, type OrdersTestApp, PUBLIC_URL } from "../../test/order-fixtures.ts";
import { linkIn } from "../../test/smtp-capture.ts";
import { orders, users } from "../db/schema/index.ts";
import { GUEST_LINK_DAYS, signGuestLink } from "../modules/orders/guest-links.ts";
import { claimGuestOrders } from "./guest-claim.ts";

/**
 * Guest checkout: a visitor without an account prices, places, pays and cancels an order through
 * its private link; "Find my order" mails a fresh link without telling who has orders; and an
 * account that verifies the email takes the guest orders over, with the miles of completed ones.
 */
let t: OrdersTestApp;
let pads: number;
let wipers: number;
beforeAll(async () => {
  t = await createOrdersTestApp([
    { title: "Ceramic brake pads", priceCents: 4999, stock: 500, shippingCents: 799 },
    { title: "Wiper blades", priceCents: 1599, stock: 3 },
  ]);
  [pads, wipers] = t.productIds as [number, number];
});
afterAll(() => t.close());

let visitors = 0;
/** A visitor from an address of their own, with an email of their own. */
function visitor() {
  visitors += 1;
  return {
    email: `guest${visitors}.${randomUUID().slice(0, 8)}@example.com`,
    ip: `10.200.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`,
  };
}
type Visitor = ReturnType<typeof visitor>;

const send = (
  method: "GET" | "POST",
  url: string,
  who: Visitor,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers,
    remoteAddress: who.ip,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const body = (who: Visitor, lines: Record<number, number>, extra: Record<string, unknown> = {}) => ({
  email: who.email,
  lines: Object.entries(lines).map(([id, quantity]) => ({ id: Number(id), quantity })),
  address: OHIO,
  shipping_method: "standard",
  ...extra,
});
const checkout = (who: Visitor, payload: unknown, key: string = randomUUID()) =>
  send("POST", "/api/guest/checkout", who, payload, { "idempotency-key": key });
const card = (number: string) => ({
  card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: "123" },
});
const pay = (who: Visitor, token: string, payload: unknown, key: string = randomUUID()) =>
  send("POST", `/api/guest/orders/${token}/pay`, who, payload, { "idempotency-key": key });

async function place(who: Visitor, lines: Record<number, number> = { [pads]: 1 }) {
  const res = await checkout(who, body(who, lines));
  if (res.statusCode !== 201) throw new Error(`guest checkout failed: ${res.statusCode} ${res.body}`);
  return res.json() as {
    id: number;
    number: string;
    token: string;
    token_expires_at: string;
    totals: { total: number };
  };
}

/** The mail to `email` whose subject contains `subject` (waiting for it). */
async function mailAbout(email: string, subject: string, timeoutMs = 5000) {
  const started = Date.now();
  for (;;) {
    const found = t.smtp.mailsTo(email).find((m) => m.subject.includes(subject));
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error(`no mail "${subject}" to ${email}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("a guest's quote and order", () => {
  test("the quote prices the device cart like a signed-in checkout, with no discount, and reserves nothing", async () => {
    const who = visitor();
    const stock = await t.stockOf(pads);
    const res = await send("POST", "/api/guest/checkout/quote", who, body(who, { [pads]: 2 }));
    expect(res.statusCode).toBe(200);
    // 2 × $49.99 = $99.98 reaches free shipping; Ohio's 5.75 % of $99.98 is $5.75.
    expect(res.json().totals).toMatchObject({ subtotal: 99.98, shipping: 0, tax: 5.75, discount: 0, total: 105.73 });
    expect(await t.stockOf(pads)).toBe(stock);
  });

  test("placing it reserves the stock, keeps the email, leaves the user empty and answers the private link", async () => {
    const who = visitor();
    const stock = await t.stockOf(pads);
    const order = await place(who, { [pads]: 2 });
    expect(order).toMatchObject({
      status: "awaiting payment",
      totals: { total: 105.73 },
      can_pay: true,
      can_cancel: true,
    });
    expect(order.token).toMatch(/^\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(order.token_expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(GUEST_LINK_DAYS - 1);
    expect(await t.stockOf(pads)).toBe((stock ?? 0) - 2);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ userId: null, guestEmail: who.email, claimedAt: null });

    const opened = await send("GET", `/api/guest/orders/${order.token}`, who);
    expect(opened.statusCode).toBe(200);
    // With the email it was placed with: the page offers an account for it.
    expect(opened.json()).toMatchObject({
      id: order.id,
      number: order.number,
      status: "awaiting payment",
      email: who.email,
    });
  });

  test("the confirmation mail goes to the guest's email with the private link to the order", async () => {
    const who = visitor();
    const order = await place(who);
    const mail = await mailAbout(who.email, `Your Pitstop order ${order.number} is waiting for payment`);
    expect(mail.text).toContain("Hi Dana,");
    const link = linkIn(mail, `${PUBLIC_URL}/guest/orders/`);
    const token = link.pathname.split("/").pop() ?? "";
    expect((await send("GET", `/api/guest/orders/${token}`, who)).json()).toMatchObject({ id: order.id });
  });

  test("lines above 25 units are bought at 25, and a short line is a 409 naming the part", async () => {
    const who = visitor();
    const order = await place(who, { [pads]: 40 });
    expect((await send("GET", `/api/guest/orders/${order.token}`, who)).json().lines[0].quantity).toBe(25);
    const short = await checkout(who, body(who, { [wipers]: 4 }));
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe("Only 3 left of Wiper blades. Lower its quantity in your cart to check out.");
  });

  test("a malformed email and one at a disposable mail service are refused with a clear message", async () => {
    const who = visitor();
    const malformed = await checkout(who, { ...body(who, { [pads]: 1 }), email: "dana@" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain("Enter a valid email address");
    for (const email of ["dana@mailinator.com", "Dana@Inbox.YOPMAIL.com"]) {
      const res = await checkout(who, { ...body(who, { [pads]: 1 }), email });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toEqual(["Disposable email addresses can't be used for orders"]);
      const quote = await send("POST", "/api/guest/checkout/quote", who, { ...body(who, { [pads]: 1 }), email });
      expect(quote.statusCode).toBe(422);
    }
  });

  test(`at most ${MAX_UNPAID_ORDERS} unpaid orders per email, whatever address they come from; canceling one makes room`, async () => {
    const who = visitor();
    const placed = [];
    for (let i = 0; i < MAX_UNPAID_ORDERS; i++) placed.push(await place({ ...who, ip: `10.201.0.${i + 1}` }));
    const stock = await t.stockOf(pads);
    const attempt = randomUUID();
    const refused = await checkout(who, body(who, { [pads]: 1 }), attempt);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `This email address already has ${MAX_UNPAID_ORDERS} unpaid orders. Pay or cancel one of them (the link is in its mail) before placing another.`,
    );
    expect(await t.stockOf(pads)).toBe(stock);
    // Another email is not held back, and the same email in capitals is the same buyer.
    const loud = await checkout(who, { ...body(who, { [pads]: 1 }), email: who.email.toUpperCase() });
    expect(loud.statusCode).toBe(409);
    expect((await checkout(visitor(), body(visitor(), { [pads]: 1 }))).statusCode).toBe(201);
    const first = placed[0] as { token: string };
    expect((await send("POST", `/api/guest/orders/${first.token}/cancel`, who)).statusCode).toBe(200);
    // The refused attempt retried with its own key (a 409 keeps the storefront's key) is placed now, not replayed.
    const retried = await checkout(who, body(who, { [pads]: 1 }), attempt);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers["idempotent-replayed"]).toBeUndefined();
    expect((await checkout(who, body(who, { [pads]: 1 }), attempt)).headers["idempotent-replayed"]).toBe("true");
  });

  test("a repeated Idempotency-Key answers the same order once; another body with it is a 422; it is required", async () => {
    const who = visitor();
    const key = randomUUID();
    const stock = await t.stockOf(pads);
    const first = await checkout(who, body(who, { [pads]: 1 }), key);
    const again = await checkout(who, body(who, { [pads]: 1 }), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await t.stockOf(pads)).toBe((stock ?? 0) - 1);
    expect((await checkout(who, body(who, { [pads]: 2 }), key)).statusCode).toBe(422);
    // The key is the email's: another guest's equal key is unrelated.
    const other = visitor();
    expect((await checkout(other, body(other, { [pads]: 1 }), key)).statusCode).toBe(201);
    const missing = await send("POST", "/api/guest/checkout", who, body(who, { [pads]: 1 }));
    expect(missing.statusCode).toBe(400);
  });
});

describe("the private link", () => {
  test("pays with 4242 4242 4242 4242, mails the receipt to the guest, and a replay charges once", async () => {
    const who = visitor();
    const order = await place(who);
    const key = randomUUID();
    const paid = await pay(who, order.token, card("4242 4242 4242 4242"), key);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: "awaiting shipment",
      payment: { state: "paid", card: { brand: "visa", last4: "4242" } },
    });
    const again = await pay(who, order.token, card("4242 4242 4242 4242"), key);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    const receipt = await mailAbout(who.email, `Payment received for order ${order.number}`);
    expect(receipt.text).toContain("with your Visa ending in 4242");
    expect(linkIn(receipt, `${PUBLIC_URL}/guest/orders/`).pathname).toMatch(/^\/guest\/orders\/\d+\.\d+\./);
    // A guest has no saved cards.
    const other = await place(visitor());
    expect((await pay(who, other.token, { payment_stripe_id: "pm_123" })).statusCode).toBe(400);
  });

  test("a declined card is a 402 with its reason and the order stays payable", async () => {
    const who = visitor();
    const order = await place(who);
    const res = await pay(who, order.token, card("4000000000000002"));
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe("Your card was declined.");
    expect((await send("GET", `/api/guest/orders/${order.token}`, who)).json().can_pay).toBe(true);
  });

  test("cancels while unshipped: stock back, the guest mailed; a paid one is refunded", async () => {
    const who = visitor();
    const stock = await t.stockOf(pads);
    const order = await place(who, { [pads]: 3 });
    const res = await send("POST", `/api/guest/orders/${order.token}/cancel`, who);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "canceled", can_pay: false, can_cancel: false });
    expect(await t.stockOf(pads)).toBe(stock);
    await mailAbout(who.email, `Your Pitstop order ${order.number} was canceled`);

    const paidOne = await place(who);
    expect((await pay(who, paidOne.token, card("4242424242424242"))).statusCode).toBe(200);
    const refunded = await send("POST", `/api/guest/orders/${paidOne.token}/cancel`, who);
    expect(refunded.json()).toMatchObject({ status: "canceled", payment: { state: "refunded" } });
  });

  test("a forged, altered or expired token, or one of another order, is a 404 that says nothing more", async () => {
    const who = visitor();
    const order = await place(who);
    const other = await place(visitor());
    const [id, expires, mac] = order.token.split(".") as [string, string, string];
    const flip = (s: string) => (s[0] === "A" ? "B" : "A") + s.slice(1);
    const expired = await signGuestLink(t.db, order.id, who.email, Date.now() - (GUEST_LINK_DAYS + 1) * 86_400_000);
    const bad = [
      "nonsense",
      `${id}.${expires}.${flip(mac)}`,
      `${id}.${Number(expires) + 86_400}.${mac}`,
      `${other.id}.${expires}.${mac}`,
      expired.token,
    ];
    for (const token of bad) {
      for (const [method, path] of [
        ["GET", ""],
        ["POST", "/cancel"],
      ] as const) {
        const res = await send(method, `/api/guest/orders/${encodeURIComponent(token)}${path}`, who);
        expect(res.statusCode, `${method} ${token}${path}`).toBe(404);
        expect(res.json().message).toBe(
          "This order link is not valid or has expired. Use “Find my order” to get a fresh link by email.",
        );
      }
      expect((await pay(who, encodeURIComponent(token), card("4242424242424242"))).statusCode).toBe(404);
    }
    // A signed-in buyer's order is nobody's guest order: its id with any MAC is a 404 too.
    const buyer = await t.buyer();
    const theirs = await t.placeOrder(buyer, { [pads]: 1 });
    const signed = await signGuestLink(t.db, theirs.id, buyer.email);
    expect((await send("GET", `/api/guest/orders/${signed.token}`, who)).statusCode).toBe(404);
    expect((await send("GET", `/api/guest/orders/${order.token}`, who)).statusCode).toBe(200);
  });
});

describe("find my order", () => {
  test("answers the same for a match and no match, and mails a fresh link only on a match", async () => {
    const who = visitor();
    const order = await place(who);
    await mailAbout(who.email, "is waiting for payment");
    const lookup = (payload: unknown) => send("POST", "/api/guest/orders/lookup", visitor(), payload);

    const stranger = visitor();
    const misses = [
      await lookup({ number: order.number, email: stranger.email }),
      await lookup({ number: "PS-2020-999999", email: who.email }),
    ];
    const hit = await lookup({ number: order.number.toLowerCase(), email: who.email.toUpperCase() });
    for (const res of [...misses, hit]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: GUEST_LOOKUP_ANSWER });
    }
    const mail = await mailAbout(who.email, `The link to your Pitstop order ${order.number}`);
    const token = linkIn(mail, `${PUBLIC_URL}/guest/orders/`).pathname.split("/").pop() ?? "";
    expect((await send("GET", `/api/guest/orders/${token}`, who)).json()).toMatchObject({ id: order.id });
    await new Promise((r) => setTimeout(r, 200));
    expect(t.smtp.mailsTo(stranger.email)).toEqual([]);
    expect(t.smtp.mailsTo(who.email).filter((m) => m.subject.includes("The link to"))).toHaveLength(1);
  });

  test("is limited per email, matched or not", async () => {
    const email = `${randomUUID().slice(0, 8)}@example.com`;
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        (await send("POST", "/api/guest/orders/lookup", visitor(), { number: "PS-2026-000001", email })).statusCode,
      );
    }
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe("claiming guest orders", () => {
  test("verifying the email moves its guest orders into the account, completed ones with their miles, once", async () => {
    const who = visitor();
    const operator = await t.buyer("Op");
    await t.makeOperator(operator);
    // $49.99 × 3 = $149.97 + 5.75 % Ohio tax $8.62 = $158.59: 158 miles when completed.
    const done = await place(who, { [pads]: 3 });
    expect((await pay(who, done.token, card("4242424242424242"))).statusCode).toBe(200);
    for (const [action, payload] of [
      ["ship", { tracking_number: "1Z999AA10123456784" }],
      ["complete", undefined],
    ] as const) {
      const res = await t.send("POST", `/api/admin/orders/${done.id}/${action}`, operator, payload);
      expect(res.statusCode, res.body).toBe(200);
    }
    // A guest order earns no miles yet, and says why: not a deleted account's.
    const completed = await send("GET", `/api/guest/orders/${done.token}`, who);
    expect(completed.json().history.at(-1)).toMatchObject({
      status: "completed",
      note: "No miles yet: a guest order earns them when an account with its email claims it",
    });
    const completedMail = await mailAbout(who.email, `Order ${done.number} is complete`);
    expect(completedMail.text).toContain("Create a Pitstop account with this email address");
    const open = await place(who);
    const someoneElse = await place(visitor());

    // Signing up alone claims nothing: the mailbox is not proven yet.
    const reg = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: who.email, password: "tarmac-Sprocket-42" },
      remoteAddress: "10.202.0.1",
    });
    expect(reg.statusCode).toBe(201);
    const [account] = await t.db.select().from(users).where(eq(users.email, who.email));
    expect(account?.mile).toBe(0);
    expect((await t.db.select().from(orders).where(eq(orders.id, open.id)))[0]?.userId).toBeNull();

    const mail = await mailAbout(who.email, "onfirm");
    const token = linkIn(mail, `${PUBLIC_URL}/verify-email?`).searchParams.get("token") ?? "";
    const verified = await t.app.inject({ method: "GET", url: `/api/email/verify?token=${token}` });
    expect(verified.statusCode, verified.body).toBe(200);

    const rows = await t.db.select().from(orders).where(eq(orders.guestEmail, who.email));
    expect(rows.map((r) => r.userId)).toEqual(rows.map(() => account?.id));
    expect(rows.every((r) => r.claimedAt !== null)).toBe(true);
    expect((await t.db.select().from(orders).where(eq(orders.id, someoneElse.id)))[0]?.userId).toBeNull();
    const [after] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, account?.id ?? 0));
    expect(after?.mile).toBe(158);

    // A second claim finds nothing left to take: the miles are credited once.
    const again = await t.db.transaction((tx) => claimGuestOrders(tx, { userId: account?.id ?? 0, email: who.email }));
    expect(again).toEqual({ claimed: [], miles: 0 });

    // The account sees them; the guest links no longer open them.
    const auth = { authorization: `Bearer ${reg.json().token as string}` };
    const list = await t.app.inject({ method: "GET", url: "/api/orders", headers: auth });
    expect(
      list
        .json()
        .map((o: { id: number }) => o.id)
        .sort(),
    ).toEqual([done.id, open.id].sort());
    expect((await send("GET", `/api/guest/orders/${open.token}`, who)).statusCode).toBe(404);
  });
});

describe("the back office", () => {
  test("shows a guest order's email, finds it by that email, and tells a deleted account's order apart", async () => {
    const who = visitor();
    const order = await place(who);
    const operator = await t.buyer("Op");
    await t.makeOperator(operator);
    const one = await t.send("GET", `/api/admin/orders/${order.id}`, operator);
    expect(one.json()).toMatchObject({ customer: null, guest_email: who.email });
    const list = await t.send("GET", `/api/admin/orders?q=${encodeURIComponent(who.email)}`, operator);
    expect(list.json().orders).toEqual([
      expect.objectContaining({ id: order.id, customer: null, guest_email: who.email }),
    ]);
  });
});
