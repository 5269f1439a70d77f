import { describe, expect, test } from "vitest";
import { z } from "zod";
import { ApiError, fetchWithRetry, readJson } from "./api-fetch";

function fakeFetch(statuses: number[]) {
  const calls: string[] = [];
  const impl = (async (_url: string, init?: RequestInit) => {
    calls.push(init?.method ?? "GET");
    const status = statuses[calls.length - 1] ?? 200;
    return new Response(JSON.stringify({ message: `status ${status}` }), { status });
  }) as typeof fetch;
  return { impl, calls };
}

describe("API fetch retries", () => {
  test.each([408, 409, 425, 429, 500, 502, 503, 504])("a GET answered %i is retried once", async (status) => {
    const { impl, calls } = fakeFetch([status, 200]);
    const res = await fetchWithRetry("/api/x", {}, impl);
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  test("a GET is retried at most once", async () => {
    const { impl, calls } = fakeFetch([503, 503, 200]);
    const res = await fetchWithRetry("/api/x", {}, impl);
    expect(res.status).toBe(503);
    expect(calls).toHaveLength(2);
  });

  test.each(["POST", "PUT", "PATCH", "DELETE"])("a %s is never retried", async (method) => {
    const { impl, calls } = fakeFetch([503, 200]);
    const res = await fetchWithRetry("/api/x", { method }, impl);
    expect(res.status).toBe(503);
    expect(calls).toHaveLength(1);
  });

  test("a 404 is not retried", async () => {
    const { impl, calls } = fakeFetch([404, 200]);
    await fetchWithRetry("/api/x", {}, impl);
    expect(calls).toHaveLength(1);
  });

  test("an error answer becomes an ApiError carrying the server's message", async () => {
    const res = new Response(JSON.stringify({ message: "This car is already in the garage" }), { status: 409 });
    await expect(readJson(res, z.object({}))).rejects.toEqual(new ApiError(409, "This car is already in the garage"));
  });
});
