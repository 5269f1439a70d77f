import type { SearchResponse } from "@pitstop/contract/catalogue";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { toSuggestions } from "./search-box";
import {
  allowTheSearchElement,
  brakesAnswer,
  focusSearch,
  nothingFound,
  renderShop,
  searchField,
  stubSuggestionsApi,
} from "./search-box.test-setup";

allowTheSearchElement();

/** Types `text` and answers its suggestions request with `answer`, then waits for the list. */
async function typeAndAnswer(user: ReturnType<typeof userEvent.setup>, text: string, answer = brakesAnswer) {
  const requests = stubSuggestionsApi();
  await focusSearch(user);
  await user.keyboard(text);
  await waitFor(() => expect(requests.map((r) => r.q)).toEqual([text]));
  act(() => requests[0]?.answer(answer));
  await screen.findByRole("option", { name: /Brake Pads/ });
  return requests;
}

test("on /search the box keeps the query that was searched for, without asking for suggestions", () => {
  const requests = stubSuggestionsApi();
  renderShop("/search?q=brake%20pads");
  expect(searchField()).toHaveProperty("value", "brake pads");
  expect(requests).toEqual([]);
});

test("elsewhere the box starts empty", () => {
  stubSuggestionsApi();
  renderShop("/brakes?q=brake");
  expect(searchField()).toHaveProperty("value", "");
});

test("brands the API names are offered as suggestions", () => {
  const answer: SearchResponse = {
    ...nothingFound,
    brands: [{ slug: "halvorsen", name: "Halvorsen Brake Co.", path: "/search?q=Halvorsen%20Brake%20Co." }],
  };
  expect(toSuggestions("halv", answer).map((s) => [s.kind, s.label, s.path])).toEqual([
    ["search", "Search for “halv”", "/search?q=halv"],
    ["brand", "Halvorsen Brake Co.", "/search?q=Halvorsen%20Brake%20Co."],
  ]);
});

describe("the header's suggestions list", () => {
  test("is no dialog: while it is open the field keeps its name and the page under it stays in reach", async () => {
    const user = userEvent.setup();
    renderShop("/");
    await typeAndAnswer(user, "brake");
    expect(searchField().getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("heading", { name: "Home" })).toBeDefined();
  });
});
