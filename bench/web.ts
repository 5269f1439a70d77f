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
 * The sections live in storefront/; this file starts the servers they share and runs them in order.
 */
import { buildWeb, webBuildIsStale } from "../scripts/processes.ts";
import {
  BENCH_WEB_DATABASE,
  benchWebUrl,
  ensureBenchDatabase,
  LOG_DIR,
  markDatabaseSeeded,
  startApi,
  startStorefront,
  stopAll,
} from "./shop.ts";
import { benchEmbedded } from "./storefront/embedded-section.ts";
import { benchLighthouse } from "./storefront/lighthouse-section.ts";
import { benchLoad } from "./storefront/load-section.ts";
import { benchMemory } from "./storefront/memory-section.ts";
import { longTail, scenarios } from "./storefront/pages.ts";
import { printTable } from "./storefront/report.ts";
import { only, runs } from "./storefront/settings.ts";
import { elapsed } from "./tiers.ts";

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
        if (runs("load")) await benchLoad(web, pgApi, list, await longTail(benchWebUrl()));
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
