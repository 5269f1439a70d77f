import path from "node:path";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
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

const defaultWarn = (err: Error) => console.warn(`PostgreSQL connection lost: ${err.message}`);

/** PostgreSQL when a URL is given, else PGlite persisted in `dataDir` (or in memory for `memory://`). */
export function openDatabase(opts: {
  url?: string | undefined;
  dataDir?: string;
  pglite?: PGlite;
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
    pool.on("connect", (client) => client.on("error", warn));
    const db = drizzlePg({ client: pool, schema, casing: "snake_case" });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const client = opts.pglite ?? openPglite(opts.dataDir ?? "memory://");
  const db = drizzlePglite({ client, schema, casing: "snake_case" });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * PostgreSQL's default 128 MB of shared buffers, all of it in the WebAssembly heap of the API's own
 * process, makes the embedded database the larger part of a default `npm start`'s memory (issue 11:
 * ≤ 600 MB for the shop). The demo catalogue's hot set (the facet cube, the per-vehicle listing, the
 * products of a page) fits in 32 MB, and what misses is read from the operating system's file cache,
 * not the disk. Measured: `npm run bench:web -- --only memory,embedded`.
 */
export const PGLITE_SHARED_BUFFERS = "32MB";

function openPglite(dataDir: string): PGlite {
  // V8 compiles all of PostgreSQL's 9 MB of WebAssembly when it is loaded, then again optimised for
  // the functions that run hot: most of it (initdb, replication, the many types the shop never
  // uses) never runs. Lazily, a function is compiled when it is first called; the flag is read when
  // a module is compiled, so setting it here, before the module loads, is enough.
  v8.setFlagsFromString("--wasm-lazy-compilation");
  return new PGlite(dataDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}
