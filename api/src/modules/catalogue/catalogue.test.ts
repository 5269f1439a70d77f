import { PAGE_SIZE, type ProductCard } from "@pitstop/contract/catalogue";
import { vehicleKey } from "@pitstop/contract/fitment";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDemoShop } from "../../../test/demo-shop.ts";
import { rowsOf } from "../../db/rows.ts";

type Card = {
  fit: { state: string; position?: string | null } | null;
  id: number;
  slug: string;
  title: string;
  price: number;
  rating: number;
  universal: boolean;
  fits: boolean | null;
  path: string;
};
type Facet = { value: string; label: string; count: number };
type FilterBody = {
  products: Card[];
  total: number;
  page: number;
  pages: number;
  facets: { type: Facet[]; brand: Facet[]; rating: Facet[]; fitment: Facet[]; engine: Facet[]; trim: Facet[] };
  only_fits: boolean;
  all_total: number | null;
  context: {
    title: string;
    vehicle: { slug: string } | null;
    categories: Facet[];
    breadcrumbs: Array<{ label: string; path: string }>;
  };
};

let t: Awaited<ReturnType<typeof createDemoShop>>;
beforeAll(async () => {
  t = await createDemoShop();
}, 180_000);
afterAll(() => t.close());

const filter = async (body: Record<string, unknown>) => {
  const res = await t.app.inject({ method: "POST", url: "/api/filter", payload: body });
  return { status: res.statusCode, body: res.json() as FilterBody & { message: string } };
};
const sum = (facets: Facet[]) => facets.reduce((s, f) => s + f.count, 0);

describe("vehicle lists", () => {
  test("years are strings, newest first, from 2026 down to 1990", async () => {
    const years = (await t.app.inject({ method: "GET", url: "/api/years" })).json() as Array<{ year: string }>;
    expect(years[0]).toEqual({ year: "2026" });
    expect(years.at(-1)).toEqual({ year: "1990" });
    expect(years.map((y) => Number(y.year))).toEqual([...years.map((y) => Number(y.year))].sort((a, b) => b - a));
  });

  test("makes of a year are {id, make}, alphabetical, with the big names present", async () => {
    const makes = (await t.app.inject({ method: "GET", url: "/api/make/2018" })).json() as Array<{
      id: number;
      make: string;
    }>;
    const names = makes.map((m) => m.make);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    expect(names).toEqual(expect.arrayContaining(["Toyota", "Honda", "Ford", "Mercedes-Benz", "Land Rover"]));
    expect(typeof makes[0]?.id).toBe("number");
  });

  test("models take the make by name or slug and are alphabetical", async () => {
    const byName = (await t.app.inject({ method: "GET", url: "/api/model/2018/Land%20Rover" })).json();
    const bySlug = (await t.app.inject({ method: "GET", url: "/api/model/2018/land-rover" })).json();
    expect(byName).toEqual(bySlug);
    expect(byName.map((m: { model: string }) => m.model)).toContain("Range Rover Sport");
  });

  test("a malformed year is a 400 that says so; an unknown year is an empty list", async () => {
    const bad = await t.app.inject({ method: "GET", url: "/api/make/20x8" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("Year must be four digits");
    const none = await t.app.inject({ method: "GET", url: "/api/make/1901" });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  test.each([
    ["Toyota", "Prius Prime (PHEV)", "toyota-prius-prime-phev-2018"],
    ["Ford", "F-150", "ford-f-150-2018"],
    ["Land Rover", "Range Rover Sport", "land-rover-range-rover-sport-2018"],
    ["Mercedes-Benz", "C-Class", "mercedes-benz-c-class-2018"],
  ])("%s %s has the slug %s and its page resolves", async (make, model, slug) => {
    const models = (await t.app.inject({ method: "GET", url: `/api/model/2018/${encodeURIComponent(make)}` })).json();
    expect(models.find((m: { model: string }) => m.model === model)?.slug).toBe(slug);
    const page = await filter({ slug: `${slug}-accessories` });
    expect(page.status).toBe(200);
    expect(page.body.context.vehicle?.slug).toBe(slug);
  });
});

describe("GET /api/categories", () => {
  test("lists the 13 categories in shop order with counts that match their pages", async () => {
    const categories = (await t.app.inject({ method: "GET", url: "/api/categories" })).json() as Array<{
      slug: string;
      product_count: number;
    }>;
    expect(categories).toHaveLength(13);
    expect(categories[0]?.slug).toBe("brakes");
    const brakes = await filter({ slug: "brakes" });
    expect(categories[0]?.product_count).toBe(brakes.body.total);
    expect(categories.reduce((sum, c) => sum + c.product_count, 0)).toBe(3600);
  });
});

describe("POST /api/filter", () => {
  test("a category page: 24 a page, facets that add up to the total", async () => {
    const { status, body } = await filter({ slug: "brakes" });
    expect(status).toBe(200);
    expect(body.products).toHaveLength(PAGE_SIZE);
    expect(body.page).toBe(1);
    expect(body.pages).toBe(Math.ceil(body.total / PAGE_SIZE));
    expect(sum(body.facets.type)).toBe(body.total);
    expect(sum(body.facets.brand)).toBe(body.total);
    expect(sum(body.facets.fitment)).toBe(body.total);
    const stars = body.facets.rating.map((f) => f.count);
    expect(stars).toEqual([...stars].sort((a, b) => a - b));
    expect(body.context.breadcrumbs.map((b) => b.label)).toEqual(["Home", "Brakes"]);
  });

  test("facet labels read the same on a category and a vehicle's page: 'Vehicle-specific fit', '1 star & up'", async () => {
    const labels = (body: FilterBody) => ({
      fitment: body.facets.fitment.map((f) => f.label),
      rating: body.facets.rating.map((f) => f.label),
    });
    const expected = {
      fitment: ["Vehicle-specific fit", "Universal fit"],
      rating: ["4 stars & up", "3 stars & up", "2 stars & up", "1 star & up"],
    };
    expect(labels((await filter({ slug: "brakes" })).body)).toEqual(expected);
    expect(labels((await filter({ slug: "toyota-camry-2018-accessories" })).body)).toEqual(expected);
  });

  test("a type filter narrows the total to that type's facet count, other facets follow", async () => {
    const all = await filter({ slug: "brakes" });
    const pads = all.body.facets.type.find((f) => f.value === "brake-pads");
    if (!pads) throw new Error("brake-pads facet missing");
    const { body } = await filter({ slug: "brakes", TYPE: ["brake-pads"] });
    expect(body.total).toBe(pads.count);
    expect(sum(body.facets.brand)).toBe(pads.count);
    // The type facet ignores its own filter, so every type stays selectable.
    expect(body.facets.type).toEqual(all.body.facets.type);
  });

  test("every page of a listing together holds each product exactly once", async () => {
    const first = await filter({ slug: "brakes/brake-pads", "SORT BY": "price-asc" });
    const ids: number[] = [];
    for (let page = 1; page <= first.body.pages; page++) {
      ids.push(
        ...(await filter({ slug: "brakes/brake-pads", "SORT BY": "price-asc", page })).body.products.map((p) => p.id),
      );
    }
    expect(ids).toHaveLength(first.body.total);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test.each([
    ["price-asc", (a: Card, b: Card) => a.price <= b.price],
    ["price-desc", (a: Card, b: Card) => a.price >= b.price],
    ["rating", (a: Card, b: Card) => a.rating >= b.rating],
    [
      "name",
      (a: Card, b: Card) => a.title.localeCompare(b.title, "en", { sensitivity: "base" }) <= 0 || a.title <= b.title,
    ],
  ])("sort %s orders the page", async (sort, inOrder) => {
    const { body } = await filter({ slug: "filters", "SORT BY": sort });
    for (let i = 1; i < body.products.length; i++) {
      const [a, b] = [body.products[i - 1], body.products[i]];
      if (a && b) expect(inOrder(a, b), `${a.title} / ${b.title}`).toBe(true);
    }
  });

  test("a vehicle page shows only parts that fit it, direct fits first", async () => {
    const { body } = await filter({ slug: "toyota-camry-2018-accessories" });
    expect(body.context.title).toBe("Parts and accessories for 2018 Toyota Camry");
    // Each part fits the Camry, or fits some of its engines and asks which (never "doesn't fit").
    expect(body.products.every((p) => p.fit?.state === "fits" || p.fit?.state === "needs_config")).toBe(true);
    const direct = body.facets.fitment.find((f) => f.value === "direct")?.count ?? 0;
    expect(direct).toBeGreaterThan(40);
    expect(body.products.slice(0, Math.min(direct, PAGE_SIZE)).every((p) => !p.universal)).toBe(true);
    expect(sum(body.context.categories)).toBe(body.total);
    for (const p of body.products.slice(0, 5)) {
      const fits = (
        await t.app.inject({ method: "GET", url: `/api/products/${p.slug}?vehicle=toyota-camry-2018` })
      ).json();
      expect(fits.fit.state).toBe(p.fit?.state);
      expect(fits.fits).toBe(p.fits);
    }
  });

  test("a vehicle page's pages hold each part once: its direct fits, then the universal parts", async () => {
    const first = await filter({ slug: "toyota-camry-2018-accessories" });
    const direct = first.body.facets.fitment.find((f) => f.value === "direct")?.count ?? 0;
    const cards: Card[] = [];
    for (let page = 1; page <= first.body.pages; page++) {
      cards.push(...(await filter({ slug: "toyota-camry-2018-accessories", page })).body.products);
    }
    expect(cards).toHaveLength(first.body.total);
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
    expect(cards.slice(0, direct).every((c) => !c.universal)).toBe(true);
    expect(cards.slice(direct).every((c) => c.universal)).toBe(true);
    // Pages are reached by position (migration 0006): the same order as sorting the lists outright.
    const featured = await rowsOf<{ id: number }>(
      t.db,
      sql`select p.id from products p join vehicles v on v.slug = 'toyota-camry-2018'
          where p.universal or exists (select 1 from product_fitment f where f.product_id = p.id and f.vehicle_id = v.id)
          order by p.universal, p.featured_rank, p.id`,
    );
    expect(cards.map((c) => c.id)).toEqual(featured.map((r) => r.id));
  });

  test.each([
    ["featured", "featured_rank, id"],
    ["price-asc", "price_cents, id"],
    ["price-desc", "price_cents desc, id desc"],
    ["rating", "rating_tenths desc, review_count desc, id"],
    ["newest", "created_at desc, id desc"],
    ["name", "title, id"],
  ])("a category's pages, reached by position, list it sorted %s exactly once", async (sort, orderBy) => {
    const first = await filter({ slug: "filters", "SORT BY": sort });
    const cards: Card[] = [];
    for (let page = 1; page <= first.body.pages; page++) {
      cards.push(...(await filter({ slug: "filters", "SORT BY": sort, page })).body.products);
    }
    const sorted = await rowsOf<{ id: number }>(
      t.db,
      sql`select p.id from products p join categories c on c.id = p.category_id where c.slug = 'filters'
          order by ${sql.raw(orderBy.replace(/\b(\w+)\b/g, (w) => (/^(desc|asc)$/.test(w) ? w : `p.${w}`)))}`,
    );
    expect(cards.map((c) => c.id)).toEqual(sorted.map((r) => r.id));
  });

  test("the demo catalogue qualifies fitment: oil filters ask a 2018 Camry for its engine, batteries fit by group size, pads carry a position", async () => {
    const oil = await filter({ slug: "toyota-camry-2018-accessories/filters/oil-filters" });
    const asking = oil.body.products.filter((p) => p.fit?.state === "needs_config");
    expect(asking.length).toBeGreaterThan(0);
    const product = (
      await t.app.inject({ method: "GET", url: `/api/products/${asking[0]?.slug}?vehicle=toyota-camry-2018` })
    ).json();
    expect(product.fit.question).toBe("engine");
    expect(product.fit.options.map((o: { value: string }) => o.value)).toEqual(
      expect.arrayContaining(["2.5L 4-cyl", "3.5L V6"]),
    );
    // Given the engine, each of those parts fits or does not: no question left.
    const v6 = (
      await t.app.inject({
        method: "POST",
        url: "/api/filter",
        payload: { slug: "toyota-camry-2018-accessories/filters/oil-filters", vehicle: "toyota-camry-2018|3.5L%20V6|" },
      })
    ).json() as FilterBody;
    // Given the engine, the page lists only the filters for it: each fits, none asks.
    expect(v6.products.every((p) => p.fit?.state === "fits")).toBe(true);
    expect(v6.products.some((p) => !p.universal)).toBe(true);
    expect(v6.total).toBeLessThan(oil.body.total);

    const batteries = await filter({
      slug: "toyota-camry-2018-accessories/electrics/batteries",
      FITMENT: ["direct"],
    });
    const groups = new Set(batteries.body.products.map((p) => p.title.match(/Group (\S+)/)?.[1]));
    expect(batteries.body.products.length).toBeGreaterThan(0);
    expect(groups.size).toBe(1);

    const pads = await filter({ slug: "toyota-camry-2018-accessories/brakes/brake-pads", FITMENT: ["direct"] });
    const positions = pads.body.products.map((p) => (p.fit as { position?: string } | null)?.position);
    expect(positions.length).toBeGreaterThan(0);
    expect(positions.every((p) => p === "Front" || p === "Rear")).toBe(true);
  });

  test("a filtered vehicle page pages by offset in the same featured order", async () => {
    const slug = "toyota-camry-2018-accessories/brakes";
    const first = await filter({ slug });
    const cards: Card[] = [];
    for (let page = 1; page <= first.body.pages; page++) cards.push(...(await filter({ slug, page })).body.products);
    expect(cards).toHaveLength(first.body.total);
    const featured = await rowsOf<{ id: number }>(
      t.db,
      sql`select p.id from products p join vehicles v on v.slug = 'toyota-camry-2018' join categories c on c.id = p.category_id
          where c.slug = 'brakes'
            and (p.universal or exists (select 1 from product_fitment f where f.product_id = p.id and f.vehicle_id = v.id))
          order by p.universal, p.featured_rank, p.id`,
    );
    expect(cards.map((c) => c.id)).toEqual(featured.map((r) => r.id));
  });

  test("FITMENT=direct on a vehicle page leaves only the parts made for it", async () => {
    const { body } = await filter({ slug: "toyota-camry-2018-accessories/brakes", FITMENT: ["direct"] });
    expect(body.total).toBeGreaterThan(0);
    expect(body.products.every((p) => !p.universal && p.fits)).toBe(true);
    expect(body.context.breadcrumbs.map((b) => b.label)).toEqual(["Home", "2018 Toyota Camry", "Brakes"]);
  });

  test("a minimum rating keeps only products rated that high", async () => {
    const { body } = await filter({ slug: "oils", RATING: 4 });
    expect(body.products.every((p) => p.rating >= 4)).toBe(true);
    expect(body.total).toBe((await filter({ slug: "oils" })).body.facets.rating.find((f) => f.value === "4")?.count);
  });

  test("a brand page lists that brand's products", async () => {
    const { body: brakes } = await filter({ slug: "brakes" });
    const brand = brakes.facets.brand[0];
    if (!brand) throw new Error("no brand facet");
    const { status, body } = await filter({ slug: brand.value });
    expect(status).toBe(200);
    expect(body.facets.brand).toEqual([expect.objectContaining({ value: brand.value })]);
  });

  test("`vehicle` on a category page lists what fits it; with fits=0 it marks which cards fit without filtering", async () => {
    const { body: narrowed } = await filter({ slug: "brakes", vehicle: "toyota-camry-2018" });
    expect(narrowed.only_fits).toBe(true);
    expect(narrowed.products.every((p) => p.fit?.state !== "doesnt_fit")).toBe(true);
    const { body } = await filter({ slug: "brakes", vehicle: "toyota-camry-2018", fits: "0" });
    expect(body.only_fits).toBe(false);
    expect(body.products.every((p) => typeof p.fits === "boolean")).toBe(true);
    expect(body.total).toBe((await filter({ slug: "brakes" })).body.total);
    expect(narrowed.all_total).toBe(body.total);
  });

  test.each([
    [{ slug: "no-such-thing" }, 404, "Nothing in the catalogue"],
    [{ slug: "toyota-warpspeed-2018-accessories" }, 404, "We don't know the vehicle"],
    [{ slug: "brakes/oil-filters" }, 404, "Nothing in the catalogue"],
    [{ slug: "brakes", "SORT BY": "cheapest" }, 400, "Sort must be one of"],
    [{ slug: "brakes", page: 0 }, 400, "Page must be 1 or more"],
    [{ slug: "brakes", page: 9999 }, 404, "There is no page 9999"],
    [{ slug: "brakes", RATING: 5 }, 400, "Rating must be 1 to 4 stars"],
    [{ slug: "brakes", TYPE: ["warp-drives"] }, 400, "Unknown product type: warp-drives"],
    [{ slug: "brakes", BRAND: ["<script>"] }, 400, "Use slugs like brake-pads"],
    [{ slug: "brakes", price: 1 }, 400, "Unrecognized key"],
  ])("%j is refused with %i", async (body, status, message) => {
    const res = await filter(body);
    expect(res.status).toBe(status);
    expect(res.body.message).toContain(message);
  });
});

describe("products and search", () => {
  test("a product carries brand, images, specifications, fitment grouped by model and reviews", async () => {
    const { body } = await filter({ slug: "toyota-camry-2018-accessories", FITMENT: ["direct"] });
    const card = body.products[0];
    if (!card) throw new Error("no direct fit");
    const product = (await t.app.inject({ method: "GET", url: `/api/products/${card.slug}` })).json();
    expect(product.path).toBe(card.path);
    expect(product.images[0].url).toMatch(/^\/api\/media\//);
    expect(product.specifications.length).toBeGreaterThan(0);
    expect(product.fitment_vehicle_count).toBeGreaterThan(0);
    const camry = product.fitment.find(
      (g: { make: string; model: string }) => g.make === "Toyota" && g.model === "Camry",
    );
    expect(camry.year_from).toBeLessThanOrEqual(2018);
    expect(camry.year_to).toBeGreaterThanOrEqual(2018);
    expect(product.fits).toBeNull();
  });

  test("a product's reviews come newest first, at most 20, with their times, as the database holds them", async () => {
    const [row] = await rowsOf<{ slug: string; reviews: number }>(
      t.app.db,
      sql`select p.slug, count(r.id)::int as reviews from products p join product_reviews r on r.product_id = p.id
          group by p.slug order by count(r.id) desc, p.slug limit 1`,
    );
    if (!row) throw new Error("the demo catalogue has no reviews");
    const stored = await rowsOf<{ id: number; created_at: Date | string }>(
      t.app.db,
      sql`select r.id, r.created_at from product_reviews r join products p on p.id = r.product_id
          where p.slug = ${row.slug} order by r.created_at desc, r.id desc limit 20`,
    );
    const product = (await t.app.inject({ method: "GET", url: `/api/products/${row.slug}` })).json();
    expect(product.reviews).toHaveLength(Math.min(row.reviews, 20));
    const times = product.reviews.map((r: { created_at: string }) => r.created_at);
    expect(times).toEqual(stored.map((r) => new Date(r.created_at).toISOString()));
    expect([...times].sort().reverse()).toEqual(times);
    expect(product.reviews[0]).toMatchObject({ author: expect.any(String), rating: expect.any(Number) });
  });

  test("`?vehicle=` says whether it fits; a universal part fits every vehicle", async () => {
    const { body } = await filter({ slug: "toyota-camry-2018-accessories", FITMENT: ["direct"] });
    const slug = body.products.find((p) => p.fit?.state === "fits")?.slug;
    const other = (
      await t.app.inject({ method: "GET", url: `/api/products/${slug}?vehicle=tesla-model-3-2022` })
    ).json();
    expect(other.fits).toBe(false);
    const { body: universal } = await filter({ slug: "tools", FITMENT: ["universal"] });
    const tool = (
      await t.app.inject({
        method: "GET",
        url: `/api/products/${universal.products[0]?.slug}?vehicle=tesla-model-3-2022`,
      })
    ).json();
    expect(tool.fits).toBe(true);
    const fits = await t.app.inject({
      method: "GET",
      url: `/api/products/${slug}/fits?vehicles=toyota-camry-2018,tesla-model-3-2022,nope-1999`,
    });
    // An unknown vehicle (a device's stale history car) is left out; the others answer in order.
    expect(fits.json().map((f: { vehicle: string; key: string; fits: boolean }) => [f.vehicle, f.key, f.fits])).toEqual(
      [
        ["toyota-camry-2018", "toyota-camry-2018", true],
        ["tesla-model-3-2022", "tesla-model-3-2022", false],
      ],
    );
  });

  test("an unknown product is a 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/products/no-such-part" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Product not found" });
  });

  test("search tolerates typos", async () => {
    const res = (await t.app.inject({ method: "GET", url: "/api/search?q=ceramik%20brak%20pads" })).json();
    expect(res.products.length).toBeGreaterThan(0);
    expect(res.products[0].title).toMatch(/Brake Pad/);
  });

  test("a brand's name is suggested from its first letters, and searching it finds the brand's parts", async () => {
    const { body } = await filter({ slug: "brakes" });
    const brand = body.facets.brand[0];
    if (!brand) throw new Error("no brand facet");
    const typed = brand.label.slice(0, 4).toLowerCase();
    const suggested = (await t.app.inject({ method: "GET", url: `/api/search?q=${encodeURIComponent(typed)}` })).json();
    expect(suggested.brands).toContainEqual({
      slug: brand.value,
      name: brand.label,
      path: `/search?q=${encodeURIComponent(brand.label)}`,
    });
    const found = (
      await t.app.inject({ method: "GET", url: `/api/search?q=${encodeURIComponent(brand.label)}` })
    ).json();
    expect(found.products.length).toBeGreaterThan(0);
    expect(found.products.every((p: { brand: { slug: string } }) => p.brand.slug === brand.value)).toBe(true);
  });

  test("a card carries the part's per-unit shipping, the same figure as its page", async () => {
    const { body } = await filter({ slug: "brakes" });
    const card = body.products[0] as Card & { shipping: number; slug: string };
    const page = (await t.app.inject({ method: "GET", url: `/api/products/${card.slug}` })).json();
    expect(typeof card.shipping).toBe("number");
    expect(card.shipping).toBe(page.shipping);
  });

  test("search finds a product by part number fragment", async () => {
    const { body } = await filter({ slug: "filters" });
    const card = body.products[0] as Card & { part_number: string };
    const res = (
      await t.app.inject({ method: "GET", url: `/api/search?q=${encodeURIComponent(card.part_number)}` })
    ).json();
    expect(res.products[0].id).toBe(card.id);
  });

  test("a vehicle named in the query becomes the vehicle filter", async () => {
    const res = (await t.app.inject({ method: "GET", url: "/api/search?q=brake%20pads%202018%20camry" })).json();
    expect(res.vehicle.slug).toBe("toyota-camry-2018");
    expect(res.products.length).toBeGreaterThan(0);
    expect(res.products.every((p: Card) => p.fits === true)).toBe(true);
    expect(res.categories.map((c: { path: string }) => c.path)).toContain(
      "/toyota-camry-2018-accessories/brakes/brake-pads",
    );
  });

  test("a one- or two-character query answers with the categories it names, not a server error", async () => {
    for (const q of ["b", "br"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/search?q=${q}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().categories.map((c: { slug: string }) => c.slug)).toContain("brakes");
    }
  });

  test("a digits-only query too short for a part number answers with an empty list", async () => {
    for (const q of ["1", "12", "%", "_"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/search?q=${encodeURIComponent(q)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ products: [], vehicle: null });
    }
  });

  test("an empty query is a 400", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/search?q=%20" });
    expect(res.statusCode).toBe(400);
  });
});

describe("believable fitment and US English", () => {
  /** Every card of a listing, page by page. */
  const allCards = async (body: Record<string, unknown>) => {
    const first = await filter(body);
    const cards = [...first.body.products];
    for (let page = 2; page <= first.body.pages; page++) cards.push(...(await filter({ ...body, page })).body.products);
    expect(cards).toHaveLength(first.body.total);
    return cards;
  };

  test("universal parts are a minority of a 2018 Camry's page, and its counts add up", async () => {
    const { body } = await filter({ slug: "toyota-camry-2018-accessories" });
    const universal = body.facets.fitment.find((f) => f.value === "universal")?.count ?? 0;
    const direct = body.facets.fitment.find((f) => f.value === "direct")?.count ?? 0;
    expect(direct + universal).toBe(body.total);
    expect(universal / body.total).toBeLessThan(0.5);
    expect(sum(body.context.categories)).toBe(body.total);
    const onlyDirect = await filter({ slug: "toyota-camry-2018-accessories", FITMENT: ["direct"] });
    expect(onlyDirect.body.total).toBe(direct);
  });

  test("every battery for a 2018 Camry is group 24F", async () => {
    const cards = await allCards({ slug: "toyota-camry-2018-accessories/electrics/batteries" });
    expect(cards.length).toBeGreaterThan(0);
    expect(new Set(cards.map((c) => c.title.match(/Group (\S+)/)?.[1]))).toEqual(new Set(["24F"]));
  });

  test("the tires for a 2018 Camry come only in the sizes it uses", async () => {
    const cards = await allCards({ slug: "toyota-camry-2018-accessories/tyres" });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => !c.universal)).toBe(true);
    const sizes = new Set(cards.map((c) => c.title.match(/, (\S+) \d+[A-Z]$/)?.[1]));
    for (const size of sizes) expect(["215/55R17", "235/45R18", "235/40R19"]).toContain(size);
  });

  test("a 2018 Camry is offered no dual-clutch or CVT fluid, and no fluid is universal that is not", async () => {
    const cards = await allCards({ slug: "toyota-camry-2018-accessories/oils/transmission-fluid" });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.filter((c) => /Dual-Clutch|CVT/.test(c.title))).toEqual([]);
    const universalFluid = await filter({ slug: "oils/transmission-fluid", FITMENT: ["universal"] });
    expect(universalFluid.body.total).toBe(0);
  });

  test("the tyres category is named Tires (its URL stays /tyres) and a search for tire finds tires", async () => {
    const categories = (await t.app.inject({ method: "GET", url: "/api/categories" })).json() as Array<{
      slug: string;
      name: string;
    }>;
    expect(categories.find((c) => c.slug === "tyres")?.name).toBe("Tires");
    const { body } = await filter({ slug: "tyres" });
    expect(body.context.title).not.toMatch(/tyre/i);
    expect(body.products.every((c) => /Tire/.test(c.title) && !/Tyre/i.test(c.title))).toBe(true);
    const search = (await t.app.inject({ method: "GET", url: "/api/search?q=tire" })).json() as { products: Card[] };
    expect(search.products.length).toBeGreaterThan(0);
    expect(search.products.every((c) => /Tire/.test(c.title))).toBe(true);
  });
});

describe("the fit switch on the demo catalogue", () => {
  const QUERIES = [
    "oil filter",
    "brake pads",
    "spark plug",
    "rotor",
    "air filter",
    "battery",
    "wiper blades",
    "shocks",
    "headlight bulb",
    "ignition coil",
  ];

  /** 50 vehicles with parts made for them, the best sellers first, each with one engine (or trim) chosen. */
  async function configuredVehicles() {
    const rows = await rowsOf<{ slug: string; engines: string[]; trims: string[] }>(
      t.db,
      sql`select v.slug, v.engines, v.trims from vehicles v
        join (select vehicle_id, count(*) as n from vehicle_products group by vehicle_id) d on d.vehicle_id = v.id
        order by d.n desc, v.id limit 50`,
    );
    return rows.map((v, i) =>
      vehicleKey({
        slug: v.slug,
        engine: v.engines.length > 0 ? (v.engines[i % v.engines.length] ?? null) : null,
        trim: v.engines.length === 0 && v.trims.length > 0 ? (v.trims[i % v.trims.length] ?? null) : null,
      }),
    );
  }

  test("50 vehicles × 10 queries: with the switch on, search and category pages list no part that doesn't fit", async () => {
    const keys = await configuredVehicles();
    expect(keys).toHaveLength(50);
    let cards = 0;
    for (const key of keys) {
      for (const q of QUERIES) {
        const res = await t.app.inject({
          method: "GET",
          url: `/api/search/results?q=${encodeURIComponent(q)}&vehicle=${encodeURIComponent(key)}`,
        });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as { only_fits: boolean; products: ProductCard[] };
        const wrong = body.products.filter((p) => p.fit?.state === "doesnt_fit");
        expect(wrong.map((p) => `${key} "${q}": ${p.title}`)).toEqual([]);
        cards += body.products.length;
      }
      for (const slug of ["filters/oil-filters", "brakes/brake-pads", "ignition"]) {
        const { body } = await filter({ slug, vehicle: key });
        expect(body.only_fits).toBe(true);
        expect(
          body.products.filter((p) => p.fit?.state === "doesnt_fit").map((p) => `${key} ${slug}: ${p.title}`),
        ).toEqual([]);
      }
    }
    // The check saw real lists, not empty ones.
    expect(cards).toBeGreaterThan(2000);
  }, 300_000);

  test("every facet count is what choosing it lists, on a vehicle page, a category page and search", async () => {
    const key = vehicleKey({ slug: "toyota-camry-2018", engine: null, trim: null });
    const page = (await filter({ slug: "toyota-camry-2018-accessories/filters" })).body;
    const category = (await filter({ slug: "filters", vehicle: key })).body;
    for (const [slug, body] of [
      ["toyota-camry-2018-accessories/filters", page],
      ["filters", category],
    ] as const) {
      expect(body.facets.engine.length).toBeGreaterThan(1);
      for (const choice of body.facets.engine) {
        const chosen = vehicleKey({ slug: "toyota-camry-2018", engine: choice.value, trim: null });
        expect((await filter({ slug, vehicle: chosen })).body.total, `${slug} ${choice.value}`).toBe(choice.count);
      }
      for (const choice of body.facets.type) {
        expect((await filter({ slug, vehicle: key, TYPE: [choice.value] })).body.total).toBe(choice.count);
      }
      for (const choice of body.facets.brand.slice(0, 5)) {
        expect((await filter({ slug, vehicle: key, BRAND: [choice.value] })).body.total).toBe(choice.count);
      }
    }
    const search = async (extra: string) =>
      (
        await t.app.inject({
          method: "GET",
          url: `/api/search/results?q=filter&vehicle=${encodeURIComponent(key)}${extra}`,
        })
      ).json() as { total: number; facets: Record<string, Array<{ value: string; count: number }>> };
    const found = await search("");
    expect(found.facets.engine?.length).toBeGreaterThan(1);
    for (const choice of found.facets.engine ?? []) {
      const chosen = vehicleKey({ slug: "toyota-camry-2018", engine: choice.value, trim: null });
      const res = await t.app.inject({
        method: "GET",
        url: `/api/search/results?q=filter&vehicle=${encodeURIComponent(chosen)}`,
      });
      expect(res.json().total, choice.value).toBe(choice.count);
    }
    for (const choice of found.facets.type ?? [])
      expect((await search(`&type=${choice.value}`)).total).toBe(choice.count);
  }, 120_000);
});

describe("the demo shop as `npm start` loads it is believable", () => {
  test("every product title is its own, most parts are in stock by the dozen, and no review sentence is said twice", async () => {
    const [row] = await rowsOf<{
      products: number;
      titles: number;
      out: number;
      low: number;
      sentences: number;
      distinct_sentences: number;
    }>(
      t.db,
      sql`select (select count(*)::int from products) as products,
                 (select count(distinct title)::int from products) as titles,
                 (select count(*)::int from products where stock = 0) as out,
                 (select count(*)::int from products where stock between 1 and 5) as low,
                 count(*)::int as sentences, count(distinct sentence)::int as distinct_sentences
          from product_reviews r, regexp_split_to_table(r.body, '(?<=[.!?])\\s+') as sentence`,
    );
    // Once 2,099 titles for 3,600 products; 279 out of stock and 326 more at 1–5;
    // 89,389 review sentences of which 8,504 distinct.
    expect(row?.titles).toBe(row?.products);
    expect(row?.out).toBeLessThan(0.03 * (row?.products ?? 0));
    expect((row?.out ?? 0) + (row?.low ?? 0)).toBeLessThan(0.07 * (row?.products ?? 0));
    expect(row?.sentences).toBeGreaterThan(50_000);
    expect(row?.distinct_sentences).toBe(row?.sentences);
  });
});
