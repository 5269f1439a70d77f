import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["specs/**/*.e2e.ts"],
    globalSetup: ["./support/global-setup.ts"],
    // One shop and one browser at a time on a 2-core machine.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
