import { describe, expect, test } from "vitest";
import type { SeedVehicle, SeedVehicleKind } from "../types.ts";
import { createFitmentCounter, generateCatalogue } from "./index.ts";
import { MAX_REVIEWS } from "./reviews.ts";

/** A small hand-built vehicle list, so the tests do not depend on the vPIC database. */
function vehicles(): SeedVehicle[] {
  const out: SeedVehicle[] = [];
  const add = (make: string, model: string, from: number, to: number, kind: SeedVehicleKind, engines?: string[]) => {
    for (let year = from; year <= to; year++)
      out.push({ year, make, model, kind, vpicMakeId: 1, vpicModelId: 1, ...(engines ? { engines } : {}) });
  };
  add("Toyota", "Camry", 2012, 2024, "car", ["2.5L 4-cyl", "2.5L 4-cyl Hybrid", "3.5L V6"]);
  add("Toyota", "Corolla", 2010, 2024, "car");
  add("Toyota", "RAV4", 2013, 2024, "mpv");
  add("Toyota", "Tacoma", 2005, 2015, "truck");
  add("Toyota", "Tacoma", 2018, 2024, "truck"); // a gap: ranges must not span it
  add("Honda", "Civic", 2010, 2024, "car");
  add("Honda", "CR-V", 2012, 2024, "mpv");
  add("Ford", "F-150", 2015, 2024, "truck");
  add("Ford", "Escape", 2013, 2022, "mpv");
  add("Chevrolet", "Silverado", 2014, 2024, "truck");
  add("Mercedes-Benz", "C-Class", 2008, 2020, "car");
  add("Saturn", "Ion", 2003, 2007, "car");
  add("Jeep", "Wrangler", 1995, 2005, "mpv");
  add("Tesla", "Model 3", 2017, 2024, "car", ["Electric"]);
  return out;
}

const VEHICLES = vehicles();
const catalogue = generateCatalogue(VEHICLES);
const { categories, types, brands, products, reviews } = catalogue;

describe("demo catalogue generator", () => {
  test("the same seed and vehicles produce identical output", () => {
    expect(generateCatalogue(vehicles())).toEqual(catalogue);
    expect(generateCatalogue(vehicles().reverse())).toEqual(catalogue);
  });

  test("a different seed produces a different catalogue", () => {
    const other = generateCatalogue(VEHICLES, { seed: 7, productCount: 200 });
    expect(other.products.map((p) => p.slug)).not.toEqual(products.slice(0, 200).map((p) => p.slug));
  });

  test("has the 13 spec categories, positioned 1..13", () => {
    expect(categories.map((c) => c.slug).sort()).toEqual(
      "audio body brakes electrics exterior filters ignition interior oils performance suspension tools tyres".split(
        " ",
      ),
    );
    expect(categories.map((c) => c.position).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 13 }, (_, i) => i + 1),
    );
    for (const c of categories) {
      // US English: the tyres category (its slug is the spec's URL) is named "Tires".
      const name = c.slug === "tyres" ? "Tires" : c.slug.charAt(0).toUpperCase() + c.slug.slice(1);
      expect(c.name).toBe(name);
      expect(c.description).toMatch(/^[A-Z].*\.$/);
    }
  });

  test("every category has 3 to 8 product types with unique slugs", () => {
    for (const c of categories) {
      const n = types.filter((t) => t.categorySlug === c.slug).length;
      expect(n, c.slug).toBeGreaterThanOrEqual(3);
      expect(n, c.slug).toBeLessThanOrEqual(8);
    }
    expect(new Set(types.map((t) => t.slug)).size).toBe(types.length);
  });

  test("has about forty brands, each with a description, and every product's brand and type exist", () => {
    expect(brands.length).toBeGreaterThanOrEqual(35);
    expect(new Set(brands.map((b) => b.slug)).size).toBe(brands.length);
    for (const b of brands) expect(b.description.length).toBeGreaterThan(20);
    const brandSlugs = new Set(brands.map((b) => b.slug));
    const typeSlugs = new Set(types.map((t) => t.slug));
    for (const p of products) {
      expect(brandSlugs.has(p.brandSlug)).toBe(true);
      expect(typeSlugs.has(p.typeSlug)).toBe(true);
    }
  });

  test("generates at least 3000 products by default, and productCount is honoured", () => {
    expect(products.length).toBeGreaterThanOrEqual(3000);
    expect(generateCatalogue(VEHICLES, { productCount: 321 }).products).toHaveLength(321);
  });

  test("product slugs and part numbers are unique and slugs are URL-safe", () => {
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.partNumber)).size).toBe(products.length);
    for (const p of products) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  test("universal parts are a minority, only tools, fluids, fuses and accessories, and only those have no fitment", () => {
    const universal = products.filter((p) => p.universal);
    expect(universal.length / products.length).toBeGreaterThan(0.08);
    expect(universal.length / products.length).toBeLessThan(0.2);
    for (const p of products) expect(p.universal).toBe(p.fitment.length === 0);
    const universalCategories = new Set(universal.map((p) => types.find((t) => t.slug === p.typeSlug)?.categorySlug));
    expect([...universalCategories].sort()).toEqual([
      "audio",
      "brakes",
      "electrics",
      "exterior",
      "interior",
      "oils",
      "tools",
    ]);
    const universalTypes = new Set(universal.map((p) => p.typeSlug));
    for (const vehicleSpecific of ["batteries", "engine-oil", "transmission-fluid", "wiper-blades", "headlight-bulbs"])
      expect(universalTypes.has(vehicleSpecific), vehicleSpecific).toBe(false);
    expect(
      products
        .filter((p) => p.typeSlug === "tools" || types.find((t) => t.slug === p.typeSlug)?.categorySlug === "tools")
        .every((p) => p.universal),
    ).toBe(true);
  });

  test("every fitment range names a make/model in the input and starts and ends on years it has", () => {
    const years = new Map<string, Set<number>>();
    for (const v of VEHICLES) {
      const key = `${v.make}|${v.model}`;
      years.set(key, (years.get(key) ?? new Set()).add(v.year));
    }
    for (const p of products) {
      for (const f of p.fitment) {
        const present = years.get(`${f.make}|${f.model}`);
        expect(present, `${f.make} ${f.model}`).toBeDefined();
        expect(f.yearFrom).toBeLessThanOrEqual(f.yearTo);
        for (let y = f.yearFrom; y <= f.yearTo; y++) expect(present?.has(y), `${f.make} ${f.model} ${y}`).toBe(true);
      }
    }
  });

  test("a popular vehicle gets a healthy set of direct-fit parts and total fitment stays bounded", () => {
    const camry2018 = products.filter((p) =>
      p.fitment.some((f) => f.make === "Toyota" && f.model === "Camry" && f.yearFrom <= 2018 && f.yearTo >= 2018),
    );
    expect(camry2018.length).toBeGreaterThanOrEqual(60);
    const count = createFitmentCounter(VEHICLES);
    const rows = products.reduce((n, p) => n + count(p.fitment), 0);
    expect(rows).toBeLessThan(250_000);
  });

  test("type-restricted parts only fit matching vehicles (tonneau covers fit trucks)", () => {
    const trucks = new Set(VEHICLES.filter((v) => v.kind === "truck").map((v) => `${v.make}|${v.model}`));
    const tonneau = products.filter((p) => p.typeSlug === "tonneau-covers");
    expect(tonneau.length).toBeGreaterThan(0);
    for (const p of tonneau) for (const f of p.fitment) expect(trucks.has(`${f.make}|${f.model}`)).toBe(true);
  });

  test("money is in positive integer cents and shipping stays within $0–$25", () => {
    for (const p of products) {
      expect(Number.isInteger(p.priceCents) && p.priceCents > 0).toBe(true);
      expect(Number.isInteger(p.handlingCents) && p.handlingCents >= 0 && p.handlingCents <= 1500).toBe(true);
      expect(Number.isInteger(p.shippingCents) && p.shippingCents >= 0 && p.shippingCents <= 2500).toBe(true);
    }
    const price = (slug: string) => products.filter((p) => p.typeSlug === slug).map((p) => p.priceCents);
    const within = (cents: number[], min: number, max: number) => cents.every((c) => c >= min * 100 && c <= max * 100);
    expect(within(price("wiper-blades"), 8, 30)).toBe(true);
    expect(within(price("brake-rotors"), 35, 180)).toBe(true);
    expect(within(price("batteries"), 110, 300)).toBe(true);
    expect(within(price("diagnostic-scanners"), 40, 450)).toBe(true);
  });

  test("stock is believable: most parts by the dozen, a few low, a handful out of stock, never negative", () => {
    const share = (keep: (stock: number) => boolean) => products.filter((p) => keep(p.stock)).length / products.length;
    // Once 605 of 3,600 parts (17 %) were at 5 or fewer, 279 (7.75 %) out of stock.
    expect(share((n) => n === 0)).toBeGreaterThan(0.005);
    expect(share((n) => n === 0)).toBeLessThan(0.03);
    expect(share((n) => n >= 1 && n <= 5)).toBeGreaterThan(0.01);
    expect(share((n) => n <= 5)).toBeLessThan(0.07);
    expect(share((n) => n >= 24)).toBeGreaterThan(0.8);
    const sorted = products.map((p) => p.stock).sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeGreaterThanOrEqual(36);
    expect(products.every((p) => Number.isInteger(p.stock) && p.stock >= 0)).toBe(true);
  });

  test("a product's rating and count are those of its reviews: 0–60 of them, skewed high, some unrated", () => {
    const byProduct = Map.groupBy(reviews, (r) => r.productSlug);
    for (const p of products) {
      const own = byProduct.get(p.slug) ?? [];
      expect(p.reviewCount, p.slug).toBe(own.length);
      expect(p.reviewCount).toBeLessThanOrEqual(MAX_REVIEWS);
      const sum = own.reduce((s, r) => s + r.rating, 0);
      expect(p.ratingTenths, p.slug).toBe(own.length === 0 ? 0 : Math.round((sum * 10) / own.length));
    }
    const rated = products.filter((p) => p.reviewCount > 0);
    expect(rated.length).toBeLessThan(products.length);
    expect(rated.reduce((s, p) => s + p.ratingTenths, 0) / rated.length).toBeGreaterThan(38);
    // Believable sizes: most products a handful, a few dozens.
    const counts = products.map((p) => p.reviewCount).sort((a, b) => a - b);
    expect(counts[Math.floor(counts.length / 2)]).toBeLessThan(15);
    expect(counts.at(-1)).toBe(MAX_REVIEWS);
  });

  test("specifications have 3 to 7 rows and descriptions 2 to 4 sentences", () => {
    for (const p of products) {
      expect(p.specifications.length, p.title).toBeGreaterThanOrEqual(3);
      expect(p.specifications.length, p.title).toBeLessThanOrEqual(7);
      const sentences = p.description.split(/(?<=[.!?])\s+/).length;
      expect(sentences, p.description).toBeGreaterThanOrEqual(2);
      expect(sentences, p.description).toBeLessThanOrEqual(4);
    }
  });

  test("featured ranks are a permutation and creation ages are within two years", () => {
    expect(products.map((p) => p.featuredRank).sort((a, b) => a - b)).toEqual(
      Array.from({ length: products.length }, (_, i) => i + 1),
    );
    for (const p of products) expect(p.createdDaysAgo >= 0 && p.createdDaysAgo <= 720).toBe(true);
  });

  test("product images are complete, self-contained, script-free SVGs", () => {
    for (const p of products) {
      expect(p.imageSvg.startsWith("<svg")).toBe(true);
      expect(p.imageSvg.endsWith("</svg>")).toBe(true);
      expect(p.imageSvg).toContain('viewBox="0 0 800 800"');
      expect(p.imageSvg).not.toMatch(/<script/i);
      expect(p.imageSvg).not.toMatch(/\son\w+=/i);
      expect(p.imageSvg).not.toMatch(/href="http/i);
      expect(p.imageSvg).not.toMatch(/<image|<foreignObject|url\(/i);
      expect(p.imageSvg.length).toBeLessThan(3072);
    }
    // Brand names are escaped ("Hollis & Crane").
    const amp = products.find((p) => p.brandSlug === "hollis-crane");
    expect(amp?.imageSvg).toContain("Hollis &amp; Crane");
  });

  test("reviews are varied, readable, with a car from the product's fitment when it has one", () => {
    const bySlug = new Map(products.map((p) => [p.slug, p]));
    expect(reviews.length).toBeGreaterThan(1000);
    for (const r of reviews) {
      const p = bySlug.get(r.productSlug);
      expect(p).toBeDefined();
      expect(r.rating >= 1 && r.rating <= 5).toBe(true);
      expect(Math.abs(r.rating - (p?.ratingTenths ?? 0) / 10)).toBeLessThanOrEqual(2.5);
      expect(r.authorName).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(r.title.length).toBeGreaterThan(0);
      expect(r.title.length).toBeLessThanOrEqual(120);
      expect(r.body.length).toBeGreaterThanOrEqual(20);
      expect(r.daysAgo).toBeLessThanOrEqual(p?.createdDaysAgo ?? 0);
      if (p?.universal) expect(r.vehicle).toBeNull();
      else {
        const car = r.vehicle;
        expect(car).not.toBeNull();
        expect(
          p?.fitment.some(
            (f) => f.make === car?.make && f.model === car?.model && car.year >= f.yearFrom && car.year <= f.yearTo,
          ),
        ).toBe(true);
      }
    }
    // Varied: texts differ across the catalogue, and a product's own reviews mostly differ from each other.
    expect(new Set(reviews.map((r) => r.body)).size).toBeGreaterThan(reviews.length / 4);
    for (const own of Map.groupBy(reviews, (r) => r.productSlug).values()) {
      if (own.length >= 10) expect(new Set(own.map((r) => r.body)).size).toBeGreaterThan(own.length / 2);
    }
    expect(new Set(reviews.map((r) => r.title)).size).toBeGreaterThan(30);
  });

  test("some reviewers answered 'Did it fit?' for their car: 'No' answers carry a reason", () => {
    expect(catalogue.fitAnswers.length).toBeGreaterThan(100);
    for (const a of catalogue.fitAnswers) {
      expect(a.fits ? a.reason === null : a.reason !== null).toBe(true);
    }
    expect(catalogue.fitAnswers.some((a) => !a.fits)).toBe(true);
  });

  test("generates 3600 products well under two seconds", () => {
    const start = performance.now();
    generateCatalogue(VEHICLES, { seed: 99 });
    expect(performance.now() - start).toBeLessThan(2000);
  });

  test("every part of a 2018 Camry is one it takes: one battery group, its own tire sizes, no dual-clutch fluid or drums", () => {
    const camry = products.filter((p) =>
      p.fitment.some((f) => f.make === "Toyota" && f.model === "Camry" && f.yearFrom <= 2018 && f.yearTo >= 2018),
    );
    const spec = (typeSlug: string | RegExp, name: string) =>
      new Set(
        camry
          .filter((p) => (typeof typeSlug === "string" ? p.typeSlug === typeSlug : typeSlug.test(p.typeSlug)))
          .map((p) => p.specifications.find((s) => s.name === name)?.value),
      );
    expect([...spec("batteries", "Group size")]).toEqual(["24F"]);
    const tires = spec(/-tires$/, "Size");
    expect(tires.size).toBeGreaterThan(0);
    for (const size of tires) expect(["215/55R17", "235/45R18", "235/40R19"]).toContain(size);
    expect(spec("transmission-fluid", "Type").has("Dual-Clutch Transmission Fluid")).toBe(false);
    expect(spec("transmission-fluid", "Type").has("CVT Fluid")).toBe(false);
    expect(camry.some((p) => p.typeSlug === "drum-brake-shoes")).toBe(false);
    for (const p of camry.filter((x) => x.typeSlug === "batteries")) expect(p.title).toContain("Group 24F ");
  });

  test("a part that fits by size or group says the value it fits by in its title", () => {
    for (const p of products.filter((x) => !x.universal && x.typeSlug.endsWith("-tires"))) {
      const size = p.specifications.find((s) => s.name === "Size")?.value;
      expect(p.title).toContain(`, ${size} `);
    }
    for (const p of products.filter((x) => !x.universal && x.typeSlug === "wiper-blades")) {
      expect(p.title).toContain(p.specifications.find((s) => s.name === "Length")?.value);
    }
  });

  test("an electric car fits no engine or transmission parts and no headlight bulbs", () => {
    const tesla = products.filter((p) => p.fitment.some((f) => f.make === "Tesla"));
    expect(tesla.length).toBeGreaterThan(0);
    const engineParts = [
      "engine-oil",
      "oil-filters",
      "spark-plugs",
      "transmission-fluid",
      "cold-air-intakes",
      "headlight-bulbs",
      "coolant",
    ];
    for (const p of tesla) expect(engineParts, p.title).not.toContain(p.typeSlug);
  });

  test("with no vehicles every product is universal", () => {
    const empty = generateCatalogue([], { productCount: 100 });
    expect(empty.products.every((p) => p.universal && p.fitment.length === 0)).toBe(true);
  });
});

/** A product image's drawing, without the brand's colours and the per-product tilt and scale. */
const drawingOf = (svg: string) =>
  (/translate\(-400 -390\)">(.*)<\/g><text/.exec(svg)?.[1] ?? svg).replace(/#[0-9a-f]{6}/gi, "#");

/** A sentence with its numbers and the reviewer's car taken out: what it says, near enough. */
const gistOf = (sentence: string, model: string | undefined) => {
  const gist = sentence.toLowerCase().replace(/\d[\d,]*/g, "#");
  return model ? gist.replaceAll(model.toLowerCase(), "@") : gist;
};

describe("the demo catalogue is believable (issue 23)", () => {
  test("no two products share a title: a part made for its vehicles says its part number, and no title names a vehicle", () => {
    // Once three "Kestrel Standard Oil Filter — 5,000 mi" at $7.99, $7.95 and $7.49; 742 titles were shared.
    expect(new Set(products.map((p) => p.title)).size).toBe(products.length);
    const byValue =
      /-tires$|^(batteries|wiper-blades|headlight-bulbs|engine-oil|transmission-fluid|coolant|power-steering-fluid)$/;
    const madeFor = products.filter((p) => !p.universal && !byValue.test(p.typeSlug));
    expect(madeFor.length).toBeGreaterThan(2000);
    for (const p of madeFor) expect(p.title.endsWith(` (${p.partNumber})`), p.title).toBe(true);
    // Search reads the car from a query's vehicle words ("camry 18 pads"): a title never holds one.
    const models = new Set(VEHICLES.map((v) => v.model.toLowerCase()));
    for (const p of products)
      for (const word of p.title.toLowerCase().split(/[\s,()]+/)) expect(models.has(word), p.title).toBe(false);
  });

  test("each type is pictured as what it is: types share a drawing only when they are the same kind of thing", () => {
    const typesOf = new Map<string, Set<string>>();
    for (const p of products) {
      const drawing = drawingOf(p.imageSvg);
      typesOf.set(drawing, (typesOf.get(drawing) ?? new Set()).add(p.typeSlug));
    }
    const shared = [...typesOf.values()]
      .filter((t) => t.size > 1)
      .map((t) => [...t].sort().join(" "))
      .sort();
    // A strut assembly was drawn as a coil spring, a tie rod end as a sway bar link, a fuel
    // filter as a spin-on oil filter, a tail light as a headlight, a jump starter as a charger.
    expect(shared).toEqual([
      "air-filters cabin-air-filters",
      "all-season-tires all-terrain-tires performance-tires winter-tires",
      "backup-cameras dash-cams",
      "brake-calipers performance-brake-kits",
      "brake-fluid gear-oil power-steering-fluid transmission-fluid",
      "coil-springs lowering-springs",
      "coolant engine-oil",
    ]);
    // Every product of a type has the same drawing (tinted in its brand's colour).
    const drawingsOf = Map.groupBy(products, (p) => p.typeSlug);
    for (const [type, list] of drawingsOf) expect(new Set(list.map((p) => drawingOf(p.imageSvg))).size, type).toBe(1);
  });

  test("no review sentence is said twice in the catalogue, nor one that differs only by a number or the car", () => {
    const said = new Map<string, number>();
    const gists = new Map<string, number>();
    let sentences = 0;
    for (const r of reviews) {
      for (const sentence of r.body.split(/(?<=[.!?])\s+/)) {
        sentences++;
        said.set(sentence, (said.get(sentence) ?? 0) + 1);
        const gist = gistOf(sentence, r.vehicle?.model);
        gists.set(gist, (gists.get(gist) ?? 0) + 1);
      }
    }
    // Once 89,389 sentences, 8,504 of them distinct; "Shipping was faster than promised." 4,093 times.
    expect(sentences / reviews.length).toBeGreaterThan(2.5);
    expect(Math.max(...said.values())).toBe(1);
    expect(Math.max(...gists.values())).toBeLessThanOrEqual(30);
  });

  test("a review speaks of the part's type and the reviewer's car", () => {
    const bySlug = new Map(products.map((p) => [p.slug, p]));
    const camryPads = reviews.filter(
      (r) => bySlug.get(r.productSlug)?.typeSlug === "brake-pads" && r.vehicle?.model === "Camry",
    );
    expect(camryPads.length).toBeGreaterThan(50);
    for (const r of camryPads) expect(r.body).toMatch(/brake pads/);
    expect(camryPads.filter((r) => r.body.includes(`${r.vehicle?.year} Camry`)).length).toBeGreaterThan(
      camryPads.length * 0.8,
    );
    // A new car is not "trusty old" nor at 200,000 miles.
    for (const r of reviews.filter((x) => (x.vehicle?.year ?? 0) >= 2022)) {
      expect(r.body).not.toMatch(/trusty old|high-mileage|faithful old/);
      const odometer = /at ([\d,]+) miles/.exec(r.body)?.[1];
      if (odometer) expect(Number(odometer.replaceAll(",", ""))).toBeLessThanOrEqual(75_000);
    }
  });
});
