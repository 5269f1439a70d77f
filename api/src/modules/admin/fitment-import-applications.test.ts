import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedSmallCatalogue } from "../../../test/small-catalogue.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { productFitment, products, vehicles } from "../../db/schema/index.ts";
import { caller, followImport, signUpOperator } from "./admin-test-kit.ts";

// A fitment file speaks ACES applications — any number per part and vehicle, each added,
// deleted or repeated as a whole, and a FULL file the whole truth about the parts it names.

let t: Awaited<ReturnType<typeof createTestApp>>;
let operator: Awaited<ReturnType<typeof signUpOperator>>;
let send: ReturnType<typeof caller>;
let ids: number[];
let camryId: number;

beforeAll(async () => {
  t = await createTestApp({
    seed: async (db) => {
      ids = await seedSmallCatalogue(db, [
        { title: "Brake line kit", priceCents: 3499, stock: 10 },
        { title: "Strut assembly", priceCents: 12999, stock: 10 },
        { title: "Cabin air filter", priceCents: 1299, stock: 10 },
        { title: "Brake rotor", priceCents: 5999, stock: 10 },
        { title: "Wheel bearing", priceCents: 4599, stock: 10 },
        { title: "Spark plug", priceCents: 899, stock: 10 },
      ]);
    },
  });
  operator = await signUpOperator(t.app, t.db);
  send = caller(t.app);
  const [camry] = await t.db.select().from(vehicles).where(eq(vehicles.slug, "toyota-camry-2018"));
  if (!camry) throw new Error("no Camry");
  camryId = camry.id;
});
afterAll(() => t.close());

const [LINES, STRUT, CABIN, ROTOR, BEARING, PLUG] = [0, 1, 2, 3, 4, 5];
const part = (i: number) => `SW-${1000 + i}`;
const id = (i: number) => ids[i] as number;

const HEADER = "part_number,make,model,year_from,year_to,engine,trim,position,note,quantity\n";
const aces = (apps: string, submission?: string) =>
  `<?xml version="1.0"?><ACES version="4.2"><Header><Company>Marlow</Company>${
    submission ? `<SubmissionType>${submission}</SubmissionType>` : ""
  }</Header>\n${apps}\n</ACES>`;
/** An ACES App for the 2018 Camry (the Civic with `civic`). */
const app = (action: string, i: number, inner = "", civic = false) =>
  `<App action="${action}"><Make>${civic ? "Honda" : "Toyota"}</Make><Model>${civic ? "Civic" : "Camry"}</Model><Years from="${civic ? 2015 : 2018}" to="${civic ? 2015 : 2018}"/>${inner}<Part>${part(i)}</Part></App>`;

const dryRun = async (format: "csv" | "aces", content: string) => {
  const res = await send("POST", "/api/admin/fitment-imports", operator, { format, content });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
async function apply(format: "csv" | "aces", content: string) {
  const started = await send("POST", "/api/admin/fitment-imports", operator, { format, content, dry_run: false });
  expect(started.statusCode, started.body).toBe(202);
  const last = (await followImport(send, operator, started.json().status_url)).at(-1);
  expect(last?.status, last?.error ?? "").toBe("done");
  return last?.report;
}
const applicationsOf = (i: number) =>
  t.db
    .select({
      vehicleId: productFitment.vehicleId,
      engines: productFitment.engines,
      trims: productFitment.trims,
      position: productFitment.position,
      note: productFitment.note,
      quantity: productFitment.quantity,
    })
    .from(productFitment)
    .where(eq(productFitment.productId, id(i)))
    .orderBy(asc(productFitment.id));

describe("applications in a file", () => {
  test("a part goes Front on one engine and Rear on another of one vehicle: two applications, each engine answered with its own position", async () => {
    const csv = `${HEADER}${part(LINES)},Toyota,Camry,2018,2018,2.5L 4-cyl,,Front,,1\n${part(LINES)},Toyota,Camry,2018,2018,3.5L V6,,Rear,,1\n`;
    const dry = await dryRun("csv", csv);
    expect(dry).toMatchObject({ resolved: 2, fitment_rows: 2, added: 2, duplicates: 0, problem_count: 0 });
    await apply("csv", csv);
    expect(await applicationsOf(LINES)).toEqual([
      { vehicleId: camryId, engines: ["2.5L 4-cyl"], trims: null, position: "Front", note: null, quantity: 1 },
      { vehicleId: camryId, engines: ["3.5L V6"], trims: null, position: "Rear", note: null, quantity: 1 },
    ]);
    await t.app.catalogueRefresh.settled();
    const [product] = await t.db
      .select()
      .from(products)
      .where(eq(products.id, id(LINES)));
    const fitFor = async (engine: string) => {
      const vehicle = encodeURIComponent(`toyota-camry-2018|${engine}|`);
      const res = await t.app.inject({ method: "GET", url: `/api/products/${product?.slug}?vehicle=${vehicle}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().fit;
    };
    expect(await fitFor("2.5L 4-cyl")).toMatchObject({ state: "fits", position: "Front" });
    expect(await fitFor("3.5L V6")).toMatchObject({ state: "fits", position: "Rear" });
    expect(await fitFor("2.5L 4-cyl Hybrid")).toMatchObject({ state: "doesnt_fit" });
  });

  test("an ACES App with action A adds its application, and one with action D deletes that application only", async () => {
    const front = `<EngineBase>2.5L 4-cyl</EngineBase><Position>Front</Position>`;
    const rear = `<EngineBase>3.5L V6</EngineBase><Position>Rear</Position>`;
    await apply("aces", aces(app("A", ROTOR, front) + app("A", ROTOR, rear)));
    expect(await applicationsOf(ROTOR)).toHaveLength(2);

    const remove = aces(app("D", ROTOR, rear));
    const dry = await dryRun("aces", remove);
    expect(dry).toMatchObject({ fitment_rows: 0, added: 0, deleted: 1, replaced: 0, removal_count: 1, problems: [] });
    expect(dry.removals).toEqual([
      {
        line: 2,
        reason: "deleted",
        part_number: part(ROTOR),
        vehicle: "2018 Toyota Camry",
        engines: ["3.5L V6"],
        trims: null,
        position: "Rear",
        note: null,
        quantity: null,
      },
    ]);
    expect(await applicationsOf(ROTOR)).toHaveLength(2); // a dry run writes nothing
    expect(await apply("aces", remove)).toMatchObject({ applied: true, deleted: 1, added: 0 });
    expect(await applicationsOf(ROTOR)).toEqual([
      expect.objectContaining({ engines: ["2.5L 4-cyl"], position: "Front" }),
    ]);
  });

  test("a delete of an application the shop does not have is said on its line, and blocks nothing", async () => {
    const dry = await dryRun("aces", aces(app("D", ROTOR, "<Position>Left</Position>")));
    expect(dry).toMatchObject({ deleted: 0, problem_count: 1 });
    expect(dry.problems).toEqual([
      { line: 2, kind: "absent", message: "the shop has no such application: nothing to delete" },
    ]);
  });

  test("re-sending an identical application is a duplicate: reported, not an error, not a second row", async () => {
    const file = aces(app("A", BEARING, "<Qty>2</Qty><Position>Front</Position>"));
    expect(await apply("aces", file)).toMatchObject({ added: 1, duplicates: 0 });
    const again = await dryRun("aces", file);
    expect(again).toMatchObject({ added: 0, duplicates: 1, problem_count: 1 });
    expect(again.problems[0]).toMatchObject({ kind: "duplicate" });
    expect(await apply("aces", file)).toMatchObject({ added: 0, duplicates: 1 });
    expect(await applicationsOf(BEARING)).toEqual([expect.objectContaining({ position: "Front", quantity: 2 })]);
    // The same application with another Qty is no second one either: its quantity becomes the file's.
    const four = aces(app("A", BEARING, "<Qty>4</Qty><Position>Front</Position>"));
    expect(await apply("aces", four)).toMatchObject({ added: 0, updated: 1, duplicates: 0 });
    expect(await applicationsOf(BEARING)).toEqual([expect.objectContaining({ quantity: 4 })]);
  });

  test("a file that adds and deletes the same application, or gives it two quantities, is refused on the later line", async () => {
    const both = await dryRun("aces", aces(`${app("A", PLUG)}\n${app("D", PLUG)}`));
    expect(both.problems).toEqual([
      {
        line: 3,
        kind: "invalid",
        message: "line 2 adds the same application: a file cannot both add and delete it",
      },
    ]);
    const quantities = await dryRun(
      "aces",
      aces(`${app("A", PLUG, "<Qty>1</Qty>")}\n${app("A", PLUG, "<Qty>4</Qty>")}`),
    );
    expect(quantities.problems).toEqual([
      { line: 3, kind: "invalid", message: "repeats line 2 with another quantity (4, not 1)" },
    ]);
    const bad = await dryRun("aces", aces(app("A", PLUG, "<Qty>0</Qty>")));
    expect(bad.problems).toEqual([
      { line: 2, kind: "invalid", message: 'quantity "0" is not a whole number from 1 to 100' },
    ]);
  });

  test("an application naming a trim, engine or position the vehicle does not have is a problem line", async () => {
    const csv = `${HEADER}${part(PLUG)},Toyota,Camry,2018,2018,,XSE,,,\n${part(PLUG)},Toyota,Camry,2018,2018,,Platinum,,,\n${part(PLUG)},Toyota,Camry,2018,2018,5.0L V8,,,,\n${part(PLUG)},Toyota,Camry,2018,2018,,,Middle,,\n`;
    const dry = await dryRun("csv", csv);
    expect(dry).toMatchObject({ applications: 4, resolved: 1, problem_count: 3 });
    expect(dry.problems).toEqual([
      {
        line: 3,
        kind: "invalid",
        message: 'the 2018 model has no trim "Platinum" (it has L, LE, SE, XLE, XSE)',
      },
      {
        line: 4,
        kind: "invalid",
        message: 'the 2018 model has no engine "5.0L V8" (it has 2.5L 4-cyl, 2.5L 4-cyl Hybrid, 3.5L V6)',
      },
      { line: 5, kind: "invalid", message: expect.stringContaining('position "Middle"') },
    ]);
  });

  test("a CSV's trim and quantity columns are optional: with them, the trim and quantity are stored", async () => {
    const csv = `part_number,make,model,year_from,year_to,engine,trim,position,note\n${part(PLUG)},Toyota,Camry,2018,2018,,xse,,Iridium\n`;
    expect(await apply("csv", csv)).toMatchObject({ added: 1 });
    expect(await applicationsOf(PLUG)).toEqual([expect.objectContaining({ trims: ["XSE"], note: "Iridium" })]);
  });
});

describe("a FULL submission", () => {
  test("replaces every application of the parts it names, and only theirs; its dry run lists what it removes first", async () => {
    await apply(
      "aces",
      aces(
        [
          app("A", CABIN, "<Note>Behind the glove box</Note>"),
          app("A", CABIN, "", true),
          app("A", STRUT, "<SubModel>XSE</SubModel><Position>Front</Position>"),
        ].join("\n"),
      ),
    );
    const [civic] = await t.db.select().from(vehicles).where(eq(vehicles.slug, "honda-civic-2015"));
    // The cabin filter's whole fitment now: the Camry's application kept, the Civic's gone, one added.
    const full = aces(
      [
        app("A", CABIN, "<Note>Behind the glove box</Note>"),
        app("A", CABIN, "<Qty>1</Qty><Position>Front</Position>"),
      ].join("\n"),
      "full",
    );
    const dry = await dryRun("aces", full);
    expect(dry).toMatchObject({
      submission: "full",
      fitment_rows: 2,
      added: 1,
      duplicates: 1,
      deleted: 0,
      replaced: 1,
      removal_count: 1,
    });
    expect(dry.removals).toEqual([
      {
        line: null,
        reason: "replaced",
        part_number: part(CABIN),
        vehicle: "2015 Honda Civic",
        engines: null,
        trims: null,
        position: null,
        note: null,
        quantity: null,
      },
    ]);
    expect(await applicationsOf(CABIN)).toHaveLength(2); // nothing yet
    expect(await apply("aces", full)).toMatchObject({ submission: "full", added: 1, replaced: 1, duplicates: 1 });
    const cabin = await applicationsOf(CABIN);
    expect(cabin.map((a) => [a.vehicleId, a.position, a.note])).toEqual([
      [camryId, null, "Behind the glove box"],
      [camryId, "Front", null],
    ]);
    expect(cabin.some((a) => a.vehicleId === civic?.id)).toBe(false);
    // The strut, which the file does not name, keeps its application.
    expect(await applicationsOf(STRUT)).toEqual([expect.objectContaining({ trims: ["XSE"], position: "Front" })]);
  });

  test("a SubmissionType other than FULL or NET is a 400", async () => {
    const res = await send("POST", "/api/admin/fitment-imports", operator, {
      format: "aces",
      content: aces(app("A", CABIN), "PARTIAL"),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The ACES Header\'s SubmissionType must be FULL or NET, not "PARTIAL"');
  });
});
