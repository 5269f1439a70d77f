import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ command }) => {
  // A build is for production unless said otherwise: without this, React's development build
  // (twice the size, far slower) would ship to browsers when NODE_ENV is unset.
  if (command === "build") process.env.NODE_ENV ??= "production";
  return {
    plugins: [tailwindcss(), reactRouter()],
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  };
});
