import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedSmallCatalogue } from "../../../test/small-catalogue.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { productFitment, products, vehicles } from "../../db/schema/index.ts";

/**
 * The search finds products through arrays of ids rebuilt with the catalogue's other
 * aggregates (migration 0018). A change is found by what it changed once they are rebuilt, as the
 * catalogue's own pages show it.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let pads: number;
let rotor: number;
let wipers: number;
beforeAll(async () => {
  t = await createTestApp();
  [pads, rotor, wipers] = (await seedSmallCatalogue(t.db, [
    { title: "Ceramic Front Brake Pads", priceCents: 4999, stock: 5, fits: ["toyota-camry-2018"] },
    { title: "Vented Brake Rotor", priceCents: 8999, stock: 5, fits: ["honda-civic-2015"] },
    { title: "Beam Wiper Blades 22 in", priceCents: 1999, stock: 5, universal: true },
  ])) as [number, number, number];
}, 60_000);
afterAll(() => t.close());

const found = async (q: string, extra = "") => {
  const res = await t.app.inject({ method: "GET", url: `/api/search/results?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { products: { id: number }[] }).products.map((p) => p.id);
};

const rebuilt = async () => {
  t.app.catalogueRefresh.changed();
  await t.app.catalogueRefresh.settled();
};

describe("the search after the catalogue changes", () => {
  test("a product renamed is found by its new words, and no longer by the old, once rebuilt", async () => {
    expect(await found("ceramic")).toEqual([pads]);
    expect(await found("semimetallic")).toEqual([]);
    await t.db.update(products).set({ title: "Semimetallic Front Brake Shoes" }).where(eq(products.id, pads));
    await rebuilt();
    expect(await found("semimetallic shoes")).toEqual([pads]);
    // A word typed with a typo finds the new word too: the lexicon holds it.
    expect(await found("semimetalic")).toEqual([pads]);
    expect(await found("ceramic")).toEqual([]);
  });

  test("a part made to fit a vehicle is listed for it once rebuilt, and fits it", async () => {
    const camry = "&vehicle=toyota-camry-2018";
    expect(await found("rotor", camry)).toEqual([]);
    const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.slug, "toyota-camry-2018"));
    if (!vehicle) throw new Error("no Camry");
    await t.db.insert(productFitment).values({ productId: rotor, vehicleId: vehicle.id });
    await rebuilt();
    expect(await found("rotor", camry)).toEqual([rotor]);
    const res = await t.app.inject({ method: "GET", url: `/api/search/results?q=rotor${camry}` });
    expect((res.json() as { products: { fit: { state: string } | null }[] }).products[0]?.fit?.state).toBe("fits");
  });

  test("a part no longer universal leaves every vehicle's list once rebuilt, and stays found for any car", async () => {
    const civic = "&vehicle=honda-civic-2015";
    expect(await found("wiper", civic)).toEqual([wipers]);
    await t.db.update(products).set({ universal: false }).where(eq(products.id, wipers));
    await rebuilt();
    expect(await found("wiper", civic)).toEqual([]);
    expect(await found("wiper")).toEqual([wipers]);
  });

  test("a new price orders the price sort once rebuilt, and a hidden part leaves", async () => {
    // Ranked and faceted from the products' facts in memory (product-facts.ts): read again after the rebuild.
    const brake = async (extra: string) => {
      const res = await t.app.inject({ method: "GET", url: `/api/search/results?q=brake${extra}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { products: { id: number }[] };
    };
    // The small catalogue files every part under Brakes: each is found by "brake".
    const order = async () =>
      (await brake("&sort=price-asc")).products.map((p) => p.id).filter((id) => id === pads || id === rotor);
    expect(await order()).toEqual([pads, rotor]);
    await t.db.update(products).set({ priceCents: 999 }).where(eq(products.id, rotor));
    await rebuilt();
    expect(await order()).toEqual([rotor, pads]);
    await t.db.update(products).set({ published: false }).where(eq(products.id, rotor));
    await rebuilt();
    expect(await order()).toEqual([pads]);
  });
});
