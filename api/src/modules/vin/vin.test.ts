import os from "node:os";
import path from "node:path";
import { vehiclePagePath, vehicleSlug } from "@pitstop/contract/slug";
import { EXAMPLE_VIN } from "@pitstop/contract/vehicles";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";
import type { Db } from "../../db/client.ts";
import { vehicles } from "../../db/schema/index.ts";
import { checkVin, normaliseVin, vinCheckDigit } from "./vin-check-digit.ts";
import { getVpic, Lru } from "./vpic-runtime.ts";

// Shared across runs so that vPIC is unpacked once, not per test run (the API uses <DATA_DIR>/cache).
const DATA_DIR = path.join(os.tmpdir(), "pitstop-vpic-test-cache");
const CACHE_DIR = path.join(DATA_DIR, "cache");

// Real VIN prefixes (WMI + VDS) with a made-up serial and the check digit that goes with it.
const CAMRY_2018 = "4T1B11HK7JU512345"; // vPIC's trim: the group "L/LE/SE/XLE"
const CAMRY_XSE_2018 = "4T1B61HK5JU512345"; // vPIC's trim: "XSE"

test("the example VIN the VIN tab shows passes the shop's own check", () => {
  expect(checkVin(EXAMPLE_VIN)).toEqual({ ok: true, vin: EXAMPLE_VIN });
});
const CIVIC_2018 = "2HGFC2F58JH512345";
const F150_2020 = "1FTEW1E54LFA12345";
const ACCORD_2003 = "1HGCM82633A004352"; // a well-known real VIN; we do not carry 2003 Accords
const MODEL3_2019 = "5YJ3E1EA0KF312345";
const UNKNOWN_MAKER = "9ZZ11111411111111"; // valid check digit, but no manufacturer has WMI 9ZZ
const UNKNOWN_TOYOTA = "4T1ZZZZZ5JU512345"; // Toyota's WMI, but no Toyota model has this code

const carried = [
  {
    year: 2018,
    make: "Toyota",
    model: "Camry",
    kind: "car",
    vpicMakeId: 448,
    vpicModelId: 2469,
    engines: ["2.5L 4-cyl", "2.5L 4-cyl Hybrid", "3.5L V6"],
    trims: ["L", "LE", "LE Hybrid", "SE", "SE Hybrid", "XLE", "XLE Hybrid", "XSE"],
  },
  // Lists that do not hold what the VIN says: the vehicle is linked without a configuration.
  {
    year: 2018,
    make: "Honda",
    model: "Civic",
    kind: "car",
    vpicMakeId: 474,
    vpicModelId: 1863,
    engines: ["1.5L 4-cyl"],
    trims: [],
  },
  { year: 2020, make: "Ford", model: "F-150", kind: "truck", vpicMakeId: 460, vpicModelId: 1801 },
];

async function seedVehicles(db: Db) {
  await db.insert(vehicles).values(
    carried.map((v) => ({
      ...v,
      makeSlug: v.make.toLowerCase(),
      modelSlug: v.model.toLowerCase(),
      slug: vehicleSlug(v),
    })),
  );
}

describe("the VIN check digit (North American rule)", () => {
  test.each([
    ["1HGCM82633A004352", "3"],
    ["1M8GDM9AXKP042788", "X"],
    ["JH4KA7561PC008269", "1"],
    ["5YJSA1DG9DFP14705", "9"],
    ["11111111111111111", "1"],
    [CAMRY_2018, "7"],
  ])("is computed from the other 16 characters (%s → %s)", (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
    expect(checkVin(vin)).toEqual({ ok: true, vin });
  });

  test("a one-character typo anywhere but position 9 changes what the check digit should be", () => {
    const typos = ["1HGCM82633A004353", "1HGCN82633A004352", "2HGCM82633A004352", "1HGCM82633B004352"];
    for (const vin of typos) {
      expect(vinCheckDigit(vin)).not.toBe("3");
      const check = checkVin(vin);
      expect(check.ok).toBe(false);
      if (!check.ok) expect(check.message).toMatch(/^The check digit \(9th character\) should be [0-9X], not 3/);
    }
  });

  test("input is trimmed, upper-cased and stripped of spaces and dashes first", () => {
    expect(normaliseVin("  1hgcm8-2633 a004352 ")).toBe("1HGCM82633A004352");
    expect(checkVin("1hgcm 82633-a004352")).toEqual({ ok: true, vin: "1HGCM82633A004352" });
  });

  test("what is wrong is said in order: length, then characters, then the check digit", () => {
    expect(checkVin("1HGCM82633A")).toMatchObject({ ok: false, message: "A VIN has 17 characters; this one has 11" });
    expect(checkVin("1HGCM82633AO04352")).toMatchObject({
      ok: false,
      message: 'A VIN uses only letters and digits, never I, O or Q; this one has "O"',
    });
    expect(checkVin("IHGCM82633AQ0435*")).toMatchObject({
      message: 'A VIN uses only letters and digits, never I, O or Q; this one has "I", "Q" and "*"',
    });
  });
});

describe("a small LRU cache", () => {
  test("keeps the most recently used entries and drops the oldest", () => {
    const lru = new Lru<string, number>(2);
    lru.set("a", 1);
    lru.set("b", 2);
    expect(lru.get("a")).toBe(1); // "b" is now the oldest
    lru.set("c", 3);
    expect([lru.has("a"), lru.has("b"), lru.has("c"), lru.size]).toEqual([true, false, true, 2]);
  });
});

describe("VIN decoding and submodels (vPIC)", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: seedVehicles, env: { DATA_DIR } });
    await getVpic(CACHE_DIR); // cold start: unpacks vPIC on the first run on this machine
  });
  afterAll(() => t.close());

  const decode = (vin: string) => t.app.inject({ method: "GET", url: `/api/vin/${encodeURIComponent(vin)}` });
  const submodels = (year: string, make: string, model: string) =>
    t.app.inject({ method: "GET", url: `/api/submodel/${year}/${make}/${model}` });

  test("concurrent first uses share one vPIC connection", async () => {
    const [a, b] = await Promise.all([getVpic(CACHE_DIR), getVpic(CACHE_DIR)]);
    expect(a).toBe(b);
  });

  test("a 2018 Camry VIN decodes to its year, make, model, trim and engine, linked to our vehicle", async () => {
    const res = await decode(CAMRY_XSE_2018);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      vin: CAMRY_XSE_2018,
      year: 2018,
      make: "Toyota",
      model: "Camry",
      trim: "XSE",
      engine: "2.5L 4-cyl",
      vehicle: {
        id: expect.any(Number),
        year: "2018",
        make: "Toyota",
        model: "Camry",
        slug: "toyota-camry-2018",
        path: "/toyota-camry-2018-accessories",
        // The configuration as the vehicle's own lists name them, so fit needs no question.
        trim: "XSE",
        engine: "2.5L 4-cyl",
      },
    });
  });

  test('a VIN whose pattern vPIC gives a trim group ("L/LE/SE/XLE") leaves the trim to the shopper', async () => {
    const body = (await decode(CAMRY_2018)).json();
    expect(body).toMatchObject({ model: "Camry", trim: null, engine: "2.5L 4-cyl" });
    expect(body.vehicle).toMatchObject({ slug: "toyota-camry-2018", trim: null, engine: "2.5L 4-cyl" });
  });

  test("a VIN's engine the vehicle's list does not hold is left out, not guessed", async () => {
    const body = (await decode(CIVIC_2018)).json();
    expect(body.engine).toBe("2.0L 4-cyl");
    expect(body.vehicle).toMatchObject({ slug: "honda-civic-2018", engine: null, trim: null });
  });

  test.each([
    [CIVIC_2018, 2018, "Honda", "Civic", "2.0L 4-cyl"],
    [F150_2020, 2020, "Ford", "F-150", "5.0L V8"],
  ])("%s links to our %i %s %s", async (vin, year, make, model, engine) => {
    const body = (await decode(vin)).json();
    expect(body).toMatchObject({ year, make, model, engine });
    expect(body.vehicle).toMatchObject({ slug: vehicleSlug({ year, make, model }) });
    expect(body.vehicle.path).toBe(vehiclePagePath({ year, make, model }));
  });

  test("a VIN of a vehicle we don't carry still decodes, with vehicle null", async () => {
    const accord = await decode(ACCORD_2003);
    expect(accord.statusCode).toBe(200);
    expect(accord.json()).toMatchObject({ year: 2003, make: "Honda", model: "Accord", trim: "EX-V6", vehicle: null });
    const tesla = (await decode(MODEL3_2019)).json();
    expect(tesla).toMatchObject({ year: 2019, make: "Tesla", model: "Model 3", engine: "Electric", vehicle: null });
  });

  test("lower-case input and input with spaces or dashes are normalised", async () => {
    for (const typed of [CAMRY_2018.toLowerCase(), "4T1-B11HK 7JU-512345"]) {
      const res = await decode(typed);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ vin: CAMRY_2018, model: "Camry", vehicle: { slug: "toyota-camry-2018" } });
    }
  });

  test.each([
    ["4T1B11HK7JU5", "A VIN has 17 characters; this one has 12"],
    ["4T1B11HK7JU51234O", 'A VIN uses only letters and digits, never I, O or Q; this one has "O"'],
    ["4T1B11HK1JU512345", "The check digit (9th character) should be 7, not 1 — please check the VIN for a typo"],
  ])("an invalid VIN (%s) is a 400 that says what is wrong", async (vin, message) => {
    const res = await decode(vin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { vin: [message] } });
  });

  test("a well-formed VIN vPIC can't name a vehicle for is a 404 with a clear message", async () => {
    for (const vin of [UNKNOWN_MAKER, UNKNOWN_TOYOTA]) {
      const res = await decode(vin);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/^We couldn't find a vehicle for this VIN/);
    }
  });

  test("decoding is rate-limited per client (30 a minute)", async () => {
    const res = await decode(CAMRY_2018);
    expect(res.headers["x-ratelimit-limit"]).toBe("30");
    expect(Number(res.headers["x-ratelimit-remaining"])).toBeLessThan(30);
  });

  test("submodels of a 2018 Camry pair vPIC's trims with their engines, by name or slug in any case", async () => {
    const res = await submodels("2018", "Toyota", "Camry");
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ trim: string | null; engine: string | null }>;
    // Single trims: vPIC's groups "L/LE/SE/XLE", "LE/SE/XLE/XSE", "XLE/XSE", "SE/XLE Hybrid"
    // split, each trim with the engines of the groups it is in.
    expect(list).toEqual([
      { trim: "L", engine: "2.5L 4-cyl" },
      { trim: "LE", engine: "2.5L 4-cyl" },
      { trim: "LE Hybrid", engine: "2.5L 4-cyl Hybrid" },
      { trim: "SE", engine: "2.5L 4-cyl" },
      { trim: "SE Hybrid", engine: "2.5L 4-cyl Hybrid" },
      { trim: "XLE", engine: "2.5L 4-cyl" },
      { trim: "XLE Hybrid", engine: "2.5L 4-cyl Hybrid" },
      { trim: "XSE", engine: "2.5L 4-cyl" },
      { trim: null, engine: "3.5L V6" }, // vPIC gives the V6 no trim
    ]);
    expect(new Set(list.map((s) => JSON.stringify(s))).size).toBe(list.length);
    expect(list.length).toBeLessThanOrEqual(50);
    const trims = list.flatMap((s) => (s.trim === null ? [] : [s.trim.toLowerCase()]));
    expect(trims).toEqual([...trims].sort());

    for (const [make, model] of [
      ["toyota", "camry"],
      ["TOYOTA", "CAMRY"],
    ]) {
      expect((await submodels("2018", make as string, model as string)).json()).toEqual(list);
    }
  });

  test("a trim in several vPIC groups has the engines of each (2018 RAV4: Adventure/XLE, LE Plus/XLE)", async () => {
    const list = (await submodels("2018", "toyota", "rav4")).json() as Array<{ trim: string | null }>;
    expect(list.filter((s) => s.trim === "XLE")).toEqual([
      { trim: "XLE", engine: "2.5L 4-cyl" },
      { trim: "XLE", engine: "2.5L 4-cyl Hybrid" },
    ]);
    expect(list.some((s) => s.trim?.includes("/"))).toBe(false);
  });

  // Each engine named by its size where vPIC knows it anywhere. Expected lists are what the
  // cars had (2015 Civic: 1.8 L, the GX's natural-gas 1.8 L, the Hybrid's 1.5 L, the Si's 2.4 L).
  test.each([
    [2015, "Honda", "Civic", ["1.5L 4-cyl Hybrid", "1.8L 4-cyl", "1.8L 4-cyl Natural Gas", "2.4L 4-cyl"]],
    [2018, "Honda", "Civic", ["1.5L 4-cyl", "2.0L 4-cyl"]],
    [2015, "Honda", "CR-V", ["2.4L 4-cyl"]],
    [2018, "Honda", "CR-V", ["1.5L 4-cyl", "2.4L 4-cyl"]],
    [2022, "Honda", "CR-V", ["1.5L 4-cyl", "2.0L 4-cyl Hybrid"]],
    [2015, "Honda", "Accord", ["2.0L 4-cyl Hybrid", "2.4L 4-cyl", "3.5L V6"]],
    [2018, "Honda", "Accord", ["1.5L 4-cyl", "2.0L 4-cyl", "2.0L 4-cyl Hybrid"]],
    [2015, "Toyota", "Corolla", ["1.8L 4-cyl"]],
    [2022, "Toyota", "Corolla", ["1.8L 4-cyl", "1.8L 4-cyl Hybrid", "2.0L 4-cyl"]],
    [2015, "Toyota", "Camry", ["2.5L 4-cyl", "2.5L 4-cyl Hybrid", "3.5L V6"]],
    [2018, "Toyota", "RAV4", ["2.5L 4-cyl", "2.5L 4-cyl Hybrid"]],
    [2010, "Ford", "F-150", ["4.6L V8", "5.4L V8", "6.2L V8"]],
    [2015, "Ford", "F-150", ["2.7L V6", "3.5L V6", "5.0L V8"]],
    [2022, "Ford", "F-150", ["2.7L V6", "3.3L V6", "3.5L V6", "3.5L V6 Hybrid", "5.0L V8", "Electric"]],
    [2022, "Chevrolet", "Silverado", ["2.7L 4-cyl", "3.0L V6 Diesel", "5.3L 8-cyl", "6.2L V8"]],
    [2015, "Nissan", "Altima", ["2.5L 4-cyl", "3.5L 6-cyl"]],
    [2018, "Jeep", "Wrangler", ["2.0L 4-cyl", "3.6L V6"]],
    [2022, "Jeep", "Wrangler", ["2.0L 4-cyl", "2.0L 4-cyl Hybrid", "3.0L V6 Diesel", "3.6L V6", "6.4L V8"]],
  ])("a %i %s %s's engines read %j", async (year, make, model, engines) => {
    const list = (await submodels(String(year), make, model)).json() as Array<{ engine: string | null }>;
    expect([...new Set(list.flatMap((s) => (s.engine === null ? [] : [s.engine])))].sort()).toEqual(engines);
  });

  test("a 2010 Accord's V6 is named by its size, from the patterns of other schemas naming its engine", async () => {
    const list = (await submodels("2010", "honda", "accord")).json() as Array<{ engine: string | null }>;
    expect(list.map((s) => s.engine)).toContain("3.5L V6");
    expect(list.map((s) => s.engine)).not.toContain("V6");
  });

  test("the trim and engine a VIN decodes to are among its model year's submodels", async () => {
    const civic = (await decode(CIVIC_2018)).json();
    const list = (await submodels("2018", "honda", "civic")).json();
    expect(list).toContainEqual({ trim: civic.trim, engine: civic.engine });
  });

  test("submodels of an unknown model, make or year are an empty list", async () => {
    for (const [year, make, model] of [
      ["2018", "toyota", "no-such-model"],
      ["2018", "no-such-make", "camry"],
      ["1950", "toyota", "camry"],
    ]) {
      const res = await submodels(year as string, make as string, model as string);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  test("a malformed year is a 400 that names the parameter", async () => {
    const res = await submodels("18", "toyota", "camry");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Invalid path parameter 'year': Year must be four digits, like 2018");
  });
});
