import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedSmallCatalogue } from "../../../test/small-catalogue.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { rowsOf } from "../../db/rows.ts";
import { refreshCatalogueFacets } from "./catalogue-queries.ts";
import { sitemapFile, sitemapIndex } from "./sitemap.ts";

/**
 * The sitemap lists exactly the pages a shopper can open: every published product, every vehicle
 * page with parts, every category, type and brand with a published part — counted here in SQL of
 * its own — split into files of the limit, with each page's last change (docs/decisions/033).
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    seed: async (db) => {
      const ids = await seedSmallCatalogue(db, [
        { title: "Sitemap pads A", priceCents: 1_000, stock: 5, fits: ["toyota-camry-2018"] },
        { title: "Sitemap pads B", priceCents: 1_100, stock: 5, fits: ["toyota-camry-2018"] },
        { title: "Sitemap pads C", priceCents: 1_200, stock: 5, fits: ["honda-civic-2015"] },
        { title: "Sitemap pads hidden", priceCents: 1_300, stock: 5, fits: ["honda-civic-2015"] },
        { title: "Sitemap wiper fluid", priceCents: 900, stock: 5, universal: true },
      ]);
      // The Civic's only other part is hidden too, after this: its page lists nothing.
      await db.execute(sql`update products set published = false where id in (${ids[2]}, ${ids[3]})`);
      await refreshCatalogueFacets(db);
    },
  });
});
afterAll(() => t.close());

async function everyFile(perFile: number) {
  const index = await sitemapIndex(t.db, perFile);
  const urls: string[] = [];
  for (const f of index.files) {
    const file = await sitemapFile(t.db, f.kind, f.page, perFile);
    expect(file.urls.length, `${f.kind}-${f.page}`).toBe(f.count);
    expect(file.urls.length).toBeLessThanOrEqual(perFile);
    urls.push(...file.urls.map((u) => u.path));
  }
  return { index, urls };
}

describe("the sitemap", () => {
  test("lists every published product and every vehicle page with parts, nothing hidden, each once", async () => {
    const products = await rowsOf<{ path: string }>(
      t.db,
      sql`select '/' || c.slug || '/' || pt.slug || '/' || p.slug as path from products p
            join categories c on c.id = p.category_id join product_types pt on pt.id = p.type_id where p.published`,
    );
    const vehicles = await rowsOf<{ path: string }>(
      t.db,
      sql`select distinct '/' || v.slug || '-accessories' as path from vehicles v join product_fitment f on f.vehicle_id = v.id
            join products p on p.id = f.product_id and p.published`,
    );
    const { urls } = await everyFile(50_000);
    expect(urls.filter((u) => u.split("/").length === 4).sort()).toEqual(products.map((p) => p.path).sort());
    expect(urls.filter((u) => u.endsWith("-accessories")).sort()).toEqual(vehicles.map((v) => v.path).sort());
    expect(urls).toContain("/toyota-camry-2018-accessories");
    expect(urls).not.toContain("/honda-civic-2015-accessories");
    expect(urls.some((u) => u.includes("sitemap-pads-hidden"))).toBe(false);
    expect(urls).toEqual(expect.arrayContaining(["/brakes", "/brakes/brake-pads", "/stopwell"]));
    expect(new Set(urls).size).toBe(urls.length);
  });

  test("splits into files of the limit, the same addresses in all", async () => {
    const whole = await everyFile(50_000);
    const split = await everyFile(2);
    expect(split.index.files.filter((f) => f.kind === "products").map((f) => f.count)).toEqual([2, 1]);
    expect(split.urls).toEqual(whole.urls);
  });

  test("gives each page the time of its last change, and the HTTP answer is kept an hour", async () => {
    const file = await sitemapFile(t.db, "products", 1);
    for (const u of file.urls) expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const res = await t.app.inject({ method: "GET", url: "/api/sitemap/products/1" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect((await t.app.inject({ method: "GET", url: "/api/sitemap/orders/1" })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/sitemap/products/0" })).statusCode).toBe(400);
  });
});
