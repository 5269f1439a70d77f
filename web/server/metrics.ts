import { randomUUID, timingSafeEqual } from "node:crypto";
import { requestIdOr } from "@pitstop/contract/request-id";
import type { RequestHandler } from "express";
import { Counter, collectDefaultMetrics, Gauge, Histogram, register } from "prom-client";
import { countLookup } from "../app/lib/metrics.server.ts";

/**
 * The storefront process's figures for Prometheus, in prom-client's process-wide registry (the
 * pages' bundle adds the answer cache's lookups to the same one: web/app/lib/metrics.server.ts).
 * `/metrics` exists only when METRICS_TOKEN is set, and answers only to that bearer token: the
 * storefront's port is the public one.
 */
register.setDefaultLabels({ service: "storefront" });
collectDefaultMetrics({ eventLoopMonitoringPrecision: 20 });

const requests = new Counter({
  name: "http_requests_total",
  help: "Requests answered, by kind (page, data, api, asset, other), method and status",
  labelNames: ["kind", "method", "status"] as const,
});
const duration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer a request, by kind and status class",
  labelNames: ["kind", "method", "status"] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/** What a request was, for the labels: never its address (the series stay few). */
function kindOf(path: string): string {
  if (path.startsWith("/api/")) return "api";
  if (path.startsWith("/assets/")) return "asset";
  if (/\.data$/.test(path)) return "data";
  if (/\.[a-z0-9]+$/i.test(path)) return "other";
  return "page";
}

/** A request id a load balancer sent, kept when it is a plain token; else a new one (the API checks the same). */
export const requestIdOf = (header: string | string[] | undefined): string => requestIdOr(header, randomUUID);

/**
 * Each request gets an id (`X-Request-Id`), sent on to the API by the proxy and the loaders, so the
 * API's log lines of one page view share it; and each is counted and timed.
 */
export function requestMetrics(): RequestHandler {
  return (req, res, next) => {
    const id = requestIdOf(req.headers["x-request-id"]);
    req.headers["x-request-id"] = id;
    res.setHeader("x-request-id", id);
    const end = duration.startTimer();
    res.on("finish", () => {
      const kind = kindOf(req.path);
      const status = res.statusCode;
      requests.inc({ kind, method: req.method, status });
      end({ kind, method: req.method, status: `${Math.floor(status / 100)}xx` });
    });
    next();
  };
}

/** The page cache's size, read at each scrape. */
export function observePageCache(size: () => { pages: number; bytes: number }) {
  new Gauge({
    name: "page_cache_bytes",
    help: "Bytes of rendered pages the page cache holds",
    collect() {
      this.set(size().bytes);
    },
  });
  new Gauge({
    name: "page_cache_pages",
    help: "Rendered pages the page cache holds",
    collect() {
      this.set(size().pages);
    },
  });
}

export { countLookup };

/** `GET /metrics` with `Authorization: Bearer <METRICS_TOKEN>`; without a token configured, no such page. */
export function metricsEndpoint(token: string | undefined): RequestHandler {
  return async (req, res, next) => {
    if (req.path !== "/metrics" || req.method !== "GET" || !token) return next();
    const given = Buffer.from(/^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "");
    const expected = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.status(401).setHeader("www-authenticate", "Bearer").json({ message: "A metrics token is required." });
      return;
    }
    res.setHeader("content-type", register.contentType);
    res.setHeader("cache-control", "no-store");
    res.send(await register.metrics());
  };
}
