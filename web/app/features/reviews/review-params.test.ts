import { describe, expect, test } from "vitest";
import { reviewApiQuery, reviewViewFromUrl, reviewViewLink } from "./review-params";

const params = (query: string) => new URLSearchParams(query);

describe("a product page's review list in the URL", () => {
  test("reads sort, stars, owners and page", () => {
    expect(reviewViewFromUrl(params("sort=helpful&stars=4&owners=1&page=3"))).toEqual({
      sort: "helpful",
      stars: 4,
      owners: true,
      page: 3,
    });
  });

  test("leaves out what a hand-edited URL cannot mean instead of failing", () => {
    expect(reviewViewFromUrl(params("sort=cheapest&stars=9&owners=yes&page=-2"))).toEqual({
      sort: "newest",
      stars: null,
      owners: false,
      page: 1,
    });
    expect(reviewViewFromUrl(params("stars=0&page=99999")).stars).toBeNull();
    expect(reviewViewFromUrl(params("page=99999")).page).toBe(1);
  });

  test("a histogram row keeps the sort and the car filter and starts again at page 1", () => {
    expect(reviewViewLink(params("sort=lowest&owners=1&page=4"), { stars: 2 })).toBe("?sort=lowest&owners=1&stars=2");
  });

  test("choosing the chosen row again, or the default sort, leaves the URL clean", () => {
    expect(reviewViewLink(params("stars=5"), { stars: null })).toBe("?");
    expect(reviewViewLink(params("sort=helpful&stars=3"), { sort: "newest" })).toBe("?stars=3");
  });

  test("the next page keeps everything else", () => {
    expect(reviewViewLink(params("sort=highest&stars=5"), { page: 2 })).toBe("?sort=highest&stars=5&page=2");
  });

  test("the API hears owners only with a vehicle", () => {
    const view = { sort: "helpful" as const, page: 2, stars: 5, owners: true };
    expect(reviewApiQuery(view, null)).toBe("sort=helpful&page=2&stars=5");
    expect(reviewApiQuery(view, "toyota-camry-2018||")).toBe(
      "sort=helpful&page=2&stars=5&vehicle=toyota-camry-2018%7C%7C&owners=1",
    );
  });
});
