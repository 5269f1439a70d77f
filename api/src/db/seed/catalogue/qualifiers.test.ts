import { describe, expect, test } from "vitest";
import { BATTERY_GROUPS, batteryFitment, batteryGroupOf, enginesForSlot, qualifierFor } from "./qualifiers.ts";

const CAMRY_2018 = ["2.5L 4-cyl", "2.5L 4-cyl Hybrid", "3.5L V6"];

describe("demo fitment qualifiers (issue 10)", () => {
  test("an engine part fits one engine family of a vehicle with several, by displacement", () => {
    expect(enginesForSlot(CAMRY_2018, 0)).toEqual(["2.5L 4-cyl", "2.5L 4-cyl Hybrid"]);
    expect(enginesForSlot(CAMRY_2018, 1)).toEqual(["3.5L V6"]);
    // Fewer families than the slot: the largest.
    expect(enginesForSlot(CAMRY_2018, 2)).toEqual(["3.5L V6"]);
  });

  test("a vehicle with one engine family, or none known, takes the part unqualified", () => {
    expect(enginesForSlot(["2.0L 4-cyl", "2.0L 4-cyl Turbo"], 1)).toBeNull();
    expect(enginesForSlot(["4-cyl", "4-cyl Hybrid"], 0)).toBeNull();
    expect(enginesForSlot([], 0)).toBeNull();
    expect(enginesForSlot(CAMRY_2018, null)).toBeNull();
  });

  test("positions come from the part's specs or its type; notes for suspension packages", () => {
    const pads = qualifierFor("brake-pads", "BRM-1", [{ name: "Position", value: "Rear" }], false);
    expect(pads).toMatchObject({ engineSlot: null, position: "Rear" });
    expect(qualifierFor("control-arms", "X", [{ name: "Position", value: "Front Lower Left" }], false)?.position).toBe(
      "Front",
    );
    expect(qualifierFor("side-mirrors", "X", [{ name: "Side", value: "Passenger Side" }], false)?.position).toBe(
      "Right",
    );
    expect(qualifierFor("headlight-bulbs", "X", [], false)?.position).toBe("Front");
    expect(qualifierFor("oil-filters", "X", [], false)?.engineSlot).toEqual(expect.any(Number));
    expect(qualifierFor("oil-filters", "X", [], true)).toBeNull();
    const notes = Array.from({ length: 50 }, (_, i) => qualifierFor("shocks", `SH-${i}`, [], false)?.note);
    expect(notes).toContain("w/o sport suspension");
    expect(notes).toContain(null);
  });

  test("a battery fits only models of its group size, and takes its first model's group", () => {
    const ranges = [
      { make: "Toyota", model: "Camry", yearFrom: 2015, yearTo: 2019 },
      { make: "Honda", model: "Civic", yearFrom: 2012, yearTo: 2016 },
      { make: "Ford", model: "F-150", yearFrom: 2015, yearTo: 2020 },
      { make: "Toyota", model: "Corolla", yearFrom: 2014, yearTo: 2019 },
    ];
    const { group, ranges: kept } = batteryFitment(ranges);
    expect(group).toBe(batteryGroupOf("Toyota", "Camry"));
    expect(BATTERY_GROUPS).toContain(group);
    expect(kept[0]).toEqual(ranges[0]);
    expect(kept.every((r) => batteryGroupOf(r.make, r.model) === group)).toBe(true);
  });
});
