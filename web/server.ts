import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import type { ServerBuild } from "react-router";
import { PAGE_BODY_LIMIT } from "./server/body-limit.ts";
import { pageHandler } from "./server/page-handler.ts";
import { createStorefront } from "./server/storefront.ts";

/**
 * The storefront's server: static assets, the `/api` proxy, then React Router's SSR handler.
 * `--dev` serves through Vite with hot reload; otherwise it serves the production build.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const apiUrl = process.env.API_URL ?? "http://127.0.0.1:4000";

let serve: Parameters<typeof createStorefront>[0]["serve"];
if (dev) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ root, server: { middlewareMode: true } });
  serve = (app) => {
    app.use(viteServer.middlewares);
    app.use(
      pageHandler(() => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>, {
        bodyLimit: PAGE_BODY_LIMIT,
      }),
    );
  };
} else {
  const buildPath = path.join(root, "build/server/index.js");
  const build = (await import(buildPath)) as ServerBuild;
  serve = (app) => {
    // Hashed assets never change; everything else is revalidated.
    app.use("/assets", express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(path.join(root, "build/client"), { maxAge: "1h" }));
    // spec §4/§7: the latest-build descriptor the app re-checks hourly.
    app.get("/build/latest.json", (_req, res) => {
      res.setHeader("Cache-Control", "no-store");
      res.json({ version: build.assets.version });
    });
    app.use(pageHandler(build, { bodyLimit: PAGE_BODY_LIMIT }));
  };
}

const app = createStorefront({
  apiUrl,
  publicUrl: process.env.PUBLIC_URL,
  trustProxy: process.env.TRUST_PROXY,
  serve,
});

const server = app.listen(port, host, () => {
  process.stdout.write(`Storefront listening on http://localhost:${port}\n`);
});

const shutdown = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
