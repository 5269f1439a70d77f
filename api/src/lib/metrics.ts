import { monitorEventLoopDelay } from "node:perf_hooks";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The API process's figures for Prometheus (`GET /metrics`, plugins/metrics.ts): one registry per
 * process, which every layer adds to from here. Counters only count; nothing here is read back by
 * the shop. Names follow Prometheus's conventions (`_total`, `_seconds`, `_bytes`).
 */
export const registry = new Registry();
registry.setDefaultLabels({ service: "api" });
// Process memory, CPU, handles and the event loop's lag, as prom-client measures them.
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const SECONDS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: "http_requests_total",
  help: "Requests answered, by route pattern, method and status",
  labelNames: ["route", "method", "status"] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer a request, by route pattern, method and status class",
  labelNames: ["route", "method", "status"] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const statementDuration = new Histogram({
  name: "db_statement_duration_seconds",
  help: "Time of each database statement, from sending it to its answer",
  labelNames: ["outcome"] as const,
  buckets: [0.0005, 0.001, 0.0025, ...SECONDS],
  registers: [registry],
});

type PoolState = { in_use: number; idle?: number; waiting?: number };
let readPool: (() => PoolState) | null = null;
/** db/client.ts names what to read: the pool's counts (or the embedded database's queued statements). */
export function observePool(read: () => PoolState) {
  readPool = read;
}
new Gauge({
  name: "db_pool_connections",
  help: "Database connections by state: in use, idle, and requests waiting for one (PGlite: statements queued on its thread)",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    this.reset();
    const state = readPool?.();
    if (!state) return;
    for (const [name, n] of Object.entries(state)) this.set({ state: name }, n);
  },
});

export const rateLimited = new Counter({
  name: "rate_limit_rejections_total",
  help: "Requests refused with 429, by limit (a route's per-address limit, or a per-account attempt limit)",
  labelNames: ["limit"] as const,
  registers: [registry],
});

export const redisUp = new Gauge({
  name: "redis_up",
  help: "1 while Redis answers (rate limits shared), 0 while they are counted in this process; absent without REDIS_URL",
  registers: [registry],
});

export const cacheLookups = new Counter({
  name: "cache_lookups_total",
  help: "Lookups in the process's own copies, by cache and result (hit or miss)",
  labelNames: ["cache", "result"] as const,
  registers: [registry],
});

export const importJobs = new Counter({
  name: "import_jobs_total",
  help: "Fitment imports run in this process, by outcome (applied or failed)",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

export const importsRunning = new Gauge({
  name: "import_jobs_running",
  help: "Fitment imports running in this process",
  registers: [registry],
});

export const orderOutcomes = new Counter({
  name: "orders_total",
  help: "Orders by outcome: placed, refused (stock, limits, prices), canceled",
  labelNames: ["outcome", "buyer"] as const,
  registers: [registry],
});

export const paymentOutcomes = new Counter({
  name: "payments_total",
  help: "Payment attempts by outcome: succeeded, declined, failed (the provider away), requires_action",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

export const catalogueChanges = new Counter({
  name: "catalogue_changes_total",
  help: "Catalogue changes this process heard of, by origin (this process, or another replica through the database)",
  labelNames: ["origin"] as const,
  registers: [registry],
});

/** p99 of the event loop's delay over the last scrape interval, which the default collector only gives as a running figure. */
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
new Gauge({
  name: "event_loop_delay_p99_seconds",
  help: "The event loop's delay, 99th percentile since the previous scrape",
  registers: [registry],
  collect() {
    this.set(loopDelay.percentile(99) / 1e9);
    loopDelay.reset();
  },
});

/** `hit` when the copy answered, else `miss`: one line at each lookup of a process-kept copy. */
export function countLookup(cache: string, hit: boolean) {
  cacheLookups.inc({ cache, result: hit ? "hit" : "miss" });
}
