import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { storefrontChunks } from "./chunks.ts";
import { iconSprite } from "./vite/icon-sprite.ts";
import { precompress } from "./vite/precompress.ts";

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always for production: otherwise React's development build (twice the size, far
  // slower) ships to browsers whenever NODE_ENV is unset or, under a test runner, "test".
  if (command === "build") process.env.NODE_ENV = "production";
  return {
    plugins: [tailwindcss(), iconSprite(), reactRouter(), precompress()],
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: storefrontChunks() } } },
  };
});
