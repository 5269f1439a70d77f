import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedSmallCatalogue } from "../../test/small-catalogue.ts";
import { startTcpProxy, type TcpProxy } from "../../test/tcp-proxy.ts";
import { createTestDatabase } from "../../test/test-app.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type Database, openDatabase } from "./client.ts";

/**
 * The database going away under a running API (docs/decisions/013): each request is
 * a 503 with Retry-After while it is away, health says which part, the pool reconnects by itself,
 * and a lost connection never ends the process (vitest fails the file on an unhandled 'error').
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)("PostgreSQL going away and coming back", () => {
  let proxy: TcpProxy;
  let database: Database & { name?: string };
  let app: Awaited<ReturnType<typeof buildApp>>;
  const lost: string[] = [];
  beforeAll(async () => {
    const target = new URL(serverUrl as string);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    database = await createTestDatabase({
      via: { host: "127.0.0.1", port: proxy.port },
      onConnectionError: (err) => lost.push(err.message),
    });
    await seedSmallCatalogue(database.db, [{ title: "Ceramic brake pads", priceCents: 4999, stock: 5 }]);
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/tmp/pitstop-outage-test" }),
      db: database.db,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await proxy.up();
    await database.close();
    await proxy.close();
  });

  const search = () => app.inject({ method: "GET", url: "/api/search?q=brake" });

  /** The API's own connections to its test database, as the server sees them. */
  async function terminateApiConnections(admin: pg.Client) {
    const { rows } = await admin.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows[0]?.n ?? 0;
  }

  test("while the database is away a request is a 503 with Retry-After, and it is served again once it is back", async () => {
    expect((await search()).statusCode).toBe(200);

    await proxy.down();
    const started = Date.now();
    const away = await search();
    expect(away.statusCode).toBe(503);
    expect(away.headers["retry-after"]).toBe("5");
    expect(away.json()).toEqual({ message: "The shop is briefly unavailable. Please try again in a few seconds." });
    expect(Date.now() - started).toBeLessThan(3500);
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: "degraded", database: "unreachable", redis: "not configured" });

    await proxy.up();
    const back = await search();
    expect(back.statusCode).toBe(200);
    expect(back.json().products.map((p: { title: string }) => p.title)).toEqual(["Ceramic brake pads"]);
    expect((await app.inject({ method: "GET", url: "/api/health" })).json().status).toBe("ok");
  });

  test("a database restart under load costs only the requests in flight, and those are 503s", async () => {
    const admin = new pg.Client({ connectionString: databaseUrlOf(database) });
    await admin.connect();
    try {
      expect((await search()).statusCode).toBe(200);
      // Hold the search up on a lock, so it is in flight when the connections are cut.
      await admin.query("begin");
      await admin.query("lock table products in access exclusive mode");
      const inFlight = search();
      await waitFor(async () => {
        const { rows } = await admin.query(
          `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return rows.length > 0;
      });
      expect(await terminateApiConnections(admin)).toBeGreaterThan(0);
      await admin.query("rollback");
      const cut = await inFlight;
      expect(cut.statusCode).toBe(503);
      expect(cut.headers["retry-after"]).toBe("5");
      // The next requests get fresh connections.
      for (let i = 0; i < 3; i++) expect((await search()).statusCode).toBe(200);
    } finally {
      await admin.end();
    }
  });

  test("a connection lost in the middle of a transaction fails that transaction, not the process", async () => {
    const admin = new pg.Client({ connectionString: databaseUrlOf(database) });
    await admin.connect();
    const before = lost.length;
    try {
      const outcome = await database.db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute("select pg_backend_pid() as pid")) as unknown as {
            rows: Array<{ pid: number }>;
          };
          await admin.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
          // The client learns of it between two statements: an 'error' event with no query to fail.
          await waitFor(async () => lost.length > before);
          await tx.execute("select 1");
        })
        .then(
          () => "committed",
          () => "failed",
        );
      expect(outcome).toBe("failed");
      expect((await search()).statusCode).toBe(200);
    } finally {
      await admin.end();
    }
  });
});

describe.skipIf(serverUrl)("the embedded database (PGlite)", () => {
  // PGlite lives inside the API's process: it cannot be away while the API runs, except closed
  // under it at shutdown. Requests then still get the 503 with Retry-After, never a 500.
  test("a request reaching a closed embedded database is a 503 with Retry-After", async () => {
    const database = openDatabase({});
    await database.migrate();
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/tmp/pitstop-outage-test" }),
      db: database.db,
    });
    await app.ready();
    await database.close();
    const res = await app.inject({ method: "GET", url: "/api/search?q=brake" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.json()).toEqual({ status: "degraded", database: "unreachable", redis: "not configured" });
    await app.close();
  });
});

function databaseUrlOf(database: { name?: string }): string {
  // The test database's own address (not through the proxy): its name is the one the pool uses.
  const url = new URL(serverUrl as string);
  url.pathname = `/${database.name ?? ""}`;
  return url.toString();
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}
