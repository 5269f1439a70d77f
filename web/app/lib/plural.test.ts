import { expect, test } from "vitest";
import { countOf } from "./plural";

test("one takes the singular; none and many the plural, grouped as the shop writes numbers", () => {
  expect(countOf(1, "row")).toBe("1 row");
  expect(countOf(0, "row")).toBe("0 rows");
  expect(countOf(12_400, "row")).toBe("12,400 rows");
  expect(countOf(1, "address", "addresses")).toBe("1 address");
  expect(countOf(2, "line has", "lines have")).toBe("2 lines have");
});
