import { Counter, register } from "prom-client";

/**
 * Lookups in the storefront's own copies (the page cache, the public answers), in prom-client's
 * process-wide registry that the server's `/metrics` reads (web/server/metrics.ts). The pages'
 * bundle and the server share it; a module evaluated twice (development's reloads) reuses the counter.
 */
const lookups =
  (register.getSingleMetric("cache_lookups_total") as Counter<"cache" | "result"> | undefined) ??
  new Counter({
    name: "cache_lookups_total",
    help: "Lookups in the storefront's own copies, by cache (page, answers) and result (hit, shared, miss)",
    labelNames: ["cache", "result"] as const,
  });

export function countLookup(cache: string, result: "hit" | "shared" | "miss") {
  lookups.inc({ cache, result });
}

/**
 * Pages rendered whole (`renderToString`) or streamed (lib/render-page.server.tsx): a page that
 * falls back to streaming (something on it still waited, or failed) costs a second render.
 */
const renders =
  (register.getSingleMetric("page_renders_total") as Counter<"mode"> | undefined) ??
  new Counter({
    name: "page_renders_total",
    help: "Pages rendered, by mode: whole (renderToString) or streamed (the fallback, or what cannot wait)",
    labelNames: ["mode"] as const,
  });

export function countRender(mode: "whole" | "streamed") {
  renders.inc({ mode });
}
