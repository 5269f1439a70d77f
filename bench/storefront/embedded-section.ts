/** Embedded database: the API on PGlite against the API on PostgreSQL under the same load. */
import { ensurePgliteSeeded, PGLITE_DATA_DIR, type Started, startApi } from "../shop.ts";
import { scenarios } from "./pages.ts";
import { loadLine, recordFailures, recordP95 } from "./report.ts";
import { CONNECTIONS, DURATION } from "./settings.ts";
import { sideBySide } from "./side-by-side.ts";

export async function benchEmbedded(pgApi: Started) {
  console.log(
    `\n── Embedded database: the API on PGlite vs on PostgreSQL (autocannon ${CONNECTIONS} connections × ${DURATION} s each in ABBA halves)`,
  );
  if (await ensurePgliteSeeded()) console.log("  (seeded the embedded database on a first start of its own)");
  const pglite = await startApi("the API (PGlite)", { dataDir: PGLITE_DATA_DIR }, "api-pglite");
  try {
    for (const s of await scenarios(pgApi.url)) {
      const [lite, pg] = await sideBySide({ url: pglite.url, request: s.api }, { url: pgApi.url, request: s.api });
      console.log(`\n  ${s.name}: ${s.api.method} ${s.api.path}`);
      console.log(loadLine("PGlite", lite));
      console.log(loadLine("PostgreSQL", pg));
      recordP95(
        "embedded",
        "PGlite p95 / PostgreSQL p95",
        s.name,
        lite,
        pg,
        `; ${lite.rps.toFixed(0)} vs ${pg.rps.toFixed(0)} req/s`,
      );
      recordFailures("embedded", s.name, ["PGlite", lite], ["PostgreSQL", pg]);
    }
  } finally {
    await pglite.stop();
  }
}
