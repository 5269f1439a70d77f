import type { SearchResponse } from "@pitstop/contract/catalogue";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import {
  brakesAnswer,
  focusSearch,
  nothingFound,
  renderShop,
  requestFor,
  searchField,
  setUpSearchBoxTests,
  stubSuggestionsApi,
} from "./search-box.test-setup";
import { toSuggestions } from "./search-suggestions";

setUpSearchBoxTests();

const rows = () => screen.queryAllByRole("option").map((o) => o.textContent);
const highlighted = () => {
  const id = searchField().getAttribute("aria-activedescendant");
  return id ? document.getElementById(id)?.textContent : null;
};
const address = (router: ReturnType<typeof renderShop>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** Types `text` and answers its suggestions request with `answer`, then waits for the list. */
async function typeAndAnswer(user: ReturnType<typeof userEvent.setup>, text: string, answer = brakesAnswer) {
  const requests = stubSuggestionsApi();
  await focusSearch(user);
  await user.keyboard(text);
  const request = await requestFor(requests, text);
  act(() => request.answer(answer));
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
  test("its first row searches for the text as typed, also while the answer to an earlier keystroke shows", async () => {
    const user = userEvent.setup();
    renderShop("/");
    await typeAndAnswer(user, "brake");
    expect(rows()).toEqual(["Search for “brake”", "Brakescategory", "Brake Padscategory"]);
    await user.keyboard(" pads");
    expect(rows()[0]).toBe("Search for “brake pads”");
  });

  test("is no dialog: while it is open the field keeps its name and the page under it stays in reach", async () => {
    const user = userEvent.setup();
    renderShop("/");
    await typeAndAnswer(user, "brake");
    expect(searchField().getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("heading", { name: "Home" })).toBeDefined();
  });

  test("Enter searches for the text as typed and closes the list", async () => {
    const user = userEvent.setup();
    const router = renderShop("/");
    await typeAndAnswer(user, "brake");
    await user.keyboard(" pads{Enter}");
    await screen.findByRole("heading", { name: "Results" });
    expect(address(router)).toBe("/search?q=brake%20pads");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(searchField().getAttribute("aria-expanded")).toBe("false");
    expect(searchField().value).toBe("brake pads");
  });

  test("an answer that arrives after Enter opens the list neither over the page nor over the results", async () => {
    const requests = stubSuggestionsApi();
    let resultsArrive = () => {};
    const results = new Promise<null>((resolve) => {
      resultsArrive = () => resolve(null);
    });
    const user = userEvent.setup();
    const router = renderShop("/", { results });
    await focusSearch(user);
    await user.keyboard("brake pads");
    const request = await requestFor(requests, "brake pads");
    await user.keyboard("{Enter}");
    // The suggestions answer first, while the results page is still on its way.
    await act(async () => request.answer(brakesAnswer));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("listbox")).toBeNull();
    act(() => resultsArrive());
    await screen.findByRole("heading", { name: "Results" });
    expect(address(router)).toBe("/search?q=brake%20pads");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(searchField().getAttribute("aria-expanded")).toBe("false");
  });

  test("on the results it stays closed until the shopper types again", async () => {
    const requests = stubSuggestionsApi();
    const user = userEvent.setup();
    renderShop("/search?q=brake%20pads");
    await focusSearch(user);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(searchField().getAttribute("aria-expanded")).toBe("false");
    expect(requests).toEqual([]);
    await user.keyboard(" front");
    expect(rows()[0]).toBe("Search for “brake pads front”");
  });

  test("Escape closes the list and keeps the text", async () => {
    const user = userEvent.setup();
    renderShop("/");
    await typeAndAnswer(user, "brake");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(searchField().getAttribute("aria-expanded")).toBe("false");
    expect(searchField().value).toBe("brake");
  });

  test("arrow keys move through the rows and Enter opens the highlighted one", async () => {
    const user = userEvent.setup();
    const router = renderShop("/");
    await typeAndAnswer(user, "brake");
    expect(highlighted()).toBe("Search for “brake”");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(highlighted()).toBe("Brake Padscategory");
    await user.keyboard("{ArrowUp}");
    expect(highlighted()).toBe("Brakescategory");
    await user.keyboard("{Enter}");
    await screen.findByRole("heading", { name: "Another page" });
    expect(address(router)).toBe("/brakes");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(searchField().getAttribute("aria-expanded")).toBe("false");
  });

  test("with no row highlighted (the pointer left the list) Enter searches for the text as typed", async () => {
    const user = userEvent.setup();
    const router = renderShop("/");
    await typeAndAnswer(user, "brake");
    const brakes = screen.getByRole("option", { name: /^Brakes/ });
    // Headless UI follows a pointer that moves (screen coordinates), not one that merely is there.
    await user.pointer([
      { target: brakes, coords: { screenX: 10, screenY: 10 } },
      { target: brakes, coords: { screenX: 12, screenY: 12 } },
    ]);
    expect(highlighted()).toBe("Brakescategory");
    await user.pointer({ target: document.body, coords: { screenX: 400, screenY: 400 } });
    expect(highlighted()).toBeNull();
    await user.keyboard("{Enter}");
    await screen.findByRole("heading", { name: "Results" });
    expect(address(router)).toBe("/search?q=brake");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  test("typing after moving through the rows highlights the first row again, so Enter searches the new text", async () => {
    const user = userEvent.setup();
    const router = renderShop("/");
    await typeAndAnswer(user, "brake");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(highlighted()).toBe("Brake Padscategory");
    await user.keyboard(" rotor");
    expect(highlighted()).toBe("Search for “brake rotor”");
    await user.keyboard("{Enter}");
    await screen.findByRole("heading", { name: "Results" });
    expect(address(router)).toBe("/search?q=brake%20rotor");
  });

  test("a click on a suggestion opens it and closes the list", async () => {
    const user = userEvent.setup();
    const router = renderShop("/");
    await typeAndAnswer(user, "brake");
    await user.click(screen.getByRole("option", { name: /Brake Pads/ }));
    await screen.findByRole("heading", { name: "Another page" });
    expect(address(router)).toBe("/brakes/brake-pads");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(searchField().getAttribute("aria-expanded")).toBe("false");
  });

  test("a route change it did not make (the back button) closes it, and the field keeps the focus", async () => {
    const user = userEvent.setup();
    const router = renderShop("/");
    await act(() => router.navigate("/brakes"));
    await typeAndAnswer(user, "brake");
    await act(() => router.navigate(-1));
    await screen.findByRole("heading", { name: "Home" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(searchField().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(searchField());
  });
});
