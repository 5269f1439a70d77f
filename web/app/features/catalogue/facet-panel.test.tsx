import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { FacetPanel, type ListingFacets } from "./facet-panel";

/**
 * A listing's facets, as a shopper and a screen reader get them. (jsdom names a link by its text
 * without spaces between its parts: "Kestrel12".)
 */
const facets: ListingFacets = {
  type: [{ value: "brake-pads", label: "Brake Pads", count: 1_204 }],
  fitment: [],
  rating: [
    { value: "4", label: "4 stars & up", count: 40 },
    { value: "3", label: "3 stars & up", count: 55 },
  ],
  brand: [
    { value: "kestrel", label: "Kestrel", count: 12 },
    { value: "stop-line", label: `Stop<b>line</b> "Pro"`, count: 3 },
    { value: "empty", label: "Nobody", count: 0 },
  ],
  hidden: { brand: 31 },
};

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: "*", element: <FacetPanel facets={facets} showType /> }], {
    initialEntries: [url],
  });
  return render(<RouterProvider router={router} />);
}

describe("a listing's facets", () => {
  test("each value is a checkbox-like link that turns its filter on or off, back to page 1", () => {
    renderAt("/brakes?brand=kestrel&page=3");
    const kestrel = screen.getByRole("checkbox", { name: "Kestrel12" });
    expect(kestrel.getAttribute("aria-checked")).toBe("true");
    expect(kestrel.getAttribute("href")).toBe("/brakes?");
    const pads = screen.getByRole("checkbox", { name: "Brake Pads1,204" });
    expect(pads.getAttribute("aria-checked")).toBe("false");
    expect(pads.getAttribute("href")).toBe("/brakes?brand=kestrel&type=brake-pads");
    expect(pads.hasAttribute("data-keep-scroll")).toBe(true);
  });

  test("a rating is one choice: choosing another replaces it, choosing it again clears it", () => {
    renderAt("/brakes?rating=4");
    const four = screen.getByRole("checkbox", { name: "4 stars & up40" });
    expect(four.getAttribute("aria-checked")).toBe("true");
    expect(four.getAttribute("href")).toBe("/brakes?");
    expect(screen.getByRole("checkbox", { name: "3 stars & up55" }).getAttribute("href")).toBe("/brakes?rating=3");
  });

  test("a value with no parts is disabled; a label is text, never markup; the cut list offers the rest", () => {
    const { container } = renderAt("/brakes");
    expect(screen.getByRole("checkbox", { name: "Nobody0" }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("checkbox", { name: `Stop<b>line</b> "Pro"3` })).toBeDefined();
    expect(container.querySelector("fieldset b")).toBeNull();
    expect(screen.getByRole("link", { name: "Show all 34 brands" }).getAttribute("href")).toBe("/brakes?show=brand");
  });
});
