import { describe, expect, test } from "vitest";
import { safeInternalPath } from "./safe-url";

const origin = "https://shop.example";

describe("the navigation guard (spec §8)", () => {
  test.each([
    ["/profile", "/profile"],
    ["/blog/how-to?x=1#top", "/blog/how-to?x=1#top"],
    ["profile/orders", "/profile/orders"],
    ["https://shop.example/cart", "/cart"],
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
  ])("refuses %j", (target) => {
    expect(safeInternalPath(target, origin)).toBeNull();
  });

  test("refuses a missing target", () => {
    expect(safeInternalPath(null, origin)).toBeNull();
    expect(safeInternalPath(undefined, origin)).toBeNull();
  });
});
