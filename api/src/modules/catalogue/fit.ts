/**
 * The three-state fit answer (issue 10, docs/decisions/009): whether one part fits one vehicle with
 * the configuration the shopper gave. Every endpoint that answers "does it fit" — cards, product,
 * my cars, search, cart, checkout — goes through `fitColumns` and `answerFit`, so they all agree.
 */
import type { Fit, Position, VehicleKey } from "@pitstop/contract/fitment";
import { vehicleLabel } from "@pitstop/contract/fitment";
import type { ConfiguredVehicle } from "@pitstop/contract/vehicles";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { vehicles } from "../../db/schema/index.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import { configurableColumns, toVehicleRef } from "../vehicles/service.ts";

/**
 * A vehicle key resolved against the catalogue: the vehicle with its configuration (`ref`, what
 * answers name) and the choices vPIC knows for it (empty: unknown).
 */
export interface FitVehicle {
  ref: ConfiguredVehicle;
  engineChoices: string[];
  trimChoices: string[];
}

/** A vehicle row with its engines and trims (configurableColumns). */
export type VehicleRow = {
  id: number;
  year: number;
  make: string;
  model: string;
  slug: string;
  engines: string[];
  trims: string[];
};

/**
 * An engine or trim the vehicle does not have, as field errors naming the ones it has (a vehicle vPIC
 * knows no list for accepts any). One rule for vehicle keys and garage cars alike.
 */
export function configurationProblems(
  vehicle: Pick<VehicleRow, "year" | "make" | "model" | "engines" | "trims">,
  config: { engine?: string | null | undefined; trim?: string | null | undefined },
): Record<string, string[]> {
  const name = vehicleLabel(vehicle);
  const problems: Record<string, string[]> = {};
  for (const [field, value, choices] of [
    ["engine", config.engine, vehicle.engines],
    ["trim", config.trim, vehicle.trims],
  ] as const) {
    if (value === undefined || value === null || choices.length === 0 || choices.includes(value)) continue;
    problems[field] = [`The ${name} has no ${field} "${value}"; choose one of: ${choices.join(", ")}`];
  }
  return problems;
}

function toFitVehicle(row: VehicleRow, key: Pick<VehicleKey, "engine" | "trim">): FitVehicle {
  const problem = Object.values(configurationProblems(row, key))[0]?.[0];
  if (problem) throw badRequest(problem, { vehicle: [problem] });
  return {
    ref: { ...toVehicleRef(row), trim: key.trim, engine: key.engine },
    engineChoices: row.engines,
    trimChoices: row.trims,
  };
}

/**
 * The vehicles the keys name, in the keys' order. An unknown vehicle is a 404 naming it (or, with
 * `skipUnknown`, left out: a device's history may hold a car the catalogue no longer has); an
 * engine or trim the vehicle does not have is a 400 listing the ones it has.
 */
export async function resolveVehicleKeys(
  db: Db,
  keys: VehicleKey[],
  opts: { skipUnknown?: boolean } = {},
): Promise<FitVehicle[]> {
  if (keys.length === 0) return [];
  const bySlug = await vehicleRowsBySlug(
    db,
    keys.map((k) => k.slug),
  );
  return keys.flatMap((key) => {
    const row = bySlug.get(key.slug);
    if (!row) {
      if (opts.skipUnknown) return [];
      throw notFound(`We don't know the vehicle ${key.slug}`);
    }
    return [toFitVehicle(row, key)];
  });
}

export async function resolveVehicleKey(db: Db, key: VehicleKey): Promise<FitVehicle> {
  const [vehicle] = await resolveVehicleKeys(db, [key]);
  if (!vehicle) throw notFound(`We don't know the vehicle ${key.slug}`);
  return vehicle;
}

/** One vehicle by slug, with what answering for it needs (its engines and trims); undefined when unknown. */
export async function fitVehicleRow(db: Db, slug: string): Promise<VehicleRow | undefined> {
  return (await vehicleRowsBySlug(db, [slug])).get(slug);
}

/**
 * The vehicles are vPIC's reference data, inserted by the seed and never changed or deleted by the
 * shop (decision 025): a row once read is the row for good. Each process keeps the rows it has read,
 * by slug (the whole table is ~11,000 rows, ~2 MB), and reads only the others — so that answering
 * for a shopper's car (a card's fit, a cart, a search, a vehicle page) costs no statement after the
 * first. A slug the catalogue does not know is read again each time: it is never kept.
 */
const KEPT_VEHICLES = 20_000;
const keptVehicles = new WeakMap<Db, Map<string, VehicleRow>>();

async function vehicleRowsBySlug(db: Db, slugs: string[]): Promise<Map<string, VehicleRow>> {
  let kept = keptVehicles.get(db);
  if (!kept) {
    kept = new Map();
    keptVehicles.set(db, kept);
  }
  const found = new Map<string, VehicleRow>();
  const missing: string[] = [];
  for (const slug of new Set(slugs)) {
    const row = kept.get(slug);
    if (row) found.set(slug, row);
    else missing.push(slug);
  }
  if (missing.length === 0) return found;
  const rows = await db
    .select(configurableColumns)
    .from(vehicles)
    .where(missing.length === 1 ? eq(vehicles.slug, missing[0] as string) : inArray(vehicles.slug, missing));
  if (kept.size + rows.length > KEPT_VEHICLES) kept.clear();
  for (const row of rows) {
    // Shared by every request that names the car: nobody may change it.
    Object.freeze(row.engines);
    Object.freeze(row.trims);
    kept.set(row.slug, Object.freeze(row));
    found.set(row.slug, row);
  }
  return found;
}

/** A page's own vehicle, with the shopper's configuration when the key names the same vehicle. */
export function pageVehicle(row: VehicleRow, key: VehicleKey | null): FitVehicle {
  const same = key !== null && key.slug === row.slug;
  return toFitVehicle(row, same ? key : { engine: null, trim: null });
}

/** What a product's row says about one vehicle: its fitment row's qualifiers, when it has one. */
export interface FitRow {
  universal: boolean;
  fitted: boolean;
  engines: string[] | null;
  trims: string[] | null;
  position: Position | null;
  note: string | null;
}

/**
 * The columns `answerFit` reads, for a query over `products p`: join `fitJoin(vehicleId)` and
 * select `fitColumns`. Without a vehicle the join matches nothing.
 */
export const fitJoin = (vehicleId: number | null): SQL =>
  vehicleId === null
    ? sql`left join product_fitment fit on false`
    : sql`left join product_fitment fit on fit.product_id = p.id and fit.vehicle_id = ${vehicleId}`;
export const fitColumns = sql`(fit.product_id is not null) as fitted, fit.engines as fit_engines, fit.trims as fit_trims,
  fit.position as fit_position, fit.note as fit_note`;

export type FitColumns = {
  universal: boolean;
  fitted: boolean;
  fit_engines: string[] | null;
  fit_trims: string[] | null;
  fit_position: Position | null;
  fit_note: string | null;
};

export const fitRowOf = (r: FitColumns): FitRow => ({
  universal: r.universal,
  fitted: r.fitted,
  engines: r.fit_engines,
  trims: r.fit_trims,
  position: r.fit_position,
  note: r.fit_note,
});

const NO_QUESTION: Pick<Fit, "question" | "options" | "applications"> = {
  question: null,
  options: [],
  applications: [],
};

/**
 * Fits, doesn't fit, or needs the engine (or trim): a fitment row limited to some engines asks for
 * the vehicle's engine when the shopper has not given it — unless every engine of the vehicle is
 * among them — and lists each engine with its answer, so one click settles it. Trims likewise.
 */
export function answerFit(row: FitRow, vehicle: FitVehicle): Fit {
  if (row.universal) return { state: "fits", position: null, note: null, ...NO_QUESTION };
  if (!row.fitted) return { state: "doesnt_fit", position: null, note: null, ...NO_QUESTION };
  const where = { position: row.position, note: row.note };
  const questions = [
    ["engine", row.engines, vehicle.ref.engine, vehicle.engineChoices],
    ["trim", row.trims, vehicle.ref.trim, vehicle.trimChoices],
  ] as const;
  for (const [question, allowed, chosen, choices] of questions) {
    if (allowed === null) continue;
    if (chosen !== null) {
      if (!allowed.includes(chosen)) return { state: "doesnt_fit", ...where, ...NO_QUESTION };
      continue;
    }
    const all = [...new Set([...choices, ...allowed])].sort();
    if (all.every((choice) => allowed.includes(choice))) continue; // every version of the vehicle takes it
    return {
      state: "needs_config",
      ...where,
      question,
      options: all.map((value) => ({ value, fits: allowed.includes(value) })),
      applications: [],
    };
  }
  return { state: "fits", ...where, ...NO_QUESTION };
}

/** The contract's legacy boolean beside `fit`: true only for "fits", null when the answer needs a choice. */
export const fitsFlag = (fit: Fit | null): boolean | null =>
  fit === null ? null : fit.state === "fits" ? true : fit.state === "doesnt_fit" ? false : null;
