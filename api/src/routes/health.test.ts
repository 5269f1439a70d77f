import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp } from "../../test/test-app.ts";

describe("health and cross-cutting behaviour", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test("health reports the database as reachable", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "ok", redis: "not configured" });
  });

  test("an unknown API route answers 404 with a message", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/no-such-thing?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found: GET /api/no-such-thing" });
  });

  test("malformed JSON is a 400 with a readable message, not a 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().message).toBe("string");
  });

  test("responses carry security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  test("the OpenAPI document lists the contract's paths", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/health", "/api/news", "/api/news/{id}", "/api/social_links"]));
  });
});
