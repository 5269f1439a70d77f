import { describe, expect, test } from "vitest";
import { apiQuery, listHref, pageCount, readListState } from "./list-url";

describe("the back office's list state in the URL", () => {
  test("a link keeps the filters, drops empties and page 1", () => {
    expect(listHref("/admin/customers", { q: "", page: "1" })).toBe("/admin/customers");
    expect(listHref("/admin/customers", { q: "ann@example.com" }, { page: 3 })).toBe(
      "/admin/customers?q=ann%40example.com&page=3",
    );
    // A new search starts on page 1.
    expect(listHref("/admin/customers", { q: "ann", page: "4" }, { q: "bob", page: null })).toBe(
      "/admin/customers?q=bob",
    );
    expect(listHref("/admin/reviews", { status: "reported" }, { page: 1 })).toBe("/admin/reviews?status=reported");
  });

  test("script in a search stays text in the query string", () => {
    expect(listHref("/admin/customers", { q: "<script>&x=1" })).toBe("/admin/customers?q=%3Cscript%3E%26x%3D1");
  });

  test("state is read trimmed, with absent keys empty", () => {
    const url = new URL("http://shop.test/admin/customers?q=%20ann%20&page=2&other=1");
    expect(readListState(url, ["q", "page", "status"] as const)).toEqual({ q: "ann", page: "2", status: "" });
  });

  test("the API's query string carries only what is set", () => {
    expect(apiQuery({ q: "", page: "" })).toBe("");
    expect(apiQuery({ q: "a b", page: "2" })).toBe("?q=a+b&page=2");
  });

  test("pages round up, and an empty list has one", () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
    expect(pageCount(10, 0)).toBe(10);
  });
});
