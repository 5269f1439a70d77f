import { afterEach, expect, test, vi } from "vitest";
import { zodJitlessBootScript } from "./zod-jitless";

afterEach(() => vi.restoreAllMocks());

test("with the page's boot script run first, parsing the shop's schemas never evaluates code (CSP)", async () => {
  // As the browser does: the inline script runs before the modules that build the schemas.
  new Function(zodJitlessBootScript)();
  const { CategoryListSchema } = await import("@pitstop/contract/catalogue");
  const evaluate = vi.spyOn(globalThis, "Function");
  expect(CategoryListSchema.safeParse([]).success).toBe(true);
  expect(CategoryListSchema.safeParse([{}]).success).toBe(false);
  expect(evaluate).not.toHaveBeenCalled();
});
