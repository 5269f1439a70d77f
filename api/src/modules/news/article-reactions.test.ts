import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signUp } from "../../../test/profile-fixtures.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { articleLikes } from "../../db/schema/index.ts";
import { seedContent } from "../../db/seed/index.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let articleIds: number[];
beforeAll(async () => {
  t = await createTestApp({ seed: (db) => db.transaction((tx) => seedContent(tx)) });
  articleIds = (await t.app.inject({ method: "GET", url: "/api/news?limit=5" }))
    .json()
    .map((a: { id: number }) => a.id);
});
afterAll(() => t.close());

const article = (i: number) => articleIds[i] ?? 0;
type Who = Awaited<ReturnType<typeof signUp>>;
const save = (who: Who, news_id: number, user_id = who.id) =>
  t.app.inject({ method: "POST", url: "/api/news/save", headers: who.auth, payload: { user_id, news_id } });
const unsave = (who: Who, news_id: number, user_id = who.id) =>
  t.app.inject({ method: "DELETE", url: "/api/news/delete", headers: who.auth, payload: { user_id, news_id } });
const like = (who: Who, article_id: number, user_id = who.id) =>
  t.app.inject({ method: "POST", url: "/api/articles/like", headers: who.auth, payload: { user_id, article_id } });
const savedOf = async (who: Who) =>
  (await t.app.inject({ method: "GET", url: "/api/profile", headers: who.auth })).json().news as Array<{ id: number }>;

describe("POST /api/news/save and DELETE /api/news/delete", () => {
  test("saving answers 'Article saved' and the article appears in the profile; saving again keeps one", async () => {
    const who = await signUp(t.app);
    const res = await save(who, article(0));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Article saved", saved: true });
    await save(who, article(0));
    expect((await savedOf(who)).map((a) => a.id)).toEqual([article(0)]);
  });

  test("removing answers 'Article removed' and the profile no longer lists it", async () => {
    const who = await signUp(t.app);
    await save(who, article(1));
    const res = await unsave(who, article(1));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Article removed", saved: false });
    expect(await savedOf(who)).toEqual([]);
  });

  test("acting for another user_id is a 403 and changes nothing", async () => {
    const who = await signUp(t.app);
    const victim = await signUp(t.app);
    await save(victim, article(2));
    const res = await unsave(who, article(2), victim.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("You can only act for your own account");
    expect((await save(who, article(3), victim.id)).statusCode).toBe(403);
    expect((await savedOf(victim)).map((a) => a.id)).toEqual([article(2)]);
  });

  test("an unknown article is a 404; malformed ids and extra fields are a 400", async () => {
    const who = await signUp(t.app);
    const unknown = await save(who, 987_654);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Article not found");
    expect((await save(who, -1)).statusCode).toBe(400);
    const extra = await t.app.inject({
      method: "POST",
      url: "/api/news/save",
      headers: who.auth,
      payload: { user_id: who.id, news_id: article(0), saved_at: "2020-01-01" },
    });
    expect(extra.statusCode).toBe(400);
  });

  test("a guest is told to sign in", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/news/save",
      payload: { user_id: 1, news_id: article(0) },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("POST /api/articles/like", () => {
  test("a like counts once per user, and the article carries the count as likes", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const id = article(4);
    const before = (await t.app.inject({ method: "GET", url: `/api/news/${id}` })).json().likes;
    expect((await like(a, id)).json()).toEqual({ likes: before + 1, liked: true });
    expect((await like(a, id)).json()).toEqual({ likes: before + 1, liked: true });
    expect((await like(b, id)).json()).toEqual({ likes: before + 2, liked: true });
    const page = await t.app.inject({ method: "GET", url: `/api/news/${id}` });
    expect(page.json().likes).toBe(before + 2);
    const list = (await t.app.inject({ method: "GET", url: "/api/news?limit=5" })).json();
    expect(list.find((x: { id: number }) => x.id === id).likes).toBe(before + 2);
  });

  test("the article says whether the signed-in caller liked it; a visitor gets null and a shareable answer", async () => {
    const who = await signUp(t.app);
    const id = article(3);
    const read = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: "GET", url: `/api/news/${id}`, headers });
    const visitor = await read();
    expect(visitor.json().liked).toBeNull();
    expect(visitor.headers["cache-control"] ?? "").not.toContain("private");
    expect((await read(who.auth)).json().liked).toBe(false);
    await like(who, id);
    const after = await read(who.auth);
    expect(after.json().liked).toBe(true);
    expect(after.headers["cache-control"]).toBe("private, no-store");
  });

  test("ten likes fired at once by one user are recorded once", async () => {
    const who = await signUp(t.app);
    const id = article(3);
    const answers = await Promise.all(Array.from({ length: 10 }, () => like(who, id)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const rows = await t.db
      .select()
      .from(articleLikes)
      .where(and(eq(articleLikes.articleId, id), eq(articleLikes.userId, who.id)));
    expect(rows).toHaveLength(1);
    const total = await t.db.select().from(articleLikes).where(eq(articleLikes.articleId, id));
    expect(answers.every((r) => r.json().likes === total.length)).toBe(true);
  });

  test("liking for another user is a 403; an unknown article is a 404", async () => {
    const who = await signUp(t.app);
    const other = await signUp(t.app);
    const forOther = await like(who, article(0), other.id);
    expect(forOther.statusCode).toBe(403);
    expect(await t.db.select().from(articleLikes).where(eq(articleLikes.userId, other.id))).toEqual([]);
    expect((await like(who, 987_654)).statusCode).toBe(404);
  });
});
