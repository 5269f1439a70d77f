/**
 * Shoppers while an operator's import runs (issue 27): the same shoppers' load — vehicle pages'
 * POST /api/filter over forty vehicles in rotation — alone, and while a 50,000-application fitment
 * import is applied in the same API process (read on its worker thread, resolved, staged, moved,
 * then the aggregates rebuilt), in A B B A halves; target: the shoppers' p95 within 1.5×.
 *
 * It runs on a throwaway PostgreSQL database of its own (100 parts × 20 models × 25 years, as
 * bench/fitment-import.ts), never on the shared tier databases, which an applied import would change.
 */
import type { AddressInfo } from "node:net";
import { caller, followImport, signUpOperator } from "../../api/src/modules/admin/admin-test-kit.ts";
import { bulkAces, MODELS, PARTS, seedBulkCatalogue, YEARS } from "../../api/test/bulk-catalogue.ts";
import { createTestApp } from "../../api/test/test-app.ts";
import { ms } from "../lib/format.ts";
import { combine, type LoadRequest, type LoadRun, runLoad } from "../load.ts";
import { filterCall } from "../storefront/pages.ts";
import { record, rps } from "./results.ts";
import { CONNECTIONS, DURATION, WARMUP } from "./settings.ts";

export async function benchImportLoad(pgUrl: string) {
  process.env.TEST_DATABASE_URL = pgUrl;
  const t = await createTestApp({ env: { LOG_LEVEL: "silent" }, seed: seedBulkCatalogue });
  try {
    const send = caller(t.app);
    const operator = await signUpOperator(t.app, t.db);
    const apply = async (position: string) => {
      const res = await send("POST", "/api/admin/fitment-imports", operator, {
        format: "aces",
        content: bulkAces(position),
        dry_run: false,
      });
      if (res.statusCode !== 202) throw new Error(`import: ${res.statusCode} ${res.body}`);
      const last = (await followImport(send, operator, res.json().status_url)).at(-1);
      if (last?.status !== "done") throw new Error(`import: ${last?.status} ${last?.error}`);
    };
    await apply("Front"); // the vehicles' pages list the parts before the load begins
    await t.app.catalogueRefresh.settled();
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as AddressInfo).port;
    // The storefront's own vehicle-page call (storefront/pages.ts), for forty of the bulk make's vehicles.
    const rotate: LoadRequest[] = Array.from({ length: 40 }, (_, i) =>
      filterCall(`/bulkmake-bulkmodel-${1 + (i % MODELS)}-${1995 + ((i * 7) % YEARS)}-accessories`),
    );
    const load = (seconds: number) =>
      runLoad({ url: `http://127.0.0.1:${port}`, rotate, connections: CONNECTIONS, duration: seconds });
    console.log(
      `\n── Shoppers during an import (${address}: ${PARTS * MODELS * YEARS} applications, FULL ACES; 40 vehicle pages in rotation, ${CONNECTIONS} connections, A B B A halves of ${DURATION / 2} s)`,
    );
    await load(WARMUP);
    const alone: LoadRun[] = [];
    const during: LoadRun[] = [];
    const importing = async (position: string) => {
      const started = performance.now();
      const running = apply(position);
      const run = await load(DURATION / 2);
      await running;
      console.log(`  import to ${position}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      await t.app.catalogueRefresh.settled();
      return run;
    };
    alone.push(await load(DURATION / 2));
    during.push(await importing("Rear"));
    during.push(await importing("Left"));
    alone.push(await load(DURATION / 2));
    const a = combine(during);
    const b = combine(alone);
    for (const [who, r] of [
      ["during", a],
      ["alone", b],
    ] as const) {
      console.log(
        `  shoppers ${who.padEnd(7)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}${r.non2xx + r.errors ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : ""}`,
      );
    }
    record({
      tier: "import",
      check: "shoppers' p95 during an import / alone",
      scenario: "vehicle pages (POST /api/filter)",
      a: ms(a.p95),
      b: ms(b.p95),
      ratio: a.p95 / b.p95,
      target: { max: 1.5 },
    });
    record({
      tier: "import",
      check: "shoppers' throughput during / alone",
      scenario: "vehicle pages (POST /api/filter)",
      a: rps(a),
      b: rps(b),
      ratio: a.rps / b.rps,
      target: { min: 0.5 },
    });
  } finally {
    await t.close();
  }
}
