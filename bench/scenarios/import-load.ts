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
import { slugify } from "@pitstop/contract/slug";
import { brands, products, productTypes, vehicles } from "../../api/src/db/schema/index.ts";
import { caller, followImport, signUpOperator } from "../../api/src/modules/admin/admin-test-kit.ts";
import { seedSmallCatalogue } from "../../api/test/small-catalogue.ts";
import { createTestApp } from "../../api/test/test-app.ts";
import { ms } from "../lib/format.ts";
import { combine, type LoadRequest, type LoadRun, runLoad } from "../load.ts";
import { record, rps } from "./results.ts";
import { CONNECTIONS, DURATION, WARMUP } from "./settings.ts";

const MODELS = 20;
const YEARS = 25;
const PARTS = 100;
const partNumber = (i: number) => `BULK-${String(i).padStart(4, "0")}`;

/** A FULL ACES file of every part on every model and year, at `position`: 50,000 applications. */
function fullAces(position: string): string {
  const apps: string[] = [];
  for (let i = 0; i < PARTS; i++)
    for (let m = 1; m <= MODELS; m++)
      for (let y = 0; y < YEARS; y++)
        apps.push(
          `<App action="A"><Make>Bulkmake</Make><Model>Bulkmodel ${m}</Model><Year>${1995 + y}</Year><Position>${position}</Position><Part>${partNumber(i)}</Part></App>`,
        );
  return `<?xml version="1.0"?><ACES version="4.2"><Header><SubmissionType>FULL</SubmissionType></Header>\n${apps.join("\n")}\n</ACES>`;
}

export async function benchImportLoad(pgUrl: string) {
  process.env.TEST_DATABASE_URL = pgUrl;
  const t = await createTestApp({
    env: { LOG_LEVEL: "silent" },
    seed: async (db) => {
      await seedSmallCatalogue(db, [{ title: "Brake pads", priceCents: 4999, stock: 10 }]);
      await db.insert(vehicles).values(
        Array.from({ length: MODELS }, (_, m) => `Bulkmodel ${m + 1}`).flatMap((model, m) =>
          Array.from({ length: YEARS }, (_, y) => ({
            year: 1995 + y,
            make: "Bulkmake",
            model,
            makeSlug: "bulkmake",
            modelSlug: slugify(model),
            slug: `bulkmake-${slugify(model)}-${1995 + y}`,
            kind: "car",
            vpicMakeId: 9000,
            vpicModelId: 9100 + m,
          })),
        ),
      );
      const [type] = await db.select().from(productTypes);
      const [brand] = await db.select().from(brands);
      if (!type || !brand) throw new Error("the small catalogue has no type or brand");
      await db.insert(products).values(
        Array.from({ length: PARTS }, (_, i) => ({
          slug: partNumber(i).toLowerCase(),
          partNumber: partNumber(i),
          title: `Bulk part ${partNumber(i)}`,
          description: "",
          brandId: brand.id,
          typeId: type.id,
          categoryId: type.categoryId,
          priceCents: 100 + i,
          stock: 5,
        })),
      );
    },
  });
  try {
    const send = caller(t.app);
    const operator = await signUpOperator(t.app, t.db);
    const apply = async (position: string) => {
      const res = await send("POST", "/api/admin/fitment-imports", operator, {
        format: "aces",
        content: fullAces(position),
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
    const rotate: LoadRequest[] = Array.from({ length: 40 }, (_, i) => ({
      method: "POST",
      path: "/api/filter",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        slug: `bulkmake-bulkmodel-${1 + (i % MODELS)}-${1995 + ((i * 7) % YEARS)}-accessories`,
        "SORT BY": "featured",
        TYPE: [],
        FITMENT: [],
        RATING: null,
        BRAND: [],
        page: 1,
        vehicle: null,
      }),
    }));
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
