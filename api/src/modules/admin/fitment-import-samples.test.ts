import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDemoShop } from "../../../test/demo-shop.ts";
import { caller, followImport, signUpOperator } from "./admin-test-kit.ts";

// The samples in docs/ must resolve against the demo catalogue, as an operator trying the import
// on a fresh `npm start` would use them: the CSV first, then the ACES file.
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

async function apply(format: "csv" | "aces", name: string) {
  const res = await send("POST", "/api/admin/fitment-imports", operator, {
    format,
    content: sample(name),
    dry_run: false,
    file_name: name,
  });
  expect(res.statusCode).toBe(202);
  const last = (await followImport(send, operator, res.json().status_url)).at(-1);
  expect(last, last?.error ?? "").toMatchObject({ status: "done", report: { applied: true } });
  return last?.report;
}

type Application = { vehicle: { slug: string }; engines: string[] | null; trims: string[] | null; position: string };
async function applicationsOf(partNumber: string, slug: RegExp): Promise<Application[]> {
  const [product] = (await send("GET", `/api/admin/products?q=${partNumber}`, operator)).json().products;
  const fitment: Application[] = (await send("GET", `/api/admin/products/${product.id}/fitment`, operator)).json();
  return fitment.filter((f) => slug.test(f.vehicle.slug));
}

describe("the sample fitment files", () => {
  test("the CSV sample resolves whole against the demo catalogue; applied, a part goes Front on one engine and Rear on another", async () => {
    const dry = await send("POST", "/api/admin/fitment-imports", operator, {
      format: "csv",
      content: sample("fitment-import-sample.csv"),
    });
    expect(dry.json()).toMatchObject({ applications: 8, resolved: 8, problem_count: 0 });
    await apply("csv", "fitment-import-sample.csv");
    const lines = await applicationsOf("HBC-507-5183", /^toyota-camry-2018$/);
    expect(lines.map((a) => [a.engines, a.position])).toEqual(
      expect.arrayContaining([
        [["2.5L 4-cyl"], "Front"],
        [["3.5L V6"], "Rear"],
      ]),
    );
  });

  test("the ACES sample applied after the CSV sample adds its applications and keeps the CSV's", async () => {
    const content = sample("fitment-import-sample.xml");
    const dry = (await send("POST", "/api/admin/fitment-imports", operator, { format: "aces", content })).json();
    // MAP-07523L's 2017–2019 and MAP-26087G's 2018–2019 applications: the CSV's, already there.
    expect(dry).toMatchObject({ applications: 5, resolved: 5, duplicates: 5, deleted: 0, replaced: 0 });
    expect(dry.problems.every((p: { kind: string }) => p.kind === "duplicate")).toBe(true);
    await apply("aces", "fitment-import-sample.xml");
    // RBS-4387D: the CSV's any-trim application and the ACES file's XSE one, side by side.
    const struts = await applicationsOf("RBS-4387D", /^toyota-camry-2018$/);
    expect(struts.map((a) => a.trims)).toEqual(expect.arrayContaining([null, ["XSE"]]));
    const civics = await applicationsOf("KFC8993", /^honda-civic-201[789]$/);
    expect(civics.filter((f) => (f as { note?: string }).note === "Cabin filter behind the glove box")).toHaveLength(3);
  });
});
