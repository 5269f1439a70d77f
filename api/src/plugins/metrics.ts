import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { httpDuration, httpRequests, orderOutcomes, rateLimited, registry } from "../lib/metrics.ts";
import { sameSecret } from "../lib/secret.ts";

/** The routes that place an order: a refusal (stock, limits, an invalid cart) is counted from their answer. */
const CHECKOUTS: Record<string, "account" | "guest"> = { "/api/checkout": "account", "/api/guest/checkout": "guest" };

/** Above this, a request is logged at `info` ("slow request") even though access logs are at `debug`. */
export const SLOW_REQUEST_MS = 2_000;

/** A bearer token equal to `expected`, compared in constant time. */
export function hasToken(request: Pick<FastifyRequest, "headers">, expected: string): boolean {
  return sameSecret(/^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "", expected);
}

/**
 * Every request is counted and timed by its route pattern (`/api/products/:slug`, never the
 * address itself, so the series stay few), and its access-log line is written at `debug`: at the
 * default `info` a busy API writes no line per request, only slow ones and failures (the error
 * handler's). `GET /metrics` answers the figures in Prometheus's text format; with METRICS_TOKEN
 * set, only to `Authorization: Bearer <token>`. The storefront never forwards it (its proxy serves
 * `/api/*` only), so the public port shows it only through the storefront's own guarded
 * `/metrics`.
 */
export default fp(async function metrics(app: FastifyInstance, opts: { token: string | undefined }) {
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    httpRequests.inc({ route, method: request.method, status });
    if (status === 429) rateLimited.inc({ limit: `${request.method} ${route}` });
    const buyer = request.method === "POST" ? CHECKOUTS[route] : undefined;
    if (buyer && status >= 400) orderOutcomes.inc({ outcome: status >= 500 ? "failed" : "refused", buyer });
    httpDuration.observe({ route, method: request.method, status: `${Math.floor(status / 100)}xx` }, ms / 1000);
    const line = { method: request.method, url: request.url, status, ms: Math.round(ms * 10) / 10 };
    if (ms >= SLOW_REQUEST_MS) request.log.info(line, "slow request");
    else request.log.debug(line, "request completed");
  });

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (opts.token && !hasToken(request, opts.token)) {
      return reply.status(401).header("www-authenticate", "Bearer").send({ message: "A metrics token is required." });
    }
    const body = await registry.metrics();
    return reply.header("content-type", registry.contentType).header("cache-control", "no-store").send(body);
  });
});
