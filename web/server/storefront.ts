import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import { apiProxy } from "./api-proxy.ts";
import { PAGE_BROTLI } from "./compress-page.ts";
import { metricsEndpoint, requestMetrics } from "./metrics.ts";
import {
  lowerCasePaths,
  refuseAbsurdPaths,
  refuseCrossSiteWrites,
  renamedTireSlugs,
  securityHeaders,
  trustProxySetting,
} from "./request-guards.ts";

/**
 * Streamed answers (a page that could not be rendered whole, `.data`, JSON) are compressed with the
 * pages' brotli settings (compress-page.ts): quality 2, a 256 KiB window (docs/decisions/016).
 */
const COMPRESSION: compression.CompressionOptions = {
  brotli: PAGE_BROTLI,
  // A page (up to ~200 KB of HTML) compressed in one or two passes of the thread pool, not twelve of 16 KiB.
  chunkSize: 128 * 1024,
};

export interface StorefrontOptions {
  apiUrl: string;
  /** The shop's public address (`PUBLIC_URL`); https means every page is sent with HSTS. */
  publicUrl?: string;
  /** `TRUST_PROXY`: who may say, by X-Forwarded-Proto and -For, how the visitor reached us. */
  trustProxy?: string;
  /** Mounts the files the shop serves as they are (the build's assets, or Vite's in development). */
  serveFiles?: (app: Express) => void;
  /** React Router's pages (web/server/page-handler.ts). */
  pages: RequestHandler;
  /** `METRICS_TOKEN`: with it, `/metrics` answers this process's figures to that bearer token. */
  metricsToken?: string;
}

/**
 * The storefront as an Express app that never listens (server.ts boots it): the guards every
 * request passes first, the `/api` proxy, the files, then the pages.
 */
export function createStorefront({
  apiUrl,
  publicUrl,
  trustProxy,
  serveFiles,
  pages,
  metricsToken,
}: StorefrontOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(trustProxy));

  app.use(requestMetrics());
  app.use(metricsEndpoint(metricsToken));
  app.use(refuseAbsurdPaths());
  app.use(securityHeaders({ publicUrl }));
  app.use("/api", apiProxy(apiUrl));
  app.use(refuseCrossSiteWrites());
  app.use(compression(COMPRESSION));
  // Loaders call the API on the visitor's behalf: tell it who the visitor is (the web server is the
  // edge, so whatever the client claimed is replaced, never passed on).
  app.use((req, _res, next) => {
    req.headers["x-forwarded-for"] = req.ip ?? req.socket.remoteAddress ?? "";
    next();
  });
  serveFiles?.(app);
  // After the files (hashed asset names and Vite's module paths keep their case), before the pages.
  app.use(lowerCasePaths());
  app.use(renamedTireSlugs());
  app.use(pages);
  return app;
}
