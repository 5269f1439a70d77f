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
 *    products or product_fitment;
 *  - the checkout review's quote with a promotion code against the same quote without one, for
 *    forty shoppers' own carts (scenarios/checkout-quote.ts): ≤ 1.2×.
 *  - shoppers' vehicle pages alone and while a 50,000-application fitment import runs in the same API
 *    (scenarios/import-load.ts, on a throwaway database): p95 ≤ 1.5×.
 * `--only catalogue`, `--only quote` or `--only import` runs one part (the default is all).
 * It prints ratios against their targets. It is a report: it exits 0 whatever the figures.
 * The scenarios live in scenarios/; this file picks the tiers and runs them in order.
 */
import pg from "pg";
import { type CapturedRequest, captureRequests } from "./capture.ts";
import { ensureTier, tierStatus } from "./generate.ts";
import { argv, flag } from "./lib/flags.ts";
import { benchCheckoutQuote } from "./scenarios/checkout-quote.ts";
import { benchHttp } from "./scenarios/http.ts";
import { benchImportLoad } from "./scenarios/import-load.ts";
import { benchQueries, benchTiers } from "./scenarios/queries.ts";
import { benchSearchPlans } from "./scenarios/query-plans.ts";
import { label, REQUESTS, type RequestName } from "./scenarios/requests.ts";
import { printTable } from "./scenarios/results.ts";
import { captureSearchCalls } from "./scenarios/search-calls.ts";
import { CONNECTIONS, DURATION, SAMPLES, WARMUP } from "./scenarios/settings.ts";
import { adminUrl, elapsed, TIERS, type Tier, tiersFromArgs, tierUrl } from "./tiers.ts";

const ONLY = flag("--only");
if (ONLY !== undefined && ONLY !== "catalogue" && ONLY !== "quote" && ONLY !== "import") {
  throw new Error(`--only takes catalogue, quote or import, not "${ONLY}"`);
}
const runs = (part: "catalogue" | "quote" | "import") => ONLY === undefined || ONLY === part;

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
      if (runs("quote")) await benchCheckoutQuote(tier, url);
      if (!runs("catalogue")) continue;
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
      await benchTiers([m, capM], [s, capS]);
    } else {
      console.log("  (tier M not generated: `npm run bench -- --tier M` adds the M vs S comparison)");
    }
  } finally {
    for (const c of clients.values()) await c.end();
  }
  if (runs("import")) await benchImportLoad(adminUrl);

  printTable();
  console.log(`\nDone in ${elapsed(started)}. Tiers: ${tiers.map((t) => `${t} = ${TIERS[t].database}`).join(", ")}`);
}

await main();
