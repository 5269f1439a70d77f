import { describe, expect, test } from "vitest";
import { generationOf, traitsOf } from "./vehicle-traits.ts";

const camry = (year: number) =>
  traitsOf({
    make: "Toyota",
    model: "Camry",
    year,
    kind: "car",
    engines: ["2.5L 4-cyl", "2.5L 4-cyl Hybrid", "3.5L V6"],
  });

describe("what a vehicle takes", () => {
  test("a 2018 Camry takes a group 24F battery, its three factory tire sizes and 26/18 in wipers", () => {
    const t = camry(2018);
    expect(t.batteryGroup).toBe("24F");
    expect(t.tireSizes).toEqual(["215/55R17", "235/45R18", "235/40R19"]);
    expect(t.wiperLengths).toEqual(["26", "18"]);
  });

  test("a 2018 Camry has an automatic: no CVT, dual-clutch or manual fluid, rear discs and electric steering", () => {
    const t = camry(2018);
    expect(t.transmissionFluids).toEqual(["atf-asian"]);
    expect(t.drumBrakes).toEqual([]);
    expect(t.powerSteering).toEqual([]);
    expect(t.oilViscosities).toContain("0W-16");
    expect(t.electric).toBe(false);
  });

  test("a Camry's parts follow its real generations", () => {
    expect(generationOf("Toyota", "Camry", 2018)).toEqual([2018, 2024]);
    expect(generationOf("Toyota", "Camry", 2017)).toEqual([2012, 2017]);
    const [first, last] = generationOf("Honda", "Civic", 2018);
    expect(last - first).toBe(5);
    expect(first <= 2018 && 2018 <= last).toBe(true);
  });

  test("an electric car takes no engine oil, transmission fluid, coolant or headlight bulbs", () => {
    const t = traitsOf({ make: "Tesla", model: "Model 3", year: 2022, kind: "car", engines: ["Electric"] });
    expect(t.electric).toBe(true);
    expect(t.oilViscosities).toEqual([]);
    expect(t.transmissionFluids).toEqual([]);
    expect(t.coolant).toBeNull();
    expect(t.headlightBulbs).toEqual([]);
  });

  test("a hybrid pickup with a combustion engine is not electric; a diesel takes 15W-40", () => {
    const t = traitsOf({
      make: "Ford",
      model: "F-150",
      year: 2018,
      kind: "truck",
      engines: ["3.0L V6 Diesel", "3.5L V6"],
    });
    expect(t.electric).toBe(false);
    expect(t.oilViscosities).toContain("15W-40");
    expect(t.batteryGroup).toBe("65");
  });

  test("every vehicle has exactly one battery group and at least one tire size, the same on every call", () => {
    for (const kind of ["car", "mpv", "truck"] as const)
      for (const year of [1992, 2004, 2013, 2021]) {
        const facts = { make: "Hyundai", model: `Test ${kind}`, year, kind, engines: ["2.0L 4-cyl"] };
        const t = traitsOf(facts);
        expect(typeof t.batteryGroup).toBe("string");
        expect(t.tireSizes.length).toBeGreaterThan(0);
        expect(traitsOf({ ...facts })).toEqual(t);
      }
  });
});
