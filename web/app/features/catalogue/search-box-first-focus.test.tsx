import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { expect, test } from "vitest";
import {
  brakesAnswer,
  renderShop,
  requestFor,
  searchField,
  setUpSearchBoxTests,
  stubSuggestionsApi,
} from "./search-box.test-setup";

setUpSearchBoxTests();

// Its own file: the suggestions' code loads once per page, and this is its first load.
test("text typed before the suggestions' code arrives is kept, focused, and its suggestions show", async () => {
  const requests = stubSuggestionsApi();
  renderShop("/");
  const plainField = searchField();
  fireEvent.focus(plainField);
  fireEvent.change(plainField, { target: { value: "brake" } });
  await waitFor(() => expect(searchField()).not.toBe(plainField), { timeout: 5000 });
  expect(searchField().value).toBe("brake");
  expect(document.activeElement).toBe(searchField());
  const request = await requestFor(requests, "brake");
  act(() => request.answer(brakesAnswer));
  await screen.findByRole("option", { name: /Brake Pads/ });
  expect(screen.getAllByRole("option")[0]?.textContent).toBe("Search for “brake”");
});
