import { createWriteStream, existsSync, readdirSync, readFileSync, renameSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { openPglite } from "./pglite.ts";
import { rowsOf } from "./rows.ts";

/**
 * Backups of the embedded database (docs/decisions/032): PGlite's own copy of its data directory,
 * a gzipped tarball taken by the process that holds it, between two statements, so it is
 * consistent while the shop runs. It restores into a fresh embedded database (unpacked as it was),
 * or into a PostgreSQL server (unpacked into a PGlite in memory, then copied table by table in
 * one transaction). A shop on PostgreSQL is backed up with `pg_dump` (README).
 */
export interface DumpableDatabase {
  dumpDataDir(compression?: "gzip"): Promise<Blob>;
}

/** The embedded database behind a drizzle handle (PGlite, or its thread), or null on PostgreSQL. */
export function embeddedDatabase(db: Db): DumpableDatabase | null {
  const client = (db as unknown as { $client?: Partial<DumpableDatabase> }).$client;
  return client && typeof client.dumpDataDir === "function" ? (client as DumpableDatabase) : null;
}

/** What a backup holds, in the words an operator checks it by. */
export interface BackupCounts {
  orders: number;
  products: number;
  users: number;
}

export async function countsOf(db: Db): Promise<BackupCounts> {
  const [row] = await rowsOf<{ orders: number; products: number; users: number }>(
    db,
    sql`select (select count(*)::int from orders) as orders, (select count(*)::int from products) as products,
               (select count(*)::int from users) as users`,
  );
  return row ?? { orders: 0, products: 0, users: 0 };
}

/** `data/backups/pitstop-20261129-101500.tar.gz`: sortable, one per second. */
export function backupFileName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `pitstop-${stamp}.tar.gz`;
}

/** Writes the bytes to `file` (its folder made), streamed: never a second copy in memory. */
export async function writeBackup(source: Blob | ReadableStream<Uint8Array>, file: string): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true });
  const stream = source instanceof Blob ? source.stream() : source;
  let bytes = 0;
  const counted = Readable.fromWeb(stream as import("node:stream/web").ReadableStream<Uint8Array>);
  counted.on("data", (chunk: Buffer) => {
    bytes += chunk.length;
  });
  await pipeline(counted, createWriteStream(file, { mode: 0o600 }));
  return bytes;
}

/** The backup's bytes, checked to be a gzip file (PGlite's tarball) before anything is touched. */
export function readBackup(file: string): Blob {
  const bytes = readFileSync(file);
  if (bytes.length < 18 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) {
    throw new BackupError(`${file} is not a Pitstop backup (a .tar.gz made by npm run backup).`);
  }
  return new Blob([bytes]);
}

export class BackupError extends Error {}

/**
 * Unpacks a backup as the embedded database in `dataDir`. A database already there is never
 * deleted: it is moved aside (answered), so a wrong restore can be undone by moving it back.
 */
export async function restoreEmbedded(file: string, dataDir: string): Promise<{ movedAside: string | null }> {
  const backup = readBackup(file);
  let movedAside: string | null = null;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    movedAside = `${dataDir}.before-restore-${backupFileName().slice("pitstop-".length, -".tar.gz".length)}`;
    renameSync(dataDir, movedAside);
  }
  await mkdir(path.dirname(dataDir), { recursive: true });
  try {
    const pglite = openPglite(dataDir, { loadDataDir: backup });
    await pglite.waitReady;
    await pglite.close();
  } catch (err) {
    // Nothing half-unpacked stays in the shop's place: what was there goes back.
    if (movedAside) {
      const failed = `${dataDir}.failed-restore-${Date.now()}`;
      if (existsSync(dataDir)) renameSync(dataDir, failed);
      renameSync(movedAside, dataDir);
      movedAside = null;
    }
    throw err;
  }
  return { movedAside };
}

/** A backup unpacked into a PGlite in memory, to read from (the move to a server, tests). */
export async function openBackup(file: string) {
  const pglite = openPglite("memory://", { loadDataDir: readBackup(file) });
  await pglite.waitReady;
  return pglite;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** Rows of one table gathered before an insert, by their JSON's size: a picture's bytes count. */
const BATCH_BYTES = 4 * 1024 * 1024;
const FETCH_ROWS = 200;

/**
 * Copies every table of `source` (a restored backup, migrated to this version) into `target` (an
 * empty PostgreSQL database, migrated by the same version): one transaction on the target, so a
 * failure leaves it as it was. Rows travel as JSON, read through a cursor and written a few
 * megabytes at a time; identity values are kept, generated columns computed again, and sequences
 * set past the highest id. Answers the rows copied per table.
 */
export async function copyDatabase(
  source: Db,
  target: Db,
  progress: (table: string, rows: number) => void = () => {},
): Promise<Record<string, number>> {
  const tables = (
    await rowsOf<{ name: string }>(
      source,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    )
  ).map((t) => t.name);
  const copied: Record<string, number> = {};
  await target.transaction(async (tx) => {
    // The backup's rows arrive as they were: its triggers (ratings, notices) and foreign keys
    // already held when it was taken. Needs a superuser; without one, parents go first.
    let replica = true;
    await tx.execute(sql`savepoint replica_role`);
    try {
      await tx.execute(sql`set local session_replication_role = replica`);
    } catch {
      replica = false;
      await tx.execute(sql`rollback to savepoint replica_role`);
    }
    const order = replica ? tables : await parentsFirst(tx, tables);
    await tx.execute(
      sql.raw(`truncate ${order.map((t) => `public.${quoted(t)}`).join(", ")} restart identity cascade`),
    );
    for (const table of order) {
      const columns = (
        await rowsOf<{ name: string }>(
          tx,
          sql`select attname as name from pg_attribute
               where attrelid = ${`public.${quoted(table)}`}::regclass and attnum > 0 and not attisdropped
                 and attgenerated = '' order by attnum`,
        )
      ).map((c) => quoted(c.name));
      const list = columns.join(", ");
      const insert = (json: string) =>
        tx.execute(
          sql`${sql.raw(`insert into public.${quoted(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::public.${quoted(table)}, `)}${json}::json)`,
        );
      let rows = 0;
      await source.transaction(async (read) => {
        await read.execute(
          sql.raw(
            `declare backup_rows no scroll cursor for select row_to_json(t)::text as j from public.${quoted(table)} t`,
          ),
        );
        let batch: string[] = [];
        let bytes = 0;
        for (;;) {
          const fetched = await rowsOf<{ j: string }>(read, sql.raw(`fetch ${FETCH_ROWS} from backup_rows`));
          for (const { j } of fetched) {
            batch.push(j);
            bytes += j.length;
            if (bytes >= BATCH_BYTES) {
              await insert(`[${batch.join(",")}]`);
              rows += batch.length;
              batch = [];
              bytes = 0;
            }
          }
          if (fetched.length < FETCH_ROWS) break;
        }
        if (batch.length > 0) {
          await insert(`[${batch.join(",")}]`);
          rows += batch.length;
        }
        await read.execute(sql`close backup_rows`);
      });
      copied[table] = rows;
      progress(table, rows);
    }
    // Each id's sequence past the highest id copied: the next insert gets a new one.
    const sequences = await rowsOf<{ seq: string; tbl: string; col: string }>(
      tx,
      sql`select pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as seq, c.relname as tbl, a.attname as col
            from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
             and pg_get_serial_sequence(format('public.%I', c.relname), a.attname) is not null`,
    );
    for (const s of sequences) {
      await tx.execute(
        sql.raw(
          `select setval('${s.seq.replaceAll("'", "''")}', coalesce((select max(${quoted(s.col)}) from public.${quoted(s.tbl)}), 0) + 1, false)`,
        ),
      );
    }
  });
  return copied;
}

/** The tables ordered so that every table comes after those its foreign keys point to. */
async function parentsFirst(db: Db, tables: string[]): Promise<string[]> {
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select cc.relname as child, pc.relname as parent from pg_constraint k
          join pg_class cc on cc.oid = k.conrelid join pg_class pc on pc.oid = k.confrelid
          join pg_namespace n on n.oid = cc.relnamespace
         where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const e of edges) if (e.child === table) visit(e.parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}
