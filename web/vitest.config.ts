import { defineConfig } from "vitest/config";
import { iconSprite } from "./vite/icon-sprite.ts";

export default defineConfig({
  plugins: [iconSprite()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "vite/**/*.test.ts"],
    environment: "jsdom",
    setupFiles: ["./test/setup.ts"],
  },
});
