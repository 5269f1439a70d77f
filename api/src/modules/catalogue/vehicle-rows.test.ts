import { slugify } from "@pitstop/contract/slug";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedTestVehicles } from "../../../test/profile-fixtures.ts";
import { createTestDatabase } from "../../../test/test-app.ts";
import { vehicles } from "../../db/schema/index.ts";
import { fitVehicleRow, resolveVehicleKey, resolveVehicleKeys } from "./fit.ts";

/** Decision 025: a vehicle row, once read, is kept by the process; what it does not know is asked again. */
describe("the vehicles a process has read", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedTestVehicles(database.db);
  });
  afterAll(() => database.close());

  const key = (slug: string) => ({ slug, engine: null, trim: null });

  it("are read once: answering for the same car again runs no statement", async () => {
    const db = database.db;
    const first = await resolveVehicleKey(db, key("toyota-camry-2018"));
    const select = vi.spyOn(db, "select");
    try {
      const again = await resolveVehicleKey(db, key("toyota-camry-2018"));
      const row = await fitVehicleRow(db, "toyota-camry-2018");
      const both = await resolveVehicleKeys(db, [key("toyota-camry-2018"), key("toyota-camry-2018")]);
      expect(select).not.toHaveBeenCalled();
      expect(again.ref).toEqual(first.ref);
      expect(row?.id).toBe(first.ref.id);
      expect(both.map((v) => v.ref.slug)).toEqual(["toyota-camry-2018", "toyota-camry-2018"]);
      // Only the car not read yet is asked for.
      await resolveVehicleKeys(db, [key("toyota-camry-2018"), key("honda-civic-2015")]);
      expect(select).toHaveBeenCalledTimes(1);
    } finally {
      select.mockRestore();
    }
  });

  it("are shared, so nobody can change one", async () => {
    const row = await fitVehicleRow(database.db, "toyota-camry-2018");
    expect(Object.isFrozen(row)).toBe(true);
    expect(Object.isFrozen(row?.engines)).toBe(true);
    expect(() => row?.engines.push("9.9L")).toThrow();
  });

  it("never include a car the catalogue did not know: one added later is found", async () => {
    const db = database.db;
    await expect(resolveVehicleKey(db, key("rivian-r1t-2024"))).rejects.toMatchObject({ statusCode: 404 });
    await db.insert(vehicles).values({
      year: 2024,
      make: "Rivian",
      model: "R1T",
      makeSlug: slugify("Rivian"),
      modelSlug: slugify("R1T"),
      slug: "rivian-r1t-2024",
      kind: "car",
      vpicMakeId: 999,
      vpicModelId: 99_999,
    });
    const found = await resolveVehicleKey(db, key("rivian-r1t-2024"));
    expect(found.ref).toMatchObject({ year: "2024", make: "Rivian", model: "R1T" });
  });
});
