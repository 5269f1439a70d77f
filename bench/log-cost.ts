/**
 * npm run bench:log-cost -w bench [-- --api-dir DIR] [--duration 10]
 *
 * What the API's logging costs under load (issue 27: at `info`, < 3% of the API's CPU): the API as
 * `npm start` runs it, on the storefront benchmark's PostgreSQL shop (`pitstop_bench_web`, seeded by
 * `npm run bench:web`), with its output piped to a file, loaded by autocannon with the product
 * calls of 200 parts in rotation — once at LOG_LEVEL=info and once at `silent`, alternating
 * (info, silent, silent, info) — and the API process's CPU time per request read from /proc.
 * `--api-dir` measures another checkout's API (an earlier commit, for the figure before a change).
 * A report: it exits 0 whatever the figures.
 */
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { nodeBin, repoRoot, serverMallocEnv, serverNodeArgs, waitForHttp } from "../scripts/processes.ts";
import { flag } from "./lib/flags.ts";
import { type LoadRequest, runLoad } from "./load.ts";
import { benchWebUrl, freePort, LOG_DIR } from "./shop.ts";

const apiDir = path.resolve(flag("--api-dir") ?? path.join(repoRoot, "api"));
const DURATION = Number(flag("--duration") ?? 10);
const TICK_MS = 10; // /proc's clock ticks (USER_HZ 100)

const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
};

async function measure(level: "info" | "silent", requests: LoadRequest[]) {
  const port = await freePort();
  mkdirSync(LOG_DIR, { recursive: true });
  const log = createWriteStream(path.join(LOG_DIR, `log-cost-${level}.log`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...serverMallocEnv,
    DATABASE_URL: benchWebUrl(),
    SEED_ON_EMPTY: "false",
    API_HOST: "127.0.0.1",
    API_PORT: String(port),
    LOG_LEVEL: level,
    DATA_DIR: path.join(LOG_DIR, "log-cost-data"),
  };
  const child = spawn(nodeBin, [...serverNodeArgs, path.join(apiDir, "src/server.ts")], {
    cwd: path.dirname(apiDir),
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/api/health`, () => child.exitCode !== null, 60_000);
    await runLoad({ url, rotate: requests, connections: 10, duration: 3 });
    const before = cpuMs(child.pid as number);
    const run = await runLoad({ url, rotate: requests, connections: 10, duration: DURATION });
    const used = cpuMs(child.pid as number) - before;
    return { requests: run.latencies.length, cpuMs: used };
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

const client = new pg.Client({ connectionString: benchWebUrl() });
await client.connect();
const { rows } = await client.query<{ slug: string }>(
  "select slug from products where published order by md5(slug) limit 200",
);
await client.end();
const requests: LoadRequest[] = rows.map((r) => ({
  method: "GET",
  path: `/api/products/${r.slug}`,
  headers: { accept: "application/json", "x-forwarded-for": "127.0.0.1" },
}));

console.log(
  `API logging cost: ${apiDir}, 10 connections × ${DURATION} s per run, GET /api/products/{slug} over 200 parts`,
);
const totals = { info: { requests: 0, cpuMs: 0 }, silent: { requests: 0, cpuMs: 0 } };
for (const level of ["info", "silent", "silent", "info"] as const) {
  const r = await measure(level, requests);
  totals[level].requests += r.requests;
  totals[level].cpuMs += r.cpuMs;
  console.log(
    `  LOG_LEVEL=${level.padEnd(6)} ${r.requests} requests, ${(r.cpuMs / r.requests).toFixed(3)} ms of API CPU each`,
  );
}
const per = (t: { requests: number; cpuMs: number }) => t.cpuMs / t.requests;
const cost = (per(totals.info) - per(totals.silent)) / per(totals.info);
console.log(
  `\n  info ${per(totals.info).toFixed(3)} ms/request, silent ${per(totals.silent).toFixed(3)} ms/request: logging at info is ${(cost * 100).toFixed(1)}% of the API's CPU (target < 3%)`,
);
