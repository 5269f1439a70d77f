import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { cutFacets, FACET_VALUES_SHOWN } from "./facet-cut";
import { FacetPanel } from "./facet-panel";

/** A long facet reaches the page cut to what it shows; "Show all" is a link that asks for the rest. */
const values = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ value: `${prefix}-${i}`, label: `${prefix} ${i}`, count: 100 - i }));
const FACETS = {
  type: values("type", 30),
  brand: values("brand", 12),
  rating: values("rating", 4),
  fitment: values("fitment", 2),
};

describe("cutting long facets in the loader", () => {
  test("the first values and any chosen one further down, with how many were left out", () => {
    const cut = cutFacets(FACETS, new URLSearchParams("brand=brand-11&type=type-2"));
    expect(cut.type.map((v) => v.value)).toEqual(FACETS.type.slice(0, FACET_VALUES_SHOWN).map((v) => v.value));
    expect(cut.brand.map((v) => v.value)).toEqual([...FACETS.brand.slice(0, 8).map((v) => v.value), "brand-11"]);
    expect(cut.hidden).toEqual({ type: 22, brand: 3 });
    // Short facets and the ones not cut are passed as they are.
    expect(cut.rating).toBe(FACETS.rating);
    expect(cut.fitment).toBe(FACETS.fitment);
  });

  test("?show=brand keeps every brand, and says nothing is hidden there", () => {
    const cut = cutFacets(FACETS, new URLSearchParams("show=brand"));
    expect(cut.brand).toHaveLength(12);
    expect(cut.hidden).toEqual({ type: 22 });
  });
});

describe("the facet panel", () => {
  function renderAt(url: string) {
    const params = new URL(url, "http://shop.test").searchParams;
    const router = createMemoryRouter(
      [{ path: "*", element: <FacetPanel facets={cutFacets(FACETS, params)} showType /> }],
      { initialEntries: [url] },
    );
    render(<RouterProvider router={router} />);
  }

  test("'Show all' names the whole count and links to the same list with every value, filters and page kept", () => {
    renderAt("/honda-pilot-2017-accessories?brand=brand-1&page=2");
    expect(screen.getAllByRole("checkbox", { name: /^type / })).toHaveLength(8);
    const all = screen.getByRole("link", { name: "Show all 30 part types" });
    expect(all.getAttribute("href")).toBe("/honda-pilot-2017-accessories?brand=brand-1&page=2&show=type");
    expect(all.hasAttribute("data-keep-scroll")).toBe(true);
    expect(screen.getByRole("link", { name: "Show all 12 brands" }).getAttribute("href")).toBe(
      "/honda-pilot-2017-accessories?brand=brand-1&page=2&show=brand",
    );
  });

  test("with every value asked for, all are listed and no 'Show all' is left", () => {
    renderAt("/honda-pilot-2017-accessories?show=type");
    expect(screen.getAllByRole("checkbox", { name: /^type / })).toHaveLength(30);
    expect(screen.queryByRole("link", { name: /part types$/ })).toBeNull();
    // A filter chosen from the long list keeps it long.
    // (a value is named by its label and count: "type 11", 89)
    const eleventh = screen.getByRole("checkbox", { name: /^type 11\s*89$/ });
    expect(eleventh.getAttribute("href")).toContain("show=type");
  });
});
