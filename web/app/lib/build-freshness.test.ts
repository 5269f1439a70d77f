import { describe, expect, test } from "vitest";
import { BUILD_CHECK_INTERVAL_MS, RELOAD_GUARD_MS, shouldReloadAfterChunkError } from "./build-freshness";

describe("reloading after a new build", () => {
  test("a failed chunk load reloads when no reload happened yet", () => {
    expect(shouldReloadAfterChunkError(null, 1_000_000)).toBe(true);
  });

  test("a second failure within 10 seconds does not reload again", () => {
    expect(shouldReloadAfterChunkError(1_000_000, 1_000_000 + 9_999)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000_000, 1_000_000 + 10_001)).toBe(true);
  });

  test("the guard is 10 s and the build check runs hourly", () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
  });
});
