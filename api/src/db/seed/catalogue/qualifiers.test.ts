import { describe, expect, test } from "vitest";
import { enginesForSlot, qualifierFor } from "./qualifiers.ts";

const CAMRY_2018 = ["2.5L 4-cyl", "2.5L 4-cyl Hybrid", "3.5L V6"];

describe("demo fitment qualifiers", () => {
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
});
