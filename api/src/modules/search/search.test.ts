import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDemoShop } from "../../../test/demo-shop.ts";

type Results = {
  total: number;
  pages: number;
  products: {
    id: number;
    title: string;
    part_number: string;
    price: number;
    type: { name: string };
    fit: { state: string } | null;
  }[];
  facets: Record<string, { value: string; label: string; count: number }[]>;
  understood: {
    corrections: { typed: string; read: string }[];
    vehicle: { slug: string } | null;
    model: { make: string; model: string } | null;
    ignored: string[];
  };
  links: { label: string; path: string }[];
  did_you_mean: string | null;
  suggested_categories: { label: string; path: string }[];
  only_fits: boolean;
  model_years: { slug: string; year: string; path: string }[];
  make_models: { make: string; models: { label: string; path: string }[] } | null;
};

let t: Awaited<ReturnType<typeof createDemoShop>>;
beforeAll(async () => {
  t = await createDemoShop();
}, 180_000);
afterAll(() => t.close());

const results = async (q: string, extra = "") => {
  const res = await t.app.inject({ method: "GET", url: `/api/search/results?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Results;
};

/**
 * Real-world queries and what each must find on the demo catalogue. `top`: every one of
 * the first five titles (or the first part number) matches; `vehicle`: the car the query names.
 */
const CASES: { q: string; top?: RegExp; part?: string; vehicle?: string; model?: string; reads?: string }[] = [
  // Typos, transpositions among them
  { q: "brkae pdas", top: /brake pad/i, reads: "brake" },
  { q: "ceramik", top: /ceramic/i, reads: "ceramic" },
  { q: "wipper", top: /wiper/i, reads: "wiper" },
  { q: "alternatr", top: /alternator/i, reads: "alternator" },
  { q: "brake rotr", top: /brake rotor/i },
  { q: "oil filtr", top: /oil filter/i },
  { q: "cabin air filtre", top: /cabin air filter/i },
  { q: "sprak plug", top: /spark plug/i },
  { q: "headlihgt", top: /headlight/i },
  { q: "shcok absorber", top: /shock absorber/i },
  { q: "flor mats", top: /floor (mat|liner)/i },
  { q: "batery", top: /batter/i },
  // Prefixes as you type
  { q: "bra", top: /bra/i },
  { q: "alterna", top: /alternator/i },
  { q: "ceram", top: /ceramic/i },
  // Synonyms and spellings
  { q: "tyre", top: /tire/i },
  { q: "tyres", top: /tire/i },
  { q: "disc brake", top: /brake rotor/i },
  { q: "muffler", top: /exhaust|muffler/i },
  { q: "headlamp", top: /headlight|headlamp/i },
  { q: "batt", top: /batter/i },
  { q: "plugs", top: /plug/i },
  { q: "spark plugs", top: /spark plug/i },
  { q: "wiper blade", top: /wiper blade/i },
  { q: "antifreeze", top: /coolant|antifreeze/i },
  { q: "coolant", top: /coolant|antifreeze/i },
  // Part numbers, whole or by fragment, whatever the case, spaces, dashes and dots
  { q: "MAP-24051B", part: "MAP-24051B" },
  { q: "map24051b", part: "MAP-24051B" },
  { q: "map 24051 b", part: "MAP-24051B" },
  { q: "Map.24051.B", part: "MAP-24051B" },
  { q: "24051", part: "MAP-24051B" },
  { q: "sl-5837dn", part: "SL-5837DN" },
  { q: "5837", part: "SL-5837DN" },
  // Vehicle words in several orders
  { q: "2018 camry brake pads", top: /brake pad/i, vehicle: "toyota-camry-2018" },
  { q: "brake pads 2018 camry", top: /brake pad/i, vehicle: "toyota-camry-2018" },
  { q: "camry 18 pads", top: /pad/i, vehicle: "toyota-camry-2018" },
  { q: "toyota camry 2018 wipers", top: /wiper/i, vehicle: "toyota-camry-2018" },
  { q: "2018 toyota camry battery", top: /batter/i, vehicle: "toyota-camry-2018" },
  { q: "ceramic pads camry 2018", top: /ceramic brake pad/i, vehicle: "toyota-camry-2018" },
  { q: "rav4 2019 floor mats", top: /floor mat/i, vehicle: "toyota-rav4-2019" },
  { q: "f150 air filter", top: /air filter/i, model: "F-150" },
  { q: "f-150 air filter", top: /air filter/i, model: "F-150" },
  { q: "civic oil filter 2.0", top: /oil filter/i, model: "Civic" },
  // Plain words and phrases
  { q: "synthetic oil 5w-30", top: /synthetic.*5w-30/i },
  { q: "oil 5w30", top: /5w-30/i },
  { q: "brake fluid dot 4", top: /brake fluid/i },
  { q: "led bulb 9012", top: /led.*9012/i },
];

describe("GET /api/search/results: what car owners type finds the part", () => {
  test.each(CASES)("$q", async ({ q, top, part, vehicle, model, reads }) => {
    const r = await results(q);
    expect(r.total, `${q} found nothing`).toBeGreaterThan(0);
    if (top) for (const p of r.products.slice(0, 5)) expect(p.title).toMatch(top);
    if (part) expect(r.products[0]?.part_number).toBe(part);
    if (vehicle) {
      expect(r.understood.vehicle?.slug).toBe(vehicle);
      expect(r.products.every((p) => p.fit?.state === "fits")).toBe(true);
    }
    if (model) expect(r.understood.model?.model).toBe(model);
    if (reads) expect(r.understood.corrections.map((c) => c.read)).toContain(reads);
  });

  test("the table holds at least 40 queries", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  test("a count, pages, and facets with counts that add up to it", async () => {
    const r = await results("brake");
    expect(r.total).toBeGreaterThan(100);
    expect(r.pages).toBe(Math.ceil(r.total / 24));
    expect(r.products).toHaveLength(24);
    const byCategory = r.facets.category?.reduce((sum, f) => sum + f.count, 0);
    expect(byCategory).toBe(r.total);
    const page2 = await results("brake", "&page=2");
    const first = new Set(r.products.map((p) => p.part_number));
    expect(page2.products.some((p) => first.has(p.part_number))).toBe(false);
  });

  test("with the shopper's car, only what fits it unless fits=0", async () => {
    const fits = await results("brake pads", "&vehicle=toyota-camry-2018");
    const all = await results("brake pads", "&vehicle=toyota-camry-2018&fits=0");
    expect(fits.only_fits).toBe(true);
    expect(all.only_fits).toBe(false);
    expect(all.total).toBeGreaterThan(fits.total);
    expect(fits.products.every((p) => p.fit?.state === "fits")).toBe(true);
  });

  test("each sort orders the whole list: by name, by price, by date", async () => {
    const byName = await results("brake pads", "&sort=name");
    const titles = byName.products.map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const byPrice = await results("brake pads", "&sort=price-asc");
    const prices = byPrice.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const newest = await results("brake pads", "&sort=newest");
    const ids = newest.products.map((p) => p.id);
    const dated = (await t.db.execute(
      sql`select id, created_at::text as created_at from products where id in (${sql.join(ids, sql`, `)})`,
    )) as unknown as { rows: { id: number; created_at: string }[] };
    const dateOf = new Map(dated.rows.map((r) => [r.id, r.created_at]));
    const dates = ids.map((id) => dateOf.get(id) ?? "");
    expect(new Set(dates).size).toBeGreaterThan(1);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test("filters narrow the list and are checked", async () => {
    const r = await results("brake", "&category=brakes&rating=4");
    expect(r.total).toBeGreaterThan(0);
    const bad = await t.app.inject({ method: "GET", url: "/api/search/results?q=brake&brand=nope" });
    expect(bad.statusCode).toBe(400);
    const deep = await t.app.inject({ method: "GET", url: "/api/search/results?q=brake&page=999" });
    expect(deep.statusCode).toBe(404);
  });

  test("nothing found: says what it understood and suggests a spelling and categories", async () => {
    const r = await results("brkaeq pqdzz");
    expect(r.total).toBe(0);
    expect(r.suggested_categories.length).toBeGreaterThan(0);
    const misspelt = await results("xbrakez padqz");
    expect(misspelt.total).toBe(0);
    expect(misspelt.did_you_mean).toBeTruthy();
  });

  test("'Did you mean' offers the words in the number typed: brake pads for a misspelt 'brake pads'", async () => {
    const plural = await results("xbrakez paddzs");
    expect(plural.total).toBe(0);
    expect(plural.did_you_mean).toBe("brake pads");
    const singular = await results("xbrakez padqz");
    expect(singular.did_you_mean).toBe("brake pad");
  });

  test("'Did you mean' respells only the words nothing matched: the car named stays", async () => {
    const r = await results("2018 camry xbrakez paddzs");
    expect(r.total).toBe(0);
    expect(r.did_you_mean).toBe("2018 camry brake pads");
  });

  test("a word far from every word of the shop's gets no spelling", async () => {
    expect((await results("qzxv")).did_you_mean).toBeNull();
  });

  test("each word typed with a typo comes back with the word it was read as, in the number typed", async () => {
    const r = await results("brkae pdas");
    expect(r.understood.corrections).toEqual([
      { typed: "brkae", read: "brake" },
      { typed: "pdas", read: "pads" },
    ]);
  });

  test("a query naming a category or a vehicle offers the direct link", async () => {
    const r = await results("2018 camry brake pads");
    expect(r.links[0]).toEqual({
      label: "Brake Pads for 2018 Toyota Camry",
      path: "/toyota-camry-2018-accessories/brakes/brake-pads",
    });
  });

  test("with the shopper's car the direct link is for that car, as the list is; with fits=0 for every car", async () => {
    const mine = await results("brake pads", "&vehicle=toyota-camry-2018");
    expect(mine.links[0]).toEqual({
      label: "Brake Pads for 2018 Toyota Camry",
      path: "/toyota-camry-2018-accessories/brakes/brake-pads",
    });
    const all = await results("brake pads", "&vehicle=toyota-camry-2018&fits=0");
    expect(all.links[0]).toEqual({ label: "Brake Pads", path: "/brakes/brake-pads" });
  });

  test.each(["2018 camry", "camry 2018", "toyota camry 2018", "2018 camry parts"])(
    "a query naming only a car (%s) lists every part that fits it, as its vehicle page does, with the link to that page on top",
    async (q) => {
      const r = await results(q);
      const page = await t.app.inject({
        method: "POST",
        url: "/api/filter",
        payload: { slug: "toyota-camry-2018-accessories" },
      });
      const vehiclePage = page.json() as { total: number; products: { id: number }[] };
      expect(r.understood.vehicle?.slug).toBe("toyota-camry-2018");
      expect(r.total).toBe(vehiclePage.total);
      expect(r.products.map((p) => p.id)).toEqual(vehiclePage.products.map((p) => p.id));
      expect(r.facets.category?.length).toBeGreaterThan(3);
      expect(r.products.every((p) => p.fit?.state === "fits" || p.fit?.state === "needs_config")).toBe(true);
      expect(r.links[0]).toEqual({ label: "All parts for 2018 Toyota Camry", path: "/toyota-camry-2018-accessories" });
      expect(r.did_you_mean).toBeNull();
    },
  );

  test("the shopper's model named alone (camry, with a 2018 Camry active) lists every part for their car", async () => {
    const r = await results("camry", "&vehicle=toyota-camry-2018");
    expect(r.understood.vehicle?.slug).toBe("toyota-camry-2018");
    expect(r.total).toBeGreaterThan(100);
    expect(r.model_years).toEqual([]);
  });

  test.each([
    ["f150", "ford-f-150-"],
    ["camry", "toyota-camry-"],
  ])(
    "a model named alone without a year (%s) offers its vehicle pages, newest first, and no spelling",
    async (q, prefix) => {
      const r = await results(q);
      expect(r.total).toBe(0);
      expect(r.model_years.length).toBeGreaterThan(10);
      expect(r.model_years.every((v) => v.slug.startsWith(prefix) && v.path === `/${v.slug}-accessories`)).toBe(true);
      const years = r.model_years.map((v) => Number(v.year));
      expect(years).toEqual([...years].sort((a, b) => b - a));
      expect(r.did_you_mean).toBeNull();
    },
  );

  test("a make named alone (toyota) offers its models, each a search for it; with a Toyota active, its parts", async () => {
    const r = await results("toyota");
    expect(r.total).toBe(0);
    expect(r.make_models?.make).toBe("Toyota");
    expect(r.make_models?.models).toContainEqual({ label: "Camry", path: "/search?q=Toyota%20Camry" });
    expect(r.did_you_mean).toBeNull();
    const mine = await results("toyota", "&vehicle=toyota-camry-2018");
    expect(mine.understood.vehicle?.slug).toBe("toyota-camry-2018");
    expect(mine.total).toBeGreaterThan(100);
    expect(mine.make_models).toBeNull();
    const other = await results("honda", "&vehicle=toyota-camry-2018");
    expect(other.make_models?.make).toBe("Honda");
    expect(other.only_fits).toBe(false);
  });

  test("a model with a year the shop has none of is the model, any year", async () => {
    const r = await results("camry 1985 brake pads");
    expect(r.understood.model?.model).toBe("Camry");
    const any = await results("camry brake pads");
    expect(r.total).toBe(any.total);
  });

  test("'parts' beside other words narrows nothing: brake parts are every brand's, not Marlow Auto Parts' alone", async () => {
    const r = await results("brake parts");
    const brake = await results("brake");
    expect(r.total).toBe(brake.total);
    expect(r.facets.brand?.length).toBeGreaterThan(1);
  });

  test("words no part for the shopper's car holds all of are not let go: nothing for the car, parts for any car", async () => {
    const mine = await results("oil 5w30", "&vehicle=toyota-camry-2018");
    expect(mine.total).toBe(0);
    expect(mine.understood.ignored).toEqual([]);
    expect(mine.only_fits).toBe(true);
    // Categories near "oil", not "air" or "coil".
    expect(mine.suggested_categories.length).toBeGreaterThan(0);
    for (const c of mine.suggested_categories) expect(c.label).toMatch(/\boils?\b/i);
    const any = await results("oil 5w30", "&vehicle=toyota-camry-2018&fits=0");
    expect(any.total).toBeGreaterThan(0);
    for (const p of any.products.slice(0, 5)) expect(p.title).toMatch(/5w-30/i);
  });

  test("script in a query is only text: nothing matches it, and the query comes back as typed", async () => {
    const r = await results("<script>alert(1)</script>");
    expect(r.total).toBe(0);
    expect(r.understood.ignored).toEqual(["script", "alert"]);
  });

  test("'Did you mean' is offered only for a spelling that finds parts", async () => {
    const r = await results("<script>alert(1)</script>");
    // "alert" is two letters from "aero", which finds nothing beside "script".
    expect(r.did_you_mean).toBeNull();
  });

  test("a part number typed whole is listed with the shopper's car active, its card saying it does not fit", async () => {
    const r = await results("MAP-24051B", "&vehicle=toyota-camry-2018");
    expect(r.products.map((p) => p.part_number)).toEqual(["MAP-24051B"]);
    expect(r.products[0]?.fit?.state).toBe("doesnt_fit");
    expect(r.did_you_mean).toBeNull();
  });

  test("a part number typed in pieces leaves no word out: every piece was read as the part number", async () => {
    const r = await results("map 24051 b");
    expect(r.products[0]?.part_number).toBe("MAP-24051B");
    expect(r.understood.ignored).toEqual([]);
  });

  test("spark plugs for a 2016 Honda Civic are the Civic's, not a 2016 Chevrolet Spark's", async () => {
    const r = await results("spark plugs honda civic 2016");
    expect(r.understood.vehicle?.slug).toBe("honda-civic-2016");
    expect(r.understood.ignored).toEqual([]);
    expect(r.total).toBeGreaterThan(0);
    for (const p of r.products) expect(p.title).toMatch(/spark plug/i);
  });

  test("a model named in the query is the list's, not the shopper's other car's", async () => {
    const withCamry = await results("civic oil filter", "&vehicle=toyota-camry-2018");
    const alone = await results("civic oil filter");
    expect(withCamry.understood.model?.model).toBe("Civic");
    expect(withCamry.total).toBe(alone.total);
    expect(withCamry.total).toBeGreaterThan(0);
    expect(withCamry.only_fits).toBe(false);
    expect(withCamry.links.every((l) => !l.label.includes("Camry"))).toBe(true);
  });
});

describe("GET /api/search: the header's suggestions read the query as the results page does", () => {
  type Suggestions = {
    products: { id: number; title: string; fit: { state: string } | null }[];
    categories: { name: string; path: string }[];
    brands: { name: string }[];
    vehicles: { slug: string; year: string }[];
    vehicle: { slug: string } | null;
  };
  const suggestions = async (q: string, extra = "") => {
    const res = await t.app.inject({ method: "GET", url: `/api/search?q=${encodeURIComponent(q)}${extra}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Suggestions;
  };

  test("brkae pdas suggests brake pads: the category first, and brake pads", async () => {
    const s = await suggestions("brkae pdas");
    expect(s.categories[0]).toMatchObject({ name: "Brake Pads", path: "/brakes/brake-pads" });
    expect(s.products).toHaveLength(8);
    // Pads, or a kit of rotors and pads: which come first among them follows their ratings.
    for (const p of s.products) expect(p.title).toMatch(/brake pad|pad kit/i);
  });

  test.each([
    "brkae pdas",
    "ceramik",
    "alterna",
    "wipper",
    "MAP-24051B",
    "tyres",
    "breaks",
    "sparkplug",
    "rotor",
    "plug",
    "oil",
    "sl 5837 dn",
  ])("the parts suggested for %s are the results page's first, in its order", async (q) => {
    const s = await suggestions(q, "&vehicle=toyota-camry-2018");
    const r = await results(q, "&vehicle=toyota-camry-2018&fits=0");
    expect(s.products.map((p) => p.id)).toEqual(r.products.slice(0, 8).map((p) => p.id));
  });

  test("a model named without a year suggests its newest model years", async () => {
    const s = await suggestions("camry");
    expect(s.vehicle).toBeNull();
    expect(s.vehicles.length).toBeGreaterThan(1);
    expect(s.vehicles.every((v) => v.slug.startsWith("toyota-camry-"))).toBe(true);
    const years = s.vehicles.map((v) => Number(v.year));
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  test("a query naming only a car suggests that car and its best sellers, made for it", async () => {
    const s = await suggestions("2018 camry");
    expect(s.vehicle?.slug).toBe("toyota-camry-2018");
    expect(s.vehicles.map((v) => v.slug)).toEqual(["toyota-camry-2018"]);
    expect(s.products.length).toBeGreaterThan(0);
    // Made for it: a fit, or one that asks which of its engines.
    expect(s.products.every((p) => p.fit?.state === "fits" || p.fit?.state === "needs_config")).toBe(true);
  });

  test("a word typed halfway suggests what it starts", async () => {
    const s = await suggestions("alterna");
    expect(s.categories.map((c) => c.name)).toContain("Alternators");
    expect(s.products[0]?.title).toMatch(/alternator/i);
  });
});

/**
 * What a car owner meant, on the demo catalogue — a misspelling or a sound-alike of the
 * shop's words, a part number typed in pieces, and the type a query names listed first.
 */
describe("search finds what was meant", () => {
  type Suggestions = { products: { id: number; title: string; part_number: string; type: { name: string } }[] };
  const suggestions = async (q: string, extra = "") => {
    const res = await t.app.inject({ method: "GET", url: `/api/search?q=${encodeURIComponent(q)}${extra}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Suggestions;
  };

  const MEANT: { q: string; top: RegExp; reads?: { typed: string; read: string }[] }[] = [
    // Sound-alikes of the shop's words, further than the typos allowed
    { q: "breaks", top: /brake/i, reads: [{ typed: "breaks", read: "brakes" }] },
    { q: "break pads", top: /brake pad/i, reads: [{ typed: "break", read: "brake" }] },
    { q: "brake rotars", top: /brake rotor/i, reads: [{ typed: "rotars", read: "rotors" }] },
    // Misspellings within the typos allowed, read as the word meant, not as its synonym
    { q: "rotars", top: /rotor/i, reads: [{ typed: "rotars", read: "rotors" }] },
    { q: "mufler", top: /exhaust/i, reads: [{ typed: "mufler", read: "muffler" }] },
    { q: "filtre", top: /filter/i, reads: [{ typed: "filtre", read: "filter" }] },
    { q: "alternater", top: /alternator/i, reads: [{ typed: "alternater", read: "alternator" }] },
    // Two of the shop's words run together
    { q: "sparkplug", top: /spark plug/i, reads: [{ typed: "sparkplug", read: "spark plug" }] },
    { q: "sparkplugs", top: /spark plug/i, reads: [{ typed: "sparkplugs", read: "spark plugs" }] },
    { q: "wiperblades", top: /wiper blade/i, reads: [{ typed: "wiperblades", read: "wiper blades" }] },
    { q: "taillight", top: /tail light/i, reads: [{ typed: "taillight", read: "tail light" }] },
    { q: "oilfilter", top: /oil filter/i, reads: [{ typed: "oilfilter", read: "oil filter" }] },
    // One of the shop's words typed in two
    { q: "head light", top: /headlight/i, reads: [{ typed: "head light", read: "headlight" }] },
    // A word's number or spelling, as typed
    { q: "brake pad", top: /brake pad/i },
    { q: "wipers blade", top: /wiper blade/i },
    { q: "tyre", top: /tire/i },
    { q: "muffler", top: /exhaust/i },
    { q: "shocks absorber", top: /shock absorber/i },
  ];

  test.each(MEANT)("$q", async ({ q, top, reads }) => {
    const r = await results(q);
    expect(r.total, `${q} found nothing`).toBeGreaterThan(0);
    for (const p of r.products.slice(0, 5)) expect(p.title).toMatch(top);
    expect(r.understood.ignored).toEqual([]);
    expect(r.did_you_mean).toBeNull();
    if (reads) expect(r.understood.corrections).toEqual(reads);
  });

  test("breaks finds what brakes finds, for the shopper's car too", async () => {
    for (const extra of ["", "&vehicle=toyota-camry-2018"]) {
      const meant = await results("brakes", extra);
      const typed = await results("breaks", extra);
      expect(typed.total).toBe(meant.total);
      expect(typed.products.map((p) => p.id)).toEqual(meant.products.map((p) => p.id));
    }
  });

  test.each(["sl 5837 dn", "sl5837-dn", "SL 5837DN", "SL-5837 DN", "sl 5837dn", "s l 5837 d n"])(
    "a part number typed with spaces or dashes anywhere (%s) is the part, not a Saturn SL",
    async (q) => {
      for (const extra of ["", "&vehicle=toyota-camry-2018", "&vehicle=honda-civic-2015"]) {
        const r = await results(q, extra);
        expect(r.products[0]?.part_number, `${q}${extra}`).toBe("SL-5837DN");
        expect(r.understood.model).toBeNull();
        expect(r.understood.vehicle).toBeNull();
        expect(r.understood.ignored).toEqual([]);
      }
      expect((await suggestions(q)).products[0]?.part_number).toBe("SL-5837DN");
    },
  );

  test("the start of a part number typed in pieces finds it as you type", async () => {
    const r = await results("sl 5837");
    expect(r.understood.model).toBeNull();
    expect(r.products.map((p) => p.part_number)).toContain("SL-5837DN");
    expect((await suggestions("sl 5837")).products.map((p) => p.part_number)).toContain("SL-5837DN");
  });

  test("words that are no part number still name the car: saturn sl brake pads", async () => {
    const r = await results("saturn sl brake pads");
    expect(r.understood.model?.model).toBe("SL");
  });

  /** The first `count` of the whole list, page by page. */
  const firstOf = async (q: string, extra: string, count: number) => {
    const listed: Results["products"] = [];
    for (let page = 1; listed.length < count; page++) {
      const r = await results(q, `${extra}&page=${page}`);
      listed.push(...r.products);
      if (page >= r.pages) break;
    }
    return listed.slice(0, count);
  };

  test.each([
    ["rotor", "", ["Brake Rotors"]],
    ["rotors", "&vehicle=honda-civic-2015", ["Brake Rotors"]],
    ["civic rotor", "", ["Brake Rotors"]],
    ["brake pads", "", ["Brake Pads"]],
    ["brake pads", "&vehicle=toyota-camry-2018", ["Brake Pads"]],
    ["oil filter", "", ["Oil Filters"]],
    ["plug", "", ["Spark Plugs"]],
    ["oil", "", ["Engine Oil", "Gear Oil"]],
  ])("a query naming a part type (%s%s) lists every one of %j before any other part", async (q, extra, types) => {
    const r = await results(q, extra);
    const ofTypes = (r.facets.type ?? []).filter((f) => types.includes(f.label)).reduce((n, f) => n + f.count, 0);
    expect(ofTypes, `${q} found none of ${types}`).toBeGreaterThan(0);
    const first = await firstOf(q, extra, ofTypes);
    expect(first.filter((p) => !types.includes(p.type.name)).map((p) => p.title)).toEqual([]);
  });

  test("the header's suggestions for a part type are of that type", async () => {
    for (const p of (await suggestions("rotor")).products) expect(p.type.name).toBe("Brake Rotors");
    for (const p of (await suggestions("rotor", "&vehicle=honda-civic-2015")).products)
      expect(p.type.name).toBe("Brake Rotors");
  });
});
