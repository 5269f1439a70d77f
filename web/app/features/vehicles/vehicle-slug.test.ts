import { slugify, vehiclePagePath, vehicleSlug } from "@pitstop/contract/slug";
import { describe, expect, test } from "vitest";

describe("vehicle slugs", () => {
  test.each([
    ["Toyota", "toyota"],
    ["Mercedes-Benz", "mercedes-benz"],
    ["Land Rover", "land-rover"],
    ["Prius Prime (PHEV)", "prius-prime-phev"],
    ["F-150", "f-150"],
    ["Range Rover Sport", "range-rover-sport"],
    ["C/K 1500", "c-k-1500"],
    ["Model_3", "model-3"],
    ["Town & Country", "town-country"],
    ["  Grand  Cherokee ", "grand-cherokee"],
    ["Citroën", "citroen"],
  ])("%j becomes %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  test("a vehicle page is /{make}-{model}-{year}-accessories", () => {
    expect(vehiclePagePath({ year: 2018, make: "Toyota", model: "Camry" })).toBe("/toyota-camry-2018-accessories");
    expect(vehiclePagePath({ year: "2018", make: "Toyota", model: "Prius Prime (PHEV)" })).toBe(
      "/toyota-prius-prime-phev-2018-accessories",
    );
    expect(vehicleSlug({ year: 2020, make: "Ford", model: "F-150" })).toBe("ford-f-150-2020");
  });
});
