// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { API_BODY_LIMIT, apiProxy } from "./api-proxy.ts";

/** A real upstream that answers with the headers it received, and the proxy in front of it. */
let upstream: http.Server;
let proxy: http.Server;
let base: string;
const token = "A".repeat(43);

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers }));
  });
  await new Promise<void>((r) => upstream.listen(0, "127.0.0.1", r));
  const app = express();
  app.use("/api", apiProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`));
  proxy = app.listen(0, "127.0.0.1");
  await new Promise<void>((r) => proxy.once("listening", r));
  base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(() => {
  proxy.close();
  upstream.close();
});

const echo = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(`${base}${path}`, init);
  return {
    status: res.status,
    body: (await res.json()) as { url: string; headers: Record<string, string>; message?: string },
  };
};

describe("the /api proxy", () => {
  test("the API's internal change stream is not forwarded, whatever the case of its address", async () => {
    for (const path of ["/api/internal/changes", "/api/Internal/changes", "/api/internal/anything"]) {
      const { status, body } = await echo(path);
      expect(status, path).toBe(404);
      expect(body.url, path).toBeUndefined();
    }
  });

  test("the session cookie becomes a bearer token and never reaches the API as a cookie", async () => {
    const { body } = await echo("/api/profile?x=1", { headers: { cookie: `theme=dark; pitstop_session=${token}` } });
    expect(body.url).toBe("/api/profile?x=1");
    expect(body.headers.authorization).toBe(`Bearer ${token}`);
    expect(body.headers.cookie).toBeUndefined();
  });

  test("a request with its own Authorization header passes unchanged", async () => {
    const { body } = await echo("/api/profile", {
      headers: { authorization: "Bearer client-token-1234567890", cookie: `pitstop_session=${token}` },
    });
    expect(body.headers.authorization).toBe("Bearer client-token-1234567890");
  });

  test("a cookie-authenticated write from another site is refused with 403", async () => {
    const res = await echo("/api/profile", {
      method: "DELETE",
      headers: { cookie: `pitstop_session=${token}`, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("This request came from another site and was refused.");
  });

  test("a same-site write goes through", async () => {
    const res = await echo("/api/profile", {
      method: "DELETE",
      headers: { cookie: `pitstop_session=${token}`, "sec-fetch-site": "same-origin" },
    });
    expect(res.status).toBe(200);
  });

  test("X-Forwarded-For is the caller's address, not what the caller claimed", async () => {
    const { body } = await echo("/api/health", { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(body.headers["x-forwarded-for"]).toBe("127.0.0.1");
  });

  test("an unreachable API (restarting) is a 503 with Retry-After and a message, not a hang", async () => {
    const app = express();
    app.use("/api", apiProxy("http://127.0.0.1:9"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise<void>((r) => server.once("listening", r));
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`);
    server.close();
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(((await res.json()) as { message: string }).message).toBe(
      "The shop is briefly unavailable. Please try again in a few seconds.",
    );
  });

  test("a JSON body over 1 MiB is refused, except a back-office file import, which the API takes larger", async () => {
    const big = JSON.stringify({ csv: "x".repeat(API_BODY_LIMIT.bytes + 10), dry_run: true });
    const post = (path: string) =>
      echo(path, { method: "POST", headers: { "content-type": "application/json" }, body: big });
    const refused = await post("/api/profile");
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe(API_BODY_LIMIT.message);
    const bulk = await post("/api/admin/products/bulk-update");
    expect(bulk.status).toBe(200);
    expect(bulk.body.url).toBe("/api/admin/products/bulk-update");
    const fitment = await post("/api/admin/fitment-imports?x=1");
    expect(fitment.status).toBe(200);
  });
});
