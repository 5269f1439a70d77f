import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { observePool, statementDuration } from "../lib/metrics.ts";
import { openPglite } from "./pglite.ts";
import { PgliteThread } from "./pglite-thread.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Whether other processes may be using this database: PostgreSQL (several API replicas), not the
 * embedded PGlite, whose data directory one process holds.
 */
export function sharedDatabase(db: Db): boolean {
  return (db as unknown as { $client?: unknown }).$client instanceof pg.Pool;
}

const defaultWarn = (err: Error) => console.warn(`PostgreSQL connection lost: ${err.message}`);

/**
 * Times every statement a pooled connection runs (drizzle sends them all through `client.query`,
 * the pool's own `query` too), for `db_statement_duration_seconds`.
 */
function timeStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    const end = statementDuration.startTimer();
    return result.then(
      (value) => {
        end({ outcome: "ok" });
        return value;
      },
      (err: unknown) => {
        end({ outcome: "error" });
        throw err;
      },
    );
  };
}

/**
 * Replicas starting together migrate one at a time: each holds a session advisory lock while it
 * migrates, and the next finds nothing left to do.
 */
async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>) {
  const lock = await pool.connect();
  try {
    await lock.query("select pg_advisory_lock(hashtext('pitstop-migrations'))");
    await migrate();
  } finally {
    await lock.query("select pg_advisory_unlock(hashtext('pitstop-migrations'))").catch(() => undefined);
    lock.release();
  }
}

/** PostgreSQL when a URL is given, else PGlite persisted in `dataDir` (or in memory for `memory://`). */
export function openDatabase(opts: {
  url?: string | undefined;
  dataDir?: string;
  pglite?: PGlite;
  /**
   * Runs PGlite on a worker thread of its own (the shop's server; decision 021), so that statements
   * do not stop the API's thread. Tests keep it in the thread that runs them.
   */
  thread?: boolean;
  /** With `thread`: told when the database's thread ends unexpectedly (default: nothing). */
  onThreadLost?: (err: Error) => void;
  /** Told of each lost PostgreSQL connection (default: one warning line on stderr). */
  onConnectionError?: (err: Error) => void;
}): Database {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      // A database that is away answers within seconds (a 503 with Retry-After), not never.
      connectionTimeoutMillis: 3000,
      keepAlive: true,
    });
    // A client losing its connection (a database restart, a forced drop) emits 'error'; unhandled,
    // that ends the process. pg-pool listens only while a client is idle, so a client checked out
    // between two statements of a transaction needs its own listener. The query in flight fails
    // (503), the broken client is discarded on release, and the next query opens a fresh one.
    const warn = (err: Error) => (opts.onConnectionError ?? defaultWarn)(err);
    pool.on("error", warn);
    pool.on("connect", (client) => {
      client.on("error", warn);
      timeStatements(client);
    });
    observePool(() => ({
      in_use: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }));
    const db = drizzlePg({ client: pool, schema, casing: "snake_case" });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      migrate: () => migrateOnce(pool, () => migratePg(db, { migrationsFolder })),
      close: () => pool.end(),
    };
  }
  const dataDir = opts.dataDir ?? "memory://";

  const thread = !opts.pglite && opts.thread ? new PgliteThread(dataDir, opts.onThreadLost) : undefined;
  const client = opts.pglite ?? (thread ? (thread as unknown as PGlite) : openPglite(dataDir));
  if (thread) observePool(() => ({ in_use: thread.pending }));
  const db = drizzlePglite({ client, schema, casing: "snake_case" });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
