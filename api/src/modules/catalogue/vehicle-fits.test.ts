import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedSmallCatalogue } from "../../../test/small-catalogue.ts";
import { createTestDatabase } from "../../../test/test-app.ts";
import { productFitment, vehicles } from "../../db/schema/index.ts";
import { refreshCatalogueFacets, vehicleProductCells } from "./catalogue-queries.ts";
import { vehicleFits } from "./fit.ts";

/** A vehicle's parts, as narrowed lists read them, are read once per catalogue change, not per request. */
describe("the vehicle's parts a process keeps", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let part: number;
  let camry: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    [part = 0] = await seedSmallCatalogue(database.db, [
      { title: "Rotor", priceCents: 5000, stock: 5, fits: [{ vehicle: "toyota-camry-2018", engines: ["3.5L V6"] }] },
    ]);
    const [row] = await database.db.select().from(vehicles).where(eq(vehicles.slug, "toyota-camry-2018"));
    camry = row?.id ?? 0;
  });
  afterAll(() => database.close());

  it("are read once: the same vehicle again runs no statement", async () => {
    const db = database.db;
    const first = await vehicleFits(db, camry);
    await vehicleProductCells(db, camry);
    const execute = vi.spyOn(db, "execute");
    try {
      expect(await vehicleFits(db, camry)).toBe(first);
      await vehicleProductCells(db, camry);
      expect(execute).not.toHaveBeenCalled();
    } finally {
      execute.mockRestore();
    }
  });

  it("are read again once the catalogue's aggregates are rebuilt", async () => {
    const db = database.db;
    expect((await vehicleFits(db, camry)).get(part)?.summary.engines).toEqual(["3.5L V6"]);
    await db
      .insert(productFitment)
      .values({ productId: part, vehicleId: camry, engines: ["2.5L 4-cyl"], position: "Rear" });
    await refreshCatalogueFacets(db);
    expect((await vehicleFits(db, camry)).get(part)).toEqual({
      summary: { engines: ["2.5L 4-cyl", "3.5L V6"], trims: null },
      applications: null,
    });
  });

  it("sum up a part's applications as one unless some are limited by engine and others by trim", async () => {
    const db = database.db;
    await db.insert(productFitment).values([{ productId: part, vehicleId: camry, trims: ["XSE"], position: "Front" }]);
    await refreshCatalogueFacets(db);
    const fit = (await vehicleFits(db, camry)).get(part);
    expect(fit?.applications).toHaveLength(3);
    expect(fit?.summary).toEqual({ engines: null, trims: null });
  });
});
