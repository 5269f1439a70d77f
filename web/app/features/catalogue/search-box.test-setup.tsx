import type { SearchResponse } from "@pitstop/contract/catalogue";
import { render, screen, waitFor } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { beforeAll, beforeEach, expect, vi } from "vitest";
import { SearchBox } from "./search-box";

/** For the header search's component tests: the API at the network boundary and a small shop around the box. */

export function setUpSearchBoxTests() {
  // The suggestions' code is compiled once, before the tests, so that its first load in a test
  // (on focus, as in the shop) takes milliseconds, not the seconds of a cold compile.
  beforeAll(() => import("./search-box-popup"), 30_000);
  // jsdom does not know the HTML <search> element yet; React warns about it. Every other
  // console.error still fails the test (test/setup.ts).
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      if (args.map(String).join(" ").includes("is unrecognized in this browser")) return;
      throw new Error(`console.error called: ${args.map(String).join(" ")}`);
    });
  });
}

export const nothingFound: SearchResponse = { products: [], categories: [], brands: [], vehicles: [], vehicle: null };
export const brakesAnswer: SearchResponse = {
  ...nothingFound,
  categories: [
    { slug: "brakes", name: "Brakes", path: "/brakes" },
    { slug: "brake-pads", name: "Brake Pads", path: "/brakes/brake-pads" },
  ],
};

export type SuggestionRequest = { q: string; answer: (body: SearchResponse) => void };

/**
 * Each suggestions request waits until the test answers it, as on a slow network; an aborted one
 * fails as the browser's fetch does.
 */
export function stubSuggestionsApi(): SuggestionRequest[] {
  const requests: SuggestionRequest[] = [];
  const fetchMock = vi.fn(
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init?.signal;
        signal?.addEventListener("abort", () => reject(new DOMException("The request was aborted", "AbortError")));
        requests.push({
          q: new URL(String(input), "http://shop.test").searchParams.get("q") ?? "",
          answer: (body) =>
            resolve(
              new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }),
            ),
        });
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return requests;
}

/**
 * The request for `q`, once the box has sent it. A slow machine may send some for the text of
 * earlier keystrokes too (more than 200 ms between two keys): those are aborted.
 */
export async function requestFor(requests: SuggestionRequest[], q: string): Promise<SuggestionRequest> {
  let found: SuggestionRequest | undefined;
  await waitFor(() => {
    found = requests.find((r) => r.q === q);
    expect(found).toBeDefined();
  });
  if (!found) throw new Error(`no suggestions request for ${q}`);
  return found;
}

function Frame() {
  return (
    <>
      <header>
        <SearchBox id="q" />
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

/** The header over a page; the results page's data waits for `results` when it is given. */
export function renderShop(url: string, options: { results?: Promise<unknown> } = {}) {
  const { results } = options;
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: <Frame />,
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: "search", loader: results ? () => results : undefined, element: <h1>Results</h1> },
          { path: "*", element: <h1>Another page</h1> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

export const searchField = () => screen.getByRole<HTMLInputElement>("combobox", { name: "Search parts" });

/** Focuses the field and waits for the suggestions' code, which takes it over (loaded on first focus). */
export async function focusSearch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(searchField());
  await waitFor(() => expect(searchField().hasAttribute("data-headlessui-state")).toBe(true), { timeout: 5000 });
  await waitFor(() => expect(document.activeElement).toBe(searchField()));
}
