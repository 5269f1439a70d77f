import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { isDatabaseUnavailable } from "./availability.ts";
import { type Database, openDatabase } from "./client.ts";
import { rowsOf } from "./rows.ts";

// Decision 021: the shop's server runs PGlite on a worker thread. These check what drizzle and the
// API rely on through it: parameters and types both ways, errors with their fields, transactions.
const dir = mkdtempSync(path.join(tmpdir(), "pglite-thread-"));
let database: Database;

beforeAll(async () => {
  database = openDatabase({ dataDir: dir, thread: true });
  await database.db.execute(sql`create table things (id serial primary key, name text not null unique,
    made timestamptz not null default now(), data bytea, tags text[], spec jsonb)`);
}, 60_000);
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

test("values go to the thread and come back with their types: text, numbers, bytes, arrays, JSON, timestamps as text", async () => {
  const bytes = new Uint8Array([0, 1, 254, 255]);
  await database.db.execute(
    sql`insert into things (name, data, tags, spec) values (${"pads"}, ${bytes}, ${"{front,rear}"}, ${JSON.stringify({ a: 1 })})`,
  );
  const [row] = await rowsOf<{
    id: number;
    name: string;
    data: Uint8Array;
    tags: string[];
    spec: unknown;
    made: string;
  }>(database.db, sql`select id, name, data, tags, spec, made from things where name = ${"pads"}`);
  expect(row).toMatchObject({ name: "pads", tags: ["front", "rear"], spec: { a: 1 } });
  expect(typeof row?.id).toBe("number");
  expect([...(row?.data ?? [])]).toEqual([0, 1, 254, 255]);
  // drizzle asks for timestamps as PostgreSQL writes them, and maps them itself.
  expect(typeof row?.made).toBe("string");
});

test("a failing statement rejects with the database's code and constraint", async () => {
  await database.db.execute(sql`insert into things (name) values ('dup')`);
  const err = await database.db.execute(sql`insert into things (name) values ('dup')`).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Error);
  const cause = (err as { cause?: { code?: string; constraint?: string } }).cause ?? (err as { code?: string });
  expect(cause).toMatchObject({ code: "23505", constraint: "things_name_key" });
});

test("a transaction commits as a whole, and one that throws leaves nothing", async () => {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into things (name) values ('t1')`);
    await tx.execute(sql`insert into things (name) values ('t2')`);
  });
  await expect(
    database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (name) values ('t3')`);
      throw new Error("changed my mind");
    }),
  ).rejects.toThrow("changed my mind");
  const names = await rowsOf<{ name: string }>(
    database.db,
    sql`select name from things where name like 't%' order by name`,
  );
  expect(names.map((r) => r.name)).toEqual(["t1", "t2"]);
});

test("statements from other requests wait for an open transaction and see only what it committed", async () => {
  let outside: Promise<Array<{ n: number }>> | undefined;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into things (name) values ('w1')`);
    outside = rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from things where name = 'w1'`);
    await tx.execute(sql`insert into things (name) values ('w2')`);
  });
  expect(await outside).toEqual([{ n: 1 }]);
});

test("many statements at once all answer, each with its own result", async () => {
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => rowsOf<{ n: number }>(database.db, sql`select ${i}::int as n`)),
  );
  expect(answers.map((rows) => rows[0]?.n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
});

test("after close, a statement fails as 'database unavailable' (a 503), not with a crash", async () => {
  const other = openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), "pglite-thread-closed-")), thread: true });
  await other.db.execute(sql`select 1`);
  await other.close();
  const err = await other.db.execute(sql`select 1`).then(
    () => null,
    (e: unknown) => e,
  );
  expect(isDatabaseUnavailable(err)).toBe(true);
}, 60_000);
