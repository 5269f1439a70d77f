import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config.ts";
import {
  type BackupCounts,
  BackupError,
  backupFileName,
  copyDatabase,
  countsOf,
  openBackup,
  restoreEmbedded,
  writeBackup,
} from "../db/backup.ts";
import { readBackupAccess } from "../db/backup-access.ts";
import { openDatabase } from "../db/client.ts";
import { claimDataDir, DataDirInUseError, dataDirHolder } from "../db/data-dir-lock.ts";

export const BACKUP_USAGE = `Backups of the shop's database (docs/decisions/032):

  npm run backup [-- --out FILE]
      the embedded database (data/pglite) into data/backups/pitstop-YYYYMMDD-HHMMSS.tar.gz, also
      while the shop runs; with DATABASE_URL, pg_dump's custom format (.dump) when pg_dump is installed
  npm run restore -- FILE
      a backup as the embedded database (the shop stopped; the database there is kept beside it)
  npm run restore -- FILE --into postgres://user@host/db [--force]
      a backup of the embedded database into an empty PostgreSQL database: the move to a server`;

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const describe = (c: BackupCounts) => `${c.orders} orders, ${c.products} products, ${c.users} accounts`;

/** The flags after the command: `--out FILE`, `--into URL`, `--force`, and the rest in order. */
export function parseBackupArgs(args: string[]) {
  const rest: string[] = [];
  const flags: { out?: string; into?: string; force: boolean } = { force: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === "--force") flags.force = true;
    else if (arg === "--out" || arg === "--into") {
      const value = args[++i];
      if (!value || value.startsWith("--")) throw new BackupError(`${arg} needs a value.\n\n${BACKUP_USAGE}`);
      flags[arg === "--out" ? "out" : "into"] = value;
    } else if (arg.startsWith("--")) throw new BackupError(`Unknown option ${arg}.\n\n${BACKUP_USAGE}`);
    else rest.push(arg);
  }
  return { ...flags, rest };
}

/** `npm run backup`: answers what to print. */
export async function runBackup(config: Config, args: string[]): Promise<string> {
  const { out, rest } = parseBackupArgs(args);
  if (rest.length > 0) throw new BackupError(`Unexpected ${rest.join(" ")}.\n\n${BACKUP_USAGE}`);
  const backups = path.join(config.dataDir, "backups");
  if (config.databaseUrl)
    return dumpServer(config.databaseUrl, out ?? path.join(backups, backupFileName().replace(".tar.gz", ".dump")));
  const file = path.resolve(out ?? path.join(backups, backupFileName()));
  const pgliteDir = path.join(config.dataDir, "pglite");
  if (!existsSync(pgliteDir)) throw new BackupError(`There is no embedded database in ${pgliteDir} to back up.`);

  const holder = dataDirHolder(config.dataDir);
  if (holder) {
    // The shop runs: the process that holds the database takes the copy, between two statements.
    const access = readBackupAccess(config.dataDir);
    if (!access) {
      throw new BackupError(
        `${holder.what} (process ${holder.pid}) holds the embedded database but did not say how to ask it for a backup; restart the shop with this version, or stop it and run the backup again.`,
      );
    }
    const { bytes, counts } = await backupFromRunningShop(access, file);
    return `Backup of the running shop written to ${file} (${mb(bytes)}): ${describe(counts)}.`;
  }
  const claim = claimDataDir(config.dataDir, "the backup command line");
  const database = openDatabase({ dataDir: pgliteDir });
  try {
    const counts = await countsOf(database.db);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: "gzip"): Promise<Blob> } }).$client;
    const bytes = await writeBackup(await client.dumpDataDir("gzip"), file);
    return `Backup written to ${file} (${mb(bytes)}): ${describe(counts)}.`;
  } finally {
    await database.close();
    claim.release();
  }
}

/** Asks the API that holds the embedded database for its backup, and writes it to `file`. */
export async function backupFromRunningShop(access: { url: string; token: string }, file: string) {
  const res = await fetch(`${access.url}/api/internal/backup`, { headers: { "x-backup-token": access.token } });
  if (!res.ok || !res.body) throw new BackupError(`The running shop refused the backup (HTTP ${res.status}).`);
  const counts = JSON.parse(res.headers.get("x-backup-counts") ?? "{}") as BackupCounts;
  return { bytes: await writeBackup(res.body, file), counts };
}

/** A shop on PostgreSQL: pg_dump's own consistent dump (custom format, for pg_restore). */
function dumpServer(url: string, out: string): string {
  const file = path.resolve(out);
  mkdirSync(path.dirname(file), { recursive: true });
  const run = spawnSync("pg_dump", ["--format=custom", "--no-owner", `--file=${file}`, url], { stdio: "inherit" });
  if (run.error) {
    throw new BackupError(
      `The shop runs on PostgreSQL (DATABASE_URL), which is backed up with pg_dump, and pg_dump is not installed here. Run: pg_dump --format=custom --file=${file} "$DATABASE_URL"`,
    );
  }
  if (run.status !== 0) throw new BackupError(`pg_dump failed (exit ${run.status}); nothing was written.`);
  return `Backup written to ${file} (${mb(statSync(file).size)}) by pg_dump. Restore it with: pg_restore --clean --no-owner --dbname="$DATABASE_URL" ${file}`;
}

/** `npm run restore`: answers what to print. */
export async function runRestore(config: Config, args: string[]): Promise<string> {
  const { into, force, rest } = parseBackupArgs(args);
  const [file, ...extra] = rest;
  if (!file || extra.length > 0) throw new BackupError(`Name one backup file.\n\n${BACKUP_USAGE}`);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  if (into) return restoreIntoServer(file, into, force);

  const pgliteDir = path.join(config.dataDir, "pglite");
  let claim: { release(): void };
  try {
    claim = claimDataDir(config.dataDir, "the restore command line");
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    throw new BackupError(`${err.message} Stop the shop first: a restore replaces its database.`);
  }
  try {
    const { movedAside } = await restoreEmbedded(file, pgliteDir);
    const database = openDatabase({ dataDir: pgliteDir });
    try {
      // A backup of an earlier version is brought up to this one's schema.
      await database.migrate();
      const counts = await countsOf(database.db);
      return `Restored ${file} as the embedded database in ${pgliteDir}: ${describe(counts)}.${
        movedAside ? ` The database that was there is kept in ${movedAside}.` : ""
      }`;
    } finally {
      await database.close();
    }
  } finally {
    claim.release();
  }
}

/** The move to a server: the backup unpacked in memory, both brought to this version, copied in one transaction. */
async function restoreIntoServer(file: string, url: string, force: boolean): Promise<string> {
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new BackupError("--into takes a PostgreSQL URL: postgres://user@host:5432/db");
  const target = openDatabase({ url, onConnectionError: () => undefined });
  const pglite = await openBackup(file);
  const source = openDatabase({ pglite });
  try {
    await target.migrate();
    const before = await countsOf(target.db);
    if (!force && before.orders + before.products + before.users > 0) {
      throw new BackupError(
        `The database at ${new URL(url).pathname.slice(1)} is not empty (${describe(before)}). Restore into an empty database, or add --force to replace what it holds.`,
      );
    }
    await source.migrate();
    const copied = await copyDatabase(source.db, target.db);
    const counts = await countsOf(target.db);
    const tables = Object.keys(copied).length;
    return `Restored ${file} into PostgreSQL (${tables} tables): ${describe(counts)}. Start the shop with DATABASE_URL=${url}`;
  } finally {
    await source.close();
    await target.close();
  }
}
