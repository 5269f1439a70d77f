/**
 * The processes the storefront benchmark starts — the API on PostgreSQL or on embedded PGlite,
 * the storefront's production server, and the whole shop as `npm start` starts it — with their
 * output in log files, and everything they need: free ports, the bench database, a seeded PGlite
 * data folder, resident memory from /proc. Every process started here is stopped by `stopAll()`
 * (also on Ctrl-C), in the reverse order of starting.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import {
  nodeBin,
  repoRoot,
  serverMallocEnv,
  serverNodeArgs,
  stopAll as stopChildren,
  storefrontMallocEnv,
  storefrontNodeArgs,
  waitForHttp,
} from "../scripts/processes.ts";
import { adminUrl } from "./tiers.ts";

/**
 * The PostgreSQL database of the storefront benchmark: the demo catalogue, as the API seeds it.
 * BENCH_WEB_DATABASE names another, so two checkouts on one server do not share (and reseed) it.
 */
export const BENCH_WEB_DATABASE = process.env.BENCH_WEB_DATABASE ?? "pitstop_bench_web";
if (!/^[a-z_][a-z0-9_]*$/.test(BENCH_WEB_DATABASE))
  throw new Error(`BENCH_WEB_DATABASE: "${BENCH_WEB_DATABASE}" is not a plain lowercase database name`);
/** The embedded database, seeded once and reused by later runs. */
export const PGLITE_DATA_DIR = path.join(tmpdir(), "pitstop-bench-web-pglite");
/** The PostgreSQL API's data folder (its vPIC cache and mail). */
const PG_DATA_DIR = path.join(tmpdir(), "pitstop-bench-web-pg");
export const LOG_DIR = path.join(tmpdir(), "pitstop-bench-web-logs");
/** Written into a data folder, and as the database's comment, once the catalogue is fully loaded. */
const SEEDED = "pitstop bench web: seeded";
const SEED_TIMEOUT_MS = 15 * 60_000;

export function benchWebUrl(): string {
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_WEB_DATABASE}`;
  return url.toString();
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface Started {
  name: string;
  child: ChildProcess;
  url: string;
  log: string;
  gone: () => boolean;
  stop: () => Promise<void>;
}

const running: Started[] = [];

/** Stops every process still running, the last started first. */
export async function stopAll() {
  while (running.length > 0) await running.pop()?.stop();
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/** Starts `node <script>` with its output in LOG_DIR/<log>.log and waits until `ready` answers 2xx. */
async function startProcess(
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  opts: { url: string; ready: string; log: string; timeoutMs: number; nodeArgs?: readonly string[] },
): Promise<Started> {
  mkdirSync(LOG_DIR, { recursive: true });
  const log = path.join(LOG_DIR, `${opts.log}.log`);
  const out = createWriteStream(log);
  // As `npm start` runs them.
  const child = spawn(nodeBin, [...(opts.nodeArgs ?? serverNodeArgs), path.join(repoRoot, script)], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const started: Started = {
    name,
    child,
    url: opts.url,
    log,
    gone,
    stop: async () => {
      const i = running.indexOf(started);
      if (i >= 0) running.splice(i, 1);
      await stopChildren([child]);
    },
  };
  running.push(started);
  try {
    await waitForHttp(opts.ready, gone, opts.timeoutMs);
  } catch (err) {
    await started.stop();
    throw new Error(`${name} did not start: ${err instanceof Error ? err.message : String(err)}\n${tail(log)}`);
  }
  return started;
}

/** The environment every shop process of the benchmark starts from: no database, SMTP or proxy of the developer's. */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of ["DATABASE_URL", "SMTP_URL", "TRUST_PROXY", "PORT", "API_PORT", "API_URL", "DATA_DIR", "NODE_ENV"])
    delete env[key];
  return env;
}

/** The API as `npm start` runs it (api/src/server.ts: migrate, seed when empty, listen), on its own port. */
export async function startApi(
  name: string,
  db: { databaseUrl: string } | { dataDir: string },
  log: string,
): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...serverMallocEnv,
    ...baseEnv(),
    API_HOST: "127.0.0.1",
    API_PORT: String(port),
    // As under `npm start`: only the storefront, on this machine, may say who the client is.
    TRUST_PROXY: "127.0.0.1",
  };
  if ("databaseUrl" in db) {
    env.DATABASE_URL = db.databaseUrl;
    env.DATA_DIR = PG_DATA_DIR;
  } else env.DATA_DIR = db.dataDir;
  const url = `http://127.0.0.1:${port}`;
  return startProcess(name, "api/src/server.ts", env, {
    url,
    ready: `${url}/api/health`,
    log,
    timeoutMs: SEED_TIMEOUT_MS,
  });
}

/**
 * The storefront's production server (web/server.ts, the build in web/build) in front of `apiUrl`,
 * with its `/metrics` open to `metricsToken` (the benchmark reads its cache figures there).
 */
export async function startStorefront(apiUrl: string, log: string): Promise<Started & { metricsToken: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const metricsToken = randomBytes(24).toString("hex");
  const started = await startProcess(
    "the storefront",
    "web/server.ts",
    {
      ...storefrontMallocEnv,
      ...baseEnv(),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      API_URL: apiUrl,
      PUBLIC_URL: url,
      METRICS_TOKEN: metricsToken,
    },
    { url, ready: `${url}/build/latest.json`, log, timeoutMs: 60_000, nodeArgs: storefrontNodeArgs },
  );
  return Object.assign(started, { metricsToken });
}

/**
 * The whole shop exactly as the default `npm start` starts it (scripts/start.ts: embedded PGlite in
 * DATA_DIR, the API and the storefront as its children), on its own ports.
 */
export async function startShop(dataDir: string, log: string): Promise<Started & { apiUrl: string }> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const shop = await startProcess(
    "the shop (npm start)",
    "scripts/start.ts",
    { ...baseEnv(), DATA_DIR: dataDir, PORT: String(port), API_PORT: String(apiPort) },
    { url, ready: `${url}/build/latest.json`, log, timeoutMs: SEED_TIMEOUT_MS },
  );
  return Object.assign(shop, { apiUrl: `http://127.0.0.1:${apiPort}` });
}

/**
 * The bench database, created when missing. One left half-seeded (no comment saying it was seeded
 * in full) is dropped and created again; the API seeds it on its first start (`markDatabaseSeeded`).
 */
export async function ensureBenchDatabase(): Promise<"ready" | "empty"> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ comment: string | null }>(
      "select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1",
      [BENCH_WEB_DATABASE],
    );
    if (rows[0]?.comment === SEEDED) return "ready";
    if (rows.length > 0) await admin.query(`drop database ${BENCH_WEB_DATABASE} with (force)`);
    await admin.query(`create database ${BENCH_WEB_DATABASE}`);
    return "empty";
  } finally {
    await admin.end();
  }
}

export async function markDatabaseSeeded() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`comment on database ${BENCH_WEB_DATABASE} is '${SEEDED}'`);
  } finally {
    await admin.end();
  }
}

const seededMarker = (dataDir: string) => path.join(dataDir, ".bench-web-seeded");

/** Whether the PGlite data folder holds a fully seeded catalogue; a half-seeded one is removed. */
export function pgliteSeeded(dataDir = PGLITE_DATA_DIR): boolean {
  if (existsSync(seededMarker(dataDir))) return true;
  rmSync(dataDir, { recursive: true, force: true });
  return false;
}

export function markPgliteSeeded(dataDir = PGLITE_DATA_DIR) {
  writeFileSync(seededMarker(dataDir), `${new Date().toISOString()}\n`);
}

/** The PGlite data folder, seeded by the API's own first start when it is not yet. */
export async function ensurePgliteSeeded(dataDir = PGLITE_DATA_DIR): Promise<boolean> {
  if (pgliteSeeded(dataDir)) return false;
  const api = await startApi("the API (PGlite, first start)", { dataDir }, "api-pglite-seed");
  await api.stop();
  markPgliteSeeded(dataDir);
  return true;
}

/** Resident memory of a process, in bytes (VmRSS in /proc/<pid>/status). */
export function rss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** The children of a process, each with its command line (from /proc/<pid>/stat and cmdline). */
export function childrenOf(parent: number): { pid: number; cmdline: string }[] {
  const out: { pid: number; cmdline: string }[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command name in parentheses may hold spaces: the fields after it are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid !== parent) continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").join(" ").trim();
      out.push({ pid: Number(entry), cmdline });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}
