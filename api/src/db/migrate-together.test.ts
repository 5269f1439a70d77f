import { randomBytes } from "node:crypto";
import pg from "pg";
import { expect, test } from "vitest";
import { openDatabase } from "./client.ts";

/** Replicas started together on an empty PostgreSQL database: one migrates, the others wait and find it done. */
test.runIf(process.env.TEST_DATABASE_URL)("three replicas migrating one empty database at once all start", async () => {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `pitstop_migrate_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const replicas = [1, 2, 3].map(() => openDatabase({ url: url.toString(), onConnectionError: () => undefined }));
  try {
    await Promise.all(replicas.map((r) => r.migrate()));
    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    const { rows } = await check.query("select count(*)::int as n from drizzle.__drizzle_migrations");
    const { rows: tags } = await check.query("select count(distinct hash)::int as n from drizzle.__drizzle_migrations");
    await check.end();
    // Each migration applied once, not once per replica.
    expect(rows[0].n).toBe(tags[0].n);
    expect(rows[0].n).toBeGreaterThan(20);
  } finally {
    await Promise.all(replicas.map((r) => r.close()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
