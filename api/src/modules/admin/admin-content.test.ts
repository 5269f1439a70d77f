import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";
import { caller, signUpOperator } from "./admin-test-kit.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let operator: Awaited<ReturnType<typeof signUpOperator>>;
let send: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  operator = await signUpOperator(t.app, t.db);
  send = caller(t.app);
});
afterAll(() => t.close());

const article = (over: Record<string, unknown> = {}) => ({
  title: "Changing your brake pads",
  excerpt: "A Saturday job with the right tools.",
  category: "Guides",
  author: "Olive",
  body_markdown: "## Tools\n\nA jack and stands.<script>alert(1)</script>",
  published_at: "2026-01-05T09:00:00Z",
  ...over,
});
const newsSlugs = async () =>
  ((await t.app.inject({ method: "GET", url: "/api/news?limit=50" })).json() as Array<{ slug: string }>).map(
    (a) => a.slug,
  );

describe("news articles", () => {
  test("a draft is shown only in the back office; published, the blog lists it, its script removed", async () => {
    const created = await send("POST", "/api/admin/articles", operator, article());
    expect(created.statusCode).toBe(201);
    const a = created.json();
    expect(a).toMatchObject({ slug: "changing-your-brake-pads", draft: true, live: false, version: 1 });
    expect(a.body_html).toContain("<h2>Tools</h2>");
    expect(a.body_html).not.toContain("<script");
    expect(await newsSlugs()).not.toContain(a.slug);
    expect((await t.app.inject({ method: "GET", url: `/api/news/${a.slug}` })).statusCode).toBe(404);

    const published = await send("PATCH", `/api/admin/articles/${a.id}`, operator, { draft: false, version: 1 });
    expect(published.json()).toMatchObject({ draft: false, live: true, version: 2 });
    expect(await newsSlugs()).toContain(a.slug);
    expect((await t.app.inject({ method: "GET", url: `/api/news/${a.slug}` })).statusCode).toBe(200);

    const stale = await send("PATCH", `/api/admin/articles/${a.id}`, operator, { title: "Old", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^This article was changed by someone else/);
  });

  test("an article dated in the future waits for its day", async () => {
    const a = (
      await send(
        "POST",
        "/api/admin/articles",
        operator,
        article({ title: "Winter tyres", published_at: "2099-01-01T00:00:00Z", draft: false }),
      )
    ).json();
    expect(a.live).toBe(false);
    expect(await newsSlugs()).not.toContain(a.slug);
  });

  test("a cover is stored re-encoded; deleting the article removes it from the blog", async () => {
    const a = (
      await send("POST", "/api/admin/articles", operator, article({ title: "Roof racks", draft: false }))
    ).json();
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const boundary = "----pitstop-cover";
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/articles/${a.id}/cover`,
      headers: { ...operator.auth, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const cover = await t.app.inject({ method: "GET", url: res.json().cover_url });
    expect(cover.headers["content-type"]).toBe("image/webp");

    expect((await send("DELETE", `/api/admin/articles/${a.id}`, operator)).statusCode).toBe(204);
    expect(await newsSlugs()).not.toContain(a.slug);
    expect((await t.app.inject({ method: "GET", url: res.json().cover_url })).statusCode).toBe(404);
    expect((await send("DELETE", `/api/admin/articles/${a.id}`, operator)).statusCode).toBe(404);
  });

  test("a taken slug is a 409, a bad date a 400", async () => {
    expect(
      (await send("POST", "/api/admin/articles", operator, article({ slug: "changing-your-brake-pads" }))).statusCode,
    ).toBe(409);
    expect(
      (await send("POST", "/api/admin/articles", operator, article({ published_at: "yesterday" }))).statusCode,
    ).toBe(400);
  });
});

describe("social links and contact details", () => {
  test("the footer's links and contact details follow the back office", async () => {
    const links = { facebook_link: "https://facebook.com/pitstop", instagram_link: "" };
    expect((await send("PUT", "/api/admin/settings/social-links", operator, links)).json()).toEqual(links);
    expect((await t.app.inject({ method: "GET", url: "/api/social_links" })).json()).toEqual(links);
    const bad = await send("PUT", "/api/admin/settings/social-links", operator, {
      ...links,
      instagram_link: "javascript:alert(1)",
    });
    expect(bad.statusCode).toBe(400);

    const contact = {
      email: "help@pitstop.example",
      phone: "+1 (555) 010-0199",
      address: "1 Garage Lane, Columbus, OH",
    };
    expect((await send("PUT", "/api/admin/settings/contact", operator, contact)).json()).toEqual(contact);
    expect((await t.app.inject({ method: "GET", url: "/api/shop/contact" })).json()).toEqual(contact);
    const audit = (await send("GET", "/api/admin/audit?entity=settings", operator)).json();
    expect(audit.entries.map((e: { entity_id: string }) => e.entity_id)).toEqual(["contact", "social_links"]);
  });
});
