import { describe, expect, test } from "vitest";
import { camry2018, civic2018 } from "~/features/account/test-user";
import { deriveActiveVehicle, switchableCars } from "./active-vehicle-rules";
import type { HistoryCar } from "./history-store";

const f150 = {
  id: 3001,
  year: "2020",
  make: "Ford",
  model: "F-150",
  slug: "ford-f-150-2020",
  path: "/ford-f-150-2020-accessories",
  main: false,
  trim: null,
  engine: null,
};
const history = (cars: Array<typeof camry2018>, mainId: number | null): HistoryCar[] =>
  cars.map(({ path: _path, ...car }) => ({ ...car, main: car.id === mainId }));

describe("the one active vehicle (issue 10 §1)", () => {
  test("signed in, it is the garage's main car, whatever the device history's main car is", () => {
    const garage = [camry2018, { ...civic2018, main: true, engine: "2.0L 4-cyl" }];
    expect(deriveActiveVehicle(garage, history([f150], f150.id))).toEqual({
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
    expect(deriveActiveVehicle([camry2018], history([f150], f150.id))).toBeNull();
  });

  test("a visitor's is the device history's main car, or none", () => {
    expect(deriveActiveVehicle(null, history([camry2018, f150], f150.id))?.slug).toBe("ford-f-150-2020");
    expect(deriveActiveVehicle(null, history([camry2018, f150], null))).toBeNull();
  });

  test("the cars to switch to are the garage's when signed in, else the history's", () => {
    expect(switchableCars([camry2018], history([f150], null)).map((c) => c.slug)).toEqual(["toyota-camry-2018"]);
    expect(switchableCars(null, history([f150], null)).map((c) => c.slug)).toEqual(["ford-f-150-2020"]);
  });
});
