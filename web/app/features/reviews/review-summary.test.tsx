import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { reviewViewFromUrl } from "./review-params";
import { ReviewSummary } from "./review-summary";

const summary = {
  rating: 4.2,
  count: 14,
  histogram: [
    { stars: 5, count: 8 },
    { stars: 4, count: 3 },
    { stars: 3, count: 2 },
    { stars: 2, count: 0 },
    { stars: 1, count: 1 },
  ],
};

function renderAt(query: string) {
  const params = new URLSearchParams(query);
  const router = createMemoryRouter(
    [{ path: "*", element: <ReviewSummary summary={summary} view={reviewViewFromUrl(params)} params={params} /> }],
    { initialEntries: [`/brakes/brake-pads/pads?${query}`] },
  );
  render(<RouterProvider router={router} />);
}

describe("the rating histogram", () => {
  test("shows the average and the count, and each star row with reviews is a filter", () => {
    renderAt("sort=helpful");
    expect(screen.getByText("4.2")).toBeTruthy();
    expect(screen.getByText("Based on 14 reviews")).toBeTruthy();
    const five = screen.getByRole("link", { name: "5 star 8 reviews: show only these" });
    expect(five.getAttribute("href")).toBe("/brakes/brake-pads/pads?sort=helpful&stars=5");
    expect(screen.getByRole("link", { name: "1 star 1 reviews: show only these" })).toBeTruthy();
  });

  test("a row without reviews is not a link", () => {
    renderAt("");
    const rows = within(screen.getByRole("list", { name: "Reviews by stars" })).getAllByRole("listitem");
    expect(rows).toHaveLength(5);
    expect(within(rows[3] as HTMLElement).queryByRole("link")).toBeNull();
    expect(rows[3]?.textContent).toContain("2 star");
  });

  test("the chosen row is marked and leads back to all reviews, keeping page 1", () => {
    renderAt("stars=4&page=2");
    const four = screen.getByRole("link", { name: "4 star 3 reviews, shown: show all reviews" });
    expect(four.getAttribute("aria-current")).toBe("true");
    expect(four.getAttribute("href")).toBe("/brakes/brake-pads/pads");
  });
});
