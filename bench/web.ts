/**
 * npm run bench:web [-- --only load,lighthouse,memory,embedded] [--duration 10] [--connections 20] [--runs 3]
 *
 * The storefront's speed as a first-time visitor meets it (docs/decisions/016, 017, 020), each figure against its target:
 *  - load: the production storefront on PostgreSQL serving the vehicle page, /brakes and a product
 *    page against the API call each page's own loader makes (autocannon, side by side in ABBA
 *    halves after a warm-up): throughput ≥ 0.5× and p95 ≤ 3× the API's, nothing failing;
 *  - lighthouse: Lighthouse's mobile performance (default config, simulated throttling, median of
 *    3 runs) on six pages: score ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1, and the JavaScript a
 *    first visit to /brakes downloads ≤ 120 KiB;
 *  - memory: the shop as the default `npm start` runs it (embedded PGlite), idle ≤ 600 MB for the
 *    API and the storefront together, and the storefront back within 20% of its idle size a minute
 *    after 20 s of load;
 *  - embedded: the API on PGlite against the API on PostgreSQL, the same three calls under the
 *    same load: p95 ≤ 3× PostgreSQL's, nothing failing.
 * It is a report: it exits 0 whatever the figures.
 */
import { readFileSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from "node:zlib";
import type { FilterRequest } from "@pitstop/contract/catalogue";
import { buildWeb, webBuildIsStale } from "../scripts/processes.ts";
import { filterRequestFromUrl } from "../web/app/features/catalogue/catalogue-params.ts";
import { combine, type LoadRequest, type LoadResult, type LoadRun, runLoad } from "./load.ts";
import {
  BENCH_WEB_DATABASE,
  benchWebUrl,
  childrenOf,
  ensureBenchDatabase,
  ensurePgliteSeeded,
  LOG_DIR,
  markDatabaseSeeded,
  PGLITE_DATA_DIR,
  rss,
  type Started,
  startApi,
  startShop,
  startStorefront,
  stopAll,
} from "./shop.ts";
import { elapsed } from "./tiers.ts";

const argv = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return undefined;
  const a = argv[i] ?? "";
  return a.includes("=") ? a.slice(a.indexOf("=") + 1) : argv[i + 1];
};
const SECTIONS = ["load", "lighthouse", "memory", "embedded"] as const;
type Section = (typeof SECTIONS)[number];
const only = (flag("--only") ?? process.env.BENCH_ONLY ?? SECTIONS.join(","))
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);
for (const s of only)
  if (!(SECTIONS as readonly string[]).includes(s))
    throw new Error(`--only: unknown section "${s}" (expected ${SECTIONS.join(", ")})`);
const runs = (s: Section) => only.includes(s);

/** Seconds of load per side of each comparison, in two halves (ABBA). */
const DURATION = Number(flag("--duration") ?? process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(flag("--warmup") ?? process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(flag("--connections") ?? process.env.BENCH_CONNECTIONS ?? 20);
const LIGHTHOUSE_RUNS = Number(flag("--runs") ?? process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Memory: idle this long after ready, load the pages for twice DURATION, then settle a minute. */
const IDLE_MS = 10_000;
const MEMORY_LOAD_S = 2 * DURATION;
const SETTLE_MS = 60_000;

const VEHICLE_PAGE = "/toyota-camry-2018-accessories";
const CATEGORY_PAGE = "/brakes";

/** A first-time visitor's browser asking for a page: no cookies, compression accepted. */
const PAGE_HEADERS = {
  "user-agent":
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "en-US,en;q=0.9",
};
/** What the storefront's API client sends (web/app/lib/api.server.ts) for a visitor without a session. */
const API_HEADERS = { accept: "application/json", "x-forwarded-for": "127.0.0.1" };

interface Scenario {
  name: string;
  /** The page a visitor asks for. */
  page: string;
  /** The API call the page's route loader makes for its own data (routes/catch-all.tsx). */
  api: LoadRequest;
}

/** The catch-all loader's POST /api/filter for a listing page without query or vehicle cookie. */
function filterCall(page: string): LoadRequest {
  const body: FilterRequest = filterRequestFromUrl(page.slice(1), new URLSearchParams(), null);
  return {
    method: "POST",
    path: "/api/filter",
    headers: { ...API_HEADERS, "content-type": "application/json" },
    body: JSON.stringify(body),
  };
}

const pageRequest = (page: string): LoadRequest => ({ method: "GET", path: page, headers: PAGE_HEADERS });

/** The three pages: the product is the first card of /brakes (the demo catalogue is deterministic). */
async function scenarios(apiUrl: string): Promise<Scenario[]> {
  const brakes = filterCall(CATEGORY_PAGE);
  const res = await fetch(`${apiUrl}${brakes.path}`, { method: "POST", headers: brakes.headers, body: brakes.body });
  if (!res.ok) throw new Error(`POST /api/filter for ${CATEGORY_PAGE} answered ${res.status}`);
  const listing = (await res.json()) as { products: { path: string }[] };
  const product = listing.products[0]?.path;
  if (!product) throw new Error(`${CATEGORY_PAGE} lists no product`);
  // The loader asks for the last segment of the product's path (with ?vehicle= only when a car is chosen).
  const slug = product.split("/").at(-1) ?? "";
  return [
    { name: "vehicle page", page: VEHICLE_PAGE, api: filterCall(VEHICLE_PAGE) },
    { name: "category page", page: CATEGORY_PAGE, api: filterCall(CATEGORY_PAGE) },
    {
      name: "product page",
      page: product,
      api: { method: "GET", path: `/api/products/${slug}`, headers: API_HEADERS },
    },
  ];
}

// ── the report ──────────────────────────────────────────────────────────────────────────────────

interface Row {
  section: Section;
  figure: string;
  scenario: string;
  value: string;
  target: string;
  /** null: a figure reported without a target. */
  ok: boolean | null;
}
const rows: Row[] = [];
const record = (row: Row) => {
  rows.push(row);
  const mark = row.ok === null ? "·" : row.ok ? "✓" : "✗";
  console.log(`    ${mark} ${row.figure}: ${row.value}${row.ok === null ? "" : ` (target ${row.target})`}`);
};

const ms = (v: number) => `${v < 10 ? v.toFixed(2) : v.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ratio = (v: number) => `${v.toFixed(2)}×`;
const failures = (r: LoadResult) => r.non2xx + r.errors;
const loadLine = (who: string, r: LoadResult) =>
  `  ${who.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}${
    failures(r) > 0 ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : ""
  }`;

/**
 * Two targets under the same load, side by side: a warm-up each, then A B B A in halves of
 * DURATION, so a change in the machine's background load hits both alike.
 */
async function abba(a: { url: string; request: LoadRequest }, b: { url: string; request: LoadRequest }) {
  const load = (t: { url: string; request: LoadRequest }, duration: number) =>
    runLoad({ url: t.url, requests: [t.request], connections: CONNECTIONS, duration });
  await load(a, WARMUP);
  await load(b, WARMUP);
  const half = DURATION / 2;
  const ra: LoadRun[] = [];
  const rb: LoadRun[] = [];
  ra.push(await load(a, half));
  rb.push(await load(b, half));
  rb.push(await load(b, half));
  ra.push(await load(a, half));
  return [combine(ra), combine(rb)] as const;
}

/** One page as a first visit gets it, with the given Accept-Encoding: its status, bytes over the wire and unpacked. */
function fetchPage(url: string, encoding = PAGE_HEADERS["accept-encoding"]) {
  return new Promise<{ status: number; encoding: string; wire: number; html: number; gzipWhole: number }>(
    (resolve, reject) => {
      const req = httpRequest(url, { headers: { ...PAGE_HEADERS, "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const served = res.headers["content-encoding"] ?? "identity";
          const unpack =
            { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync }[served] ?? ((b: Buffer) => b);
          const html = unpack(body);
          // The same HTML gzipped in one piece, to compare with what the server's streaming sends.
          resolve({
            status: res.statusCode ?? 0,
            encoding: served,
            wire: body.length,
            html: html.length,
            gzipWhole: gzipSync(html).length,
          });
        });
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    },
  );
}

/** The API requests one page view made, read from the API's request log (LOG_LEVEL info or finer). */
async function apiCallsOf(page: string, web: Started, api: Started): Promise<string[] | null> {
  const before = statSync(api.log).size;
  await fetchPage(`${web.url}${page}`);
  await sleep(300);
  const calls: string[] = [];
  for (const line of readFileSync(api.log).subarray(before).toString("utf8").split("\n")) {
    try {
      const entry = JSON.parse(line) as { msg?: string; req?: { method?: string; url?: string } };
      if (entry.msg === "incoming request" && entry.req) calls.push(`${entry.req.method} ${entry.req.url}`);
    } catch {
      // not a JSON log line
    }
  }
  return calls.length > 0 ? calls : null;
}

// ── the sections ────────────────────────────────────────────────────────────────────────────────

async function benchLoad(web: Started, api: Started, list: Scenario[]) {
  console.log(
    `\n── Load: page vs its own API call (PostgreSQL, autocannon ${CONNECTIONS} connections × ${DURATION} s each in ABBA halves, after ${WARMUP} s warm-up)`,
  );
  for (const s of list) {
    const first = await fetchPage(`${web.url}${s.page}`);
    const gzip = await fetchPage(`${web.url}${s.page}`, "gzip");
    const calls = await apiCallsOf(s.page, web, api);
    console.log(
      `\n  ${s.name} ${s.page}: HTTP ${first.status}, HTML ${kib(first.html)}: ${kib(first.wire)} as served (${first.encoding}), ${kib(gzip.wire)} as ${gzip.encoding} (${kib(gzip.gzipWhole)} gzipped in one piece)\n  its own API call: ${s.api.method} ${s.api.path}${s.api.body ? ` ${s.api.body}` : ""}`,
    );
    if (calls) console.log(`  API calls of one page view (${calls.length}): ${calls.join(", ")}`);
    const [page, call] = await abba({ url: web.url, request: pageRequest(s.page) }, { url: api.url, request: s.api });
    console.log(loadLine(`page ${s.page}`, page));
    console.log(loadLine(`API  ${s.api.method} ${s.api.path}`, call));
    record({
      section: "load",
      figure: "page rps / API rps",
      scenario: s.name,
      value: `${ratio(page.rps / call.rps)} (${page.rps.toFixed(0)} / ${call.rps.toFixed(0)} req/s)`,
      target: "≥ 0.5×",
      ok: page.rps / call.rps >= 0.5,
    });
    record({
      section: "load",
      figure: "page p95 / API p95",
      scenario: s.name,
      value: `${ratio(page.p95 / call.p95)} (${ms(page.p95)} / ${ms(call.p95)})`,
      target: "≤ 3×",
      ok: page.p95 / call.p95 <= 3,
    });
    record({
      section: "load",
      figure: "failed requests (non-2xx + errors)",
      scenario: s.name,
      value: `page ${failures(page)}, API ${failures(call)}`,
      target: "0",
      ok: failures(page) + failures(call) === 0,
    });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function benchLighthouse(web: Started, list: Scenario[]) {
  const { CHROME_PATH, lighthouseRun } = await import("./lighthouse.ts");
  type Run = Awaited<ReturnType<typeof lighthouseRun>>;
  console.log(
    `\n── Lighthouse mobile (default config: simulated slow 4G and 4× CPU; performance; median of ${LIGHTHOUSE_RUNS} runs; ${CHROME_PATH})`,
  );
  const product = list.find((s) => s.name === "product page")?.page ?? "";
  const pages: [string, string][] = [
    ["home page", "/"],
    ["vehicle page", VEHICLE_PAGE],
    ["category page", CATEGORY_PAGE],
    ["product page", product],
    ["blog", "/blog"],
    ["cart", "/cart"],
  ];
  for (const [name, page] of pages) {
    const results: Run[] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) results.push(await lighthouseRun(`${web.url}${page}`));
    const m = (pick: (r: Run) => number) => median(results.map(pick));
    const [score, lcp, tbt, cls, fcp] = [
      m((r) => r.score),
      m((r) => r.lcp),
      m((r) => r.tbt),
      m((r) => r.cls),
      m((r) => r.fcp),
    ];
    console.log(
      `\n  ${name} ${page}: score ${results.map((r) => r.score.toFixed(0)).join("/")}, FCP ${(fcp / 1000).toFixed(2)} s, document ${kib(m((r) => r.documentBytes))}, ${m((r) => r.scripts)} scripts ${kib(m((r) => r.scriptBytes))}`,
    );
    for (const w of new Set(results.flatMap((r) => r.warnings))) console.log(`    (Lighthouse: ${w})`);
    const row = (figure: string, value: string, target: string, ok: boolean) =>
      record({ section: "lighthouse", figure, scenario: name, value, target, ok });
    row("performance score", score.toFixed(0), "≥ 90", score >= 90);
    row("LCP", `${(lcp / 1000).toFixed(2)} s`, "≤ 2.5 s", lcp <= 2500);
    row("TBT", `${tbt.toFixed(0)} ms`, "≤ 200 ms", tbt <= 200);
    row("CLS", cls.toFixed(3), "≤ 0.1", cls <= 0.1);
    if (page === CATEGORY_PAGE) {
      const bytes = m((r) => r.scriptBytes);
      row("JavaScript of a first visit (compressed, as served)", kib(bytes), "≤ 120 KiB", bytes <= 120 * 1024);
      record({
        section: "lighthouse",
        figure: "script files of a first visit",
        scenario: name,
        value: String(m((r) => r.scripts)),
        target: "—",
        ok: null,
      });
    }
  }
}

async function benchMemory() {
  console.log(`\n── Memory: the shop as the default \`npm start\` runs it (embedded PGlite in ${PGLITE_DATA_DIR})`);
  if (await ensurePgliteSeeded()) console.log("  (seeded the embedded database on a first start of its own)");
  const shop = await startShop(PGLITE_DATA_DIR, "shop-npm-start");
  try {
    const pid = shop.child.pid ?? 0;
    const processes = () => {
      const kids = childrenOf(pid);
      const api = kids.find((k) => k.cmdline.includes("api/src/server.ts"));
      const web = kids.find((k) => k.cmdline.includes("web/server.ts"));
      if (!api || !web) throw new Error(`npm start's children not found: ${JSON.stringify(kids)}`);
      return { api: api.pid, web: web.pid };
    };
    await sleep(IDLE_MS);
    const idle = processes();
    const [apiIdle, webIdle, startIdle] = [rss(idle.api), rss(idle.web), rss(pid)];
    console.log(
      `  idle ${IDLE_MS / 1000} s after ready: API ${mb(apiIdle)}, storefront ${mb(webIdle)} (and start.ts itself ${mb(startIdle)})`,
    );
    record({
      section: "memory",
      figure: "idle resident memory, API + storefront",
      scenario: "npm start (PGlite)",
      value: `${mb(apiIdle + webIdle)} (API ${mb(apiIdle)}, storefront ${mb(webIdle)})`,
      target: "≤ 600 MB",
      ok: apiIdle + webIdle <= 600e6,
    });

    const pages = (await scenarios(shop.apiUrl)).map((s) => s.page);
    const run = await runLoad({
      url: shop.url,
      requests: pages.map(pageRequest),
      connections: CONNECTIONS,
      duration: MEMORY_LOAD_S,
    });
    const loaded = combine([run]);
    const webPeak = rss(idle.web);
    console.log(loadLine(`${MEMORY_LOAD_S} s of ${pages.join(", ")}`, loaded));
    console.log(`  right after the load: storefront ${mb(webPeak)}, API ${mb(rss(idle.api))}`);
    await sleep(SETTLE_MS);
    const after = processes();
    if (after.web !== idle.web || after.api !== idle.api)
      console.log("  (npm start restarted a process during the load)");
    const webAfter = rss(after.web);
    console.log(`  ${SETTLE_MS / 1000} s later: storefront ${mb(webAfter)}, API ${mb(rss(after.api))}`);
    record({
      section: "memory",
      figure: `storefront ${SETTLE_MS / 1000} s after ${MEMORY_LOAD_S} s of load / idle`,
      scenario: "npm start (PGlite)",
      value: `${ratio(webAfter / webIdle)} (${mb(webAfter)} / ${mb(webIdle)})`,
      target: "≤ 1.2×",
      ok: webAfter <= webIdle * 1.2,
    });
    record({
      section: "memory",
      figure: "failed page requests under load",
      scenario: "npm start (PGlite)",
      value: `${failures(loaded)} of ${loaded.requests + failures(loaded)}`,
      target: "0",
      ok: failures(loaded) === 0,
    });
  } finally {
    await shop.stop();
  }
}

async function benchEmbedded(pgApi: Started) {
  console.log(
    `\n── Embedded database: the API on PGlite vs on PostgreSQL (autocannon ${CONNECTIONS} connections × ${DURATION} s each in ABBA halves)`,
  );
  if (await ensurePgliteSeeded()) console.log("  (seeded the embedded database on a first start of its own)");
  const pglite = await startApi("the API (PGlite)", { dataDir: PGLITE_DATA_DIR }, "api-pglite");
  try {
    for (const s of await scenarios(pgApi.url)) {
      const [lite, pg] = await abba({ url: pglite.url, request: s.api }, { url: pgApi.url, request: s.api });
      console.log(`\n  ${s.name}: ${s.api.method} ${s.api.path}`);
      console.log(loadLine("PGlite", lite));
      console.log(loadLine("PostgreSQL", pg));
      record({
        section: "embedded",
        figure: "PGlite p95 / PostgreSQL p95",
        scenario: s.name,
        value: `${ratio(lite.p95 / pg.p95)} (${ms(lite.p95)} / ${ms(pg.p95)}; ${lite.rps.toFixed(0)} vs ${pg.rps.toFixed(0)} req/s)`,
        target: "≤ 3×",
        ok: lite.p95 / pg.p95 <= 3,
      });
      record({
        section: "embedded",
        figure: "failed requests (non-2xx + errors)",
        scenario: s.name,
        value: `PGlite ${failures(lite)}, PostgreSQL ${failures(pg)}`,
        target: "0",
        ok: failures(lite) + failures(pg) === 0,
      });
    }
  } finally {
    await pglite.stop();
  }
}

// ── main ────────────────────────────────────────────────────────────────────────────────────────

function printTable() {
  const head = ["section", "figure", "page / request", "measured", "target", ""];
  const body = rows.map((r) => [
    r.section,
    r.figure,
    r.scenario,
    r.value,
    r.target,
    r.ok === null ? "" : r.ok ? "✓" : "✗",
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  console.log(`\n${line(head)}\n${widths.map((w) => "─".repeat(w)).join("  ")}`);
  for (const b of body) console.log(line(b));
  const targeted = rows.filter((r) => r.ok !== null);
  const missed = targeted.filter((r) => !r.ok).length;
  console.log(
    `\n${targeted.length - missed} of ${targeted.length} within target${missed ? `, ${missed} missed` : ""}.`,
  );
}

let interrupted = false;
async function interrupt(signal: string) {
  if (interrupted) return;
  interrupted = true;
  console.log(`\n${signal}: stopping everything the benchmark started…`);
  (await import("./lighthouse.ts")).killBrowser();
  await stopAll();
  process.exit(130);
}
process.on("SIGINT", () => void interrupt("SIGINT"));
process.on("SIGTERM", () => void interrupt("SIGTERM"));

async function main() {
  const started = performance.now();
  console.log(
    `Storefront benchmark: ${only.join(", ")}. Logs of the processes it starts: ${LOG_DIR}. LOG_LEVEL ${process.env.LOG_LEVEL ?? "info (default)"}.`,
  );
  if ((runs("load") || runs("lighthouse") || runs("memory")) && webBuildIsStale()) {
    console.log("Building the storefront (production)…");
    await buildWeb();
  }
  try {
    if (runs("load") || runs("lighthouse") || runs("embedded")) {
      const fresh = (await ensureBenchDatabase()) === "empty";
      if (fresh) console.log(`Loading the demo catalogue into ${BENCH_WEB_DATABASE} (first run only, a few minutes)…`);
      const t = performance.now();
      const pgApi = await startApi("the API (PostgreSQL)", { databaseUrl: benchWebUrl() }, "api-pg");
      if (fresh) {
        await markDatabaseSeeded();
        console.log(`  done in ${elapsed(t)}`);
      }
      if (runs("load") || runs("lighthouse")) {
        const web = await startStorefront(pgApi.url, "web-pg");
        const list = await scenarios(pgApi.url);
        if (runs("load")) await benchLoad(web, pgApi, list);
        if (runs("lighthouse")) await benchLighthouse(web, list);
        await web.stop();
      }
      if (runs("memory")) await benchMemory();
      if (runs("embedded")) await benchEmbedded(pgApi);
    } else if (runs("memory")) await benchMemory();
  } finally {
    await stopAll();
  }
  printTable();
  console.log(`\nDone in ${elapsed(started)}.`);
}

await main();
