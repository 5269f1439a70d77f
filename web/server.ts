import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import type { ServerBuild } from "react-router";
import { PAGE_BODY_LIMIT } from "./server/body-limit.ts";
import { listenForChanges } from "./server/change-listener.ts";
import { observePageCache } from "./server/metrics.ts";
import { PageCache } from "./server/page-cache.ts";
import { pageHandler } from "./server/page-handler.ts";
import { precompressedAssets } from "./server/precompressed.ts";
import { createStorefront, type StorefrontOptions } from "./server/storefront.ts";

/**
 * The storefront's server: static assets, the `/api` proxy, then React Router's SSR handler.
 * `--dev` serves through Vite with hot reload; otherwise it serves the production build.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const apiUrl = process.env.API_URL ?? "http://127.0.0.1:4000";

/**
 * A page every visitor without a session sees alike is rendered once per
 * PAGE_CACHE_SECONDS (default 3; 0 turns it off) and kept within PAGE_CACHE_MB (default 32).
 * Never in development: a change shows at once.
 */
const pageCacheSeconds = Number(process.env.PAGE_CACHE_SECONDS ?? 3);
const pageCache =
  !dev && pageCacheSeconds > 0
    ? new PageCache({ ttlMs: pageCacheSeconds * 1000, maxBytes: Number(process.env.PAGE_CACHE_MB ?? 32) * 1024 * 1024 })
    : undefined;
if (pageCache) observePageCache(() => pageCache.size);
const pageOptions = { bodyLimit: PAGE_BODY_LIMIT, pageCache };

/** Development: Vite serves the modules and builds the pages on request. */
async function devServing(): Promise<Pick<StorefrontOptions, "serveFiles" | "pages">> {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ root, server: { middlewareMode: true } });
  return {
    serveFiles: (files) => files.use(viteServer.middlewares),
    pages: pageHandler(
      () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      pageOptions,
    ),
  };
}

/** Production: the build's files and its server bundle. */
async function buildServing(): Promise<Pick<StorefrontOptions, "serveFiles" | "pages">> {
  const build = (await import(path.join(root, "build/server/index.js"))) as ServerBuild;
  const entry = build.entry.module as { forgetPublicAnswers?: () => void };
  changes = listen(() => entry.forgetPublicAnswers?.());
  const clientDir = path.join(root, "build/client");
  // The few files outside /assets (favicon.svg): named once at start, so that a page request is not
  // first looked for on disk (a stat per page).
  const otherFiles = new Set(
    readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
      .filter((file) => !file.startsWith("/assets/")),
  );
  const serveOtherFile = express.static(clientDir, { maxAge: "1h", index: false });
  return {
    serveFiles: (files) => {
      // Hashed assets never change; everything else is revalidated. A missing asset (an old page
      // asking for a chunk of the previous build) is a plain 404, not a rendered page.
      files.use("/assets", precompressedAssets(path.join(clientDir, "assets")));
      files.use((req, res, next) => (otherFiles.has(req.path) ? serveOtherFile(req, res, next) : next()));
      // The latest-build descriptor the app re-checks hourly.
      files.get("/build/latest.json", (_req, res) => {
        res.setHeader("Cache-Control", "no-store");
        res.json({ version: build.assets.version });
      });
    },
    pages: pageHandler(build, pageOptions),
  };
}

/**
 * The catalogue changed on some API replica (web/server/change-listener.ts): the pages and public
 * answers this process keeps go at once, not when their seconds are up.
 */
let changes: { close(): void } | undefined;
function listen(forgetAnswers: () => void) {
  return listenForChanges(apiUrl, () => {
    pageCache?.clear();
    forgetAnswers();
  });
}

const app = createStorefront({
  apiUrl,
  publicUrl: process.env.PUBLIC_URL,
  trustProxy: process.env.TRUST_PROXY,
  metricsToken: process.env.METRICS_TOKEN?.trim() || undefined,
  ...(dev ? await devServing() : await buildServing()),
});

const server = app.listen(port, host, () => {
  process.stdout.write(`Storefront listening on http://localhost:${port}\n`);
});

const shutdown = () => {
  changes?.close();
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
