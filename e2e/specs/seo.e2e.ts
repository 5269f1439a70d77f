import { describe, expect, test } from "vitest";
import { baseUrl, useBrowser } from "../support/browser.ts";

/**
 * Found by search engines (docs/decisions/033): robots.txt names the sitemap index; the index's files
 * list the catalogue's pages (each one opens); a product page carries schema.org Product, Offer,
 * AggregateRating and BreadcrumbList and a canonical address; a filtered list's canonical is the list.
 */
const b = useBrowser();
const locs = (xml: string, tag: "url" | "sitemap") =>
  [...xml.matchAll(new RegExp(`<${tag}><loc>([^<]+)</loc>(?:<lastmod>([^<]+)</lastmod>)?</${tag}>`, "g"))].map((m) => ({
    loc: m[1] as string,
    lastmod: m[2],
  }));

describe("search engines", () => {
  test("robots.txt points at the sitemap index, whose files list every kind of page", async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/checkout\$$/m);
    expect(robots).toMatch(/^Allow: \/api\/media\/$/m);
    expect(robots).toMatch(/^Disallow: \/admin\/$/m);
    const sitemap = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(sitemap).toMatch(/^https?:\/\/.+\/sitemap\.xml$/);

    const index = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(index.headers.get("content-type")).toMatch(/^application\/xml/);
    const files = locs(await index.text(), "sitemap");
    const names = files.map((f) => new URL(f.loc).pathname);
    expect(names).toEqual(
      expect.arrayContaining([
        "/sitemap/pages.xml",
        "/sitemap/catalogue-1.xml",
        "/sitemap/vehicles-1.xml",
        "/sitemap/products-1.xml",
      ]),
    );

    const products = locs(await (await fetch(`${baseUrl()}/sitemap/products-1.xml`)).text(), "url");
    expect(products.length).toBeGreaterThan(1_000);
    expect(products.length).toBeLessThanOrEqual(50_000);
    expect(products.every((p) => /^\d{4}-\d{2}-\d{2}T/.test(p.lastmod ?? ""))).toBe(true);
    const vehicles = locs(await (await fetch(`${baseUrl()}/sitemap/vehicles-1.xml`)).text(), "url");
    expect(vehicles.map((v) => new URL(v.loc).pathname)).toContain("/toyota-camry-2018-accessories");
    // Addresses from each kind open as pages.
    for (const entry of [products[0], products.at(-1), vehicles.at(-1)]) {
      const path = new URL(entry?.loc ?? "").pathname;
      expect((await fetch(`${baseUrl()}${path}`)).status, path).toBe(200);
    }
    expect((await fetch(`${baseUrl()}/sitemap/products-999.xml`)).status).toBe(404);
  });

  test("a product page carries Product, Offer, AggregateRating, BreadcrumbList and its canonical address", async () => {
    const products = locs(await (await fetch(`${baseUrl()}/sitemap/products-1.xml`)).text(), "url");
    const path = new URL(products[0]?.loc as string).pathname;
    await b.page.goto(path);
    const blocks = await b.page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "null")));
    const product = blocks.find((d) => d["@type"] === "Product");
    const crumbs = blocks.find((d) => d["@type"] === "BreadcrumbList");
    const heading = await b.page.getByRole("heading", { level: 1 }).textContent();
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      name: heading?.trim(),
      brand: { "@type": "Brand" },
      offers: { "@type": "Offer", priceCurrency: "USD" },
    });
    expect(product.mpn).toMatch(/\S/);
    expect(product.offers.price).toMatch(/^\d+\.\d{2}$/);
    expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    if (product.aggregateRating) expect(product.aggregateRating.reviewCount).toBeGreaterThan(0);
    expect(crumbs.itemListElement.at(-1).item).toBe(product.url);
    expect(await b.page.locator('link[rel="canonical"]').getAttribute("href")).toBe(product.url);
    expect(new URL(product.url).pathname).toBe(path);
  });

  test("a filtered, sorted list names the list itself as canonical, keeping its page", async () => {
    await b.page.goto("/brakes?sort=price-asc&fits=0&page=2");
    expect(await b.page.locator('link[rel="canonical"]').count()).toBe(1);
    expect(new URL((await b.page.locator('link[rel="canonical"]').getAttribute("href")) ?? "").pathname).toBe(
      "/brakes",
    );
    expect(new URL((await b.page.locator('link[rel="canonical"]').getAttribute("href")) ?? "").search).toBe("?page=2");
  });
});
