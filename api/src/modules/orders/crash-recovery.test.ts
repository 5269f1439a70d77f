import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, onTestFailed, test } from "vitest";
import {
  FakeStripePayments,
  STRIPE_PUBLISHABLE,
  STRIPE_SECRET,
  saveStripeCard,
} from "../../../test/fake-stripe-payments.ts";
import { createOrdersTestApp, OHIO, type OrdersTestApp } from "../../../test/order-fixtures.ts";
import { seedSmallCatalogue } from "../../../test/small-catalogue.ts";
import { createTestDatabase } from "../../../test/test-app.ts";
import type { Database } from "../../db/client.ts";
import { idempotencyKeys, orders, payments, users } from "../../db/schema/index.ts";
import { requestFingerprint } from "../../lib/idempotency.ts";
import { createSession } from "../auth/session-service.ts";
import { orderDepsOf } from "./order-deps.ts";
import { reconcileInterruptedPayments } from "./payment-reconciliation.ts";

/**
 * Work left "in flight" when the API dies (docs/decisions/013): the API runs as a
 * child process on a PostgreSQL database of its own and is killed with SIGKILL in the middle of a
 * checkout and of a payment; a new API process on the same database must answer the retry with
 * the same Idempotency-Key as the lost request would have — one order, one charge.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const serverTs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../server.ts");
const body = { address: OHIO, shipping_method: "standard" };

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const address = server.address();
  await new Promise((r) => server.close(r));
  return typeof address === "object" && address ? address.port : 0;
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  { timeoutMs = 15_000, everyMs = 50 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

describe.runIf(serverUrl)("the API killed mid-request, then started again", () => {
  let database: Database & { name?: string };
  let admin: pg.Client;
  let holder: pg.Client;
  let stripe: FakeStripePayments;
  let stripeUrl: string;
  let api: ChildProcess | null = null;
  let base = "";
  /** Everything the API processes of the running test wrote (its log), shown when the test fails. */
  let apiLog: string[] = [];
  let pads: number;
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitstop-crash-"));
  const dbUrl = () => {
    const url = new URL(serverUrl as string);
    url.pathname = `/${database.name}`;
    return url.toString();
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    [pads] = (await seedSmallCatalogue(database.db, [
      { title: "Ceramic brake pads", priceCents: 4999, stock: 50 },
    ])) as [number];
    admin = new pg.Client({ connectionString: dbUrl() });
    holder = new pg.Client({ connectionString: dbUrl() });
    await Promise.all([admin.connect(), holder.connect()]);
    stripe = new FakeStripePayments();
    stripeUrl = await stripe.listen();
  });
  afterAll(async () => {
    api?.kill("SIGKILL");
    stripe.close();
    await Promise.all([admin.end(), holder.end()]);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A failing test prints what the API said meanwhile, so its failure explains itself. */
  beforeEach(() => {
    apiLog = [];
    onTestFailed(() => {
      process.stderr.write(`The API's log during this test:\n${apiLog.join("")}\n`);
    });
  });

  /** Starts the API as `npm start` does, on the test database; resolves when it answers. */
  async function startApi(env: Record<string, string> = {}) {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [serverTs], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: dbUrl(),
        DATA_DIR: dataDir,
        API_PORT: String(port),
        LOG_LEVEL: "info",
        SEED_ON_EMPTY: "false",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    apiLog.push(`--- API pid ${child.pid} on port ${port}\n`);
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => apiLog.push(chunk));
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => apiLog.push(chunk));
    child.once("exit", (code, signal) => apiLog.push(`--- API pid ${child.pid} exited (${signal ?? code})\n`));
    api = child;
    await until("the API to answer", async () => {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      return ok ? true : undefined;
    });
    return child;
  }

  function killApi() {
    const child = api;
    api = null;
    if (!child) return Promise.resolve();
    const gone = new Promise((r) => child.once("exit", r));
    child.kill("SIGKILL");
    return gone;
  }

  const post = (url: string, auth: string, key: string, payload: unknown) =>
    fetch(`${base}${url}`, {
      method: "POST",
      headers: { authorization: `Bearer ${auth}`, "idempotency-key": key, "content-type": "application/json" },
      body: JSON.stringify(payload),
    });

  /** Retries while the lost request's key is still leased (409), as a client would. */
  async function retry(send: () => Promise<Response>) {
    // Every half second, as a patient client would (pay allows 30 attempts in ten minutes).
    return until(
      "the retry to be answered",
      async () => {
        const res = await send();
        if (res.status !== 409) return res;
        const { message } = (await res.clone().json()) as { message: string };
        return message.includes("already being processed") ? undefined : res;
      },
      { everyMs: 500 },
    );
  }

  async function buyer(tag: string) {
    const [user] = await database.db
      .insert(users)
      .values({ email: `crash-${tag}-${randomUUID().slice(0, 8)}@example.com` })
      .returning({ id: users.id });
    if (!user) throw new Error("no user");
    await database.db.execute(sql`insert into carts (user_id) values (${user.id}) on conflict do nothing`);
    return { id: user.id, token: await createSession(database.db, user.id) };
  }

  async function fillCart(token: string) {
    const res = await fetch(`${base}/api/cart`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ products: [{ id: pads, quantity: 2 }] }),
    });
    expect(res.status).toBe(200);
  }

  /** Whether the API's connections wait on a lock this test holds. */
  async function apiWaitsOnALock() {
    const { rows } = await admin.query(
      `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return rows.length > 0 ? true : undefined;
  }

  test("a checkout killed before its answer was kept places the order once; its retry answers that order", async () => {
    await startApi();
    const b = await buyer("checkout");
    await fillCart(b.token);
    const key = randomUUID();

    // Hold the checkout at its first lock, let it take its key, then hold every write to the keys
    // table: the order's transaction then waits at the key's answer, and the API is killed there.
    await holder.query("begin");
    await holder.query("select id from users where id = $1 for no key update", [b.id]);
    const lost = post("/api/checkout", b.token, key, body).catch(() => null);
    await until("the key to be taken", async () => {
      const { rows } = await admin.query("select 1 from idempotency_keys where key = $1", [key]);
      return rows.length > 0 ? true : undefined;
    });
    await admin.query("begin");
    await admin.query("lock table idempotency_keys in exclusive mode");
    await holder.query("commit");
    await until("the checkout to wait on the keys table", apiWaitsOnALock);
    await killApi();
    await admin.query("rollback");
    expect(await lost).toBeNull();

    await startApi();
    const res = await retry(() => post("/api/checkout", b.token, key, body));
    expect(res.status).toBe(201);
    const order = (await res.json()) as { id: number; number: string; lines: Array<{ quantity: number }> };
    const placed = await database.db.select().from(orders).where(eq(orders.userId, b.id));
    expect(placed.map((o) => o.id)).toEqual([order.id]);
    expect(order.lines.map((l) => l.quantity)).toEqual([2]);

    // And again: the stored answer, not a second order nor "Your cart is empty".
    const again = await post("/api/checkout", b.token, key, body);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(((await again.json()) as { number: string }).number).toBe(order.number);
    await killApi();
  });

  test("a payment killed while Stripe charged is reconciled with Stripe: its retry answers the paid order, charged once", async () => {
    const env = {
      STRIPE_SECRET_KEY: STRIPE_SECRET,
      STRIPE_PUBLISHABLE_KEY: STRIPE_PUBLISHABLE,
      STRIPE_API_BASE: stripeUrl,
    };
    await startApi(env);
    const b = await buyer("pay");
    const card = await saveStripeCard(database.db, stripe, b.id, "succeed");
    await fillCart(b.token);
    const placed = await post("/api/checkout", b.token, randomUUID(), body);
    expect(placed.status).toBe(201);
    const { id: orderId } = (await placed.json()) as { id: number };

    const key = randomUUID();
    const creates = () =>
      stripe.calls("/v1/payment_intents").filter((r) => r.form.get("metadata[order_id]") === String(orderId));
    stripe.stallAfterWork = true;
    const lost = post(`/api/orders/${orderId}/pay`, b.token, key, { payment_stripe_id: card }).catch(() => null);
    await until("Stripe to be asked", async () => (creates().length === 1 ? true : undefined));
    await killApi();
    stripe.stallAfterWork = false;
    expect(await lost).toBeNull();
    const [interrupted] = await database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(interrupted?.status).toBe("processing");

    await startApi(env);
    const started = Date.now();
    const res = await retry(() => post(`/api/orders/${orderId}/pay`, b.token, key, { payment_stripe_id: card }));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("idempotent-replayed")).toBe("true");
    expect(((await res.json()) as { status: string }).status).toBe("awaiting shipment");
    // Settled within the lease, not after the old 10 minutes.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(creates()).toHaveLength(1);
    const attempts = await database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(attempts.map((p) => p.status)).toEqual(["succeeded"]);
    await killApi();
  });
  test("a retry that sees the lost attempt's lease run out while it waits is told to retry, never a 500; the next one settles it", async () => {
    await startApi();
    const b = await buyer("lapse");
    await fillCart(b.token);
    const placed = await post("/api/checkout", b.token, randomUUID(), body);
    expect(placed.status).toBe(201);
    const { id: orderId } = (await placed.json()) as { id: number };
    const payBody = { card: { number: "4242424242424242", exp_month: 12, exp_year: 2040, cvc: "123" } };

    // What a pay killed mid-charge leaves: its key running (its lease run out), its attempt processing.
    const key = randomUUID();
    await database.db.insert(idempotencyKeys).values({
      userId: b.id,
      key,
      requestHash: requestFingerprint(`POST /api/orders/${orderId}/pay`, payBody),
      status: "running",
      lockedAt: sql`now() - interval '6 seconds'`,
    });
    await database.db.insert(payments).values({
      orderId,
      provider: "simulated",
      amountCents: 100,
      status: "processing",
      idempotencyKey: key,
    });
    // The retry finds the attempt's lease still running (nothing to settle), then waits at its key…
    await admin.query("begin");
    await admin.query("lock table idempotency_keys in exclusive mode");
    const retried = post(`/api/orders/${orderId}/pay`, b.token, key, payBody);
    await until("the retry to wait at its key", apiWaitsOnALock);
    // …while the attempt's lease runs out: by the time it takes the key, the attempt is not renewed
    // any more, yet not settled with the provider either. It must not start a second charge.
    await database.db
      .update(payments)
      .set({ updatedAt: sql`now() - interval '6 seconds'` })
      .where(eq(payments.orderId, orderId));
    await admin.query("rollback");
    const first = await retried;
    expect(first.status, await first.clone().text()).toBe(409);
    expect(((await first.json()) as { message: string }).message).toBe(
      "This request is already being processed. Please wait a moment.",
    );
    // The 409 was not kept as the key's answer: the next retry settles the attempt (test mode: never
    // charged) and pays.
    const res = await retry(() => post(`/api/orders/${orderId}/pay`, b.token, key, payBody));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { status: string }).status).toBe("awaiting shipment");
    const attempts = await database.db
      .select({ status: payments.status, failureCode: payments.failureCode })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(payments.id);
    expect(attempts).toEqual([
      { status: "failed", failureCode: "interrupted" },
      { status: "succeeded", failureCode: null },
    ]);
    await killApi();
  });
});

describe("a payment whose request died (test mode)", () => {
  let t: OrdersTestApp;
  let pads: number;
  beforeAll(async () => {
    t = await createOrdersTestApp([{ title: "Ceramic brake pads", priceCents: 4999, stock: 50 }]);
    [pads] = t.productIds as [number];
  });
  afterAll(() => t.close());

  const success = { card: { number: "4242424242424242", exp_month: 12, exp_year: 2040, cvc: "123" } };

  /** What a kill in the middle of a pay leaves: the attempt processing, its key running, neither renewed since. */
  async function leftByACrash(userId: number, orderId: number, key: string, body: unknown) {
    const past = sql`now() - interval '6 seconds'`;
    await t.db.insert(payments).values({
      orderId,
      provider: "simulated",
      amountCents: 100,
      status: "processing",
      idempotencyKey: key,
      updatedAt: past,
    });
    await t.db.insert(idempotencyKeys).values({
      userId,
      key,
      requestHash: requestFingerprint(`POST /api/orders/${orderId}/pay`, body),
      status: "running",
      lockedAt: past,
    });
  }

  test("the retry with the same key settles it as never charged and pays the order at once", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    const key = randomUUID();
    await leftByACrash(b.id, order.id, key, success);

    const res = await t.pay(b, order.id, success, key);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("awaiting shipment");
    const attempts = await t.db
      .select({ status: payments.status, failureCode: payments.failureCode })
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(payments.id);
    expect(attempts).toEqual([
      { status: "failed", failureCode: "interrupted" },
      { status: "succeeded", failureCode: null },
    ]);
  });

  test("a retry that takes over the key while the attempt's lease still runs gets a 409, not kept as its answer", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    const key = randomUUID();
    await leftByACrash(b.id, order.id, key, success);
    // The attempt was renewed after the key was: it is not settled yet, the key may be taken over.
    await t.db.update(payments).set({ updatedAt: sql`now()` }).where(eq(payments.orderId, order.id));
    const early = await t.pay(b, order.id, success, key);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("This request is already being processed. Please wait a moment.");
    // Once the attempt's lease has run out too, the retry settles it and pays: the 409 was not its answer.
    await t.db
      .update(payments)
      .set({ updatedAt: sql`now() - interval '6 seconds'` })
      .where(eq(payments.orderId, order.id));
    const res = await t.pay(b, order.id, success, key);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("awaiting shipment");
  });

  test("a pay with a new key is not blocked by the interrupted attempt", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    await leftByACrash(b.id, order.id, randomUUID(), success);
    const res = await t.pay(b, order.id, success);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("awaiting shipment");
  });

  test("the API's own round settles an interrupted attempt with nobody paying, and frees its key", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    const key = randomUUID();
    await leftByACrash(b.id, order.id, key, success);

    expect(await reconcileInterruptedPayments(orderDepsOf(t.app))).toBeGreaterThanOrEqual(1);
    const [attempt] = await t.db
      .select({ status: payments.status, failureMessage: payments.failureMessage })
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(attempt).toEqual({ status: "failed", failureMessage: "The payment did not finish. Please try again." });
    const keys = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, b.id), eq(idempotencyKeys.key, key)));
    expect(keys).toEqual([]);
    const view = await t.order(b, order.id);
    expect(view.json().status).toBe("awaiting payment");
  });

  test("an attempt whose request is alive (its lease renewed) is left alone: the order cannot be paid twice at once", async () => {
    const b = await t.buyer();
    const order = await t.placeOrder(b, { [pads]: 1 });
    await t.db.insert(payments).values({
      orderId: order.id,
      provider: "simulated",
      amountCents: 100,
      status: "processing",
      idempotencyKey: randomUUID(),
    });
    const res = await t.pay(b, order.id, success);
    expect(res.statusCode).toBe(409);
    const [attempt] = await t.db
      .select({ status: payments.status })
      .from(payments)
      .where(and(eq(payments.orderId, order.id)));
    expect(attempt?.status).toBe("processing");
  });
});
