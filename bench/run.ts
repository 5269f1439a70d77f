/**
 * npm run bench [-- --tier M] [--duration 10] [--connections 10] [--samples 200]
 *
 * For each bench database (tier S is generated when missing; tier M when asked for with --tier M
 * or BENCH_TIERS=S,M, or used when it already exists) this measures, on real PostgreSQL:
 *  - POST /api/filter on the real API against the same SQL behind a minimal Fastify + pg route
 *    (autocannon, same connections and duration, after a warm-up): throughput and p95 ratios;
 *  - single queries timed directly with pg (median over interleaved runs, after a warm-up):
 *    the facet query and the total count against the page query, and page 200 against page 1;
 *  - with both tiers present, the same page query at tier M against tier S;
 *  - search (search.ts): the header's suggestions for a shopper's keystrokes against a
 *    plain trigram lookup on the bare route, the results page's call against POST /api/filter for a
 *    page of about as many products, and the EXPLAIN of every statement both run: no Seq Scan on
 *    products or product_fitment.
 * It prints ratios against their targets. It is a report: it exits 0 whatever the figures.
 */
import type { FilterRequest } from "@pitstop/contract/catalogue";
import pg from "pg";
import { buildApp } from "../api/src/app.ts";
import { loadConfig } from "../api/src/config.ts";
import { openDatabase } from "../api/src/db/client.ts";
import { startBareServer } from "./bare-server.ts";
import { type CapturedRequest, captureRequests, type Statement, statementFor } from "./capture.ts";
import { ensureTier, tierStatus } from "./generate.ts";
import { combine, type LoadOptions, type LoadResult, type LoadRun, runLoad } from "./load.ts";
import {
  type CapturedCall,
  captureSearch,
  checkPlan,
  describeStatement,
  keystrokes,
  RESULTS_FILTER,
  RESULTS_PATH,
  RESULTS_QUERY,
  suggestPath,
  TRIGRAM_LOOKUP,
} from "./search.ts";
import { type Summary, summarize } from "./stats.ts";
import { elapsed, TIERS, type Tier, tiersFromArgs, tierUrl } from "./tiers.ts";

const argv = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return undefined;
  const a = argv[i] ?? "";
  return a.includes("=") ? a.slice(a.indexOf("=") + 1) : argv[i + 1];
};
const DURATION = Number(flag("--duration") ?? process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(flag("--warmup") ?? process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(flag("--connections") ?? process.env.BENCH_CONNECTIONS ?? 10);
const SAMPLES = Number(flag("--samples") ?? process.env.BENCH_SAMPLES ?? 200);
const QUERY_WARMUP = 20;
const QUERY_BUDGET_MS = 15_000; // per comparison, so tier M's slow queries stop early

const VEHICLE = "toyota-camry-2018-accessories";
const CATEGORY = "brakes";

/** What each tier runs: the HTTP scenarios and the listings compared page 1 vs page 200. */
const REQUESTS = {
  vehicle: { slug: VEHICLE },
  category: { slug: CATEGORY },
  vehicleP1: { slug: VEHICLE, "SORT BY": "featured", page: 1 },
  vehicleP200: { slug: VEHICLE, "SORT BY": "featured", page: 200 },
  categoryP1: { slug: CATEGORY, "SORT BY": "price-asc", page: 1 },
  categoryP200: { slug: CATEGORY, "SORT BY": "price-asc", page: 200 },
  /** The catalogue page the search results page is measured against (search.ts). */
  resultsPeer: RESULTS_FILTER,
} satisfies Record<string, FilterRequest>;
type RequestName = keyof typeof REQUESTS;
const DEEP_PAGES = [
  ["vehicleP1", "vehicleP200"],
  ["categoryP1", "categoryP200"],
] as const;

type Target = { max: number } | { min: number };

interface Row {
  tier: string;
  check: string;
  scenario: string;
  a: string;
  b: string;
  ratio: number;
  target: Target;
  /** How the ratio column and the target read when they are no ratio (a count of statements). */
  shown?: string;
  targetShown?: string;
}
const rows: Row[] = [];
const passes = (r: Row) => ("max" in r.target ? r.ratio <= r.target.max : r.ratio >= r.target.min);

const ms = (v: number) => `${v < 10 ? v.toFixed(2) : v.toFixed(1)} ms`;
const timing = (s: Summary) => `${ms(s.median)} (p95 ${ms(s.p95)})`;
const label = (r: FilterRequest) =>
  `${r.slug}${r["SORT BY"] && r["SORT BY"] !== "featured" ? ` ${r["SORT BY"]}` : ""}${Number(r.page ?? 1) > 1 ? ` p${r.page}` : ""}`;

/** A ratio of two timings, compared on their medians. */
function recordTimed(tier: string, check: string, scenario: string, [a, b]: [Summary, Summary], target: Target) {
  rows.push({ tier, check, scenario, a: timing(a), b: timing(b), ratio: a.median / b.median, target });
}

/**
 * Times two operations interleaved (AB, BA, AB…) after a warm-up, so drift and noise from the
 * rest of the machine hit both alike; stops at SAMPLES each (or fewer) or QUERY_BUDGET_MS.
 */
async function interleave(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  samples = SAMPLES,
  warmup = QUERY_WARMUP,
): Promise<[Summary, Summary]> {
  const time = async (op: () => Promise<unknown>, into: number[]) => {
    const t = performance.now();
    await op();
    into.push(performance.now() - t);
  };
  const discard: number[] = [];
  for (let i = 0; i < warmup; i++) {
    await time(a, discard);
    await time(b, discard);
  }
  const sa: number[] = [];
  const sb: number[] = [];
  const started = performance.now();
  for (let i = 0; i < samples && performance.now() - started < QUERY_BUDGET_MS; i++) {
    if (i % 2 === 0) {
      await time(a, sa);
      await time(b, sb);
    } else {
      await time(b, sb);
      await time(a, sa);
    }
  }
  return [summarize(sa), summarize(sb)];
}

const query = (client: pg.Client, s: Statement) => () => client.query(s.text, s.values);

/** One whole GET, to the last byte of the answer. */
const get = (url: string, path: string) => async () => {
  const res = await fetch(`${url}${path}`);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url}${path} answered ${res.status}: ${text}`);
};

/**
 * Waits until a server answers a GET again: after a load the API may still be working through the
 * requests autocannon left behind, and a request waiting over 3 s for a pooled connection is a 503.
 */
async function settle(url: string, path: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await get(url, path)();
    } catch (err) {
      if (attempt >= 30) throw err;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** One whole POST /api/filter, to the last byte of the answer. */
const request = (url: string, body: FilterRequest) => async () => {
  const res = await fetch(`${url}/api/filter`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text}`);
};

/**
 * The total alone, as the cube gives it: the scope's cells. For a vehicle that is its direct fits'
 * cells; the universal cells are the same for every vehicle and the API keeps them in memory.
 */
function totalStatement(c: CapturedRequest): Statement {
  const facets = statementFor(c, "facets");
  if (facets.text.includes("vehicle_facet_cells")) {
    return {
      text: "select total from vehicle_facet_cells where vehicle_id = $1",
      values: [facets.values[0]],
    };
  }
  if (facets.text.includes("category_facet_cells")) {
    return { text: "select total from category_facet_cells where category_id = $1", values: [facets.values[0]] };
  }
  return {
    text: "select coalesce(sum(n), 0)::int as total from catalogue_facets where category_id = $1",
    values: [facets.values[0]],
  };
}

type Load = Omit<LoadOptions, "connections" | "duration">;

/**
 * Two loads side by side: a warm-up each, then ABBA in halves, so a change in the machine's
 * background load hits both alike. Prints each side's figures.
 */
async function sideBySide(
  tier: Tier,
  scenario: string,
  [a, b]: [[string, Load], [string, Load]],
): Promise<[LoadResult, LoadResult]> {
  const load = (o: Load, duration: number) => runLoad({ ...o, connections: CONNECTIONS, duration });
  await load(a[1], WARMUP);
  await load(b[1], WARMUP);
  const half = DURATION / 2;
  const runsA: LoadRun[] = [];
  const runsB: LoadRun[] = [];
  runsA.push(await load(a[1], half));
  runsB.push(await load(b[1], half));
  runsB.push(await load(b[1], half));
  runsA.push(await load(a[1], half));
  const results: [LoadResult, LoadResult] = [combine(runsA), combine(runsB)];
  for (const [who, r] of [
    [a[0], results[0]],
    [b[0], results[1]],
  ] as const) {
    const bad = r.non2xx + r.errors > 0 ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : "";
    console.log(
      `  ${tier} ${scenario.padEnd(32)} ${who.padEnd(7)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}${bad}`,
    );
  }
  return results;
}

const rps = (r: LoadResult) => `${r.rps.toFixed(0)} req/s`;

async function benchHttp(tier: Tier, url: string, captured: Map<RequestName, CapturedRequest>, search: SearchCalls) {
  const database = openDatabase({ url });
  const api = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent", DATABASE_URL: url }), db: database.db });
  await api.listen({ port: 0, host: "127.0.0.1" });
  const address = api.server.address();
  if (!address || typeof address === "string") throw new Error("API has no port");
  const apiUrl = `http://127.0.0.1:${address.port}`;
  const bare = await startBareServer(url, [...captured.values()]);
  try {
    for (const name of ["vehicle", "category"] as const) {
      await request(apiUrl, REQUESTS[name])();
      await request(bare.url, REQUESTS[name])();
      const body = JSON.stringify(REQUESTS[name]);
      const scenario = label(REQUESTS[name]);
      const [a, b] = await sideBySide(tier, scenario, [
        ["api", { url: apiUrl, body }],
        ["bare", { url: bare.url, body }],
      ]);
      rows.push({
        tier,
        check: "HTTP throughput api/bare",
        scenario,
        a: rps(a),
        b: rps(b),
        ratio: a.rps / b.rps,
        target: { min: 0.6 },
      });
      rows.push({
        tier,
        check: "HTTP p95 api/bare",
        scenario,
        a: ms(a.p95),
        b: ms(b.p95),
        ratio: a.p95 / b.p95,
        target: { max: 2 },
      });
    }
    // The deep page from the shopper's side: one whole API request at a time.
    for (const [p1, p200] of DEEP_PAGES) {
      const pair = await interleave(request(apiUrl, REQUESTS[p200]), request(apiUrl, REQUESTS[p1]));
      recordTimed(tier, "page 200 / page 1 (API request)", label(REQUESTS[p200]), pair, { max: 2 });
    }
    await benchSearchHttp(tier, apiUrl, bare.url, search);
  } finally {
    await bare.app.close();
    await api.close();
    await database.close();
  }
}

/** The search calls of a tier, recorded through the real routes (search.ts). */
interface SearchCalls {
  keystrokes: string[];
  suggestions: CapturedCall[];
  results: CapturedCall;
  cacheLoads: Statement[];
  /** The POST /api/filter the results are measured against, as captured with the other requests. */
  peer: CapturedRequest;
}

async function captureSearchCalls(tier: Tier, url: string, peer: CapturedRequest): Promise<SearchCalls> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const typed = await keystrokes(client).finally(() => client.end());
  const { calls, cacheLoads } = await captureSearch(url, [
    ...typed.map((q) => ({ name: q, path: suggestPath(q) })),
    { name: RESULTS_QUERY, path: RESULTS_PATH },
  ]);
  const results = calls.pop() as CapturedCall;
  const first = calls[0];
  console.log(
    `  ${tier} search, a fresh API: first keystroke ${ms(first?.coldMs ?? Number.NaN)}, first results page ${ms(results.coldMs)} (caches filled: ${cacheLoads.map(describeStatement).join(", ") || "none"})`,
  );
  return { keystrokes: typed, suggestions: calls, results, peer, cacheLoads };
}

const productCount = (total: number | null, products: number) =>
  `${total === null ? "" : `${total.toLocaleString("en-US")} found, `}${products} on the page`;

/**
 * Search over HTTP: the header's suggestions (each connection types the keystrokes in turn) against
 * a plain trigram lookup on the bare route (p95 within 2×), and the results page's call against
 * the API's own POST /api/filter for a page of about as many products (p95 within its own);
 * then each keystroke alone, API against the lookup, one request at a time, to show which one costs.
 */
async function benchSearchHttp(tier: Tier, apiUrl: string, bareUrl: string, search: SearchCalls) {
  const typed = search.keystrokes.map((q) => ({ method: "GET" as const, path: suggestPath(q) }));
  for (const r of typed) {
    await get(apiUrl, r.path)();
    await get(bareUrl, r.path)();
  }
  console.log(`  ${tier} suggestions: ${search.keystrokes.map((q) => JSON.stringify(q)).join(", ")}`);
  console.log(`  ${tier}   bare: ${TRIGRAM_LOOKUP}`);
  const scenario = `suggestions (${typed.length} keystrokes)`;
  const [a, b] = await sideBySide(tier, scenario, [
    ["api", { url: apiUrl, requests: typed }],
    ["trigram", { url: bareUrl, requests: typed }],
  ]);
  rows.push({
    tier,
    check: "HTTP throughput suggest/trigram",
    scenario,
    a: rps(a),
    b: rps(b),
    ratio: a.rps / b.rps,
    target: { min: 0.5 },
  });
  rows.push({
    tier,
    check: "HTTP p95 suggest/trigram",
    scenario,
    a: ms(a.p95),
    b: ms(b.p95),
    ratio: a.p95 / b.p95,
    target: { max: 2 },
  });
  for (const [i, q] of search.keystrokes.entries()) {
    const path = suggestPath(q);
    await settle(apiUrl, path);
    await settle(bareUrl, path);
    const [api, bare] = await interleave(get(apiUrl, path), get(bareUrl, path), 20, 3);
    const found = search.suggestions[i]?.products ?? 0;
    console.log(
      `  ${tier}   ${JSON.stringify(q).padEnd(18)} api ${timing(api)} (${found} products)  trigram ${timing(bare)}  ${(api.median / bare.median).toFixed(2)}×`,
    );
  }

  const { results, peer } = search;
  const filterBody = JSON.stringify(peer.body);
  await settle(apiUrl, RESULTS_PATH);
  await request(apiUrl, peer.body)();
  const resultsScenario = `"${RESULTS_QUERY}" vs ${label(peer.body)}`;
  const loadScenario = `search results "${RESULTS_QUERY}"`;
  console.log(
    `  ${tier} results ${RESULTS_PATH}: ${productCount(results.total, results.products)}; POST /api/filter ${label(peer.body)}: ${productCount(peer.total, peer.products)}`,
  );
  const [r, f] = await sideBySide(tier, loadScenario, [
    ["results", { url: apiUrl, requests: [{ method: "GET", path: RESULTS_PATH }] }],
    [
      "filter",
      {
        url: apiUrl,
        requests: [
          { method: "POST", path: "/api/filter", headers: { "content-type": "application/json" }, body: filterBody },
        ],
      },
    ],
  ]);
  rows.push({
    tier,
    check: "HTTP p95 search results/filter",
    scenario: `${resultsScenario} (${results.total ?? "?"}/${peer.total} products)`,
    a: ms(r.p95),
    b: ms(f.p95),
    ratio: r.p95 / f.p95,
    target: { max: 1 },
  });
}

/**
 * No query may scan the whole catalogue per keystroke: EXPLAIN ANALYZE of every
 * statement a keystroke and the results page run (after the lexicon is in memory), a ✓/✗ line
 * each — a Seq Scan on products or product_fitment is a ✗ — with the rows of products it read.
 */
async function benchSearchPlans(tier: Tier, client: pg.Client, search: SearchCalls) {
  const { rows: size } = await client.query<{ n: number }>(
    "select greatest(reltuples, 1)::float8 as n from pg_class where relname = 'products'",
  );
  const products = size[0]?.n ?? 1;
  const share = (n: number) =>
    n > 0 ? ` · reads ${n.toLocaleString("en-US")} rows of products (${((100 * n) / products).toFixed(1)}%)` : "";
  // The caches' loads run once per process and TTL, not per keystroke: shown, not judged.
  for (const s of search.cacheLoads) {
    const plan = await checkPlan(client, s);
    if (plan)
      console.log(
        `  ${tier} · cache load ${describeStatement(s)}: ${plan.seqScans.length > 0 ? `Seq Scan on ${plan.seqScans.join(", ")}` : "no Seq Scan"}${share(plan.productRows)} · ${ms(plan.ms)}`,
      );
  }
  for (const [group, calls] of [
    ["suggestions", search.suggestions],
    ["results", [search.results]],
  ] as const) {
    let statements = 0;
    let scanning = 0;
    let mostRead = 0;
    for (const call of calls) {
      for (const [i, s] of call.statements.entries()) {
        const plan = await checkPlan(client, s);
        if (!plan) continue;
        statements++;
        if (plan.seqScans.length > 0) scanning++;
        mostRead = Math.max(mostRead, plan.productRows);
        console.log(
          `  ${tier} ${plan.seqScans.length > 0 ? "✗" : "✓"} ${group} ${JSON.stringify(call.name)} #${i + 1} ${describeStatement(s)}: ${plan.seqScans.length > 0 ? `Seq Scan on ${plan.seqScans.join(", ")}` : "no Seq Scan"}${share(plan.productRows)} · ${ms(plan.ms)} · ${plan.summary}`,
        );
      }
    }
    rows.push({
      tier,
      check: "EXPLAIN: Seq Scan on products/fitment",
      scenario: `${group} (${calls.length === 1 ? JSON.stringify(calls[0]?.name) : `${calls.length} keystrokes`}; most rows read ${((100 * mostRead) / products).toFixed(0)}%)`,
      a: `${scanning} statements`,
      b: `${statements} statements`,
      ratio: scanning,
      target: { max: 0 },
      shown: `${scanning} of ${statements}`,
      targetShown: "none",
    });
  }
}

async function benchQueries(tier: Tier, client: pg.Client, captured: Map<RequestName, CapturedRequest>) {
  const get = (name: RequestName) => {
    const c = captured.get(name);
    if (!c) throw new Error(`nothing captured for ${name}`);
    return c;
  };
  for (const name of ["vehicle", "category"] as const) {
    const c = get(name);
    const page = query(client, statementFor(c, "page"));
    const facets = await interleave(query(client, statementFor(c, "facets")), page);
    recordTimed(tier, "facet query / page query", label(c.body), facets, { max: 2 });
    const total = await interleave(query(client, totalStatement(c)), page);
    recordTimed(tier, "total count / page query", label(c.body), total, { max: 1.5 });
  }
  for (const [p1, p200] of DEEP_PAGES) {
    const pair = await interleave(
      query(client, statementFor(get(p200), "page")),
      query(client, statementFor(get(p1), "page")),
    );
    recordTimed(tier, "page 200 / page 1 (page query)", label(REQUESTS[p200]), pair, { max: 2 });
  }
}

async function main() {
  const started = performance.now();
  const requested = tiersFromArgs(argv);
  const tiers: Tier[] = [];
  for (const tier of ["S", "M"] as const) {
    if (tier === "S" || requested.includes(tier)) {
      await ensureTier(tier);
      tiers.push(tier);
    } else if ((await tierStatus(tier)) === "ready") {
      tiers.push(tier);
    }
  }
  console.log(
    `\nBenchmarking tier ${tiers.join(" + ")}: autocannon ${CONNECTIONS} connections × ${DURATION} s (after ${WARMUP} s warm-up); queries: median of up to ${SAMPLES} interleaved runs`,
  );

  const clients = new Map<Tier, pg.Client>();
  const capturedByTier = new Map<Tier, Map<RequestName, CapturedRequest>>();
  try {
    for (const tier of tiers) {
      const url = tierUrl(tier);
      const names = Object.keys(REQUESTS) as RequestName[];
      const list = await captureRequests(
        url,
        names.map((n) => REQUESTS[n]),
      );
      const captured = new Map(names.map((n, i) => [n, list[i] as CapturedRequest]));
      capturedByTier.set(tier, captured);
      for (const n of ["vehicle", "category"] as const) {
        const c = captured.get(n);
        console.log(
          `  ${tier} ${label(REQUESTS[n]).padEnd(32)} total ${c?.total.toLocaleString("en-US")}, ${c?.statements.length} statements per request`,
        );
      }

      const search = await captureSearchCalls(tier, url, captured.get("resultsPeer") as CapturedRequest);

      await benchHttp(tier, url, captured, search);

      const client = new pg.Client({ connectionString: url });
      await client.connect();
      clients.set(tier, client);
      await benchQueries(tier, client, captured);
      await benchSearchPlans(tier, client, search);
    }

    const s = clients.get("S");
    const m = clients.get("M");
    const capS = capturedByTier.get("S");
    const capM = capturedByTier.get("M");
    if (s && m && capS && capM) {
      for (const name of ["vehicleP1", "categoryP1"] as const) {
        const pair = await interleave(
          query(m, statementFor(capM.get(name) as CapturedRequest, "page")),
          query(s, statementFor(capS.get(name) as CapturedRequest, "page")),
        );
        recordTimed("M/S", "page query tier M / tier S", label(REQUESTS[name]), pair, { max: 1.5 });
      }
    } else {
      console.log("  (tier M not generated: `npm run bench -- --tier M` adds the M vs S comparison)");
    }
  } finally {
    for (const c of clients.values()) await c.end();
  }

  printTable();
  console.log(`\nDone in ${elapsed(started)}. Tiers: ${tiers.map((t) => `${t} = ${TIERS[t].database}`).join(", ")}`);
}

function printTable() {
  const head = ["tier", "check", "scenario", "A", "B", "A/B", "target", ""];
  const body = rows.map((r) => [
    r.tier,
    r.check,
    r.scenario,
    r.a,
    r.b,
    r.shown ?? `${r.ratio.toFixed(2)}×`,
    r.targetShown ?? ("max" in r.target ? `≤ ${r.target.max.toFixed(1)}×` : `≥ ${r.target.min.toFixed(1)}×`),
    passes(r) ? "✓" : "✗",
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 5 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  console.log(`\n${line(head)}\n${widths.map((w) => "─".repeat(w)).join("  ")}`);
  for (const b of body) console.log(line(b));
  const missed = rows.filter((r) => !passes(r)).length;
  console.log(`\n${rows.length - missed} of ${rows.length} within target${missed ? `, ${missed} missed` : ""}.`);
}

await main();
