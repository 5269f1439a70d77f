// @vitest-environment node
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { z } from "zod";

/**
 * The frame's answers (settings, categories, latest news) are asked for once per TTL, not
 * on every page; only what the API says is the same for everyone is kept, never a visitor's own
 * answer (docs/decisions/016).
 */
const SocialLinks = z.array(z.object({ name: z.string() }));

let server: Server;
let port = 0;
const asked: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
let answer: { status: number; cacheControl?: string; body: unknown } = {
  status: 200,
  cacheControl: "public, max-age=300",
  body: [{ name: "facebook" }],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push({ url: req.url ?? "", headers: req.headers });
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (answer.cacheControl) headers["cache-control"] = answer.cacheControl;
    res.writeHead(answer.status, headers).end(JSON.stringify(answer.body));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());
beforeEach(() => {
  asked.length = 0;
  answer = { status: 200, cacheControl: "public, max-age=300", body: [{ name: "facebook" }] };
});
afterEach(() => {
  vi.useRealTimers();
});

async function apiModule(apiUrl = `http://127.0.0.1:${port}`) {
  vi.resetModules();
  vi.stubEnv("API_URL", apiUrl);
  return import("./api.server");
}

const visitor = () => new Request("http://shop.test/brakes");
const signedIn = () =>
  new Request("http://shop.test/brakes", {
    headers: { cookie: "pitstop_session=abcdefghijklmnopqrstuvwxyz123456", "x-forwarded-for": "203.0.113.9" },
  });

describe("answers that are the same for everyone", () => {
  test("many pages ask the API once while its answer may be kept", async () => {
    const { apiFor } = await apiModule();
    for (let i = 0; i < 5; i++) {
      expect(await apiFor(visitor()).getPublic("/api/social_links", SocialLinks)).toEqual([{ name: "facebook" }]);
    }
    expect(asked).toHaveLength(1);
  });

  test("concurrent pages share one request", async () => {
    const { apiFor } = await apiModule();
    await Promise.all(Array.from({ length: 10 }, () => apiFor(visitor()).getPublic("/api/social_links", SocialLinks)));
    expect(asked).toHaveLength(1);
  });

  test("they are asked for without the visitor's session or address, even for a signed-in visitor", async () => {
    const { apiFor } = await apiModule();
    await apiFor(signedIn()).getPublic("/api/social_links", SocialLinks);
    expect(asked[0]?.headers.authorization).toBeUndefined();
    expect(asked[0]?.headers.cookie).toBeUndefined();
    expect(asked[0]?.headers["x-forwarded-for"]).toBeUndefined();
  });

  test("an operator's change shows once the bound has passed, however long the API lets it be kept", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { apiFor, PUBLIC_ANSWER_MAX_FRESH_MS } = await apiModule();
    await apiFor(visitor()).getPublic("/api/social_links", SocialLinks);
    answer = { ...answer, body: [{ name: "instagram" }] };
    vi.advanceTimersByTime(PUBLIC_ANSWER_MAX_FRESH_MS - 1);
    expect(await apiFor(visitor()).getPublic("/api/social_links", SocialLinks)).toEqual([{ name: "facebook" }]);
    vi.advanceTimersByTime(1);
    expect(await apiFor(visitor()).getPublic("/api/social_links", SocialLinks)).toEqual([{ name: "instagram" }]);
    expect(asked).toHaveLength(2);
  });

  test("an answer with a shorter max-age is asked for again after it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    answer = { ...answer, cacheControl: "public, max-age=2" };
    const { apiFor } = await apiModule();
    await apiFor(visitor()).getPublic("/api/social_links", SocialLinks);
    vi.advanceTimersByTime(2_000);
    await apiFor(visitor()).getPublic("/api/social_links", SocialLinks);
    expect(asked).toHaveLength(2);
  });

  test.each(["no-store", "private, max-age=60", undefined])(
    "an answer sent with Cache-Control %s is never kept",
    async (cacheControl) => {
      answer = { ...answer, cacheControl };
      const { apiFor } = await apiModule();
      await apiFor(visitor()).getPublic("/api/social_links", SocialLinks);
      await apiFor(visitor()).getPublic("/api/social_links", SocialLinks);
      expect(asked).toHaveLength(2);
    },
  );

  test("a visitor's own call is never kept, even when the API says it may be", async () => {
    const { apiFor } = await apiModule();
    await apiFor(signedIn()).get("/api/social_links", SocialLinks);
    await apiFor(signedIn()).get("/api/social_links", SocialLinks);
    expect(asked).toHaveLength(2);
    expect(asked[0]?.headers.authorization).toBe("Bearer abcdefghijklmnopqrstuvwxyz123456");
  });

  test("with the API away and nothing kept, the page is the 503 'Back in a moment' page", async () => {
    answer = { status: 503, body: { message: "The shop is briefly unavailable. Please try again in a few seconds." } };
    const { apiFor } = await apiModule();
    const err = await apiFor(visitor())
      .getPublic("/api/social_links", SocialLinks)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(Response);
    expect((err as Response).status).toBe(503);
    expect((err as Response).headers.get("retry-after")).toBe("5");
  });

  test("once the kept answer has expired, the API away is the 503 page again (nothing stale is served)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { apiFor, PUBLIC_ANSWER_MAX_FRESH_MS } = await apiModule();
    await apiFor(visitor()).getPublic("/api/social_links", SocialLinks);
    answer = { status: 503, body: { message: "The shop is briefly unavailable. Please try again in a few seconds." } };
    vi.advanceTimersByTime(PUBLIC_ANSWER_MAX_FRESH_MS);
    const err = await apiFor(visitor())
      .getPublic("/api/social_links", SocialLinks)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect((err as Response).status).toBe(503);
  });
});
