import { act, render } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import { useHistoryStore } from "~/lib/active-vehicle/history-store";
import { RememberVehicle } from "./remember-vehicle";

const camry = { id: 9956, year: "2018", make: "Toyota", model: "Camry", slug: "toyota-camry-2018" };
const civic = { id: 4410, year: "2019", make: "Honda", model: "Civic", slug: "honda-civic-2019" };

describe("a visited vehicle page goes into the device history", () => {
  beforeEach(async () => {
    localStorage.clear();
    await useHistoryStore.persist.rehydrate();
    useHistoryStore.setState({ cars: [] });
  });

  test("the page's car is added once, as a viewed car: the car being shopped for stays main", () => {
    useHistoryStore.getState().choose(civic);
    const page = render(<RememberVehicle vehicle={camry} />);
    page.rerender(<RememberVehicle vehicle={{ ...camry }} />);
    expect(useHistoryStore.getState().cars.map((c) => [c.slug, c.main, c.chosen])).toEqual([
      ["toyota-camry-2018", false, false],
      ["honda-civic-2019", true, true],
    ]);
  });

  test("removing the car while on its page does not bring it back when the page's data reloads", () => {
    const page = render(<RememberVehicle vehicle={camry} />);
    act(() => useHistoryStore.getState().remove(camry.slug));
    // Removing the active car changes the active vehicle, so the page's loader runs again and the
    // route renders with a new, equal vehicle object.
    page.rerender(<RememberVehicle vehicle={{ ...camry }} />);
    expect(useHistoryStore.getState().cars).toEqual([]);
  });

  test("moving to another car's page adds that car", () => {
    const page = render(<RememberVehicle vehicle={camry} />);
    page.rerender(<RememberVehicle vehicle={civic} />);
    expect(useHistoryStore.getState().cars.map((c) => c.slug)).toEqual(["honda-civic-2019", "toyota-camry-2018"]);
  });
});
