import { type FitmentGroup, type Position, type VehicleKey, vehicleKey } from "@pitstop/contract/fitment";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { notFound } from "../../lib/http-error.ts";
import { type Application, answerFit, resolveVehicleKeys } from "./fit.ts";

export type FitmentRow = {
  make: string;
  model: string;
  year: number;
  engines: string[] | null;
  trims: string[] | null;
  position: Position | null;
  note: string | null;
  quantity?: number | null;
};

const sameList = (a: string[] | null, b: string[] | null) => (a ?? []).join("\u0000") === (b ?? []).join("\u0000");

const qualifiersKey = (r: FitmentRow) =>
  [(r.engines ?? []).join("\u0001"), (r.trims ?? []).join("\u0001"), r.position ?? "", r.note ?? ""].join("\u0000");

/**
 * Vehicles a product fits, grouped by make and model with contiguous year ranges; consecutive years
 * join only when their qualifiers (engines, trims, position, note) are the same. A vehicle with several
 * applications (front on one engine, rear on another) gives a row per application, each joined with
 * the same application of the years beside it.
 */
export function groupFitment(applications: FitmentRow[]): FitmentGroup[] {
  const rows = [...applications].sort(
    (a, b) =>
      a.make.localeCompare(b.make) ||
      a.model.localeCompare(b.model) ||
      (qualifiersKey(a) < qualifiersKey(b) ? -1 : qualifiersKey(a) > qualifiersKey(b) ? 1 : 0) ||
      a.year - b.year,
  );
  const groups: FitmentGroup[] = [];
  for (const r of rows) {
    const last = groups.at(-1);
    if (
      last &&
      last.make === r.make &&
      last.model === r.model &&
      r.year === last.year_to + 1 &&
      sameList(last.engines, r.engines) &&
      sameList(last.trims, r.trims) &&
      last.position === r.position &&
      last.note === r.note
    ) {
      last.year_to = r.year;
    } else {
      groups.push({
        make: r.make,
        model: r.model,
        year_from: r.year,
        year_to: r.year,
        years: "",
        engines: r.engines,
        trims: r.trims,
        position: r.position,
        note: r.note,
      });
    }
  }
  for (const g of groups) g.years = g.year_from === g.year_to ? String(g.year_from) : `${g.year_from}–${g.year_to}`;
  return groups;
}

async function productBySlug(db: Db, slug: string): Promise<{ id: number; universal: boolean }> {
  const [row] = await rowsOf<{ id: number; universal: boolean }>(
    db,
    sql`select id, universal from products where slug = ${slug} and published`,
  );
  if (!row) throw notFound("Product not found");
  return row;
}

/** The answer for each of the given vehicle keys ('Does it fit my cars?'), in the keys' order; unknown vehicles are left out. */
export async function productFits(db: Db, slug: string, keys: VehicleKey[]) {
  const { id, universal } = await productBySlug(db, slug);
  const vehicles = await resolveVehicleKeys(db, keys, { skipUnknown: true });
  if (vehicles.length === 0) return [];
  const rows = await rowsOf<Application & { vehicle_id: number }>(
    db,
    sql`select vehicle_id, engines, trims, position, note, quantity from product_fitment
        where product_id = ${id} and vehicle_id in (${sql.join(
          vehicles.map((v) => sql`${v.ref.id}`),
          sql`, `,
        )}) order by id`,
  );
  return vehicles.map((v) => {
    const applications = rows.filter((r) => r.vehicle_id === v.ref.id).map(({ vehicle_id: _, ...app }) => app);
    const fit = answerFit({ universal, applications }, v);
    return { vehicle: v.ref.slug, key: vehicleKey(v.ref), fits: fit.state === "fits", fit };
  });
}
