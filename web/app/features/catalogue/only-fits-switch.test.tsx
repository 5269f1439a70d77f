import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { camry2018 } from "~/test-support/test-user";
import { allPartsLabel, OnlyFitsSwitch } from "./only-fits-switch";

const { main: _main, ...camry } = camry2018;
const configured = { ...camry, engine: "2.5L 4-cyl" };

function renderAt(url: string, node: React.ReactNode) {
  const router = createMemoryRouter([{ path: "*", element: node }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

describe("one fit switch on every list", () => {
  test("on: names the car with its engine, and 'Show all' turns it off with fits=0, back to page 1", () => {
    renderAt(
      "/filters/oil-filters?brand=kestrel&page=2",
      <OnlyFitsSwitch vehicle={configured} on showAll="Show all 121 oil filters" />,
    );
    const on = screen.getByRole("switch", { name: "Only parts that fit my 2018 Toyota Camry 2.5L 4-cyl" });
    expect(on.getAttribute("aria-checked")).toBe("true");
    expect(on.getAttribute("href")).toBe("/filters/oil-filters?brand=kestrel&fits=0");
    const all = screen.getByRole("link", { name: "Show all 121 oil filters" });
    expect(all.getAttribute("href")).toBe("/filters/oil-filters?brand=kestrel&fits=0");
  });

  test("off: turns on again by leaving fits out; no 'Show all' while everything is shown", () => {
    renderAt("/filters/oil-filters?fits=0", <OnlyFitsSwitch vehicle={configured} on={false} showAll={null} />);
    const off = screen.getByRole("switch", { name: "Only parts that fit my 2018 Toyota Camry 2.5L 4-cyl" });
    expect(off.getAttribute("aria-checked")).toBe("false");
    expect(off.getAttribute("href")).toBe("/filters/oil-filters");
    expect(screen.queryByRole("link", { name: /^Show all/ })).toBeNull();
  });

  test.each([
    [{ type: { name: "Oil Filters" }, category: { name: "Filters" }, brand: null }, "Show all 121 oil filters"],
    [{ type: null, category: { name: "Brakes" }, brand: null }, "Show all 121 parts in Brakes"],
    [{ type: null, category: null, brand: { name: "Stopline" } }, "Show all 121 Stopline parts"],
  ])("'Show all' names what the page lists: %o", (context, label) => {
    expect(allPartsLabel(121, context)).toBe(label);
  });

  test("a large count is written with its thousands", () => {
    expect(allPartsLabel(1250, { type: null, category: { name: "Brakes" }, brand: null })).toBe(
      "Show all 1,250 parts in Brakes",
    );
  });
});
