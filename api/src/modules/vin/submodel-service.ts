/**
 * The trims and engines vPIC knows for one model year, read from the VIN patterns themselves.
 *
 * A VIN schema is a bag of patterns over VIN positions (see db/seed/vehicles.ts); the schemas
 * naming a model are linked to WMIs for ranges of model years (Wmi_VinSchema). Within a schema a
 * trim or an engine belongs to our model when some VIN matches both its pattern and the model's.
 * Each pattern is a "cube" (a set of allowed characters per position), so we split the model's
 * cube by the trim patterns, then each piece by the engine patterns, element by element; every
 * piece that is left says one combination of trim and engine a real VIN can have.
 */
import type { DatabaseSync } from "node:sqlite";
import { slugify } from "@pitstop/contract/slug";
import type { SubmodelSchema } from "@pitstop/contract/vehicles";
import type { z } from "zod";
import { splitTrimGroup } from "./trim-names.ts";
import {
  ELEMENT,
  type EngineFacts,
  engineFacts,
  engineLabel,
  engineRefines,
  namedValue,
  type VpicLookups,
  vpicLookups,
} from "./vin-service.ts";
import { Lru } from "./vpic-runtime.ts";

type Submodel = z.infer<typeof SubmodelSchema>;

export const MAX_SUBMODELS = 50;
/** A guard against pathological schemas; real ones split into a few hundred pieces at most. */
const MAX_PIECES = 20_000;

/** Trim first: engines are then found per trim. */
const SPLIT_BY = [
  ELEMENT.trim,
  ELEMENT.engineModel,
  ELEMENT.displacementL,
  ELEMENT.displacementCc,
  ELEMENT.displacementCi,
  ELEMENT.cylinders,
  ELEMENT.engineConfiguration,
  ELEMENT.fuel,
  ELEMENT.secondaryFuel,
  ELEMENT.electrification,
];

/**
 * Allowed characters per VIN position (index 0 = position 1), each a bit mask over the 33 VIN
 * characters (ANY allows all). 33 bits do not fit JavaScript's 32-bit bitwise operators, so the
 * masks are plain numbers below 2^33 combined by and() and andNot().
 */
type Cube = number[];

interface Piece {
  cube: Cube;
  values: Map<number, string>;
  valuesKey: string; // `values` as a string, for merging pieces
}
interface SchemaPattern {
  element: number;
  value: string;
  cube: Cube;
}

/** Make slug → model slug → vPIC model ids (variants such as "F-150"/"F150" share a slug). */
const modelIndexes = new WeakMap<DatabaseSync, Map<string, Map<string, number[]>>>();

function modelIndex(db: DatabaseSync): Map<string, Map<string, number[]>> {
  let index = modelIndexes.get(db);
  if (index) return index;
  index = new Map();
  const rows = db
    .prepare(
      `SELECT ma.Name AS make, mo.Id AS id, mo.Name AS model
       FROM Make ma JOIN Make_Model mm ON mm.MakeId = ma.Id JOIN Model mo ON mo.Id = mm.ModelId`,
    )
    .all() as Array<{ make: string; id: number; model: string }>;
  for (const r of rows) {
    const makeSlug = slugify(r.make);
    const models = index.get(makeSlug) ?? new Map<string, number[]>();
    index.set(makeSlug, models);
    const modelSlug = slugify(r.model);
    models.set(modelSlug, [...(models.get(modelSlug) ?? []), r.id]);
  }
  modelIndexes.set(db, index);
  return index;
}

/** `make` and `model` may be display names or slugs, in any case. Unknown → []. */
export function listSubmodels(db: DatabaseSync, year: number, make: string, model: string): Submodel[] {
  const modelIds = modelIndex(db).get(slugify(make))?.get(slugify(model)) ?? [];
  if (modelIds.length === 0) return [];
  const lookups = vpicLookups(db);
  const ids = modelIds.map(String); // Pattern.AttributeId is text

  const schemas = schemasFor(db, ids, year);
  if (schemas.length === 0) return [];

  const elements = [ELEMENT.model, ...SPLIT_BY];
  const rows = db
    .prepare(
      `SELECT VinSchemaId AS schema, Keys AS keys, ElementId AS element, AttributeId AS value
       FROM Pattern WHERE VinSchemaId IN (${marks(schemas.length)}) AND ElementId IN (${marks(elements.length)})`,
    )
    .all(...schemas, ...elements) as Array<{
    schema: number;
    keys: string;
    element: number;
    value: string;
  }>;

  const bySchema = new Map<number, SchemaPattern[]>();
  for (const r of rows) {
    const cube = parseKeys(r.keys);
    const list = bySchema.get(r.schema) ?? [];
    bySchema.set(r.schema, list);
    list.push({ element: r.element, value: r.value, cube });
  }

  const found: Row[] = [];
  for (const patterns of bySchema.values()) found.push(...factor(prune(combinations(patterns, ids, lookups))));
  return present(prune(respell(found.flatMap(singleTrims))));
}

/**
 * A row of a vPIC trim group ("L/LE/SE/XLE") as one row per trim of it, each with the group's
 * engine: so a trim's engines are those of every group it is in (trim-names.ts has the rule).
 */
function singleTrims(row: Row): Row[] {
  if (row.trim === null) return [row];
  const trims = splitTrimGroup(row.trim);
  return trims.length === 0 ? [{ ...row, trim: null }] : trims.map((trim) => ({ ...row, trim }));
}

/**
 * The (trim, engine) combinations one schema allows for our model: its model patterns' cubes are
 * split by each element's patterns in turn. After each split, positions no later element looks at
 * are forgotten, so pieces that differ only there merge (this keeps big schemas to a few hundred
 * pieces instead of tens of thousands).
 */
function combinations(patterns: SchemaPattern[], modelIds: string[], lookups: VpicLookups): Row[] {
  const steps = SPLIT_BY.map((element) =>
    patterns.flatMap((p) => {
      const value = p.element === element ? namedValue(lookups, element, p.value) : undefined;
      return value === undefined ? [] : [{ ...p, value }];
    }),
  );
  let pieces: Piece[] = patterns
    .filter((p) => p.element === ELEMENT.model && modelIds.includes(p.value.trim()))
    .map((p) => ({ cube: p.cube, values: new Map(), valuesKey: "" }));
  for (const [i, element] of SPLIT_BY.entries()) {
    const step = steps[i] ?? [];
    if (step.length === 0) continue;
    const later = new Set(steps.slice(i + 1).flatMap((list) => list.flatMap((p) => constrained(p.cube))));
    pieces = forget(
      split(pieces, step, element),
      [...later].sort((a, b) => a - b),
    );
    if (pieces.length > MAX_PIECES) break;
  }
  return pieces.map((piece) => ({
    trim: piece.values.get(ELEMENT.trim) ?? null,
    engine: engineFacts(piece.values, lookups),
  }));
}

/** Each piece split into the parts each pattern of `element` covers (which take its value) and the rest. */
function split(pieces: Piece[], patterns: SchemaPattern[], element: number): Piece[] {
  if (patterns.length === 0) return pieces;
  const out: Piece[] = [];
  for (const piece of pieces) {
    let rest = [piece.cube];
    for (const p of patterns) {
      const both = intersect(piece.cube, p.cube);
      if (!both) continue;
      out.push({
        cube: both,
        values: new Map(piece.values).set(element, p.value),
        valuesKey: `${piece.valuesKey}\u0000${element}=${p.value}`,
      });
      rest = rest.flatMap((cube) => subtract(cube, p.cube));
    }
    for (const cube of rest) out.push({ ...piece, cube });
  }
  return out;
}

/** Pieces with only the positions in `keep` constrained, duplicates merged. */
function forget(pieces: Piece[], keep: number[]): Piece[] {
  const merged = new Map<string, Piece>();
  for (const piece of pieces) {
    let key = piece.valuesKey;
    for (const i of keep) key += `,${piece.cube[i]}`;
    if (merged.has(key)) continue;
    const cube: Cube = new Array(17).fill(ANY);
    for (const i of keep) cube[i] = piece.cube[i] ?? ANY;
    merged.set(key, { ...piece, cube });
  }
  return [...merged.values()];
}

interface Row {
  trim: string | null;
  engine: EngineFacts | undefined;
}

/**
 * Distinct rows, without those that say less than another: parts of a schema that vPIC left vague
 * give rows without a trim or an engine, or "2.5L" beside "2.5L 4-cyl", "8-cyl" beside "V8".
 */
function prune(found: Row[]): Row[] {
  const distinct = new Map<string, Row>();
  for (const row of found) distinct.set(`${row.trim}\u0000${engineLabel(row.engine)}`, row);
  const rows = [...distinct.values()];
  const saysMore = (a: EngineFacts | undefined, b: EngineFacts | undefined) =>
    b !== undefined && (a === undefined || engineRefines(a, b));
  const sameOrMore = (a: EngineFacts | undefined, b: EngineFacts | undefined) =>
    saysMore(a, b) || (a !== undefined && engineLabel(a) === engineLabel(b));
  return rows.filter(
    (row) =>
      (row.trim !== null || row.engine !== undefined) &&
      !rows.some((other) => other.trim === row.trim && saysMore(row.engine, other.engine)) &&
      !(row.trim === null && rows.some((other) => other.trim !== null && sameOrMore(row.engine, other.engine))),
  );
}

/**
 * When a schema codes trim and engine in separate VIN positions, vPIC allows every trim with every
 * engine (a Mustang "I4 Coupe" with the 5.2L V8). Such a full cross product is given as the trims
 * (engine null) and the engines (trim null) rather than as pairs vPIC cannot vouch for.
 */
function factor(rows: Row[]): Row[] {
  const pairs = rows.filter((row) => row.trim !== null && row.engine !== undefined);
  const trims = new Set(pairs.map((row) => row.trim));
  const engines = new Map(pairs.map((row) => [engineLabel(row.engine), row.engine]));
  if (trims.size < 2 || engines.size < 2 || pairs.length !== trims.size * engines.size) return rows;
  return [
    ...rows.filter((row) => row.trim === null || row.engine === undefined),
    ...[...trims].map((trim) => ({ trim, engine: undefined })),
    ...[...engines.values()].map((engine) => ({ trim: null, engine })),
  ];
}

/** Trims that differ only in case ("SPORT TOURING", "Sport Touring") spelled one way, not in capitals if possible. */
function respell(rows: Row[]): Row[] {
  const spelling = new Map<string, string>();
  for (const { trim } of rows) {
    if (trim === null) continue;
    const seen = spelling.get(trim.toLowerCase());
    if (!seen || (seen === seen.toUpperCase() && trim !== trim.toUpperCase())) spelling.set(trim.toLowerCase(), trim);
  }
  return rows.map((row) =>
    row.trim === null ? row : { ...row, trim: spelling.get(row.trim.toLowerCase()) ?? row.trim },
  );
}

/** Sorted by trim (rows without one last), then engine; at most MAX_SUBMODELS. */
function present(rows: Row[]): Submodel[] {
  return rows
    .map((row) => ({ trim: row.trim, engine: engineLabel(row.engine) }))
    .sort((a, b) => compareNullable(a.trim, b.trim) || compareNullable(a.engine, b.engine))
    .slice(0, MAX_SUBMODELS);
}

/**
 * The schemas that name one of `modelIds` for VINs of model year `year`. Wmi_VinSchema's ranges
 * are taken as they are, except open ones (no YearTo): manufacturers often never close a schema, so
 * an open range is believed only as far as evidence goes, by the same rule as the vehicle list
 * (db/seed/vehicles.ts, openRangeEnds): it ends the year before its WMI got newer schemas that no
 * longer name the model, or else with the WMI's last active year.
 */
function schemasFor(db: DatabaseSync, modelIds: string[], year: number): number[] {
  // `ElementId = 28` is spelled out so that SQLite uses the partial index pitstop_pattern_model.
  const ranges = db
    .prepare(
      `SELECT DISTINCT p.VinSchemaId AS schema, wvs.WmiId AS wmi, wvs.YearFrom AS yearFrom, wvs.YearTo AS yearTo
       FROM Pattern p JOIN Wmi_VinSchema wvs ON wvs.VinSchemaId = p.VinSchemaId
       WHERE p.ElementId = 28 AND p.AttributeId IN (${marks(modelIds.length)})`,
    )
    .all(...modelIds) as unknown as Range[];
  const candidates = ranges.filter((r) => r.yearFrom <= year && (r.yearTo === null || r.yearTo >= year));
  const openWmis = [...new Set(candidates.filter((r) => r.yearTo === null).map((r) => r.wmi))];
  const wmiRanges =
    openWmis.length === 0
      ? []
      : (db
          .prepare(
            `SELECT WmiId AS wmi, YearFrom AS yearFrom, YearTo AS yearTo FROM Wmi_VinSchema WHERE WmiId IN (${marks(openWmis.length)})`,
          )
          .all(...openWmis) as unknown as Array<Omit<Range, "schema">>);
  const lastYear = (r: Range): number => {
    if (r.yearTo !== null) return r.yearTo;
    const ofWmi = wmiRanges.filter((w) => w.wmi === r.wmi);
    const later = ofWmi.filter((w) => w.yearFrom > r.yearFrom).map((w) => w.yearFrom);
    const modelGoesOn = ranges.some((m) => m.wmi === r.wmi && m.yearFrom > r.yearFrom);
    if (later.length > 0 && !modelGoesOn) return Math.min(...later) - 1;
    return Math.max(r.yearFrom, ...ofWmi.map((w) => Math.max(w.yearFrom, w.yearTo ?? 0)));
  };
  return [...new Set(candidates.filter((r) => year <= lastYear(r)).map((r) => r.schema))];
}

interface Range {
  schema: number;
  wmi: number;
  yearFrom: number;
  yearTo: number | null;
}

const marks = (n: number) => Array.from({ length: n }, () => "?").join(", ");

/** Case-insensitive, nulls last, then code-point order (deterministic, no ICU). */
function compareNullable(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : 1;
}

const submodelCache = new Lru<string, Submodel[]>(500);

/** listSubmodels() behind a process-wide LRU keyed by year and slugs. */
export function listSubmodelsCached(db: DatabaseSync, year: number, make: string, model: string): Submodel[] {
  const key = `${year}/${slugify(make)}/${slugify(model)}`;
  let list = submodelCache.get(key);
  if (!list) {
    list = listSubmodels(db, year, make, model);
    submodelCache.set(key, list);
  }
  return list;
}

// --- Pattern keys as cubes ---------------------------------------------------------------------

const VIN_CHARS = "0123456789ABCDEFGHJKLMNPRSTUVWXYZ";
const BIT = new Map([...VIN_CHARS].map((c, i) => [c, 2 ** i]));
const ANY = 2 ** VIN_CHARS.length - 1;
const LOW = 2 ** 32;

function and(a: number, b: number): number {
  return (Math.floor(a / LOW) & Math.floor(b / LOW)) * LOW + ((a & b) >>> 0);
}

function andNot(a: number, b: number): number {
  return (Math.floor(a / LOW) & ~Math.floor(b / LOW) & 1) * LOW + ((a & ~b) >>> 0);
}

const parsedKeys = new Map<string, Cube>();

/**
 * Pattern keys are per-position character classes for VIN positions 4–9, then after "|" 10–17:
 * "*" any, "#" a digit, "[A-CX]" a set (vPIC pads some sets with "_"), else a literal.
 */
function parseKeys(keys: string): Cube {
  let cube = parsedKeys.get(keys);
  if (cube) return cube;
  cube = new Array(17).fill(ANY);
  const [head = "", tail = ""] = keys.split("|");
  const tokens = (part: string) => (part.match(/\[[^\]]*\]|./g) ?? []).entries();
  for (const [i, token] of tokens(head)) if (token !== "*" && 3 + i < 17) cube[3 + i] = charClass(token);
  for (const [i, token] of tokens(tail)) if (token !== "*" && 9 + i < 17) cube[9 + i] = charClass(token);
  parsedKeys.set(keys, cube);
  return cube;
}

function charClass(token: string): number {
  if (token === "#") return charMask("0123456789");
  if (!token.startsWith("[")) return charMask(token);
  const body = token.slice(1, -1).replaceAll("_", "");
  let chars = "";
  for (let k = 0; k < body.length; k++) {
    if (body[k + 1] === "-" && k + 2 < body.length) {
      for (let c = body.charCodeAt(k); c <= body.charCodeAt(k + 2); c++) chars += String.fromCharCode(c);
      k += 2;
    } else {
      chars += body.charAt(k);
    }
  }
  return charMask(chars);
}

/** Characters that cannot be in a VIN (I, O, Q, junk) simply match nothing. */
function charMask(chars: string): number {
  let mask = 0;
  for (const c of new Set(chars.toUpperCase())) mask += BIT.get(c) ?? 0;
  return mask;
}

/** The positions (0-based) a cube constrains. */
function constrained(cube: Cube): number[] {
  return cube.flatMap((mask, i) => (mask === ANY ? [] : [i]));
}

/** The VINs matching both, or null when none does. */
function intersect(a: Cube, b: Cube): Cube | null {
  const out: Cube = new Array(17);
  for (let i = 0; i < 17; i++) {
    const mask = and(a[i] ?? ANY, b[i] ?? ANY);
    if (mask === 0) return null;
    out[i] = mask;
  }
  return out;
}

/** The VINs matching `a` but not `p`, as disjoint cubes. */
function subtract(a: Cube, p: Cube): Cube[] {
  if (!intersect(a, p)) return [a];
  const pieces: Cube[] = [];
  let current = a;
  for (let i = 0; i < 17; i++) {
    const allowed = p[i] ?? ANY;
    if (allowed === ANY) continue;
    const here = current[i] ?? ANY;
    const outside = andNot(here, allowed);
    if (outside !== 0) pieces.push(current.with(i, outside));
    current = current.with(i, and(here, allowed));
  }
  return pieces;
}
