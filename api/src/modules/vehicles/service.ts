import { slugify, vehiclePagePath } from "@pitstop/contract/slug";
import type { VehicleRef } from "@pitstop/contract/vehicles";
import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { vehicles } from "../../db/schema/index.ts";

type VehicleRow = { id: number; year: number; make: string; model: string; slug: string };

export function toVehicleRef(v: VehicleRow): VehicleRef {
  return { id: v.id, year: String(v.year), make: v.make, model: v.model, slug: v.slug, path: vehiclePagePath(v) };
}

const refColumns = {
  id: vehicles.id,
  year: vehicles.year,
  make: vehicles.make,
  model: vehicles.model,
  slug: vehicles.slug,
};

/** A vehicle with the engines and trims vPIC knows for it: what a configuration of it may say. */
export const configurableColumns = { ...refColumns, engines: vehicles.engines, trims: vehicles.trims };

/** Years as strings, newest first. */
export async function listYears(db: Db) {
  const rows = await db.selectDistinct({ year: vehicles.year }).from(vehicles).orderBy(sql`${vehicles.year} desc`);
  return rows.map((r) => ({ year: String(r.year) }));
}

/** Makes of one year, A–Z; `id` is vPIC's make id. */
export async function listMakes(db: Db, year: number) {
  const rows = await db
    .selectDistinct({ id: vehicles.vpicMakeId, make: vehicles.make })
    .from(vehicles)
    .where(eq(vehicles.year, year));
  // Alphabetical as people read it ("smart" among the S's), whatever the database's collation.
  return rows.sort((a, b) => a.make.localeCompare(b.make, "en", { sensitivity: "base" }));
}

/** `make` may be the display name ("Mercedes-Benz") or its slug ("mercedes-benz"). */
export async function listModels(db: Db, year: number, make: string) {
  return db
    .select({ id: vehicles.id, model: vehicles.model, slug: vehicles.slug })
    .from(vehicles)
    .where(and(eq(vehicles.year, year), eq(vehicles.makeSlug, slugify(make))))
    .orderBy(sql`lower(${vehicles.model})`);
}

export async function findVehicleBySlug(db: Db, slug: string): Promise<VehicleRef | undefined> {
  const [row] = await db.select(refColumns).from(vehicles).where(eq(vehicles.slug, slug));
  return row ? toVehicleRef(row) : undefined;
}

export async function findVehiclesBySlugs(db: Db, slugs: string[]): Promise<VehicleRef[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select(refColumns)
    .from(vehicles)
    .where(or(...slugs.map((s) => eq(vehicles.slug, s))));
  return rows.map(toVehicleRef);
}
