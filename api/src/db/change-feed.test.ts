import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase } from "../../test/test-app.ts";
import { type Change, type ChangeFeed, openChangeFeed } from "./change-feed.ts";
import type { Database } from "./client.ts";

/**
 * The replicas' change feed (docs/decisions/031): on the embedded database a notice goes to this
 * process; on PostgreSQL an admin write's audit entry notifies every listener when its transaction
 * commits (migration 0027), a rebuild is told to the others, and a cut line comes back with `resync`.
 */
function collector(feed: ChangeFeed) {
  const seen: Array<Change & { at: number }> = [];
  feed.subscribe((change) => seen.push({ ...change, at: performance.now() }));
  const next = async (kind: Change["kind"], timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = seen.find((c) => c.kind === kind);
      if (found) {
        seen.splice(seen.indexOf(found), 1);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`no ${kind} notice within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return { seen, next };
}

test("without a database URL, a notice goes to this process's listeners", async () => {
  const feed = openChangeFeed({ url: undefined });
  const { next } = collector(feed);
  await feed.publish("rebuilt");
  expect(await next("rebuilt", 100)).toMatchObject({ kind: "rebuilt", fromHere: true });
  await feed.close();
});

describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL, between replicas", () => {
  let database: Database & { name?: string };
  let url: string;
  let a: ChangeFeed;
  let b: ChangeFeed;
  beforeAll(async () => {
    database = await createTestDatabase();
    const u = new URL(process.env.TEST_DATABASE_URL as string);
    u.pathname = `/${database.name}`;
    url = u.toString();
    a = openChangeFeed({ url });
    b = openChangeFeed({ url });
    // Both listening: a notice of a fresh feed reaches itself once its LISTEN is in place.
    for (const feed of [a, b]) {
      const { next } = collector(feed);
      for (let i = 0; i < 50; i++) {
        await feed.publish("rebuilt");
        try {
          await next("rebuilt", 100);
          break;
        } catch {}
      }
    }
    // A warm-up notice still on its way (one published again because the first was slow) would land
    // in the first test's collectors: wait until the channel has been quiet for 300 ms.
    const late = [collector(a), collector(b)];
    const deadline = Date.now() + 5_000;
    let heard = -1;
    while (Date.now() < deadline) {
      const count = late.reduce((sum, c) => sum + c.seen.length, 0);
      if (count === heard) break;
      heard = count;
      await new Promise((r) => setTimeout(r, 300));
    }
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  const audit = (db: Database["db"]) =>
    db.execute(
      sql`insert into audit_entries (actor_email, entity, entity_id, action) values ('op@example.com', 'brand', '1', 'create')`,
    );

  test("an audit entry notifies every replica when its transaction commits, and never when it rolls back", async () => {
    const seenA = collector(a);
    const seenB = collector(b);
    await database.db
      .transaction(async (tx) => {
        await audit(tx as unknown as Database["db"]);
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    expect(seenA.seen).toEqual([]);
    expect(seenB.seen).toEqual([]);

    const committed = performance.now();
    await audit(database.db);
    const [gotA, gotB] = await Promise.all([seenA.next("audit"), seenB.next("audit")]);
    expect(gotA.fromHere).toBe(false);
    // Pushed, not polled: well under the 2 s the old watcher waited.
    expect(Math.max(gotA.at, gotB.at) - committed).toBeLessThan(1_000);
  });

  test("a rebuild told by one replica reaches the other as another's, and itself as its own", async () => {
    const seenA = collector(a);
    const seenB = collector(b);
    await a.publish("rebuilt");
    expect(await seenB.next("rebuilt")).toMatchObject({ fromHere: false });
    expect(await seenA.next("rebuilt")).toMatchObject({ fromHere: true });
  });

  test("a listener whose line is cut listens again and says resync", async () => {
    const seenB = collector(b);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Every listening line of this database: both feeds are cut, both come back.
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()",
    );
    await admin.end();
    expect(await seenB.next("resync", 10_000)).toMatchObject({ kind: "resync" });
    await audit(database.db);
    expect(await seenB.next("audit")).toMatchObject({ kind: "audit" });
  });
});

describe("GET /api/internal/changes", () => {
  test("streams each change this replica hears of to the storefront, as server-sent events", async () => {
    const { buildApp } = await import("../app.ts");
    const { loadConfig } = await import("../config.ts");
    const database = await createTestDatabase();
    const app = await buildApp({ config: loadConfig({ DATA_DIR: "/tmp/pitstop-feed-test" }), db: database.db });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const http = await import("node:http");
    const received: string[] = [];
    let request: import("node:http").ClientRequest | undefined;
    const opened = new Promise<void>((resolve) => {
      request = http.get(`${address}/api/internal/changes`, { agent: false }, (res) => {
        expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          received.push(chunk);
          resolve();
        });
      });
    });
    await opened;
    await app.changes.publish("rebuilt");
    for (let i = 0; i < 100 && !received.join("").includes("event: change"); i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(received.join("")).toContain('event: change\ndata: {"kind":"rebuilt"}\n\n');
    request?.destroy();
    await app.close();
    await database.close();
  });
});
