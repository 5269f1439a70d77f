/**
 * The fitment import of 50,000 applications (its target: within a minute), timed through the
 * API on the embedded database (PGlite, the default) or on PostgreSQL (`--pg`, a throwaway database
 * on BENCH_PG_URL). A report, not a test: it prints the seconds of each step.
 *
 *   npm run bench:fitment-import -w bench            # PGlite
 *   npm run bench:fitment-import -w bench -- --pg    # PostgreSQL
 *
 * Steps: a NET CSV of 50,000 new single-year applications (100 parts × 20 models × 25 years), its
 * dry run and its apply; the same file again (50,000 duplicates); then a FULL ACES file of 50,000
 * applications for the same parts with another position (50,000 added, 50,000 replaced).
 */
import { caller, followImport, signUpOperator } from "../api/src/modules/admin/admin-test-kit.ts";
import { bulkAces, bulkCsv, MODELS, PARTS, seedBulkCatalogue, YEARS } from "../api/test/bulk-catalogue.ts";
import { createTestApp } from "../api/test/test-app.ts";

const onPostgres = process.argv.includes("--pg");
if (onPostgres)
  process.env.TEST_DATABASE_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
else delete process.env.TEST_DATABASE_URL;

const t = await createTestApp({ seed: seedBulkCatalogue });

try {
  const operator = await signUpOperator(t.app, t.db);
  const send = caller(t.app);
  const timed = async <T>(label: string, step: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await step();
    console.log(`${label.padEnd(52)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
    return result;
  };
  const dryRun = async (format: "csv" | "aces", content: string) => {
    const res = await send("POST", "/api/admin/fitment-imports", operator, { format, content });
    if (res.statusCode !== 200) throw new Error(`dry run: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const apply = async (format: "csv" | "aces", content: string) => {
    const res = await send("POST", "/api/admin/fitment-imports", operator, { format, content, dry_run: false });
    if (res.statusCode !== 202) throw new Error(`apply: ${res.statusCode} ${res.body}`);
    const last = (await followImport(send, operator, res.json().status_url)).at(-1);
    if (last?.status !== "done" || !last.report) throw new Error(`apply: ${last?.status} ${last?.error}`);
    return last.report;
  };
  const say = (r: { added: number; duplicates: number; deleted: number; replaced: number }) =>
    `added ${r.added}, duplicates ${r.duplicates}, deleted ${r.deleted}, replaced ${r.replaced}`;

  console.log(`Fitment import of ${PARTS * MODELS * YEARS} applications on ${onPostgres ? "PostgreSQL" : "PGlite"}`);
  const first = bulkCsv("Front");
  await timed("NET CSV, new: dry run + apply", async () => {
    console.log(`  dry run: ${say(await timed("  dry run", () => dryRun("csv", first)))}`);
    console.log(`  applied: ${say(await timed("  apply (job, to done)", () => apply("csv", first)))}`);
  });
  await timed("the same CSV again: dry run + apply", async () => {
    await dryRun("csv", first);
    console.log(`  applied: ${say(await apply("csv", first))}`);
  });
  const full = bulkAces("Rear");
  await timed("FULL ACES, another position: dry run + apply", async () => {
    const dry = await timed("  dry run", () => dryRun("aces", full));
    console.log(`  dry run: ${say(dry)}; removals listed ${dry.removals.length} of ${dry.removal_count}`);
    console.log(`  applied: ${say(await timed("  apply (job, to done)", () => apply("aces", full)))}`);
  });
} finally {
  await t.close();
}
