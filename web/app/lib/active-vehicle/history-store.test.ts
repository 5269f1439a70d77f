import { beforeEach, describe, expect, test } from "vitest";
import { addToHistory, HISTORY_STORAGE_KEY, type HistoryCar, useHistoryStore } from "./history-store";

const camry = { id: 9956, year: "2018", make: "Toyota", model: "Camry", slug: "toyota-camry-2018" };
const civic = { id: 4410, year: "2019", make: "Honda", model: "Civic", slug: "honda-civic-2019" };
const corolla = { id: 10021, year: "2018", make: "Toyota", model: "Corolla", slug: "toyota-corolla-2018" };

describe("device search history", () => {
  beforeEach(() => {
    useHistoryStore.setState({ cars: [] });
  });

  test("a viewed car is added, not main and not chosen, and reports true", () => {
    expect(useHistoryStore.getState().add(camry)).toBe(true);
    expect(useHistoryStore.getState().cars).toEqual([
      { ...camry, main: false, chosen: false, trim: null, engine: null },
    ]);
  });

  test("a car already in history is not added again and reports false", () => {
    useHistoryStore.getState().add(camry);
    const before = useHistoryStore.getState().cars;
    expect(useHistoryStore.getState().add({ ...camry })).toBe(false);
    expect(useHistoryStore.getState().cars).toBe(before);
    expect(useHistoryStore.getState().cars).toHaveLength(1);
  });

  test("a viewed car goes first and the car being shopped for stays main", () => {
    const { add, choose } = useHistoryStore.getState();
    choose(camry);
    add(civic);
    add(corolla);
    const cars = useHistoryStore.getState().cars;
    expect(cars.map((c) => [c.slug, c.main, c.chosen])).toEqual([
      ["toyota-corolla-2018", false, false],
      ["honda-civic-2019", false, false],
      ["toyota-camry-2018", true, true],
    ]);
  });

  test("viewing a chosen car again keeps it chosen and main", () => {
    const { add, choose } = useHistoryStore.getState();
    choose(camry);
    expect(add(camry)).toBe(false);
    expect(useHistoryStore.getState().cars).toEqual([{ ...camry, main: true, chosen: true, trim: null, engine: null }]);
  });

  test("addToHistory returns the very same list for a repeat (same year, make and model)", () => {
    const cars: HistoryCar[] = [{ ...camry, main: true, chosen: true, trim: null, engine: null }];
    expect(addToHistory(cars, { ...camry, id: 1, slug: "other" })).toBe(cars);
  });

  test("remove drops only the car with that slug", () => {
    const { add, remove } = useHistoryStore.getState();
    add(camry);
    add(civic);
    remove("toyota-camry-2018");
    expect(useHistoryStore.getState().cars.map((c) => c.slug)).toEqual(["honda-civic-2019"]);
    remove("not-there");
    expect(useHistoryStore.getState().cars).toHaveLength(1);
  });

  test("clear empties the history", () => {
    const { add, clear } = useHistoryStore.getState();
    add(camry);
    add(civic);
    clear();
    expect(useHistoryStore.getState().cars).toEqual([]);
  });

  test("the history is kept in this device's local storage", () => {
    useHistoryStore.getState().choose(camry);
    const stored = JSON.parse(localStorage.getItem(HISTORY_STORAGE_KEY) ?? "null");
    expect(stored.state.cars).toEqual([{ ...camry, main: true, chosen: true, trim: null, engine: null }]);
  });

  test("choosing a car already in the history makes it main and chosen without adding it twice", () => {
    const { add, choose } = useHistoryStore.getState();
    add(camry);
    choose(civic);
    expect(choose(camry)).toBe(false);
    expect(useHistoryStore.getState().cars.map((c) => [c.slug, c.main, c.chosen])).toEqual([
      ["honda-civic-2019", false, true],
      ["toyota-camry-2018", true, true],
    ]);
  });

  test("choosing a new car adds it first as main and reports true", () => {
    const { add, choose } = useHistoryStore.getState();
    add(camry);
    expect(choose({ ...civic, engine: "2.0L 4-cyl" })).toBe(true);
    expect(useHistoryStore.getState().cars[0]).toEqual({
      ...civic,
      main: true,
      chosen: true,
      trim: null,
      engine: "2.0L 4-cyl",
    });
  });

  test("a choice that brings an engine keeps it on the car; one that brings none keeps the car's", () => {
    const { choose } = useHistoryStore.getState();
    choose({ ...camry, engine: "3.5L V6" });
    choose(civic);
    choose(camry);
    expect(useHistoryStore.getState().cars.find((c) => c.slug === camry.slug)?.engine).toBe("3.5L V6");
  });

  test("configure narrows only the main car; deselect clears every main flag", () => {
    const { add, choose, configure, deselect } = useHistoryStore.getState();
    add(camry);
    choose(civic);
    configure({ engine: "2.0L 4-cyl", trim: "EX" });
    expect(useHistoryStore.getState().cars.map((c) => [c.slug, c.trim, c.engine])).toEqual([
      ["honda-civic-2019", "EX", "2.0L 4-cyl"],
      ["toyota-camry-2018", null, null],
    ]);
    deselect();
    expect(useHistoryStore.getState().cars.some((c) => c.main)).toBe(false);
  });

  test("cars stored before trims and engines existed load with neither, and as chosen", async () => {
    localStorage.setItem(
      HISTORY_STORAGE_KEY,
      JSON.stringify({ state: { cars: [{ ...camry, main: true }] }, version: 0 }),
    );
    await useHistoryStore.persist.rehydrate();
    expect(useHistoryStore.getState().cars).toEqual([{ ...camry, main: true, chosen: true, trim: null, engine: null }]);
  });

  test("a car stored as only viewed loads as only viewed", async () => {
    localStorage.setItem(
      HISTORY_STORAGE_KEY,
      JSON.stringify({ state: { cars: [{ ...camry, main: false, chosen: false }] }, version: 0 }),
    );
    await useHistoryStore.persist.rehydrate();
    expect(useHistoryStore.getState().cars[0]?.chosen).toBe(false);
  });
});
