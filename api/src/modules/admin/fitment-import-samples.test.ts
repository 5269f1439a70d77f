import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDemoShop } from "../../../test/demo-shop.ts";
import { caller, followImport, signUpOperator } from "./admin-test-kit.ts";

// The samples in docs/ must resolve against the demo catalogue, as an operator trying the import
// on a fresh `npm start` would use them.
const sample = (name: string) => readFileSync(new URL(`../../../../docs/${name}`, import.meta.url), "utf8");

let t: Awaited<ReturnType<typeof createDemoShop>>;
let operator: Awaited<ReturnType<typeof signUpOperator>>;
let send: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createDemoShop();
  operator = await signUpOperator(t.app, t.db);
  send = caller(t.app);
}, 300_000);
afterAll(() => t.close());

describe("the sample fitment files", () => {
  test("the CSV sample resolves whole against the demo catalogue", async () => {
    const res = await send("POST", "/api/admin/fitment-imports", operator, {
      format: "csv",
      content: sample("fitment-import-sample.csv"),
    });
    expect(res.json()).toMatchObject({ applications: 6, resolved: 6, problem_count: 0 });
  });

  test("the ACES sample resolves (its two engines of one Camry merge) and applying it writes its rows", async () => {
    const content = sample("fitment-import-sample.xml");
    const dry = (await send("POST", "/api/admin/fitment-imports", operator, { format: "aces", content })).json();
    expect(dry).toMatchObject({ applications: 5, resolved: 5, duplicates: 1 });
    expect(dry.problems.every((p: { kind: string }) => p.kind === "duplicate")).toBe(true);
    const applied = await send("POST", "/api/admin/fitment-imports", operator, {
      format: "aces",
      content,
      dry_run: false,
      file_name: "fitment-import-sample.xml",
    });
    expect(applied.statusCode).toBe(202);
    const seen = await followImport(send, operator, applied.json().status_url);
    expect(seen.at(-1)).toMatchObject({ status: "done", report: { applied: true } });
    const list = (await send("GET", "/api/admin/products?q=KFC8993", operator)).json();
    const [cabinFilter] = list.products;
    const fitment = (await send("GET", `/api/admin/products/${cabinFilter.id}/fitment`, operator)).json();
    const civics = fitment.filter((f: { vehicle: { slug: string } }) => /^honda-civic-201[789]$/.test(f.vehicle.slug));
    expect(civics).toHaveLength(3);
    expect(civics[0].note).toBe("Cabin filter behind the glove box");
  });
});
