import { describe, expect, test } from "vitest";
import { clearFilters, filterRequestFromUrl, setParam, toggleParam } from "./catalogue-params";

describe("catalogue state in the URL", () => {
  test("the URL becomes the filter request with the spec's field names", () => {
    const params = new URLSearchParams("sort=price-asc&type=brake-pads&brand=a&brand=b&fitment=direct&rating=4&page=3");
    expect(filterRequestFromUrl("brakes", params, "toyota-camry-2018")).toEqual({
      slug: "brakes",
      "SORT BY": "price-asc",
      TYPE: ["brake-pads"],
      FITMENT: ["direct"],
      RATING: 4,
      BRAND: ["a", "b"],
      page: 3,
      vehicle: "toyota-camry-2018",
    });
  });

  test("defaults: featured, page 1, no filters", () => {
    expect(filterRequestFromUrl("brakes", new URLSearchParams(), null)).toMatchObject({
      "SORT BY": "featured",
      page: 1,
      TYPE: [],
      RATING: null,
    });
  });

  test("fits=0 in the URL asks for every vehicle's parts; without it the list narrows to the car", () => {
    const all = filterRequestFromUrl("filters/oil-filters", new URLSearchParams("fits=0"), "toyota-camry-2018");
    expect(all.fits).toBe("0");
    const narrowed = filterRequestFromUrl("filters/oil-filters", new URLSearchParams(), "toyota-camry-2018");
    expect(narrowed).not.toHaveProperty("fits");
  });

  test("clearing filters keeps the fit switch off", () => {
    expect(clearFilters(new URLSearchParams("fits=0&brand=a"))).toBe("fits=0");
  });

  test("toggling a filter adds or removes it and returns to page 1", () => {
    const params = new URLSearchParams("brand=a&page=4");
    expect(toggleParam(params, "brand", "b")).toBe("brand=a&brand=b");
    expect(toggleParam(new URLSearchParams("brand=a&brand=b"), "brand", "a")).toBe("brand=b");
  });

  test("changing the sort keeps filters but not the page; paging keeps everything", () => {
    expect(setParam(new URLSearchParams("brand=a&page=2"), "sort", "name")).toBe("brand=a&sort=name");
    expect(setParam(new URLSearchParams("brand=a"), "page", "2")).toBe("brand=a&page=2");
  });

  test("clearing filters keeps the sort", () => {
    expect(clearFilters(new URLSearchParams("sort=name&brand=a&type=b&rating=3&page=2"))).toBe("sort=name");
  });
});
