import type { FacetValue } from "@pitstop/contract/catalogue";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { camry2018 } from "~/test-support/test-user";
import type { CardProduct } from "./product-card";
import { type SearchResults, SearchResultsView } from "./search-results";

// The shop's test Camry, as the API names a vehicle an answer is for.
const { main: _main, ...camry } = camry2018;

const card = (id: number): CardProduct => ({
  id,
  path: `/brakes/brake-pads/pad-${id}`,
  title: `Ceramic Brake Pad Set ${id}`,
  brand: { name: "Stopline" },
  price: 40,
  shipping: 0,
  rating: 4.5,
  review_count: 12,
  qty: 9,
  image_url: null,
  universal: false,
  fit: { state: "fits", position: "Front", note: null, question: null },
});

const facet = (value: string, count: number): FacetValue => ({ value, label: value, count });

const found: SearchResults = {
  query: "brkae pdas",
  products: [card(1), card(2)],
  total: 54,
  total_capped: false,
  page: 1,
  pages: 3,
  sort: "relevance",
  fits_vehicle: camry,
  only_fits: true,
  facets: {
    category: [facet("brakes", 49)],
    type: [facet("brake-pads", 49)],
    brand: [facet("stopline", 20)],
    rating: [facet("4", 40)],
    fitment: [facet("direct", 54)],
    engine: [],
    trim: [],
  },
  understood: {
    corrections: [
      { typed: "brkae", read: "brake" },
      { typed: "pdas", read: "pads" },
    ],
    vehicle: null,
    model: null,
    engine: null,
    ignored: [],
  },
  links: [{ label: "Brake Pads for 2018 Toyota Camry", path: "/toyota-camry-2018-accessories/brakes/brake-pads" }],
  model_years: [],
  make_models: null,
  did_you_mean: null,
  suggested_categories: [],
  breadcrumbs: [
    { label: "Home", path: "/" },
    { label: "Search: brkae pdas", path: "/search?q=brkae%20pdas" },
  ],
};

const nothing: SearchResults = {
  ...found,
  query: "xbrakez padqz",
  products: [],
  total: 0,
  pages: 1,
  facets: { category: [], type: [], brand: [], rating: [], fitment: [], engine: [], trim: [] },
  understood: { ...found.understood, corrections: [], ignored: ["xbrakez", "padqz"] },
  links: [],
  did_you_mean: "brake pad",
  suggested_categories: [{ label: "Brake Pads", path: "/brakes/brake-pads" }],
};

function renderAt(url: string, results: SearchResults) {
  const router = createMemoryRouter([{ path: "/search", element: <SearchResultsView results={results} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

describe("the search results page", () => {
  test("the heading counts the parts for the query as read, and says what was typed", () => {
    renderAt("/search?q=brkae+pdas", found);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("54 parts for “brake pads”");
    expect(screen.getByText(/you typed/).textContent).toBe("Showing results for brake pads (you typed brkae pdas)");
  });

  test("a card per part with the fit answer for the list's vehicle, and the direct link on top", () => {
    renderAt("/search?q=brkae+pdas", found);
    expect(screen.getAllByText("Fits the 2018 Toyota Camry · Front")).toHaveLength(2);
    const link = within(screen.getByRole("navigation", { name: "Go straight to" })).getByRole("link");
    expect(link.textContent).toBe("Brake Pads for 2018 Toyota Camry");
    expect(link.getAttribute("href")).toBe("/toyota-camry-2018-accessories/brakes/brake-pads");
  });

  test("the only-fits switch is on with a car active; it turns off with fits=0, back to page 1", () => {
    renderAt("/search?q=brkae+pdas&page=2", { ...found, page: 2 });
    const on = screen.getByRole("switch", { name: "Only parts that fit my 2018 Toyota Camry" });
    expect(on.getAttribute("aria-checked")).toBe("true");
    expect(on.getAttribute("href")).toBe("/search?q=brkae+pdas&fits=0");
  });

  test("the switch, off, turns on again by leaving fits out", () => {
    renderAt("/search?q=brkae+pdas&fits=0", { ...found, only_fits: false, total: 175, pages: 8 });
    const off = screen.getByRole("switch", { name: "Only parts that fit my 2018 Toyota Camry" });
    expect(off.getAttribute("aria-checked")).toBe("false");
    expect(off.getAttribute("href")).toBe("/search?q=brkae+pdas");
  });

  test("no switch when the query names the car: the list is always for it", () => {
    renderAt("/search?q=2018+camry+pads", {
      ...found,
      understood: { ...found.understood, corrections: [], vehicle: camry },
    });
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.getByText(/named in/).textContent).toBe("Parts for the 2018 Toyota Camry, named in your search");
  });

  test("nothing found: says so, what was left out, a spelling to try and categories to browse", () => {
    renderAt("/search?q=xbrakez+padqz", nothing);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("No parts found for “xbrakez padqz”");
    expect(screen.getByText(/^Left out/).textContent).toBe("Left out “xbrakez”, “padqz”: no part matched them.");
    expect(screen.getByRole("link", { name: "brake pad" }).getAttribute("href")).toBe("/search?q=brake%20pad");
    const browse = screen.getByRole("region", { name: "Browse instead" });
    expect(within(browse).getByRole("link", { name: "Brake Pads" }).getAttribute("href")).toBe("/brakes/brake-pads");
    expect(screen.queryByRole("link", { name: /any vehicle/ })).toBeNull();
  });

  test("nothing for the car, every word read: offers parts for any vehicle", () => {
    renderAt("/search?q=tow+hitch", {
      ...nothing,
      query: "tow hitch",
      understood: { ...nothing.understood, ignored: [] },
      did_you_mean: null,
    });
    expect(screen.getByRole("link", { name: /any vehicle/ }).getAttribute("href")).toBe("/search?q=tow+hitch&fits=0");
  });

  test("a model named alone: which year is yours, each year a link to its vehicle page, newest first", () => {
    const year = (y: number) => ({
      id: y,
      year: String(y),
      make: "Ford",
      model: "F-150",
      slug: `ford-f-150-${y}`,
      path: `/ford-f-150-${y}-accessories`,
    });
    renderAt("/search?q=f150", {
      ...nothing,
      query: "f150",
      understood: { ...nothing.understood, ignored: [], model: { make: "Ford", model: "F-150" } },
      did_you_mean: null,
      suggested_categories: [],
      model_years: [year(2026), year(2025), year(2018)],
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Which Ford F-150 is yours?");
    const years = within(screen.getByRole("navigation", { name: "Ford F-150 model years" })).getAllByRole("link");
    expect(years.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["2026", "/ford-f-150-2026-accessories"],
      ["2025", "/ford-f-150-2025-accessories"],
      ["2018", "/ford-f-150-2018-accessories"],
    ]);
    expect(screen.getByRole("link", { name: "2018 Ford F-150" })).toBeTruthy();
    expect(screen.queryByText(/No parts found/)).toBeNull();
  });

  test("a make named alone: which model is yours, each a search for it", () => {
    renderAt("/search?q=toyota", {
      ...nothing,
      query: "toyota",
      understood: { ...nothing.understood, ignored: [] },
      did_you_mean: null,
      suggested_categories: [],
      make_models: {
        make: "Toyota",
        models: [
          { label: "4Runner", path: "/search?q=Toyota%204Runner" },
          { label: "Camry", path: "/search?q=Toyota%20Camry" },
        ],
      },
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Which Toyota is yours?");
    const models = within(screen.getByRole("navigation", { name: "Toyota models" })).getAllByRole("link");
    expect(models.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["4Runner", "/search?q=Toyota%204Runner"],
      ["Camry", "/search?q=Toyota%20Camry"],
    ]);
    expect(screen.getByRole("link", { name: "Toyota Camry" })).toBeTruthy();
  });
});
