import { slugify } from "@pitstop/contract/slug";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Buyer, createOrdersTestApp, type OrdersTestApp } from "../../../test/order-fixtures.ts";
import { products, vehicles } from "../../db/schema/index.ts";

let t: OrdersTestApp;
let slugs: string[];
let ids: number[];
/** Vehicle ids by slug: the fixture's 2018 Camry and 2015 Civic, plus a 2016 and a 2021 Camry. */
const vehicleIds = new Map<string, number>();

beforeAll(async () => {
  t = await createOrdersTestApp([
    { title: "Ceramic brake pads", priceCents: 4999, stock: 500, fits: ["toyota-camry-2018"] },
    { title: "Cabin air filter", priceCents: 1999, stock: 500, universal: true },
    { title: "Wiper blade", priceCents: 999, stock: 500, universal: true },
    { title: "Oil filter", priceCents: 899, stock: 500, universal: true },
    { title: "Spark plug", priceCents: 699, stock: 500, universal: true },
  ]);
  ids = t.productIds;
  const rows = await t.db.select({ id: products.id, slug: products.slug }).from(products);
  slugs = ids.map((id) => rows.find((r) => r.id === id)?.slug ?? "");
  await t.db.insert(vehicles).values(
    [2016, 2021].map((year, i) => ({
      year,
      make: "Toyota",
      model: "Camry",
      makeSlug: "toyota",
      modelSlug: "camry",
      slug: `toyota-camry-${year}`,
      kind: "car",
      vpicMakeId: 100,
      vpicModelId: 300 + i,
    })),
  );
  for (const v of await t.db.select({ id: vehicles.id, slug: vehicles.slug }).from(vehicles))
    vehicleIds.set(v.slug, v.id);
});
afterAll(() => t.close());

const review = (over: Record<string, unknown> = {}) => ({
  rating: 4,
  title: "Quiet and no dust",
  body: "Fitted them on a Saturday morning, no squeal after 500 miles.",
  ...over,
});
const write = (who: Buyer | null, slug: string, body: unknown) =>
  t.send("POST", `/api/products/${slug}/reviews`, who, body);
const list = (slug: string, query = "", who: Buyer | null = null) =>
  t.send("GET", `/api/products/${slug}/reviews${query ? `?${query}` : ""}`, who);
const figures = async (slug: string) => {
  const product = (await t.send("GET", `/api/products/${slug}`, null)).json();
  return { rating: product.rating as number, count: product.review_count as number };
};
async function garage(who: Buyer, slug: string) {
  const res = await t.send("POST", "/api/profile/garage", who, { id: vehicleIds.get(slug) });
  expect(res.statusCode).toBe(201);
}

describe("writing a review", () => {
  test("a signed-in shopper reviews a part once; a second review of the same part is a 409", async () => {
    const b = await t.buyer("Dana");
    const res = await write(b, slugs[1] as string, review());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      author: "Dana",
      rating: 4,
      title: "Quiet and no dust",
      status: "published",
      verified_purchase: false,
      helpful_count: 0,
      edited_at: null,
      vehicle: null,
    });
    const again = await write(b, slugs[1] as string, review({ rating: 5 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already reviewed/);
  });

  test("a guest cannot write a review", async () => {
    expect((await write(null, slugs[1] as string, review())).statusCode).toBe(401);
  });

  test("an unknown product is a 404", async () => {
    const b = await t.buyer();
    expect((await write(b, "no-such-part", review())).statusCode).toBe(404);
  });

  test.each([
    ["no stars", { rating: 0 }, "rating"],
    ["six stars", { rating: 6 }, "rating"],
    ["half a star", { rating: 3.5 }, "rating"],
    ["a title of 121 characters", { title: "x".repeat(121) }, "title"],
    ["an empty title", { title: "   " }, "title"],
    ["a text of 19 characters", { body: "x".repeat(19) }, "body"],
    ["a text of 5,001 characters", { body: "x".repeat(5001) }, "body"],
    ["a control character", { title: "Good\u0007part" }, "title"],
    ["a status of its own", { status: "published" }, ""],
    ["a helpful count of its own", { helpful_count: 99 }, ""],
  ])("%s is refused with a 400 naming the field", async (_name, over, field) => {
    const b = await t.buyer();
    const res = await write(b, slugs[2] as string, review(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    if (field) expect(Object.keys(res.json().errors ?? {})).toContain(field);
  });

  test("the limits themselves pass: a 120-character title and a 20-character text", async () => {
    const b = await t.buyer();
    const res = await write(b, slugs[2] as string, review({ title: "t".repeat(120), body: "b".repeat(20) }));
    expect(res.statusCode).toBe(201);
    const long = await write(await t.buyer(), slugs[2] as string, review({ body: "b".repeat(5000) }));
    expect(long.statusCode).toBe(201);
  });

  test("script and HTML in a review stay inert text: stored and answered exactly as typed", async () => {
    const b = await t.buyer("<img src=x onerror=alert(1)>");
    const body = `<script>alert("x")</script> <b>bold</b> & <a href="javascript:alert(1)">link</a> fits fine`;
    const res = await write(b, slugs[3] as string, review({ title: "<h1>Great</h1>", body }));
    expect(res.statusCode).toBe(201);
    const listed = await list(slugs[3] as string);
    expect(listed.headers["content-type"]).toMatch(/^application\/json/);
    const [first] = listed.json().reviews;
    expect(first.title).toBe("<h1>Great</h1>");
    expect(first.body).toBe(body);
    expect(first.author).toBe("<img src=x onerror=alert(1)>");
  });

  test("a review is signed with the author's name as it is now: set after writing, it shows everywhere the review does", async () => {
    const b = await t.buyer("");
    const slug = slugs[1] as string;
    const written = await write(b, slug, review());
    expect(written.statusCode).toBe(201);
    expect(written.json().author).toBe("Pitstop customer");

    const named = await t.send("PUT", "/api/profile/update", b, {
      name: "Maria",
      lastname: "lopez",
      phone: "",
      email: b.email,
      username: "",
    });
    expect(named.statusCode).toBe(200);
    const id = written.json().id as number;
    const listed = (await list(slug, "", b)).json();
    expect(listed.reviews.find((r: { id: number }) => r.id === id)?.author).toBe("Maria L.");
    expect(listed.mine.author).toBe("Maria L.");
    const page = (await t.send("GET", `/api/products/${slug}`, null)).json();
    expect(page.reviews.find((r: { id: number }) => r.id === id)?.author).toBe("Maria L.");
    const edited = await t.send("PATCH", `/api/reviews/${id}`, b, { title: "Still quiet" });
    expect(edited.json().author).toBe("Maria L.");

    // A deleted account's review keeps no name (docs/decisions/010).
    expect((await t.send("DELETE", "/api/profile", b)).statusCode).toBe(200);
    const after = (await list(slug)).json();
    expect(after.reviews.find((r: { id: number }) => r.id === id)?.author).toBe("Former customer");
  });

  test("the car must be one of the author's garage cars; left out, it is their main car", async () => {
    const b = await t.buyer();
    const notMine = await write(b, slugs[4] as string, review({ vehicle_id: vehicleIds.get("honda-civic-2015") }));
    expect(notMine.statusCode).toBe(404);
    await garage(b, "toyota-camry-2018");
    const res = await write(b, slugs[4] as string, review());
    expect(res.statusCode).toBe(201);
    expect(res.json().vehicle).toEqual({
      id: vehicleIds.get("toyota-camry-2018"),
      slug: "toyota-camry-2018",
      name: "2018 Toyota Camry",
    });
  });
});

describe("rating and count are the published reviews'", () => {
  test("counts, average and histogram follow each create, edit, delete and hide", async () => {
    const slug = slugs[0] as string;
    expect(await figures(slug)).toEqual({ rating: 0, count: 0 });
    const [a, b, c] = [await t.buyer(), await t.buyer(), await t.buyer()];
    const ra = (await write(a, slug, review({ rating: 5 }))).json();
    const rb = (await write(b, slug, review({ rating: 4 }))).json();
    const rc = (await write(c, slug, review({ rating: 1 }))).json();
    expect(await figures(slug)).toEqual({ rating: 3.3, count: 3 });
    const summary = (await list(slug)).json().summary;
    expect(summary).toEqual({
      rating: 3.3,
      count: 3,
      histogram: [
        { stars: 5, count: 1 },
        { stars: 4, count: 1 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 1 },
      ],
    });

    const edited = await t.send("PATCH", `/api/reviews/${rc.id}`, c, { rating: 3 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().edited_at).toEqual(expect.any(String));
    expect(await figures(slug)).toEqual({ rating: 4, count: 3 });

    expect((await t.send("DELETE", `/api/reviews/${rb.id}`, b)).statusCode).toBe(204);
    expect(await figures(slug)).toEqual({ rating: 4, count: 2 });

    // Hidden after three reports: out of the count until an operator publishes it again.
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.send("POST", `/api/reviews/${ra.id}/report`, await t.buyer(), { reason: "spam" })).statusCode,
      ).toBe(200);
    }
    expect(await figures(slug)).toEqual({ rating: 3, count: 1 });
    expect((await list(slug)).json().reviews.map((r: { id: number }) => r.id)).toEqual([rc.id]);
  });

  test("reviews written at the same moment by ten accounts are all counted (the recount takes turns)", async () => {
    const slug = slugs[3] as string;
    const before = (await list(slug)).json().summary;
    const authors = await Promise.all(Array.from({ length: 10 }, () => t.buyer()));
    const results = await Promise.all(authors.map((a, i) => write(a, slug, review({ rating: (i % 5) + 1 }))));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const after = (await list(slug)).json().summary;
    expect(after.count).toBe(before.count + 10);
    expect(await figures(slug)).toEqual({ rating: after.rating, count: after.count });
  });

  test("the catalogue's facets and rating sort follow once the aggregates are rebuilt", async () => {
    await t.app.catalogueRefresh.settled();
    const res = await t.send("POST", "/api/filter", null, { slug: "brakes", "SORT BY": "rating" });
    expect(res.statusCode).toBe(200);
    const cards = res.json().products as Array<{ slug: string; rating: number; review_count: number }>;
    const [best] = cards;
    const [row] = await t.db
      .select({ slug: products.slug })
      .from(products)
      .orderBy(sql`rating_tenths desc, review_count desc, id`)
      .limit(1);
    expect(best?.slug).toBe(row?.slug);
    for (const card of cards)
      expect(await figures(card.slug)).toEqual({ rating: card.rating, count: card.review_count });
  });

  test("nothing writes a product's rating or count by hand: the database refuses it", async () => {
    await expect(
      t.db
        .update(products)
        .set({ reviewCount: 985, ratingTenths: 47 })
        .where(eq(products.id, ids[4] as number)),
    ).rejects.toThrow();
  });
});

describe("editing and deleting", () => {
  test("another account's review is a 404 to edit or delete, and stays as it was", async () => {
    const [author, other] = [await t.buyer(), await t.buyer()];
    const mine = (await write(author, slugs[3] as string, review({ rating: 2 }))).json();
    expect((await t.send("PATCH", `/api/reviews/${mine.id}`, other, { rating: 5 })).statusCode).toBe(404);
    expect((await t.send("DELETE", `/api/reviews/${mine.id}`, other)).statusCode).toBe(404);
    const listed = (await list(slugs[3] as string, "", author)).json();
    expect(listed.mine).toMatchObject({ id: mine.id, rating: 2, status: "published" });
  });

  test("an empty edit changes nothing; an edit keeps to the same limits", async () => {
    const author = await t.buyer();
    const mine = (await write(author, slugs[3] as string, review())).json();
    const empty = await t.send("PATCH", `/api/reviews/${mine.id}`, author, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(mine);
    expect((await t.send("PATCH", `/api/reviews/${mine.id}`, author, { body: "short" })).statusCode).toBe(400);
    const ok = await t.send("PATCH", `/api/reviews/${mine.id}`, author, { title: "Changed my mind", vehicle_id: null });
    expect(ok.json()).toMatchObject({ title: "Changed my mind", vehicle: null });
  });
});

describe("verified purchase", () => {
  test("a review is verified when its author has a paid order holding the part, not an unpaid one", async () => {
    const [payer, placer] = [await t.buyer(), await t.buyer()];
    const paid = await t.placeOrder(payer, { [ids[1] as number]: 1 });
    const card = { card: { number: "4242424242424242", exp_month: 12, exp_year: 2040, cvc: "123" } };
    expect((await t.pay(payer, paid.id, card)).statusCode).toBe(200);
    await t.placeOrder(placer, { [ids[1] as number]: 1 });
    const a = (await write(payer, slugs[1] as string, review())).json();
    const b = (await write(placer, slugs[1] as string, review())).json();
    expect(a.verified_purchase).toBe(true);
    expect(b.verified_purchase).toBe(false);
    const listed = (await list(slugs[1] as string)).json().reviews as Array<{ id: number; verified_purchase: boolean }>;
    expect(listed.find((r) => r.id === a.id)?.verified_purchase).toBe(true);
    expect(listed.find((r) => r.id === b.id)?.verified_purchase).toBe(false);
  });
});

describe("listing", () => {
  let slug: string;
  const byCar: Record<string, number> = {};
  beforeAll(async () => {
    // A part of its own: five reviews, each from an owner of another car.
    slug = slugs[4] as string;
    const cars = ["toyota-camry-2018", "toyota-camry-2016", "toyota-camry-2021", "honda-civic-2015", null];
    for (const [i, car] of cars.entries()) {
      const b = await t.buyer();
      if (car) await garage(b, car);
      const res = await write(b, slug, review({ rating: i + 1, vehicle_id: car ? vehicleIds.get(car) : null }));
      expect(res.statusCode).toBe(201);
      byCar[car ?? "none"] = res.json().id;
    }
  });

  test("owners of your car: same make and model, model years within 2 of yours", async () => {
    const res = await list(slug, "vehicle=toyota-camry-2018&owners=1");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const listed = body.reviews as Array<{ id: number; vehicle: { slug: string } | null }>;
    expect(listed.map((r) => r.id)).toEqual(
      expect.arrayContaining([byCar["toyota-camry-2018"], byCar["toyota-camry-2016"]]),
    );
    for (const r of listed) expect(["toyota-camry-2018", "toyota-camry-2016"]).toContain(r.vehicle?.slug);
    expect(body.total).toBe(listed.length);
    expect(body.owners).toEqual({
      vehicle: { id: vehicleIds.get("toyota-camry-2018"), slug: "toyota-camry-2018", name: "2018 Toyota Camry" },
      years: "2016–2018",
      count: listed.length,
    });
    // Without the filter, the block's count is still there, the list is everyone's.
    const all = (await list(slug, "vehicle=toyota-camry-2018")).json();
    expect(all.owners.count).toBe(listed.length);
    expect(all.total).toBeGreaterThanOrEqual(5);
  });

  test("owners=1 without a vehicle is a 400, an unknown vehicle a 404", async () => {
    expect((await list(slug, "owners=1")).statusCode).toBe(400);
    expect((await list(slug, "vehicle=toyota-nothing-2018")).statusCode).toBe(404);
  });

  test("the star filter and the four sorts", async () => {
    const three = (await list(slug, "stars=3")).json();
    expect(three.reviews.map((r: { rating: number }) => r.rating)).toEqual(expect.arrayContaining([3]));
    expect(three.reviews.every((r: { rating: number }) => r.rating === 3)).toBe(true);
    expect(three.total).toBe(three.reviews.length);
    const highest = (await list(slug, "sort=highest")).json().reviews.map((r: { rating: number }) => r.rating);
    expect(highest).toEqual([...highest].sort((a, b) => b - a));
    const lowest = (await list(slug, "sort=lowest")).json().reviews.map((r: { rating: number }) => r.rating);
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    const newest = (await list(slug, "sort=newest")).json().reviews as Array<{ created_at: string }>;
    expect(newest.map((r) => r.created_at)).toEqual([...newest.map((r) => r.created_at)].sort().reverse());
    expect((await list(slug, "sort=best")).statusCode).toBe(400);
    expect((await list(slug, "stars=6")).statusCode).toBe(400);
  });

  test("helpful: one vote per account, cleared again; never for one's own review; sorts first", async () => {
    const target = byCar["honda-civic-2015"] as number;
    const voter = await t.buyer();
    const vote = (who: Buyer, helpful: boolean) => t.send("PUT", `/api/reviews/${target}/helpful`, who, { helpful });
    expect((await vote(voter, true)).json()).toEqual({ helpful: true, helpful_count: 1 });
    expect((await vote(voter, true)).json()).toEqual({ helpful: true, helpful_count: 1 });
    expect((await vote(await t.buyer(), true)).json().helpful_count).toBe(2);
    expect((await vote(voter, false)).json()).toEqual({ helpful: false, helpful_count: 1 });
    expect((await vote(voter, true)).json().helpful_count).toBe(2);
    const page = (await list(slug, "sort=helpful", voter)).json();
    expect(page.reviews[0].id).toBe(target);
    expect(page.my_helpful).toEqual([target]);
    const own = (await list(slug, "", voter)).json().reviews[0];
    expect(own).toBeDefined();
    expect((await t.send("PUT", `/api/reviews/999999/helpful`, voter, { helpful: true })).statusCode).toBe(404);
  });

  test("paging: ten a page, past the last page empty", async () => {
    const res = (await list(slug, "page=2")).json();
    expect(res.page_size).toBe(10);
    expect(res.reviews).toEqual([]);
    expect((await list(slug, "page=0")).statusCode).toBe(400);
  });
});

describe("reports and moderation", () => {
  test("three accounts' reports hide a review; a second report by one account is a 409; an operator publishes or removes it", async () => {
    const author = await t.buyer();
    const slug = slugs[2] as string;
    const r = (await write(author, slug, review({ rating: 1 }))).json();
    const before = await figures(slug);
    const report = (who: Buyer) => t.send("POST", `/api/reviews/${r.id}/report`, who, { reason: "offensive" });
    const [x, y, z] = [await t.buyer(), await t.buyer(), await t.buyer()];
    expect((await report(author)).statusCode).toBe(422);
    expect((await report(x)).json()).toEqual({ reported: true, hidden: false });
    expect((await report(x)).statusCode).toBe(409);
    expect((await report(y)).json().hidden).toBe(false);
    expect((await report(z)).json()).toEqual({ reported: true, hidden: true });
    expect(await figures(slug)).toEqual({ rating: expect.any(Number), count: before.count - 1 });
    // The author still sees it, as pending.
    expect((await list(slug, "", author)).json().mine).toMatchObject({ id: r.id, status: "pending" });

    // A shopper is not an operator, whatever they send.
    expect((await t.send("GET", "/api/admin/reviews", author)).statusCode).toBe(403);
    expect((await t.send("POST", `/api/admin/reviews/${r.id}/publish`, author, { status: "x" })).statusCode).toBe(403);
    expect((await t.send("GET", "/api/admin/reviews", null)).statusCode).toBe(401);

    const operator = await t.buyer("Olive");
    await t.makeOperator(operator);
    const pending = (await t.send("GET", "/api/admin/reviews?status=pending", operator)).json();
    const listed = pending.reviews.find((v: { id: number }) => v.id === r.id);
    expect(listed).toMatchObject({ status: "pending", report_count: 3 });
    expect(listed.reports).toHaveLength(3);

    const published = await t.send("POST", `/api/admin/reviews/${r.id}/publish`, operator);
    expect(published.json()).toMatchObject({ status: "published", report_count: 0 });
    expect(await figures(slug)).toEqual(before);

    const removed = await t.send("POST", `/api/admin/reviews/${r.id}/remove`, operator);
    expect(removed.json().status).toBe("removed");
    expect((await figures(slug)).count).toBe(before.count - 1);
    expect((await t.send("PATCH", `/api/reviews/${r.id}`, author, { rating: 5 })).statusCode).toBe(422);
    expect((await t.send("POST", "/api/admin/reviews/999999/remove", operator)).statusCode).toBe(404);

    // Both moderations are in the audit trail, by whom, with the review before and after.
    const trail = (await t.send("GET", `/api/admin/audit?entity=review&entity_id=${r.id}`, operator)).json();
    expect(trail.entries.map((e: { action: string }) => e.action)).toEqual(["remove", "publish"]);
    expect(trail.entries[1]).toMatchObject({
      actor: { email: operator.email },
      before: { status: "pending", rating: 1 },
      after: { status: "published", reports_settled: 3 },
    });
    expect(trail.entries[0]).toMatchObject({ before: { status: "published" }, after: { status: "removed" } });
    // Filtered by who, what and when; a malformed filter is a 400 that says why.
    const byActor = (
      await t.send(
        "GET",
        `/api/admin/audit?actor=${encodeURIComponent(operator.email.slice(0, 12))}&action=remove`,
        operator,
      )
    ).json();
    expect(byActor.entries.map((e: { entity_id: string }) => e.entity_id)).toContain(String(r.id));
    const later = (
      await t.send(
        "GET",
        `/api/admin/audit?entity=review&from=${new Date(Date.now() + 60_000).toISOString()}`,
        operator,
      )
    ).json();
    expect(later.entries).toEqual([]);
    const bad = await t.send("GET", "/api/admin/audit?from=yesterday-ish", operator);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/from must be a date or time/);
    expect((await t.send("GET", "/api/admin/audit?action=DROP%20TABLE", operator)).statusCode).toBe(400);
  });
});

describe("rate limits", () => {
  test("voting is limited per account: the 61st vote in ten minutes is a 429", async () => {
    const author = await t.buyer();
    const r = (await write(author, slugs[0] as string, review())).json();
    const voter = await t.buyer();
    let last = 0;
    for (let i = 0; i < 61; i++) {
      last = (await t.send("PUT", `/api/reviews/${r.id}/helpful`, voter, { helpful: i % 2 === 0 })).statusCode;
    }
    expect(last).toBe(429);
  });

  test("writing is limited per account: the 21st edit in an hour is a 429", async () => {
    const author = await t.buyer();
    const r = (await write(author, slugs[3] as string, review())).json();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push((await t.send("PATCH", `/api/reviews/${r.id}`, author, { rating: (i % 5) + 1 })).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.at(-1)).toBe(429);
  });

  test("reporting is limited per account: the 11th report in an hour is a 429", async () => {
    const reporter = await t.buyer();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const author = await t.buyer();
      const r = (await write(author, slugs[i % 5] as string, review())).json();
      codes.push((await t.send("POST", `/api/reviews/${r.id}/report`, reporter, { reason: "spam" })).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe("the review wall", () => {
  test("the latest published reviews across the catalogue, with product and car, by category", async () => {
    const res = await t.send("GET", "/api/reviews", null);
    expect(res.statusCode).toBe(200);
    const wall = res.json();
    expect(wall.reviews.length).toBe(10);
    const dates = wall.reviews.map((r: { created_at: string }) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(wall.reviews[0].product).toMatchObject({ category: { slug: "brakes", name: "Brakes" } });
    expect(wall.reviews[0].product.path).toMatch(/^\/brakes\/brake-pads\//);
    const [row] = await t.db
      .execute(sql`select count(*)::int as n from product_reviews where status = 'published'`)
      .then((r) => (r as unknown as { rows: Array<{ n: number }> }).rows);
    expect(wall.total).toBe(row?.n);
    expect(wall.categories).toEqual([{ slug: "brakes", name: "Brakes", count: row?.n }]);
    expect((await t.send("GET", "/api/reviews?category=brakes&page=2", null)).json().page).toBe(2);
    expect((await t.send("GET", "/api/reviews?category=nothing", null)).statusCode).toBe(404);
    expect((await t.send("GET", "/api/reviews?category=%3Cscript%3E", null)).statusCode).toBe(400);
    expect(slugify("Brakes")).toBe("brakes");
  });
});
