import { describe, expect, test } from "vitest";
import { correctedQuery, headingQuery, isSearchSort, searchResultsQuery } from "./search-params";

describe("the results page's state in the URL", () => {
  test("the page's URL becomes the API's query: repeated filters as comma lists, the active vehicle, fits=0", () => {
    const params = new URLSearchParams(
      "q=%20brake%20pads%20&sort=price-asc&page=2&category=brakes&brand=a&brand=b&type=brake-pads&rating=4&fitment=direct&fits=0",
    );
    expect(Object.fromEntries(new URLSearchParams(searchResultsQuery(params, "toyota-camry-2018")))).toEqual({
      q: "brake pads",
      sort: "price-asc",
      page: "2",
      rating: "4",
      category: "brakes",
      type: "brake-pads",
      brand: "a,b",
      fitment: "direct",
      vehicle: "toyota-camry-2018",
      fits: "0",
    });
  });

  test("by default: only the query; fits is on unless the URL says 0", () => {
    expect(searchResultsQuery(new URLSearchParams("q=brake&fits=1"), null)).toBe("q=brake");
  });

  test("the sorts are the results' own: relevance, not the catalogue's featured", () => {
    expect(isSearchSort("relevance")).toBe(true);
    expect(isSearchSort("price-desc")).toBe(true);
    expect(isSearchSort("featured")).toBe(false);
  });

  test("the corrected query replaces each word typed with the word it was read as", () => {
    const corrections = [
      { typed: "brkae", read: "brake" },
      { typed: "pdas", read: "pads" },
    ];
    expect(correctedQuery("Brkae pdas 2018 camry", corrections)).toBe("brake pads 2018 camry");
    expect(correctedQuery("brake pads", [])).toBeNull();
  });

  test("the corrected query reads words typed together apart, and words typed apart together", () => {
    const corrections = [
      { typed: "sparkplugs", read: "spark plugs" },
      { typed: "head light", read: "headlight" },
    ];
    expect(correctedQuery("Sparkplugs and Head  Light bulbs", corrections)).toBe("spark plugs and headlight bulbs");
    expect(correctedQuery("headlight", corrections)).toBeNull();
  });

  test("a heading shows a long query cut at a word, and a short one whole", () => {
    expect(headingQuery("brake pads")).toBe("brake pads");
    const long = "brake pads ".repeat(19).trim();
    expect(headingQuery(long)).toBe("brake pads brake pads brake pads brake pads brake pads brake…");
    expect(headingQuery("x".repeat(200))).toBe(`${"x".repeat(60)}…`);
  });
});
