import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import type { Db } from "../src/db/client.ts";
import { type Database, openDatabase } from "../src/db/client.ts";

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a throwaway
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(
  opts: {
    /** Where the API reaches the PostgreSQL server (a proxy in front of it); the server itself by default. */
    via?: { host: string; port: number };
    onConnectionError?: (err: Error) => void;
  } = {},
): Promise<Database & { name?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase({});
    await database.migrate();
    return database;
  }
  const name = `pitstop_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  if (opts.via) {
    url.hostname = opts.via.host;
    url.port = String(opts.via.port);
  }
  const database = openDatabase({
    url: url.toString(),
    ...(opts.onConnectionError ? { onConnectionError: opts.onConnectionError } : {}),
  });
  await database.migrate();
  return {
    ...database,
    kind: "postgres",
    name,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** The API as `npm start` builds it, on a fresh database; `seed` fills what the file needs. */
export async function createTestApp(opts: { seed?: (db: Db) => Promise<void>; env?: Record<string, string> } = {}) {
  const database = await createTestDatabase();
  if (opts.seed) await opts.seed(database.db);
  // Mail written as .eml files (no SMTP_URL) lands in a folder of this test's own, not the repo's data/.
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitstop-api-test-"));
  const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir, ...opts.env });
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
