import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { apiProxy } from "./server/api-proxy.ts";

/**
 * The storefront's server: static assets, the `/api` proxy, then React Router's SSR handler.
 * `--dev` serves through Vite with hot reload; otherwise it serves the production build.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const apiUrl = process.env.API_URL ?? "http://127.0.0.1:4000";

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", false);

app.use("/api", apiProxy(apiUrl));
app.use(compression());
// Loaders call the API on the visitor's behalf: tell it who the visitor is (the web server is the
// edge, so whatever the client claimed is replaced, never passed on).
app.use((req, _res, next) => {
  req.headers["x-forwarded-for"] = req.socket.remoteAddress ?? "";
  next();
});
app.use((_req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  next();
});

if (dev) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ root, server: { middlewareMode: true } });
  app.use(viteServer.middlewares);
  app.use(
    createRequestHandler({
      build: () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    }),
  );
} else {
  const buildPath = path.join(root, "build/server/index.js");
  const build = (await import(buildPath)) as ServerBuild;
  // Hashed assets never change; everything else is revalidated.
  app.use("/assets", express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(path.join(root, "build/client"), { maxAge: "1h" }));
  // spec §4/§7: the latest-build descriptor the app re-checks hourly.
  app.get("/build/latest.json", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ version: build.assets.version });
  });
  app.use(createRequestHandler({ build }));
}

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
