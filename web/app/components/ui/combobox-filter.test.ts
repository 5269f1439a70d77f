import { describe, expect, test } from "vitest";
import { filterByPrefix, matchesPrefix } from "./combobox-filter";

describe("combobox prefix filter", () => {
  test.each(["Land R", "landr", " LAND  ro", "land rover", "LANDROVER", "l"])('"land rover" matches %j', (query) => {
    expect(matchesPrefix("land rover", query)).toBe(true);
  });

  test("case and whitespace are ignored on the option's side too", () => {
    expect(matchesPrefix("Land Rover", "landr")).toBe(true);
    expect(matchesPrefix("  Alfa   Romeo ", "alfaro")).toBe(true);
  });

  test("punctuation is kept: F-150 matches f-1 but not f1", () => {
    expect(matchesPrefix("F-150", "f-1")).toBe(true);
    expect(matchesPrefix("F-150", "F-150")).toBe(true);
    expect(matchesPrefix("F-150", "f1")).toBe(false);
  });

  test("only a prefix matches: 'amry' does not match Camry", () => {
    expect(matchesPrefix("Camry", "amry")).toBe(false);
    expect(matchesPrefix("Camry", "cam")).toBe(true);
    expect(matchesPrefix("Land Rover", "rover")).toBe(false);
  });

  test("a query longer than the option never matches", () => {
    expect(matchesPrefix("Kia", "kiaa")).toBe(false);
  });

  test("an empty or blank query matches everything", () => {
    expect(matchesPrefix("Honda", "")).toBe(true);
    expect(matchesPrefix("Honda", "   ")).toBe(true);
  });

  test("filterByPrefix keeps matching items in order and all items for an empty query", () => {
    const makes = [{ make: "Honda" }, { make: "Hyundai" }, { make: "Toyota" }, { make: "HUMMER" }];
    const display = (m: { make: string }) => m.make;
    expect(filterByPrefix(makes, "h", display).map(display)).toEqual(["Honda", "Hyundai", "HUMMER"]);
    expect(filterByPrefix(makes, " hU ", display).map(display)).toEqual(["HUMMER"]);
    expect(filterByPrefix(makes, "", display)).toEqual(makes);
    expect(filterByPrefix(makes, "oyota", display)).toEqual([]);
  });
});
