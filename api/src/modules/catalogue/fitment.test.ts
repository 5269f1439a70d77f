import { vehicleKey } from "@pitstop/contract/fitment";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Buyer, createOrdersTestApp, OHIO } from "../../../test/order-fixtures.ts";
import { cartLines, vehicles } from "../../db/schema/index.ts";

/**
 * Qualified fitment (engine, trim, position, note) and the three-state fit answer, on
 * every endpoint that answers "does it fit"; and configurations that do not exist.
 */
const CAMRY = "toyota-camry-2018";
const key = (engine: string | null, trim: string | null = null) => vehicleKey({ slug: CAMRY, engine, trim });
const q = (k: string) => encodeURIComponent(k);

let t: Awaited<ReturnType<typeof createOrdersTestApp>>;
let oilFilter: number;
let v6Plugs: number;
let xsePads: number;
let anyEngineBelt: number;
let civicRotor: number;
let wipers: number;

beforeAll(async () => {
  t = await createOrdersTestApp([
    // Fits the 2.5L fours only.
    {
      title: "Oil filter 2.5L",
      priceCents: 999,
      stock: 50,
      fits: [{ vehicle: CAMRY, engines: ["2.5L 4-cyl", "2.5L 4-cyl Hybrid"] }],
    },
    { title: "Spark plugs V6", priceCents: 4999, stock: 50, fits: [{ vehicle: CAMRY, engines: ["3.5L V6"] }] },
    {
      title: "Brake pads XSE front",
      priceCents: 6999,
      stock: 50,
      fits: [{ vehicle: CAMRY, trims: ["XSE"], position: "Front", note: "w/o sport suspension" }],
    },
    // Listed for every engine the Camry has: no question to ask.
    {
      title: "Serpentine belt",
      priceCents: 2999,
      stock: 50,
      fits: [{ vehicle: CAMRY, engines: ["2.5L 4-cyl", "2.5L 4-cyl Hybrid", "3.5L V6"] }],
    },
    { title: "Civic rotor", priceCents: 5999, stock: 50, fits: ["honda-civic-2015"] },
    { title: "Wiper blades", priceCents: 1599, stock: 50, universal: true },
  ]);
  [oilFilter, v6Plugs, xsePads, anyEngineBelt, civicRotor, wipers] = t.productIds as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
});
afterAll(() => t.close());

const slugOf = async (id: number) => {
  const res = await t.send("POST", "/api/cart", null, { products: [{ id, quantity: 1 }] });
  return res.json().cart[0].slug as string;
};
const product = async (id: number, k?: string) =>
  t.send("GET", `/api/products/${await slugOf(id)}${k ? `?vehicle=${q(k)}` : ""}`, null);

describe("the three-state answer", () => {
  test("a part for some engines needs the engine, and lists each engine with its answer", async () => {
    const res = await product(oilFilter, key(null));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.fits).toBeNull();
    expect(body.fit).toEqual({
      state: "needs_config",
      question: "engine",
      position: null,
      note: null,
      options: [
        { value: "2.5L 4-cyl", fits: true },
        { value: "2.5L 4-cyl Hybrid", fits: true },
        { value: "3.5L V6", fits: false },
      ],
      applications: [
        { engines: ["2.5L 4-cyl", "2.5L 4-cyl Hybrid"], trims: null, position: null, note: null, quantity: null },
      ],
    });
    expect(body.vehicle).toMatchObject({ slug: CAMRY, engine: null, trim: null });
  });

  test("with the engine given, it fits or it does not", async () => {
    const fits = (await product(oilFilter, key("2.5L 4-cyl"))).json();
    expect(fits.fit.state).toBe("fits");
    expect(fits.fits).toBe(true);
    expect(fits.vehicle).toMatchObject({ engine: "2.5L 4-cyl" });
    const not = (await product(oilFilter, key("3.5L V6"))).json();
    expect(not.fit.state).toBe("doesnt_fit");
    expect(not.fits).toBe(false);
    expect((await product(v6Plugs, key("3.5L V6"))).json().fit.state).toBe("fits");
  });

  test("a part listed for every engine of the vehicle asks nothing", async () => {
    expect((await product(anyEngineBelt, key(null))).json().fit.state).toBe("fits");
  });

  test("trim qualifies too, and the answer carries the position and the note", async () => {
    const asks = (await product(xsePads, key("2.5L 4-cyl"))).json().fit;
    expect(asks).toMatchObject({ state: "needs_config", question: "trim", position: "Front" });
    expect(asks.options).toEqual([
      { value: "L", fits: false },
      { value: "LE", fits: false },
      { value: "SE", fits: false },
      { value: "XLE", fits: false },
      { value: "XSE", fits: true },
    ]);
    const fits = (await product(xsePads, key("2.5L 4-cyl", "XSE"))).json().fit;
    expect(fits).toEqual({
      state: "fits",
      position: "Front",
      note: "w/o sport suspension",
      question: null,
      options: [],
      applications: [
        { engines: null, trims: ["XSE"], position: "Front", note: "w/o sport suspension", quantity: null },
      ],
    });
    expect((await product(xsePads, key(null, "XLE"))).json().fit.state).toBe("doesnt_fit");
  });

  test("another vehicle's part does not fit, a universal part fits every configuration", async () => {
    expect((await product(civicRotor, key("2.5L 4-cyl"))).json().fit.state).toBe("doesnt_fit");
    expect((await product(wipers, key("3.5L V6", "XSE"))).json().fit.state).toBe("fits");
  });

  test("the fitment table shows engines, trims, positions and notes", async () => {
    const pads = (await product(xsePads)).json();
    expect(pads.fit).toBeNull();
    expect(pads.fitment).toEqual([
      {
        make: "Toyota",
        model: "Camry",
        years: "2018",
        year_from: 2018,
        year_to: 2018,
        engines: null,
        trims: ["XSE"],
        position: "Front",
        note: "w/o sport suspension",
      },
    ]);
    expect((await product(oilFilter)).json().fitment[0].engines).toEqual(["2.5L 4-cyl", "2.5L 4-cyl Hybrid"]);
  });
});

describe("configurations that do not exist", () => {
  test("an engine or trim the vehicle does not have is a 400 naming the ones it has", async () => {
    const res = await product(oilFilter, key("9.9L V12"));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The 2018 Toyota Camry has no engine "9.9L V12"; choose one of: 2.5L 4-cyl, 2.5L 4-cyl Hybrid, 3.5L V6',
    );
    const trim = await product(oilFilter, key(null, "Platinum"));
    expect(trim.statusCode).toBe(400);
    expect(trim.json().message).toMatch(/has no trim "Platinum"/);
  });

  test("an unknown vehicle is a 404, a malformed key a 400", async () => {
    const unknown = await product(oilFilter, "toyota-camry-2099|2.5L%204-cyl|");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("We don't know the vehicle toyota-camry-2099");
    const malformed = await product(oilFilter, "toyota camry|||");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/Vehicle must be a vehicle slug/);
  });
});

describe("every endpoint answers for the same vehicle and configuration", () => {
  test("catalogue cards: the vehicle page takes the shopper's configuration of the same car", async () => {
    const page = await t.send("POST", "/api/filter", null, {
      slug: `${CAMRY}-accessories`,
      vehicle: key("3.5L V6"),
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.fits_vehicle).toMatchObject({ slug: CAMRY, engine: "3.5L V6" });
    const state = (id: number) => body.products.find((p: { id: number }) => p.id === id)?.fit.state;
    // The V6's page lists only parts for the V6: the 2.5L's oil filter is not on it, and counts agree.
    expect(state(oilFilter)).toBeUndefined();
    expect(state(v6Plugs)).toBe("fits");
    expect(state(xsePads)).toBe("needs_config");
    expect(body.products.every((p: { fit: { state: string } }) => p.fit.state !== "doesnt_fit")).toBe(true);
    expect(body.total).toBe(body.products.length);
    expect(body.facets.fitment.find((f: { value: string }) => f.value === "direct").count).toBe(3);
    const any = (await t.send("POST", "/api/filter", null, { slug: `${CAMRY}-accessories` })).json();
    expect(any.facets.fitment.find((f: { value: string }) => f.value === "direct").count).toBe(4);
    expect(any.products.find((p: { id: number }) => p.id === oilFilter).fit.state).toBe("needs_config");
    // Another car's key does not change what the Camry's page answers for.
    const other = (
      await t.send("POST", "/api/filter", null, { slug: `${CAMRY}-accessories`, vehicle: "honda-civic-2015" })
    ).json();
    expect(other.fits_vehicle).toMatchObject({ slug: CAMRY, engine: null });
    // A category page answers for the shopper's vehicle, and lists only what fits it unless fits=0.
    const brakes = (await t.send("POST", "/api/filter", null, { slug: "brakes", vehicle: key("2.5L 4-cyl") })).json();
    expect(brakes.fits_vehicle).toMatchObject({ slug: CAMRY, engine: "2.5L 4-cyl" });
    expect(brakes.only_fits).toBe(true);
    expect(brakes.products.find((p: { id: number }) => p.id === oilFilter).fit.state).toBe("fits");
    expect(brakes.products.find((p: { id: number }) => p.id === civicRotor)).toBeUndefined();
    const all = (
      await t.send("POST", "/api/filter", null, { slug: "brakes", vehicle: key("2.5L 4-cyl"), fits: "0" })
    ).json();
    expect(all.only_fits).toBe(false);
    expect(all.products.find((p: { id: number }) => p.id === civicRotor).fit.state).toBe("doesnt_fit");
    expect(brakes.all_total).toBe(all.total);
  });

  test("the engine question counts, for each engine, what choosing it lists; once answered it is not asked", async () => {
    const camry = (await t.send("POST", "/api/filter", null, { slug: `${CAMRY}-accessories` })).json();
    expect(camry.facets.engine.map((e: { value: string }) => e.value)).toEqual([
      "2.5L 4-cyl",
      "2.5L 4-cyl Hybrid",
      "3.5L V6",
    ]);
    for (const choice of camry.facets.engine as Array<{ value: string; count: number }>) {
      const chosen = (
        await t.send("POST", "/api/filter", null, { slug: `${CAMRY}-accessories`, vehicle: key(choice.value) })
      ).json();
      expect(chosen.total).toBe(choice.count);
      expect(chosen.facets.engine).toEqual([]);
    }
    // The V6 lists neither the four-cylinder oil filter nor… (3 direct fits of 4, and the universal wipers).
    expect(camry.facets.engine.find((e: { value: string }) => e.value === "3.5L V6").count).toBe(camry.total - 1);
    const civic = (await t.send("POST", "/api/filter", null, { slug: "honda-civic-2015-accessories" })).json();
    expect(civic.facets.engine).toEqual([]);
    const brakes = (await t.send("POST", "/api/filter", null, { slug: "brakes" })).json();
    expect(brakes.facets.engine).toEqual([]);
  });

  test("'Does it fit my cars?' answers per vehicle key, in order", async () => {
    const slug = await slugOf(oilFilter);
    const keys = [key("2.5L 4-cyl"), key("3.5L V6"), key(null), "honda-civic-2015"].map(q).join(",");
    const res = await t.send("GET", `/api/products/${slug}/fits?vehicles=${keys}`, null);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((f: { key: string; fit: { state: string } }) => [f.key, f.fit.state])).toEqual([
      [key("2.5L 4-cyl"), "fits"],
      [key("3.5L V6"), "doesnt_fit"],
      [CAMRY, "needs_config"],
      ["honda-civic-2015", "doesnt_fit"],
    ]);
  });

  test("search cards answer for the active vehicle", async () => {
    const res = await t.send("GET", `/api/search?q=oil%20filter&vehicle=${q(key("3.5L V6"))}`, null);
    expect(res.statusCode).toBe(200);
    const card = res.json().products.find((p: { id: number }) => p.id === oilFilter);
    expect(card.fit.state).toBe("doesnt_fit");
  });

  test("the cart warns per line; a bad key on a cart write changes nothing", async () => {
    const buyer = await t.buyer();
    const res = await t.send("POST", `/api/cart?vehicle=${q(key(null))}`, buyer, {
      products: [
        { id: oilFilter, quantity: 1 },
        { id: civicRotor, quantity: 1 },
        { id: wipers, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.map((l: { id: number; fit: { state: string } }) => [l.id, l.fit.state])).toEqual([
      [oilFilter, "needs_config"],
      [civicRotor, "doesnt_fit"],
      [wipers, "fits"],
    ]);
    const bad = await t.send("POST", `/api/cart?vehicle=${q(key("9.9L V12"))}`, buyer, {
      products: [{ id: v6Plugs, quantity: 2 }],
    });
    expect(bad.statusCode).toBe(400);
    const stored = await t.db.select().from(cartLines);
    expect(stored.some((l) => l.productId === v6Plugs)).toBe(false);
  });

  test("the checkout review warns per line and the order keeps the car it was bought for", async () => {
    const buyer: Buyer = await t.buyer();
    await t.fillCart(buyer, { [oilFilter]: 1, [civicRotor]: 1 });
    const quote = await t.quote(buyer, { address: OHIO, shipping_method: "standard", vehicle: key("3.5L V6") });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().vehicle).toMatchObject({ slug: CAMRY, engine: "3.5L V6" });
    expect(quote.json().lines.map((l: { fit: { state: string } }) => l.fit.state)).toEqual([
      "doesnt_fit",
      "doesnt_fit",
    ]);
    const badKey = await t.checkout(buyer, { address: OHIO, shipping_method: "standard", vehicle: key("9.9L V12") });
    expect(badKey.statusCode).toBe(400);
    expect(await t.stockOf(oilFilter)).toBe(50);

    const order = await t.placeOrder(buyer, {}, { vehicle: key("2.5L 4-cyl") });
    const detail = (await t.order(buyer, order.id)).json();
    expect(detail.vehicle).toMatchObject({ slug: CAMRY, year: "2018", make: "Toyota", engine: "2.5L 4-cyl" });
    expect(detail.lines.every((l: { fit: unknown }) => l.fit === null)).toBe(true);
    const none = await t.placeOrder(buyer, { [wipers]: 1 });
    expect((await t.order(buyer, none.id)).json().vehicle).toBeNull();
  });
});

describe("garage cars keep their configuration", () => {
  test("added with an engine, changed, cleared; a configuration the car does not have is refused", async () => {
    const buyer = await t.buyer();
    const [camry] = await t.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.slug, CAMRY));
    const id = camry?.id as number;
    const added = await t.send("POST", "/api/profile/garage", buyer, { id, engine: "2.5L 4-cyl" });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ id, main: true, engine: "2.5L 4-cyl", trim: null });

    const patched = await t.send("PATCH", "/api/profile/garage", buyer, { id, trim: "XSE" });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().garage[0]).toMatchObject({ engine: "2.5L 4-cyl", trim: "XSE" });

    const bad = await t.send("PATCH", "/api/profile/garage", buyer, { id, engine: "9.9L V12" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.engine[0]).toMatch(/has no engine "9.9L V12"/);
    const unknownVehicle = await t.send("POST", "/api/profile/garage", buyer, { id: 999_999, engine: "2.5L 4-cyl" });
    expect(unknownVehicle.statusCode).toBe(404);

    const cleared = await t.send("PATCH", "/api/profile/garage", buyer, { id, engine: null });
    expect(cleared.json().garage[0]).toMatchObject({ engine: null, trim: "XSE" });
    const unknownCar = await t.send("PATCH", "/api/profile/garage", buyer, { id: id + 1, engine: null });
    expect(unknownCar.statusCode).toBe(404);
    const mass = await t.send("PATCH", "/api/profile/garage", buyer, { id, main: false });
    expect(mass.statusCode).toBe(400);
    const visitor = await t.send("PATCH", "/api/profile/garage", null, { id, engine: null });
    expect(visitor.statusCode).toBe(401);
  });
});
