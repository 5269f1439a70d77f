/**
 * The one author of the fit answer (docs/decisions/009 and 026): whether one part
 * fits one vehicle with the configuration the shopper gave, from the part's ACES applications. Every
 * endpoint that answers "does it fit" — cards, product, my cars, search, cart, checkout, orders — goes
 * through `fitColumns` and `answerFit`, and every list narrowed to a car (catalogue pages and their
 * counts, search) through `allows` (`allowedParts`, `listable`) or its SQL twin `allowsSql`, so they all agree.
 */

import type { Fit, FitApplication, VehicleKey } from "@pitstop/contract/fitment";
import { vehicleLabel } from "@pitstop/contract/fitment";
import type { ConfiguredVehicle } from "@pitstop/contract/vehicles";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { vehicles } from "../../db/schema/index.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import { keptAnswers } from "../../lib/kept-answers.ts";
import { countLookup } from "../../lib/metrics.ts";
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
    countLookup("vehicle_rows", row !== undefined);
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

/** One ACES application of a part to a vehicle, as stored. */
export type Application = FitApplication;

/** What a product says about one vehicle: whether it is universal, and its applications to the vehicle. */
export interface FitRow {
  universal: boolean;
  applications: Application[];
}

/** An engine and a trim, each null where the shopper has not said. */
export type Configuration = { engine: string | null; trim: string | null };

/**
 * Whether one application allows a configuration as far as it is known — the one rule every fit
 * answer, list and count comes from (and `allowsSql` is, word for word, in SQL).
 */
export function allows(app: Pick<Application, "engines" | "trims">, config: Configuration): boolean {
  return (
    (config.engine === null || app.engines === null || app.engines.includes(config.engine)) &&
    (config.trim === null || app.trims === null || app.trims.includes(config.trim))
  );
}

/**
 * Whether a part belongs in a list narrowed to a configured vehicle: universal, or some application
 * allows the configuration. Exactly the parts whose answer is not "doesn't fit".
 */
export const listable = (row: FitRow, config: Configuration): boolean =>
  row.universal || row.applications.some((app) => allows(app, config));

/**
 * `allows` in SQL, over a product_fitment row aliased `alias`: what a statement that narrows to a
 * configured vehicle says in its `where`.
 */
export function allowsSql(alias: string, config: Configuration): SQL {
  const a = sql.raw(alias);
  const parts: SQL[] = [];
  if (config.engine !== null) parts.push(sql`(${a}.engines is null or ${config.engine} = any(${a}.engines))`);
  if (config.trim !== null) parts.push(sql`(${a}.trims is null or ${config.trim} = any(${a}.trims))`);
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * `listable` in SQL, over `products p`: universal, or some application to the vehicle allows the
 * configuration (none given: any application).
 */
export const listableSql = (vehicleId: number, config: Configuration = { engine: null, trim: null }): SQL =>
  sql`(p.universal or exists (select 1 from product_fitment a
        where a.product_id = p.id and a.vehicle_id = ${vehicleId} and ${allowsSql("a", config)}))`;

/**
 * The columns `answerFit` reads, for a query over `products p`: join `fitJoin(vehicleId)` and
 * select `fitColumns` — the part's applications to the vehicle, in the order they were written.
 * Without a vehicle the join matches nothing.
 */
export const fitJoin = (vehicleId: number | null): SQL =>
  vehicleId === null
    ? sql`left join lateral (select null::json as apps) fit on true`
    : sql`left join lateral (
        select json_agg(json_build_object('engines', a.engines, 'trims', a.trims, 'position', a.position,
                                          'note', a.note, 'quantity', a.quantity) order by a.id) as apps
        from product_fitment a where a.product_id = p.id and a.vehicle_id = ${vehicleId}) fit on true`;
export const fitColumns = sql`fit.apps as fit_applications`;

export type FitColumns = {
  universal: boolean;
  fit_applications: Application[] | null;
};

export const fitRowOf = (r: FitColumns): FitRow => ({
  universal: r.universal,
  applications: r.fit_applications ?? [],
});

/**
 * What a list narrowed to a vehicle reads of one part made for it (`vehicle_products`, migration
 * 0021): its applications summed up as one — the union of their engines and of their trims — which
 * allows exactly what they do unless they are `mixed` (several, some limited by engine and some by
 * trim): then the applications themselves.
 */
export interface VehicleFit {
  summary: Pick<Application, "engines" | "trims">;
  applications: Pick<Application, "engines" | "trims">[] | null;
}

/** A vehicle's parts, by id, as lists narrowed to it read them. */
export type VehicleFits = Map<number, VehicleFit>;

/** `allows` for a part made for the vehicle. */
export const fitAllows = (fit: VehicleFit, config: Configuration): boolean =>
  fit.applications ? fit.applications.some((app) => allows(app, config)) : allows(fit.summary, config);

/**
 * `fitAllows` in SQL, over a `vehicle_products` row aliased `alias`: what the catalogue's statements
 * over a vehicle's parts say in their `where` when the shopper gave an engine or trim.
 */
export function fitAllowsSql(alias: string, config: Configuration): SQL {
  if (!configured(config)) return sql`true`;
  const vp = sql.raw(alias);
  return sql`${allowsSql(alias, config)} and (not ${vp}.mixed or exists (select 1 from product_fitment a
    where a.product_id = ${vp}.product_id and a.vehicle_id = ${vp}.vehicle_id and ${allowsSql("a", config)}))`;
}

/**
 * A vehicle's parts change only with the catalogue: each process keeps the last vehicles' for a
 * minute, and forgets them all when the catalogue's aggregates are rebuilt (refreshCatalogueFacets)
 * or another replica changed the catalogue (catalogue-generation.ts) — as it does the universal cells.
 */
const keptFits = keptAnswers<number, VehicleFits>({ name: "vehicle_fits", max: 64, ttlMs: 60_000 });

/** Forgets the vehicles' parts this process keeps (the catalogue changed). */
export const forgetVehicleFits = (db: Db) => keptFits.forget(db);

/** Every part made for one vehicle, as lists narrowed to it read them; shared: never change it. */
export function vehicleFits(db: Db, vehicleId: number): Promise<VehicleFits> {
  return keptFits.get(db, vehicleId, () => readVehicleFits(db, vehicleId));
}

type Limits = Pick<Application, "engines" | "trims">;

async function readVehicleFits(db: Db, vehicleId: number): Promise<VehicleFits> {
  const rows = await rowsOf<Limits & { product_id: number; mixed: boolean }>(
    db,
    sql`select product_id, engines, trims, mixed from vehicle_products where vehicle_id = ${vehicleId}`,
  );
  const mixed = rows.filter((r) => r.mixed).map((r) => r.product_id);
  const apps =
    mixed.length === 0
      ? []
      : await rowsOf<Limits & { product_id: number }>(
          db,
          sql`select product_id, engines, trims from product_fitment
              where vehicle_id = ${vehicleId} and product_id in (select unnest(${`{${mixed.join(",")}}`}::int[]))`,
        );
  const fits: VehicleFits = new Map();
  for (const r of rows) {
    fits.set(r.product_id, {
      summary: { engines: r.engines, trims: r.trims },
      applications: r.mixed ? apps.filter((a) => a.product_id === r.product_id) : null,
    });
  }
  return fits;
}

/** The parts made for the vehicle that a configuration allows, ascending: the direct fits a narrowed list holds. */
export function allowedParts(fits: VehicleFits, config: Configuration): number[] {
  const ids: number[] = [];
  for (const [id, fit] of fits) if (fitAllows(fit, config)) ids.push(id);
  return ids.sort((a, b) => a - b);
}

/**
 * A list narrowed to a vehicle: its parts (what its engine or trim question counts), and, when the
 * shopper gave an engine or trim, the parts made for it that the configuration allows (null: every
 * one). Read only when a question or a configuration needs it.
 */
export async function narrowedParts(
  db: Db,
  vehicle: FitVehicle,
): Promise<{ fits: VehicleFits; allowed: ReadonlySet<number> | null }> {
  const config = { engine: vehicle.ref.engine, trim: vehicle.ref.trim };
  const mayAsk =
    (config.engine === null && vehicle.engineChoices.length > 1) ||
    (config.trim === null && vehicle.trimChoices.length > 1);
  if (!configured(config) && !mayAsk) return { fits: new Map(), allowed: null };
  const fits = await vehicleFits(db, vehicle.ref.id);
  return { fits, allowed: configured(config) ? new Set(allowedParts(fits, config)) : null };
}

/** Whether a configuration says anything (an engine or a trim). */
export const configured = (config: Configuration): boolean => config.engine !== null || config.trim !== null;

const NO_QUESTION: Pick<Fit, "question" | "options"> = { question: null, options: [] };

/** A dimension's choices: the vehicle's, and any an application names that vPIC does not list; [null] when neither says. */
function choicesOf(known: string | null, vehicleChoices: string[], named: (string[] | null)[]): (string | null)[] {
  if (known !== null) return [known];
  const all = new Set(vehicleChoices);
  for (const list of named) for (const value of list ?? []) all.add(value);
  return all.size > 0 ? [...all].sort() : [null];
}

/**
 * Fits, doesn't fit, or needs the engine (or trim), from the part's applications to the vehicle:
 * those the configuration allows (as far as it is known) decide. When every engine and trim the
 * vehicle may have is allowed by one of them, it fits; when none is, it doesn't; otherwise the
 * engine is asked when it decides something (each engine with whether some version with it takes
 * the part), else the trim. The answer names the matching applications, each with its position and note.
 */
export function answerFit(row: FitRow, vehicle: FitVehicle): Fit {
  const none = { position: null, note: null, applications: [] };
  if (row.universal) return { state: "fits", ...none, ...NO_QUESTION };
  const config = { engine: vehicle.ref.engine, trim: vehicle.ref.trim };
  const matching = row.applications.filter((app) => allows(app, config));
  const first = matching[0];
  if (!first) return { state: "doesnt_fit", ...none, ...NO_QUESTION };
  const where = { position: first.position, note: first.note, applications: matching };
  const engines = choicesOf(
    config.engine,
    vehicle.engineChoices,
    matching.map((a) => a.engines),
  );
  const trims = choicesOf(
    config.trim,
    vehicle.trimChoices,
    matching.map((a) => a.trims),
  );
  const fitsAt = (engine: string | null, trim: string | null) => matching.some((app) => allows(app, { engine, trim }));
  const engineFits = engines.map((engine) => trims.some((trim) => fitsAt(engine, trim)));
  const trimFits = trims.map((trim) => engines.some((engine) => fitsAt(engine, trim)));
  if (engines.every((engine) => trims.every((trim) => fitsAt(engine, trim))))
    return { state: "fits", ...where, ...NO_QUESTION };
  const ask = (question: "engine" | "trim", values: (string | null)[], fits: boolean[]): Fit => ({
    state: "needs_config",
    ...where,
    question,
    options: values.flatMap((value, i) => (value === null ? [] : [{ value, fits: fits[i] ?? false }])),
  });
  if (config.engine === null && engineFits.some((f) => !f)) return ask("engine", engines, engineFits);
  if (config.trim === null && trimFits.some((f) => !f)) return ask("trim", trims, trimFits);
  // Each engine fits some trim and each trim some engine, but not every pair: the engine narrows it first.
  return ask(
    "engine",
    engines,
    engines.map((engine) => trims.every((trim) => fitsAt(engine, trim))),
  );
}

/** The contract's legacy boolean beside `fit`: true only for "fits", null when the answer needs a choice. */
export const fitsFlag = (fit: Fit | null): boolean | null =>
  fit === null ? null : fit.state === "fits" ? true : fit.state === "doesnt_fit" ? false : null;
