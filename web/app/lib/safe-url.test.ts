import { describe, expect, test } from "vitest";
import { safeInternalPath } from "./safe-url";

const origin = "https://shop.example";

describe("the navigation guard", () => {
  test.each([
    ["/profile", "/profile"],
    ["/blog/how-to?x=1#top", "/blog/how-to?x=1#top"],
    ["profile/orders", "/profile/orders"],
    ["https://shop.example/cart", "/cart"],
    ["/profile/./orders/../garage", "/profile/garage"],
    ["/search?q=brake%20pads&redirect=//evil.example", "/search?q=brake%20pads&redirect=//evil.example"],
  ])("lets a same-site path through: %s", (target, expected) => {
    expect(safeInternalPath(target, origin)).toBe(expected);
  });

  test.each([
    "https://evil.example/phish",
    "//evil.example/phish",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "java\tscript:alert(1)",
    " javascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "blob:https://shop.example/123",
    "",
    // Paths that only turn into another host once resolved or decoded.
    "/..//evil.example",
    "/../..//evil.example/login",
    "/a/..//evil.example",
    "/.%2e//evil.example",
    "/%2e%2e//evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
    "/%5C%5Cevil.example",
    "\\/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%09/evil.example",
    "\t//evil.example",
    "http://evil.example",
    "http:/evil.example",
    "https://shop.example@evil.example/",
    "https://user:pass@shop.example/profile",
    "//shop.example.evil.example/",
  ])("refuses %j", (target) => {
    expect(safeInternalPath(target, origin)).toBeNull();
  });

  test("refuses a missing target", () => {
    expect(safeInternalPath(null, origin)).toBeNull();
    expect(safeInternalPath(undefined, origin)).toBeNull();
  });
});
