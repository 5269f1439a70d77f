import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase } from "../../test/test-app.ts";
import { buildApp, requestIdOf } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";

/**
 * GET /metrics (Prometheus text): requests by route pattern and status, statement and pool figures,
 * cache lookups, 429s; guarded by METRICS_TOKEN when set. Every log line of a request carries the
 * request id the storefront sent, and access lines are at debug, not info.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function appWith(env: Record<string, string>, level = "info") {
  const lines: Array<Record<string, unknown>> = [];
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: level, DATA_DIR: "/tmp/pitstop-metrics-test", ...env }),
    db: database.db,
    logger: { level, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  await app.ready();
  return { app, lines };
}

describe("GET /metrics", () => {
  test("counts requests by route pattern and status, and carries the process's figures", async () => {
    const { app } = await appWith({});
    await app.inject({ method: "GET", url: "/api/categories" });
    await app.inject({ method: "GET", url: "/api/products/no-such-part-anywhere" });
    await app.inject({ method: "GET", url: "/api/search?q=brake" });
    const res = await app.inject({ method: "GET", url: "/metrics" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /http_requests_total\{route="\/api\/categories",method="GET",status="200",service="api"\} \d+/,
    );
    // The pattern, never the address: a part's slug is not a label.
    expect(text).toMatch(/http_requests_total\{route="\/api\/products\/:slug",method="GET",status="404"/);
    expect(text).not.toContain("no-such-part-anywhere");
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.05",service="api",route="\/api\/categories",method="GET",status="2xx"\}/,
    );
    for (const name of [
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
      "event_loop_delay_p99_seconds",
      "db_statement_duration_seconds",
      "db_pool_connections",
      "cache_lookups_total",
      "rate_limit_rejections_total",
      "orders_total",
      "payments_total",
      "import_jobs_total",
      "import_jobs_running",
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    expect(text).toMatch(/cache_lookups_total\{cache="reference_data",result="(hit|miss)",service="api"\} \d+/);
    await app.close();
  });

  test("with METRICS_TOKEN, only a request carrying the token gets the figures", async () => {
    const token = "a-long-metrics-token-0123456789";
    const { app } = await appWith({ METRICS_TOKEN: token });
    expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
    const wrong = await app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${token}x` } });
    expect(wrong.statusCode).toBe(401);
    const right = await app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${token}` } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain("http_requests_total");
    await app.close();
  });

  test("a too short METRICS_TOKEN is refused at start", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });
});

describe("request ids and access logs", () => {
  test("the storefront's request id is the API's, in the answer and in every log line of the request", async () => {
    const { app, lines } = await appWith({}, "debug");
    const id = "6f1c2b7e-3d7a-4c55-9a51-0b8a9d2f4e10";
    const res = await app.inject({ method: "GET", url: "/api/categories", headers: { "x-request-id": id } });
    expect(res.headers["x-request-id"]).toBe(id);
    const mine = lines.filter((l) => l.reqId === id);
    expect(mine.map((l) => l.msg)).toContain("request completed");
    expect(mine.find((l) => l.msg === "request completed")).toMatchObject({ status: 200, method: "GET" });
    await app.close();
  });

  test("at info, a request writes no access line", async () => {
    const { app, lines } = await appWith({}, "info");
    await app.inject({ method: "GET", url: "/api/categories" });
    expect(lines.filter((l) => l.msg === "request completed" || l.msg === "incoming request")).toEqual([]);
    await app.close();
  });

  test("a request id that is not a plain token is replaced by a new one", () => {
    expect(requestIdOf("abc123-XYZ_9")).toBe("abc123-XYZ_9");
    for (const bad of [
      undefined,
      "",
      "short",
      "has space in it",
      "x".repeat(65),
      "<script>alert(1)</script>",
      ["a", "b"],
    ]) {
      const id = requestIdOf(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
