import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testPassword } from "../support/accounts.ts";
import { OHIO_ADDRESS } from "../support/api.ts";
import { freePort } from "../support/free-port.ts";

/**
 * Several replicas, proven (docs/decisions/031): two API processes and two storefronts, each
 * storefront in front of its own API, on one PostgreSQL database and one Redis — as `npm start`
 * runs them, built from this checkout. Requests alternate between the replicas: whatever one
 * replica learns (a session, a failed password, an Idempotency-Key, an operator's change, a running
 * import, the last unit sold) the other must know too.
 *
 * Runs where the API suite runs on PostgreSQL (TEST_DATABASE_URL) with Redis on 127.0.0.1:6379
 * (REDIS_URL to use another).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The bound the README promises: a change made on one replica shows on every other within it. */
const COHERENCE_BOUND_MS = 5_000;
/** The seed's filler parts (api/test/seed-replica-shop.ts), SW-1004 on: the import fits each to both cars. */
const FILLER = 500;

interface Replica {
  api: string;
  shop: string;
  apiProcess: ChildProcess;
  shopProcess: ChildProcess;
  apiEnv: NodeJS.ProcessEnv;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function startProcess(script: string, env: NodeJS.ProcessEnv, cwd = repoRoot): ChildProcess {
  const child = spawn(process.execPath, [script], { cwd, env, stdio: ["ignore", "ignore", "inherit"] });
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** Polls `probe` until it is true; answers how long that took from `since`. */
async function within(what: string, since: number, probe: () => Promise<boolean>): Promise<number> {
  for (;;) {
    if (await probe()) return performance.now() - since;
    if (performance.now() - since > COHERENCE_BOUND_MS * 3) throw new Error(`${what}: not seen after 15 s`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.runIf(serverUrl)("two API and two storefront replicas on one PostgreSQL and one Redis", () => {
  const dbName = `pitstop_replicas_${randomBytes(5).toString("hex")}`;
  const dataDirs: string[] = [];
  const replicas: Replica[] = [];
  let databaseUrl = "";
  let ids: number[] = [];
  let operator = "";
  /** A client address of this run's own, so counters Redis keeps from earlier runs never meet it. */
  const address = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;

  async function startApi(env: NodeJS.ProcessEnv) {
    const child = startProcess(path.join(repoRoot, "api/src/server.ts"), env);
    await waitFor(`http://127.0.0.1:${env.API_PORT}/api/health`, child);
    return child;
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(serverUrl as string);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    const printed = execFileSync(process.execPath, [path.join(repoRoot, "api/test/seed-replica-shop.ts")], {
      cwd: path.join(repoRoot, "api"),
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: "utf8",
    });
    ids = JSON.parse(printed.trim().split("\n").at(-1) as string) as number[];

    // Both replicas start together, as a deployment starts them (their migrations take turns).
    const started = await Promise.all(
      [0, 1].map(async (i): Promise<Replica> => {
        const [port, apiPort] = [await freePort(), await freePort()];
        const dataDir = mkdtempSync(path.join(tmpdir(), `pitstop-replica-${i}-`));
        dataDirs.push(dataDir);
        const apiEnv: NodeJS.ProcessEnv = {
          ...process.env,
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          DATA_DIR: dataDir,
          API_HOST: "127.0.0.1",
          API_PORT: String(apiPort),
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          SEED_ON_EMPTY: "false",
          LOG_LEVEL: "warn",
          // The storefront (and this test, standing in for a TLS proxy) says who the shopper is.
          TRUST_PROXY: "127.0.0.1",
        };
        delete apiEnv.SMTP_URL;
        const shopProcess = startProcess(
          path.join(repoRoot, "web/server.ts"),
          {
            ...process.env,
            NODE_ENV: "production",
            PORT: String(port),
            HOST: "127.0.0.1",
            API_URL: `http://127.0.0.1:${apiPort}`,
            PUBLIC_URL: `http://127.0.0.1:${port}`,
            TRUST_PROXY: "127.0.0.1",
          },
          path.join(repoRoot, "web"),
        );
        const apiProcess = await startApi(apiEnv);
        await waitFor(`http://127.0.0.1:${port}/build/latest.json`, shopProcess);
        return {
          api: `http://127.0.0.1:${apiPort}`,
          shop: `http://127.0.0.1:${port}`,
          apiProcess,
          shopProcess,
          apiEnv,
        };
      }),
    );
    replicas.push(...started);

    // A shop operator, made as the README says: an account, then the admin command line.
    const email = `operator-${randomUUID()}@example.com`;
    await call(0, "POST", "/api/auth/register", { body: { email, password: testPassword } });
    execFileSync(process.execPath, [path.join(repoRoot, "api/src/cli/admin.ts"), "grant-admin", email], {
      cwd: path.join(repoRoot, "api"),
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ["ignore", "pipe", "inherit"],
    });
    operator = (await call(1, "POST", "/api/auth/login", { body: { email, password: testPassword } })).body
      .token as string;
  }, 180_000);

  afterAll(async () => {
    await Promise.all(replicas.flatMap((r) => [stop(r.apiProcess), stop(r.shopProcess)]));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  /** A call through replica `i`'s storefront, as a shopper's browser or script makes it. */
  async function call(
    i: number,
    method: string,
    apiPath: string,
    opts: { token?: string; body?: unknown; key?: string; from?: string } = {},
  ) {
    const res = await fetch(`${(replicas[i] as Replica).shop}${apiPath}`, {
      method,
      headers: {
        accept: "application/json",
        ...(opts.body === undefined ? {} : { "content-type": "application/json" }),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.key ? { "idempotency-key": opts.key } : {}),
        "x-forwarded-for": opts.from ?? "10.200.0.1",
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  }

  const page = async (i: number, pagePath: string) => {
    const res = await fetch(`${(replicas[i] as Replica).shop}${pagePath}`);
    return { status: res.status, html: await res.text() };
  };

  async function shopper(i: number) {
    const email = `shopper-${randomUUID()}@example.com`;
    const { status, body } = await call(i, "POST", "/api/auth/register", {
      body: { email, password: testPassword },
      from: address(),
    });
    expect(status).toBe(201);
    return { email, token: body.token as string };
  }

  test("a session made on one replica is valid on the other", async () => {
    const { email, token } = await shopper(0);
    const profile = await call(1, "GET", "/api/profile", { token });
    expect(profile.status).toBe(200);
    expect((profile.body.profile as { email: string }).email).toBe(email);
    // And the other way: signed in on the second, known to the first; signed out on the first, gone on both.
    const signedIn = await call(1, "POST", "/api/auth/login", { body: { email, password: testPassword } });
    const second = signedIn.body.token as string;
    expect((await call(0, "GET", "/api/profile", { token: second })).status).toBe(200);
    expect((await call(0, "POST", "/api/auth/logout", { token: second })).status).toBeLessThan(300);
    expect((await call(1, "GET", "/api/profile", { token: second })).status).toBe(401);
  });

  test("wrong passwords and rate limits are counted once for both replicas (Redis)", async () => {
    const { email } = await shopper(0);
    const from = address();
    // Five wrong passwords from one address, alternating: the sixth try, even the right one, is refused on both.
    for (let n = 0; n < 5; n++) {
      const wrong = await call(n % 2, "POST", "/api/auth/login", {
        body: { email, password: "wrong-Password-1" },
        from,
      });
      expect(wrong.status, `attempt ${n + 1}`).toBe(401);
    }
    for (const i of [0, 1]) {
      const locked = await call(i, "POST", "/api/auth/login", { body: { email, password: testPassword }, from });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(/Too many wrong passwords/);
    }
    // The owner, from another address, still signs in.
    expect((await call(1, "POST", "/api/auth/login", { body: { email, password: testPassword } })).status).toBe(200);

    // The route's limit (20 sign-ins a minute from one address), spent half on each replica.
    const busy = address();
    const statuses: number[] = [];
    for (let n = 0; n < 21; n++) {
      const res = await call(n % 2, "POST", "/api/auth/login", {
        body: { email: `nobody-${n}-${randomUUID()}@example.com`, password: "wrong-Password-1" },
        from: busy,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  test("an Idempotency-Key replayed on the other replica answers the same order", async () => {
    const { token } = await shopper(0);
    const [part] = ids;
    expect(
      (await call(0, "POST", "/api/cart", { token, body: { products: [{ id: part, quantity: 2 }] } })).status,
    ).toBe(200);
    const key = randomUUID();
    const body = { address: OHIO_ADDRESS, shipping_method: "standard" };
    const first = await call(0, "POST", "/api/checkout", { token, body, key });
    expect(first.status).toBe(201);
    const again = await call(1, "POST", "/api/checkout", { token, body, key });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.number).toBe(first.body.number);
    const orders = await call(1, "GET", "/api/orders", { token });
    expect((orders.body as unknown as unknown[]).length).toBe(1);
  });

  test("a price, a hidden part and new fitment made on one replica show on the other's search, lists and pages within 5 s", async () => {
    const [pads, hidden, civicOnly] = ids as [number, number, number];
    const product = async (id: number) =>
      (await call(0, "GET", `/api/admin/products/${id}`, { token: operator })).body as {
        slug: string;
        version: number;
        category: { slug: string };
        type: { slug: string };
      };
    const padsRow = await product(pads);
    const hiddenRow = await product(hidden);
    const civicRow = await product(civicOnly);
    const pagePath = (p: typeof padsRow) => `/${p.category.slug}/${p.type.slug}/${p.slug}`;
    const vehiclePage = "/toyota-camry-2018-accessories";

    // The second replica has everything in its copies and caches before the changes.
    for (let n = 0; n < 2; n++) {
      expect((await page(1, pagePath(padsRow))).html).toContain("$40.00");
      expect((await page(1, "/brakes")).html).toContain("Replica semi-metallic brake pads");
      expect((await page(1, vehiclePage)).html).not.toContain("Replica drilled brake pads");
      const search = await call(1, "GET", "/api/search/results?q=replica%20ceramic");
      expect(JSON.stringify(search.body)).toContain("Replica ceramic brake pads");
    }

    const measured: Record<string, number> = {};
    let since = performance.now();
    const price = await call(0, "PATCH", `/api/admin/products/${pads}`, {
      token: operator,
      body: { price: 44.5, version: padsRow.version },
    });
    expect(price.status).toBe(200);
    measured["price on the product page"] = await within("price on the product page", since, async () =>
      (await page(1, pagePath(padsRow))).html.includes("$44.50"),
    );
    measured["price in the category list"] = await within("price in the list", since, async () =>
      (await page(1, "/brakes")).html.includes("$44.50"),
    );
    measured["price in search"] = await within("price in search", since, async () => {
      const search = await call(1, "GET", "/api/search/results?q=replica%20ceramic");
      return JSON.stringify(search.body).includes("44.5");
    });

    since = performance.now();
    const hide = await call(0, "PATCH", `/api/admin/products/${hidden}`, {
      token: operator,
      body: { published: false, version: hiddenRow.version },
    });
    expect(hide.status).toBe(200);
    measured["hidden part off its page"] = await within("hidden part's page", since, async () =>
      [404, 410].includes((await page(1, pagePath(hiddenRow))).status),
    );
    measured["hidden part off the list"] = await within(
      "hidden part off the list",
      since,
      async () => !(await page(1, "/brakes")).html.includes("Replica semi-metallic brake pads"),
    );
    measured["hidden part off search"] = await within("hidden part off search", since, async () => {
      const search = await call(1, "GET", "/api/search/results?q=replica%20semi-metallic");
      return !JSON.stringify(search.body).includes("Replica semi-metallic brake pads");
    });

    since = performance.now();
    const fit = await call(0, "POST", `/api/admin/products/${civicOnly}/fitment`, {
      token: operator,
      body: { make: "Toyota", model: "Camry", year_from: 2018, year_to: 2018 },
    });
    expect(fit.status).toBe(200);
    measured["new fitment on the vehicle page"] = await within("new fitment on the vehicle page", since, async () =>
      (await page(1, vehiclePage)).html.includes("Replica drilled brake pads"),
    );
    measured["new fitment on the product's fit check"] = await within("fit check", since, async () => {
      const fits = await call(1, "GET", `/api/products/${civicRow.slug}/fits?vehicles=toyota-camry-2018`);
      return (fits.body as unknown as Array<{ fits: boolean }>)[0]?.fits === true;
    });

    console.log(
      `replica coherence (ms after the operator's answer on the other replica):\n${Object.entries(measured)
        .map(([what, ms]) => `  ${what}: ${Math.round(ms)}`)
        .join("\n")}`,
    );
    for (const [what, ms] of Object.entries(measured)) expect(ms, what).toBeLessThanOrEqual(COHERENCE_BOUND_MS);
  });

  test("a fitment import running on one replica survives the other's restart", async () => {
    const csv = [
      "part_number,make,model,year_from,year_to,engine,trim,position,note,quantity",
      // The filler parts (SW-1004 on) on both cars: a thousand applications to resolve and write.
      ...Array.from({ length: FILLER }, (_, i) => [
        `SW-${1004 + i},Toyota,Camry,2018,2018,,,,,`,
        `SW-${1004 + i},Honda,Civic,2015,2015,,,,,`,
      ]).flat(),
    ].join("\n");
    let statusUrl = "";
    // The shop's fitment table held by another transaction: the import resolves, stages its rows, and
    // then waits on its final move, running for as long as this test needs — whatever the machine's speed.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query("begin");
    await holder.query("lock table product_fitment in share mode");
    try {
      const started = await call(0, "POST", "/api/admin/fitment-imports", {
        token: operator,
        body: { format: "csv", content: csv, dry_run: false, file_name: "replicas.csv" },
      });
      expect(started.status).toBe(202);
      statusUrl = started.body.status_url as string;
      for (let n = 0; n < 300; n++) {
        const { body } = await call(0, "GET", statusUrl, { token: operator });
        if (body.status === "writing") break;
        expect(["queued", "resolving"]).toContain(body.status);
        await new Promise((r) => setTimeout(r, 50));
      }

      // The other replica's API goes down and comes back while the import runs; at its start it
      // looks for imports cut short, and must leave this one, whose heart still beats, alone.
      const other = replicas[1] as Replica;
      await stop(other.apiProcess);
      other.apiProcess = await startApi(other.apiEnv);
      const afterRestart = await call(1, "GET", statusUrl, { token: operator });
      expect(afterRestart.body.status).toBe("writing");
      expect(afterRestart.body.error).toBeNull();
    } finally {
      await holder.query("commit");
      await holder.end();
    }

    let status: Record<string, unknown> = {};
    for (let n = 0; n < 600 && !["done", "failed"].includes(status.status as string); n++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await call(n % 2, "GET", statusUrl, { token: operator })).body;
    }
    expect(status.error ?? null).toBeNull();
    expect(status.status).toBe("done");
    expect((status.report as { fitment_rows: number }).fitment_rows).toBe(2 * FILLER);
  });

  test("two checkouts racing on the two replicas for the last unit never oversell", async () => {
    const lastUnit = ids[3] as number;
    const buyers = [await shopper(0), await shopper(1)];
    for (let round = 0; round < 3; round++) {
      if (round > 0) {
        const row = (await call(0, "GET", `/api/admin/products/${lastUnit}`, { token: operator })).body;
        const restock = await call(round % 2, "PATCH", `/api/admin/products/${lastUnit}`, {
          token: operator,
          body: { stock: 1, version: row.version },
        });
        expect(restock.status).toBe(200);
      }
      for (const [i, buyer] of buyers.entries()) {
        const cart = await call(i, "POST", "/api/cart", {
          token: buyer.token,
          body: { products: [{ id: lastUnit, quantity: 1 }] },
        });
        expect(cart.status).toBe(200);
      }
      const results = await Promise.all(
        buyers.map((buyer, i) =>
          call(i, "POST", "/api/checkout", {
            token: buyer.token,
            key: randomUUID(),
            body: { address: OHIO_ADDRESS, shipping_method: "standard" },
          }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses, `round ${round + 1}`).toEqual([201, 409]);
      const stock = (await call(1, "GET", `/api/admin/products/${lastUnit}`, { token: operator })).body.stock;
      expect(stock).toBe(0);
      // The loser's cart keeps the part, marked sold out; it goes before the next round.
      for (const [i, buyer] of buyers.entries()) {
        await call(i, "DELETE", "/api/cart", { token: buyer.token, body: { products: [lastUnit] } });
      }
    }
  });
});
