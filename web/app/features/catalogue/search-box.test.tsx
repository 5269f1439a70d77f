import type { SearchResponse } from "@pitstop/contract/catalogue";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, expect, test, vi } from "vitest";
import { SearchBox, toSuggestions } from "./search-box";

// jsdom does not know the HTML <search> element yet; React warns about it. Every other
// console.error still fails the test (test/setup.ts).
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (args.map(String).join(" ").includes("is unrecognized in this browser")) return;
    throw new Error(`console.error called: ${args.map(String).join(" ")}`);
  });
});

function renderAt(url: string) {
  const fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  const router = createMemoryRouter([{ path: "*", element: <SearchBox id="q" /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return fetchMock;
}

test("on /search the box keeps the query that was searched for, without asking for suggestions", () => {
  const fetchMock = renderAt("/search?q=brake%20pads");
  expect(screen.getByRole("combobox", { name: "Search parts" })).toHaveProperty("value", "brake pads");
  expect(fetchMock).not.toHaveBeenCalled();
});

test("elsewhere the box starts empty", () => {
  renderAt("/brakes?q=brake");
  expect(screen.getByRole("combobox", { name: "Search parts" })).toHaveProperty("value", "");
});

test("brands the API names are offered as suggestions", () => {
  const answer: SearchResponse = {
    products: [],
    categories: [],
    brands: [{ slug: "halvorsen", name: "Halvorsen Brake Co.", path: "/search?q=Halvorsen%20Brake%20Co." }],
    vehicles: [],
    vehicle: null,
  };
  expect(toSuggestions("halv", answer).map((s) => [s.kind, s.label, s.path])).toEqual([
    ["search", "Search for “halv”", "/search?q=halv"],
    ["brand", "Halvorsen Brake Co.", "/search?q=Halvorsen%20Brake%20Co."],
  ]);
});
