import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";
import { seedArticles } from "../../db/seed/articles.ts";
import { seedContent } from "../../db/seed/index.ts";

describe("news and articles", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: (db) => db.transaction((tx) => seedContent(tx)) });
  });
  afterAll(() => t.close());

  test("the list is newest first and says the total in X-Total-Count", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/news?limit=50" });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ published_at: string }>;
    expect(list).toHaveLength(seedArticles.length);
    expect(Number(res.headers["x-total-count"])).toBe(seedArticles.length);
    const dates = list.map((a) => a.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test("limit=2 gives the two latest articles (the home page's latest news)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/news?limit=2" });
    const newest = [...seedArticles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, 2);
    expect(res.json().map((a: { slug: string }) => a.slug)).toEqual(newest.map((a) => a.slug));
  });

  test("pages do not overlap", async () => {
    const [p1, p2] = await Promise.all([
      t.app.inject({ method: "GET", url: "/api/news?limit=5&page=1" }),
      t.app.inject({ method: "GET", url: "/api/news?limit=5&page=2" }),
    ]);
    const ids1 = p1.json().map((a: { id: number }) => a.id);
    const ids2 = p2.json().map((a: { id: number }) => a.id);
    expect(ids1).toHaveLength(5);
    expect(ids2).toHaveLength(5);
    expect(ids1.filter((id: number) => ids2.includes(id))).toEqual([]);
  });

  test.each([
    ["limit=0", "limit"],
    ["limit=51", "limit"],
    ["limit=abc", "limit"],
    ["page=0", "page"],
    ["page=-1", "page"],
  ])("a bad query (%s) is a 400 that names the parameter", async (query, field) => {
    const res = await t.app.inject({ method: "GET", url: `/api/news?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`'${field}'`);
    expect(res.json().errors[field]).toBeDefined();
  });

  test("an article is found by id and by slug, with sanitised HTML and a cover", async () => {
    const [first] = (await t.app.inject({ method: "GET", url: "/api/news?limit=1" })).json();
    const byId = await t.app.inject({ method: "GET", url: `/api/news/${first.id}` });
    const bySlug = await t.app.inject({ method: "GET", url: `/api/news/${first.slug}` });
    expect(byId.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(byId.json());
    const article = byId.json();
    expect(article.body_html).toContain("<h2");
    expect(article.body_html).not.toMatch(/<script|onerror=|javascript:/i);
    expect(article.reading_minutes).toBeGreaterThanOrEqual(2);
    expect(article.likes).toBe(0);
    expect(article.cover_url).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
  });

  test("an unknown article is a 404 with a message", async () => {
    for (const id of ["999999", "no-such-article"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/news/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Article not found" });
    }
  });

  test("a cover image is served as SVG, cached for good and unable to run script", async () => {
    const [first] = (await t.app.inject({ method: "GET", url: "/api/news?limit=1" })).json();
    const res = await t.app.inject({ method: "GET", url: first.cover_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    expect(res.body.startsWith("<svg")).toBe(true);
  });

  test("an unknown or malformed image id is a 404 or 400, never a 500", async () => {
    const missing = await t.app.inject({ method: "GET", url: "/api/media/00000000-0000-4000-8000-000000000000" });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: "GET", url: "/api/media/not-a-uuid" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain("UUID");
  });
});
