import { type Fit, vehicleKey } from "@pitstop/contract/fitment";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createOrdersTestApp } from "../../../test/order-fixtures.ts";
import { SMALL_VEHICLES, type SmallFit, type SmallProduct } from "../../../test/small-catalogue.ts";
import { type Application, answerFit, type FitVehicle } from "./fit.ts";

/**
 * One author of the fit answer. A catalogue of parts with random ACES applications to
 * one vehicle (any number each, with and without engines, trims, positions and notes) and random
 * vehicle keys (with and without an engine or trim): every surface — the vehicle page, a category
 * page narrowed to the car and not, search results, the product page, "Does it fit my cars?" and the
 * cart — lists and answers exactly what `answerFit` says, and every engine or trim question counts
 * what choosing it lists.
 */
function camry() {
  const car = SMALL_VEHICLES.find((v) => v.slug === "toyota-camry-2018");
  if (!car) throw new Error("the small catalogue has no 2018 Camry");
  return car;
}
const CAR = camry();
const ENGINES = CAR.engines;
const TRIMS = CAR.trims;
const POSITIONS = ["Front", "Rear", "Left", "Right"] as const;
const PARTS = 36;

const subset = (values: readonly string[]) =>
  fc.option(fc.subarray([...values], { minLength: 1 }), { nil: undefined, freq: 2 });
const application: fc.Arbitrary<SmallFit> = fc.record({
  vehicle: fc.constant(CAR.slug),
  engines: subset(ENGINES),
  trims: subset(TRIMS),
  position: fc.option(fc.constantFrom(...POSITIONS), { nil: undefined }),
  note: fc.option(fc.constantFrom("w/o sport suspension", "with tow package"), { nil: undefined }),
});
const part = fc.record({
  apps: fc.array(application, { maxLength: 3 }),
  /** One part in ten is universal. */
  universalDraw: fc.integer({ min: 0, max: 9 }),
  otherCar: fc.boolean(),
});

// One catalogue drawn once, from a fixed seed, so a failure names the same catalogue every run.
const drawn = fc.sample(fc.array(part, { minLength: PARTS, maxLength: PARTS }), { seed: 23, numRuns: 1 })[0] ?? [];
const sameApp = (a: SmallFit, b: SmallFit) =>
  JSON.stringify([a.engines ?? null, a.trims ?? null, a.position ?? null, a.note ?? null]) ===
  JSON.stringify([b.engines ?? null, b.trims ?? null, b.position ?? null, b.note ?? null]);
const catalogue: SmallProduct[] = drawn.map((p, i) => {
  const universal = p.universalDraw === 0;
  // An identical application is stored once (product_fitment_application_key).
  const apps = p.apps.filter((a, j) => p.apps.findIndex((b) => sameApp(a, b)) === j);
  return {
    title: `Brake part ${i + 1}`,
    priceCents: 1000 + i,
    stock: 50,
    universal,
    fits: universal ? [] : [...apps, ...(p.otherCar ? ["honda-civic-2015"] : [])],
  };
});

const applicationsOf = (p: SmallProduct): Application[] =>
  (p.fits ?? []).flatMap((f) =>
    typeof f === "string"
      ? []
      : [
          {
            engines: f.engines ?? null,
            trims: f.trims ?? null,
            position: f.position ?? null,
            note: f.note ?? null,
            quantity: null,
          },
        ],
  );

let t: Awaited<ReturnType<typeof createOrdersTestApp>>;
let ids: number[];
let slugs: Map<number, string>;

beforeAll(async () => {
  t = await createOrdersTestApp(catalogue);
  ids = t.productIds;
  const cart = (
    await t.send("POST", "/api/cart", null, { products: ids.map((id) => ({ id, quantity: 1 })) })
  ).json() as { cart: Array<{ id: number; slug: string }> };
  slugs = new Map(cart.cart.map((l) => [l.id, l.slug]));
});
afterAll(() => t.close());

const configuration = fc.record({
  engine: fc.option(fc.constantFrom(...ENGINES), { nil: null }),
  trim: fc.option(fc.constantFrom(...TRIMS), { nil: null }),
});

/** The module's own answer for each part. */
function expected(config: { engine: string | null; trim: string | null }): Map<number, Fit> {
  const vehicle: FitVehicle = {
    ref: { id: 0, year: String(CAR.year), make: CAR.make, model: CAR.model, slug: CAR.slug, path: "", ...config },
    engineChoices: [...ENGINES],
    trimChoices: [...TRIMS],
  };
  return new Map(
    catalogue.map((p, i) => [
      ids[i] ?? 0,
      answerFit({ universal: p.universal ?? false, applications: applicationsOf(p) }, vehicle),
    ]),
  );
}

type Card = { id: number; fit: Fit | null };
type ListBody = { products: Card[]; total: number; pages: number; facets: { engine: Facet[]; trim: Facet[] } };
type Facet = { value: string; count: number };

async function everyPage(send: (page: number) => Promise<ListBody>) {
  const first = await send(1);
  const cards = [...first.products];
  for (let page = 2; page <= first.pages; page++) cards.push(...(await send(page)).products);
  return { first, cards };
}

const filter = (slug: string, key: string, extra: Record<string, unknown> = {}) =>
  everyPage(async (page) => (await t.send("POST", "/api/filter", null, { slug, vehicle: key, page, ...extra })).json());
const search = (key: string) =>
  everyPage(async (page) =>
    (await t.send("GET", `/api/search/results?q=brake&vehicle=${encodeURIComponent(key)}&page=${page}`, null)).json(),
  );

const listed = (answers: Map<number, Fit>) =>
  [...answers]
    .filter(([, fit]) => fit.state !== "doesnt_fit")
    .map(([id]) => id)
    .sort((a, b) => a - b);
const idsOf = (cards: Card[]) => cards.map((c) => c.id).sort((a, b) => a - b);

describe("every surface says what the fit module says", () => {
  test("lists narrowed to the car hold exactly the parts that fit or may, each answered alike", async () => {
    await fc.assert(
      fc.asyncProperty(configuration, async (config) => {
        const key = vehicleKey({ slug: CAR.slug, ...config });
        const answers = expected(config);
        const lists = [
          await filter(`${CAR.slug}-accessories`, key),
          await filter("brakes", key),
          await filter("brakes/brake-pads", key),
          await search(key),
        ];
        for (const { first, cards } of lists) {
          expect(idsOf(cards)).toEqual(listed(answers));
          expect(first.total).toBe(cards.length);
          for (const card of cards) expect(card.fit).toEqual(answers.get(card.id));
        }
        // Not narrowed: every part, each with the same answer.
        const all = await filter("brakes", key, { fits: "0" });
        expect(all.cards).toHaveLength(PARTS);
        for (const card of all.cards) expect(card.fit).toEqual(answers.get(card.id));
      }),
      { numRuns: 12, seed: 2323 },
    );
  });

  test("each engine or trim question counts what choosing it lists", async () => {
    await fc.assert(
      fc.asyncProperty(configuration, fc.constantFrom(`${CAR.slug}-accessories`, "brakes"), async (config, slug) => {
        const key = vehicleKey({ slug: CAR.slug, ...config });
        const { first } = await filter(slug, key);
        for (const [question, choices] of [
          ["engine", first.facets.engine],
          ["trim", first.facets.trim],
        ] as const) {
          for (const choice of choices) {
            const chosen = { ...config, [question]: choice.value };
            expect(choice.count).toBe(listed(expected(chosen)).length);
            const { first: after } = await filter(slug, vehicleKey({ slug: CAR.slug, ...chosen }));
            expect(after.total).toBe(choice.count);
          }
        }
      }),
      { numRuns: 10, seed: 2324 },
    );
  });

  test("the product page, 'Does it fit my cars?' and the cart answer as the module does", async () => {
    await fc.assert(
      fc.asyncProperty(configuration, fc.integer({ min: 0, max: PARTS - 1 }), async (config, index) => {
        const key = vehicleKey({ slug: CAR.slug, ...config });
        const id = ids[index] ?? 0;
        const want = expected(config).get(id);
        const slug = slugs.get(id) ?? "";
        const product = (await t.send("GET", `/api/products/${slug}?vehicle=${encodeURIComponent(key)}`, null)).json();
        expect(product.fit).toEqual(want);
        const mine = (
          await t.send("GET", `/api/products/${slug}/fits?vehicles=${encodeURIComponent(key)}`, null)
        ).json() as Array<{ fit: Fit }>;
        expect(mine[0]?.fit).toEqual(want);
        const cart = (
          await t.send("POST", `/api/cart?vehicle=${encodeURIComponent(key)}`, null, {
            products: [{ id, quantity: 1 }],
          })
        ).json() as { cart: Array<{ fit: Fit }> };
        expect(cart.cart[0]?.fit).toEqual(want);
      }),
      { numRuns: 25, seed: 2325 },
    );
  });
});
