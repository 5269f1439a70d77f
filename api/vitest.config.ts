import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is WASM and CPU-heavy: two workers use both cores without thrashing.
    maxWorkers: 2,
  },
});
