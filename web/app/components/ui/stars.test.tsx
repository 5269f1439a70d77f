import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { starFill } from "./star-rating";
import { Stars } from "./stars";

/** The rule five separate star icons followed: full from a quarter below, half from three quarters below. */
const perStar = (rating: number) =>
  [1, 2, 3, 4, 5].map((i) => (rating >= i - 0.25 ? "full" : rating >= i - 0.75 ? "half" : "empty"));

describe("Stars", () => {
  test("a rating is one image named for screen readers, drawing the row of its stars", () => {
    render(<Stars rating={4.3} count={1284} />);
    const stars = screen.getByRole("img", { name: "Rated 4.3 out of 5" });
    expect(stars.querySelectorAll("*")).toHaveLength(1);
    expect(stars.querySelector("use")?.getAttribute("href")).toMatch(/^\/assets\/icons-\w+\.svg#stars-4-half$/);
    expect(screen.getByText("(1,284)")).toBeDefined();
  });

  test("a part without reviews says so instead of showing empty stars", () => {
    render(<Stars rating={0} count={0} />);
    expect(screen.getByText("No reviews yet")).toBeDefined();
    expect(screen.queryByRole("img")).toBeNull();
  });

  test("every rating fills the same stars as the five separate star icons did", () => {
    for (let tenths = 0; tenths <= 50; tenths++) {
      const rating = tenths / 10;
      const { full, half } = starFill(rating);
      const drawn = [1, 2, 3, 4, 5].map((i) => (i <= full ? "full" : i === full + 1 && half ? "half" : "empty"));
      expect(drawn, `rating ${rating}`).toEqual(perStar(rating));
    }
  });
});
