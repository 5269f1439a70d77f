import { describe, expect, test } from "vitest";
import { f150, historyOf } from "~/test-support/test-history";
import { camry2018, civic2018 } from "~/test-support/test-user";
import { deriveActiveVehicle, switchableCars } from "./rules";

describe("the one active vehicle", () => {
  test("signed in, it is the garage's main car, whatever the device history's main car is", () => {
    const garage = [camry2018, { ...civic2018, main: true, engine: "2.0L 4-cyl" }];
    expect(deriveActiveVehicle(garage, historyOf([f150], f150.id))).toEqual({
      id: civic2018.id,
      year: "2018",
      make: "Honda",
      model: "Civic",
      slug: "honda-civic-2018",
      trim: null,
      engine: "2.0L 4-cyl",
    });
  });

  test("signed in with no main garage car there is none: never a fall back to the history's car", () => {
    expect(deriveActiveVehicle([camry2018], historyOf([f150], f150.id))).toBeNull();
  });

  test("a visitor's is the device history's main car, or none", () => {
    expect(deriveActiveVehicle(null, historyOf([camry2018, f150], f150.id))?.slug).toBe("ford-f-150-2020");
    expect(deriveActiveVehicle(null, historyOf([camry2018, f150], null))).toBeNull();
  });

  test("the cars to switch to are the garage's when signed in, else the history's", () => {
    expect(switchableCars([camry2018], historyOf([f150], null)).map((c) => c.slug)).toEqual(["toyota-camry-2018"]);
    expect(switchableCars(null, historyOf([f150], null)).map((c) => c.slug)).toEqual(["ford-f-150-2020"]);
  });
});
