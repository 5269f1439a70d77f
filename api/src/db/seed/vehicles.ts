/**
 * The demo vehicle list — every (year, make, model) a US owner might shop for — derived from the
 * NHTSA vPIC snapshot rather than typed in, so it matches what VIN decoding returns.
 *
 * How vPIC encodes it: a VIN schema (VinSchema) is a bag of patterns over VIN positions 4–8 and
 * 10–17 (Pattern.Keys); a pattern with ElementId 28 assigns a Model, whose make comes from
 * Make_Model (corgi decodes the make the same way). Wmi_VinSchema says which WMIs (VIN positions
 * 1–3) use the schema for which model years, and each Wmi has a vehicle type. So "model M existed
 * in year Y" means: a schema naming M is linked to a car/MPV/truck WMI over a range containing Y.
 */

import type { DatabaseSync } from "node:sqlite";
import { slugify } from "@pitstop/contract/slug";
import { displayMake, openVpic, vpicDatabasePath } from "../../lib/vpic.ts";
import { listSubmodels } from "../../modules/vin/submodel-service.ts";
import type { SeedVehicle, SeedVehicleKind } from "./types.ts";

const FIRST_YEAR = 1990;
const LAST_YEAR = 2026;

/**
 * Makes as vPIC spells them. Mainstream consumer brands only: this is also what keeps heavy trucks
 * and buses out (Freightliner, Peterbilt, Kenworth, Mack, International, Hino, Blue Bird… are
 * makes of their own). Isuzu is left out because its vPIC make is dominated by N/F-series
 * commercial trucks whose patterns carry no body class or GVWR to filter them by. Scion is not a
 * vPIC make: its cars are Toyota models named "Scion tC", "Scion xB", …
 */
// biome-ignore format: one make per line would be 50 lines
const MAKES = [
  "Acura", "Alfa Romeo", "Audi", "BMW", "Buick", "Cadillac", "Chevrolet", "Chrysler", "Daewoo",
  "Dodge", "Eagle", "Fiat", "Fisker", "Ford", "Genesis", "Geo", "GMC", "Honda", "Hummer",
  "Hyundai", "Infiniti", "Jaguar", "Jeep", "Kia", "Land Rover", "Lexus", "Lincoln", "Lucid",
  "Maserati", "Mazda", "Mercedes-Benz", "Mercury", "MINI", "Mitsubishi", "Nissan", "Oldsmobile",
  "Plymouth", "Polestar", "Pontiac", "Porsche", "Ram", "RIVIAN", "SAAB", "Saturn", "smart",
  "Subaru", "Suzuki", "Tesla", "Toyota", "Volkswagen", "Volvo",
];

/**
 * Kind follows NHTSA's vehicle types (Passenger Car, MPV, Truck). Wmi.VehicleTypeId is that type,
 * but per WMI, and WMIs share schemas (Chrysler files Ram pickups in "MPV/Truck" schemas with its
 * minivans), so it misfiles whole models. The body class vPIC gives the model's own patterns says
 * it directly; the WMI type is only the fallback for models without one.
 */
const PASSENGER_CAR = 2;
const KIND_BY_WMI_TYPE = new Map<number, SeedVehicleKind>([
  [PASSENGER_CAR, "car"],
  [7, "mpv"], // Multipurpose Passenger Vehicle (MPV)
  [3, "truck"], // Truck — the other types (motorcycle, bus, trailer, LSV, incomplete…) are out
]);
const KIND_BY_BODY: Array<[RegExp, SeedVehicleKind]> = [
  [/^(Sedan|Coupe|Convertible|Hatchback|Wagon|Roadster|Limousine)/, "car"],
  [/^(Sport Utility Vehicle|Crossover|Minivan|Van$)/, "mpv"],
  [/^(Pickup|Sport Utility Truck|Cargo Van)/, "truck"], // NHTSA counts cargo vans as trucks
];
const KIND_PREFERENCE: SeedVehicleKind[] = ["car", "mpv", "truck"]; // ties go to the lighter kind

/**
 * Light trucks. The consumer-make list is not enough: Ford's 1990s L-/C-/F-700+ heavy trucks, GM's
 * C5–C7 and Ram's 4500/5500 chassis cabs share makes (and sometimes schemas) with pickups. So a
 * model is dropped when every body class, or every GVWR, its VIN patterns imply is heavy-duty:
 * - GVWR above 14,000 lb (Class 4+). Class 2b–3 heavy-duty pickups and vans (F-350, Ram 3500)
 *   are what EPA/NHTSA regulate alongside light trucks and what consumers buy; 4–8 are vocational.
 * - A body class outside KIND_BY_BODY: chassis cabs, cutaways, buses, truck-tractors, step vans,
 *   and vPIC's bare "Truck" (which it only gives medium/heavy trucks).
 * A model without such evidence is kept.
 */
const MAX_LIGHT_GVWR_LB = 14_000;

/** Chassis and body-builder platforms rather than vehicles ("Hearse/Limo Commercial Chassis"). */
const NOT_A_VEHICLE = /\b(incomplete|chassis|coachbuilder|hearse)\b/i;

const MODEL_ELEMENT = 28;
const BODY_CLASS_ELEMENT = 5;
const GVWR_ELEMENT = 25;

interface Model {
  id: number;
  name: string;
  makeId: number;
  make: string;
}
interface Pattern {
  schemaId: number;
  keys: string;
  element: number;
  value: number;
}
interface Range {
  wmiId: number;
  schemaId: number;
  from: number;
  to: number | null;
  type: number | null;
}
interface Profile {
  heavy: boolean;
  bodyKind: SeedVehicleKind | null;
}

/**
 * Each vehicle's engines and trims as GET /api/submodel lists them (docs/decisions/009): what a garage car's
 * configuration may say and the choices a "needs the engine" answer offers. ~0.4 ms a vehicle.
 */
export async function addConfigurations(vehicleList: SeedVehicle[], cacheDir: string): Promise<SeedVehicle[]> {
  const db = openVpic(await vpicDatabasePath(cacheDir));
  try {
    return vehicleList.map((v) => {
      const submodels = listSubmodels(db, v.year, v.make, v.model);
      const distinct = (values: Array<string | null>) =>
        [...new Set(values.filter((x): x is string => x !== null))].sort();
      return {
        ...v,
        engines: distinct(submodels.map((s) => s.engine)),
        trims: distinct(submodels.map((s) => s.trim)),
      };
    });
  } finally {
    db.close();
  }
}

export async function loadSeedVehicles(cacheDir: string): Promise<SeedVehicle[]> {
  const db = openVpic(await vpicDatabasePath(cacheDir));
  let data: VpicData;
  try {
    data = readVpic(db);
  } finally {
    db.close();
  }
  const { schemaModels, profiles } = pickModels(data);
  const { years, wmiKinds } = attestYears(data.ranges, schemaModels);
  const kindOf = (modelId: number) =>
    profiles.get(modelId)?.bodyKind ?? mostCommon((kind) => wmiKinds.get(modelId)?.get(kind)?.size ?? 0);
  return toSeedVehicles(years, data.models, kindOf);
}

/** Which schemas name which of our models, leaving out heavy-duty models and junk names. */
function pickModels({ models, patterns, ranges, bodyNames, gvwrFloors }: VpicData) {
  const inScope = (r: Range) => r.from <= LAST_YEAR && (r.to ?? LAST_YEAR) >= FIRST_YEAR;
  const schemasOf = (types: number[]) =>
    new Set(ranges.filter((r) => r.type !== null && types.includes(r.type) && inScope(r)).map((r) => r.schemaId));
  // Judge models only by schemas used for car/MPV/truck VINs of our years: the same model's cutaway
  // schemas on incomplete-vehicle WMIs (GMC Savana's) say nothing about its vans, nor does the
  // 1980s Rabbit Pickup about the 2006 Rabbit.
  const lightSchemas = schemasOf([...KIND_BY_WMI_TYPE.keys()]);
  const profiles = profileModels(
    patterns.filter((p) => lightSchemas.has(p.schemaId)),
    models,
    bodyNames,
    gvwrFloors,
  );
  // A model on Passenger Car WMIs is a car whatever a stray pattern says (one 1989 Cadillac
  // Fleetwood variant is an "Incomplete - Commercial Chassis"): the heavy test is for MPVs/trucks.
  const carSchemas = schemasOf([PASSENGER_CAR]);
  const cars = new Set(
    patterns.filter((p) => p.element === MODEL_ELEMENT && carSchemas.has(p.schemaId)).map((p) => p.value),
  );
  const wanted = (m: Model) =>
    (cars.has(m.id) || !profiles.get(m.id)?.heavy) && slugify(m.name) !== "" && !NOT_A_VEHICLE.test(m.name);

  const schemaModels = new Map<number, Set<number>>();
  for (const p of patterns) {
    const model = p.element === MODEL_ELEMENT ? models.get(p.value) : undefined;
    if (model && wanted(model)) getOrSet(schemaModels, p.schemaId, () => new Set()).add(model.id);
  }
  return { schemaModels, profiles };
}

/** Model years each model is attested for on car/MPV/truck WMIs, and which WMIs of each kind. */
function attestYears(ranges: Range[], schemaModels: Map<number, Set<number>>) {
  const years = new Map<number, Set<number>>();
  const wmiKinds = new Map<number, Map<SeedVehicleKind, Set<number>>>();
  const rangeEnd = openRangeEnds(ranges, schemaModels);
  for (const r of ranges) {
    const kind = r.type === null ? undefined : KIND_BY_WMI_TYPE.get(r.type);
    if (!kind) continue;
    for (const modelId of schemaModels.get(r.schemaId) ?? []) {
      const last = Math.min(rangeEnd(r, modelId), LAST_YEAR);
      for (let year = Math.max(r.from, FIRST_YEAR); year <= last; year++) {
        getOrSet(years, modelId, () => new Set()).add(year);
      }
      if (last >= Math.max(r.from, FIRST_YEAR)) {
        const byKind = getOrSet(wmiKinds, modelId, () => new Map());
        getOrSet(byKind, kind, () => new Set()).add(r.wmiId);
      }
    }
  }
  return { years, wmiKinds };
}

type VpicData = ReturnType<typeof readVpic>;

/** Five queries (~150k rows); the joins that need pattern logic happen in memory. */
function readVpic(db: DatabaseSync) {
  const rows = <T>(sql: string, ...params: string[]) => db.prepare(sql).all(...params) as unknown as T[];
  const makeList = MAKES.map(() => "?").join(", ");
  const models = rows<Model>(
    `SELECT mo.Id AS id, trim(mo.Name) AS name, ma.Id AS makeId, ma.Name AS make
     FROM Make ma JOIN Make_Model mm ON mm.MakeId = ma.Id JOIN Model mo ON mo.Id = mm.ModelId
     WHERE ma.Name IN (${makeList})`,
    ...MAKES,
  );
  // Model, body-class and GVWR patterns of every schema that names a model of our makes.
  const patterns = rows<Pattern>(
    `SELECT p.VinSchemaId AS schemaId, p.Keys AS keys, p.ElementId AS element, CAST(p.AttributeId AS INTEGER) AS value
     FROM Pattern p
     WHERE p.ElementId IN (${MODEL_ELEMENT}, ${BODY_CLASS_ELEMENT}, ${GVWR_ELEMENT}) AND p.VinSchemaId IN (
       SELECT m.VinSchemaId FROM Pattern m
       JOIN Make_Model mm ON mm.ModelId = CAST(m.AttributeId AS INTEGER) JOIN Make ma ON ma.Id = mm.MakeId
       WHERE m.ElementId = ${MODEL_ELEMENT} AND ma.Name IN (${makeList}))`,
    ...MAKES,
  );
  // Every WMI's ranges, not just ours: openRangeEnds() needs to see when a WMI moved on.
  const ranges = rows<Range>(
    `SELECT wvs.WmiId AS wmiId, wvs.VinSchemaId AS schemaId, wvs.YearFrom AS "from", wvs.YearTo AS "to",
            w.VehicleTypeId AS type
     FROM Wmi_VinSchema wvs JOIN Wmi w ON w.Id = wvs.WmiId`,
  );
  const bodyNames = rows<{ id: number; name: string }>("SELECT Id AS id, Name AS name FROM BodyStyle");
  const gvwrFloors = rows<{ id: number; lb: number }>(
    "SELECT Id AS id, MinRangeWeight AS lb FROM GrossVehicleWeightRating",
  );
  return {
    models: new Map(models.map((m) => [m.id, m])),
    patterns,
    ranges,
    bodyNames: new Map(bodyNames.map((r) => [r.id, r.name])),
    gvwrFloors: new Map(gvwrFloors.map((r) => [r.id, r.lb])),
  };
}

/**
 * A closed range ends at YearTo. An open one (YearTo NULL, a third of them) usually just means the
 * manufacturer never closed its last schema: Chevrolet's "Impala schema for 1G1/2G1 - 2020" is
 * still open though the Impala ended in 2020. So an open range is believed only as far as evidence
 * goes: if its WMI later got new schemas that no longer list the model, it ends the year before
 * those; otherwise it runs to the last year the WMI shows any activity (its latest range start or
 * end), so a dormant WMI (Plymouth's, Saab's) does not keep its models alive forever.
 */
function openRangeEnds(ranges: Range[], schemaModels: Map<number, Set<number>>) {
  const wmiStarts = new Map<number, number[]>();
  const wmiLastYear = new Map<number, number>();
  const modelStarts = new Map<string, number[]>(); // `${modelId}:${wmiId}` → its range starts
  for (const r of ranges) {
    getOrSet(wmiStarts, r.wmiId, () => []).push(r.from);
    wmiLastYear.set(r.wmiId, Math.max(wmiLastYear.get(r.wmiId) ?? 0, r.from, r.to ?? 0));
    for (const modelId of schemaModels.get(r.schemaId) ?? []) {
      getOrSet(modelStarts, `${modelId}:${r.wmiId}`, () => []).push(r.from);
    }
  }
  return (r: Range, modelId: number): number => {
    if (r.to !== null) return r.to;
    const later = (wmiStarts.get(r.wmiId) ?? []).filter((y) => y > r.from);
    const modelGoesOn = (modelStarts.get(`${modelId}:${r.wmiId}`) ?? []).some((y) => y > r.from);
    if (later.length > 0 && !modelGoesOn) return Math.min(...later) - 1;
    return wmiLastYear.get(r.wmiId) ?? r.from;
  };
}

/**
 * What each model's VIN patterns imply about it: heavy-duty or not (see MAX_LIGHT_GVWR_LB) and the
 * kind its body classes point to. A body/GVWR pattern implies something for a model pattern of the
 * same schema when every VIN matching the model pattern also matches it (see covers()).
 */
function profileModels(
  patterns: Pattern[],
  models: Map<number, Model>,
  bodyNames: Map<number, string>,
  gvwrFloors: Map<number, number>,
): Map<number, Profile> {
  const bySchema = new Map<number, { models: Parsed[]; others: Parsed[] }>();
  for (const p of patterns) {
    const schema = getOrSet(bySchema, p.schemaId, () => ({ models: [], others: [] }));
    if (p.element !== MODEL_ELEMENT) schema.others.push({ ...p, positions: positions(p.keys) });
    else if (models.has(p.value)) schema.models.push({ ...p, positions: positions(p.keys) });
  }
  const evidence = new Map<number, { bodies: Array<SeedVehicleKind | null>; lightGvwr: boolean[] }>();
  for (const { models: modelPatterns, others } of bySchema.values()) {
    for (const m of modelPatterns) {
      const e = getOrSet(evidence, m.value, () => ({ bodies: [], lightGvwr: [] }));
      for (const p of others) {
        if (!covers(p.positions, m.positions)) continue;
        if (p.element === BODY_CLASS_ELEMENT) e.bodies.push(bodyKind(bodyNames.get(p.value) ?? ""));
        else e.lightGvwr.push((gvwrFloors.get(p.value) ?? 0) <= MAX_LIGHT_GVWR_LB);
      }
    }
  }
  const profiles = new Map<number, Profile>();
  for (const [modelId, { bodies, lightGvwr }] of evidence) {
    const kinds = bodies.filter((k) => k !== null);
    profiles.set(modelId, {
      heavy: (bodies.length > 0 && kinds.length === 0) || (lightGvwr.length > 0 && !lightGvwr.includes(true)),
      bodyKind: kinds.length > 0 ? mostCommon((kind) => kinds.filter((k) => k === kind).length) : null,
    });
  }
  return profiles;
}

function bodyKind(bodyClass: string): SeedVehicleKind | null {
  return KIND_BY_BODY.find(([pattern]) => pattern.test(bodyClass))?.[1] ?? null;
}

function mostCommon(count: (kind: SeedVehicleKind) => number): SeedVehicleKind {
  let best: SeedVehicleKind = "car";
  for (const kind of KIND_PREFERENCE) if (count(kind) > count(best)) best = kind;
  return best;
}

/** Whether every VIN matching `inner` also matches `outer`. */
function covers(outer: Positions, inner: Positions): boolean {
  for (const [pos, allowed] of outer) {
    const chars = inner.get(pos);
    if (!chars) return false; // inner allows anything here, outer doesn't
    for (const c of chars) if (!allowed.has(c)) return false;
  }
  return true;
}

/**
 * Pattern keys are per-position character classes for VIN positions 4–8, then after "|" 10–17:
 * "*" any, "#" a digit, "[A-CX]" a set (vPIC pads some sets with "_"), else a literal.
 * Parsed to VIN position → allowed characters, for the constrained positions only.
 */
type Positions = Map<number, Set<string>>;
interface Parsed extends Pattern {
  positions: Positions;
}
const parsedKeys = new Map<string, Positions>();
function positions(keys: string): Positions {
  let parsed = parsedKeys.get(keys);
  if (parsed) return parsed;
  parsed = new Map();
  const [head = "", tail = ""] = keys.split("|");
  const tokens = (part: string) => (part.match(/\[[^\]]*\]|./g) ?? []).entries();
  for (const [i, token] of tokens(head)) if (token !== "*") parsed.set(4 + i, charClass(token));
  for (const [i, token] of tokens(tail)) if (token !== "*") parsed.set(10 + i, charClass(token));
  parsedKeys.set(keys, parsed);
  return parsed;
}

function charClass(token: string): Set<string> {
  if (token === "#") return new Set("0123456789");
  if (!token.startsWith("[")) return new Set(token);
  const body = token.slice(1, -1).replaceAll("_", "");
  const set = new Set<string>();
  for (let k = 0; k < body.length; k++) {
    if (body[k + 1] === "-" && k + 2 < body.length) {
      for (let c = body.charCodeAt(k); c <= body.charCodeAt(k + 2); c++) set.add(String.fromCharCode(c));
      k += 2;
    } else {
      set.add(body.charAt(k));
    }
  }
  return set;
}

/**
 * One row per (make, model, year). Models of a make whose names share a slug (case, spacing or
 * punctuation variants) are folded into the variant attested for the most years (ties: lowest
 * vPIC id), which keeps vehicle slugs unique and a model's name stable across its years.
 */
function toSeedVehicles(
  years: Map<number, Set<number>>,
  models: Map<number, Model>,
  kindOf: (modelId: number) => SeedVehicleKind,
): SeedVehicle[] {
  const groups = new Map<string, Model[]>();
  for (const modelId of years.keys()) {
    const model = models.get(modelId);
    if (model) getOrSet(groups, `${model.makeId}:${slugify(model.name)}`, () => []).push(model);
  }
  const out: SeedVehicle[] = [];
  for (const group of groups.values()) {
    const count = (m: Model) => years.get(m.id)?.size ?? 0;
    const [canonical] = group.sort((a, b) => count(b) - count(a) || a.id - b.id);
    if (!canonical) continue;
    const kind = kindOf(canonical.id);
    for (const year of new Set(group.flatMap((m) => [...(years.get(m.id) ?? [])]))) {
      out.push({
        year,
        make: displayMake(canonical.make),
        model: canonical.name,
        kind,
        vpicMakeId: canonical.makeId,
        vpicModelId: canonical.id,
      });
    }
  }
  return out.sort((a, b) => compareText(a.make, b.make) || compareText(a.model, b.model) || a.year - b.year);
}

/** Case-insensitive, then code-point order: deterministic without depending on ICU collation. */
function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

function getOrSet<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}
