import type { SeedFitmentRange, SeedVehicle, SeedVehicleKind } from "../types.ts";
import type { Rng } from "./prng.ts";
import { generationOf, type TraitName, traitsOf, traitValues, type VehicleTraits } from "./vehicle-traits.ts";

/** One make/model and the model years present in the vehicle list. */
interface ModelEntry {
  make: string;
  model: string;
  kind: SeedVehicleKind;
  years: number[]; // sorted ascending, unique
  popularity: number; // > 0 only for the hand-picked best sellers
  makeWeight: number;
  /** What each model year takes (vehicle-traits.ts). */
  traits: Map<number, VehicleTraits>;
}

export interface FitmentIndex {
  models: ModelEntry[];
  byMake: Map<string, ModelEntry[]>;
  pools: Map<string, Pool>;
  values: Map<TraitName, Map<string, Map<ModelEntry, number[]>>>;
}

/** The models a part may fit, each with the model years it may fit. */
interface Pool {
  all: ModelEntry[];
  popular: ModelEntry[];
  years: Map<ModelEntry, number[]>;
}

export interface FitmentNeeds {
  broadFit?: boolean;
  kinds?: readonly SeedVehicleKind[];
  maxYear?: number;
  /** An engine part: never for an electric vehicle. */
  engine?: boolean;
  /** Fits by this trait: only vehicles with the part's value (fit-keys.ts). */
  trait?: TraitName;
}

/** US best sellers get far more parts (lower-cased "make|model" → weight). */
const POPULAR: Record<string, number> = {
  "toyota|camry": 320,
  "toyota|corolla": 24,
  "toyota|rav4": 24,
  "toyota|tacoma": 14,
  "toyota|highlander": 12,
  "toyota|tundra": 8,
  "honda|civic": 28,
  "honda|accord": 24,
  "honda|cr-v": 24,
  "honda|pilot": 10,
  "honda|odyssey": 8,
  "ford|f-150": 32,
  "ford|escape": 12,
  "ford|explorer": 12,
  "ford|mustang": 10,
  "ford|ranger": 8,
  "chevrolet|silverado 1500": 26,
  "chevrolet|silverado": 26,
  "chevrolet|equinox": 12,
  "chevrolet|malibu": 9,
  "chevrolet|tahoe": 8,
  "nissan|altima": 12,
  "nissan|rogue": 14,
  "nissan|sentra": 9,
  "hyundai|elantra": 10,
  "hyundai|tucson": 9,
  "hyundai|santa fe": 8,
  "kia|sorento": 7,
  "kia|sportage": 7,
  "kia|forte": 6,
  "subaru|outback": 10,
  "subaru|forester": 10,
  "subaru|crosstrek": 8,
  "jeep|wrangler": 14,
  "jeep|grand cherokee": 14,
  "jeep|cherokee": 7,
  "ram|1500": 20,
  "gmc|sierra 1500": 14,
  "gmc|sierra": 14,
  "volkswagen|jetta": 8,
  "mazda|cx-5": 9,
  "mazda|mazda3": 7,
  "mazda|3": 7,
  "tesla|model 3": 8,
  "tesla|model y": 8,
  "dodge|charger": 7,
  "dodge|grand caravan": 6,
  "lexus|rx": 6,
};

const MAKE_WEIGHT: Record<string, number> = {
  toyota: 3,
  honda: 3,
  ford: 3,
  chevrolet: 3,
  nissan: 2,
  hyundai: 2,
  kia: 2,
  subaru: 2,
  jeep: 2,
  ram: 2,
  gmc: 2,
  volkswagen: 1.5,
  mazda: 1.5,
  dodge: 1.5,
  bmw: 1.2,
  "mercedes-benz": 1.2,
  lexus: 1.2,
  audi: 1,
  tesla: 1,
  buick: 1,
  chrysler: 1,
  cadillac: 0.8,
  acura: 1,
  infiniti: 0.8,
  mitsubishi: 0.8,
  volvo: 0.8,
};

/** Share of vehicle-specific products anchored on a best seller. */
const POPULAR_SHARE = 0.88;
/** Share of vehicle-specific parts that fit a second, unrelated platform too. */
const MULTI_PLATFORM_SHARE = 0.4;
/** Share of parts made for exactly their first vehicle's generation. */
const GENERATION_SHARE = 0.7;
const SPAN_LENGTHS = [2, 3, 4, 5, 6, 7, 8] as const;
const SPAN_WEIGHTS = [0.5, 1, 2, 3, 3, 3.5, 3.5] as const;

export function buildFitmentIndex(vehicles: readonly SeedVehicle[]): FitmentIndex {
  const map = new Map<
    string,
    { make: string; model: string; years: Map<number, SeedVehicle>; kind: SeedVehicleKind; kindYear: number }
  >();
  for (const v of vehicles) {
    const key = `${v.make}\u0000${v.model}`;
    const e = map.get(key);
    if (!e)
      map.set(key, { make: v.make, model: v.model, years: new Map([[v.year, v]]), kind: v.kind, kindYear: v.year });
    else {
      e.years.set(v.year, v);
      if (v.year > e.kindYear || (v.year === e.kindYear && v.kind < e.kind))
        Object.assign(e, { kind: v.kind, kindYear: v.year });
    }
  }
  const models: ModelEntry[] = [...map.values()]
    .map((e) => ({
      make: e.make,
      model: e.model,
      kind: e.kind,
      years: [...e.years.keys()].sort((a, b) => a - b),
      popularity: POPULAR[`${e.make.toLowerCase()}|${e.model.toLowerCase()}`] ?? 0,
      makeWeight: MAKE_WEIGHT[e.make.toLowerCase()] ?? 0.3,
      traits: new Map([...e.years].map(([year, v]) => [year, traitsOf({ ...v, kind: e.kind })])),
    }))
    .sort((a, b) => (a.make < b.make ? -1 : a.make > b.make ? 1 : a.model < b.model ? -1 : a.model > b.model ? 1 : 0));
  const byMake = new Map<string, ModelEntry[]>();
  for (const m of models) {
    const list = byMake.get(m.make);
    if (list) list.push(m);
    else byMake.set(m.make, [m]);
  }
  return { models, byMake, pools: new Map(), values: new Map() };
}

/** The models (and their years) a part with these needs may fit; `value`: the part's trait value. */
function poolFor(idx: FitmentIndex, needs: FitmentNeeds, value?: string): Pool {
  const trait = value === undefined ? undefined : needs.trait;
  const key = `${needs.kinds?.join(",") ?? "*"}|${needs.maxYear ?? ""}|${needs.engine ?? false}|${needs.trait ?? ""}=${value ?? ""}`;
  let pool = idx.pools.get(key);
  if (pool) return pool;
  const years = new Map<ModelEntry, number[]>();
  if (trait !== undefined && value !== undefined) {
    // The part's value narrows the pool of its needs to the model years that have it.
    const base = poolFor(idx, needs);
    for (const [m, withValue] of valueIndex(idx, trait).get(value) ?? []) {
      const allowed = base.years.get(m);
      const ok = allowed ? withValue.filter((y) => allowed.includes(y)) : [];
      if (ok.length > 0) years.set(m, ok);
    }
  } else {
    const has = needs.trait;
    const fits = (t: VehicleTraits) => !(needs.engine && t.electric) && (!has || traitValues(t, has).length > 0);
    let kinds = idx.models.filter((m) => !needs.kinds || needs.kinds.includes(m.kind));
    if (kinds.length === 0) kinds = idx.models;
    for (const m of kinds) {
      let ok = m.years.filter((y) => {
        const t = m.traits.get(y);
        return t !== undefined && fits(t);
      });
      if (needs.maxYear !== undefined) {
        const max = needs.maxYear;
        const old = ok.filter((y) => y <= max);
        if (old.length > 0) ok = old;
      }
      if (ok.length > 0) years.set(m, ok);
    }
  }
  const all = [...years.keys()];
  pool = { all, popular: all.filter((m) => m.popularity > 0), years };
  idx.pools.set(key, pool);
  return pool;
}

/** For one trait: each value → the models that have it and in which years (built once). */
function valueIndex(idx: FitmentIndex, trait: TraitName): Map<string, Map<ModelEntry, number[]>> {
  let index = idx.values.get(trait);
  if (index) return index;
  index = new Map();
  for (const m of idx.models)
    for (const [year, t] of m.traits)
      for (const value of traitValues(t, trait)) {
        let byModel = index.get(value);
        if (!byModel) {
          byModel = new Map();
          index.set(value, byModel);
        }
        const list = byModel.get(m);
        if (list) list.push(year);
        else byModel.set(m, [year]);
      }
  for (const byModel of index.values()) for (const list of byModel.values()) list.sort((a, b) => a - b);
  idx.values.set(trait, index);
  return index;
}

/** Recent model years draw most parts; the newest few fewer (the aftermarket lags a new model). */
const yearWeight = (y: number): number =>
  y >= 2025 ? 4 : y >= 2017 ? 16 : y >= 2012 ? 4 : y >= 2005 ? 3 : y >= 1998 ? 2 : 1;

/** The contiguous run of `years` containing `year`, as [first, last]. */
function runAround(years: readonly number[], year: number): [number, number] {
  const set = new Set(years);
  let lo = year;
  let hi = year;
  while (set.has(lo - 1)) lo--;
  while (set.has(hi + 1)) hi++;
  return [lo, hi];
}

/**
 * A run of `years` (the years the part may fit) around `anchor`: mostly the anchor's whole generation
 * (a part is made for a generation), sometimes a shorter or a longer run (a running change, a carry-over).
 */
function yearWindow(r: Rng, m: ModelEntry, years: readonly number[], anchor: number): [number, number] {
  const [lo, hi] = runAround(years, anchor);
  if (r.chance(GENERATION_SHARE)) {
    const [first, last] = generationOf(m.make, m.model, anchor);
    return [Math.max(first, lo), Math.min(last, hi)];
  }
  const len = r.weighted(SPAN_LENGTHS, (l) => SPAN_WEIGHTS[l - 2] ?? 1);
  const start = anchor - r.int(0, len - 1);
  return [Math.max(start, lo), Math.min(start + len - 1, hi)];
}

/** Clips [from, to] to the longest contiguous block of `years` inside it. */
function clipTo(years: readonly number[], from: number, to: number): [number, number] | undefined {
  let best: [number, number] | undefined;
  let cur: [number, number] | undefined;
  for (const y of years) {
    if (y < from || y > to) continue;
    cur = cur && cur[1] === y - 1 ? [cur[0], y] : [y, y];
    if (!best || cur[1] - cur[0] > best[1] - best[0]) best = cur;
  }
  return best;
}

function anchorModel(r: Rng, pool: Pool): ModelEntry {
  if (pool.popular.length > 0 && r.chance(POPULAR_SHARE)) return r.weighted(pool.popular, (m) => m.popularity);
  return r.weighted(pool.all, (m) => m.makeWeight);
}

const range = (m: ModelEntry, w: readonly [number, number]): SeedFitmentRange => ({
  make: m.make,
  model: m.model,
  yearFrom: w[0],
  yearTo: w[1],
});

/**
 * Vehicle-specific fitment: a make, then 1–4 of its models of the same kind over a shared contiguous
 * year span (or, for broad-fit parts such as tires and wipers, several unrelated models). A part that
 * fits by a trait takes a value of its first vehicle (`value`) and fits only vehicles with that value.
 * Empty only when no vehicle qualifies.
 */
export function pickFitment(
  r: Rng,
  idx: FitmentIndex,
  needs: FitmentNeeds,
): { ranges: SeedFitmentRange[]; value: string | null } {
  const base = poolFor(idx, needs);
  if (base.all.length === 0) return { ranges: [], value: null };
  const first = anchorModel(r, base);
  const firstYear = r.weighted(base.years.get(first) ?? first.years, yearWeight);
  let value: string | null = null;
  let pool = base;
  if (needs.trait) {
    const values = traitValues(first.traits.get(firstYear) ?? traitsOf({ ...first, year: firstYear }), needs.trait);
    value = values.length > 0 ? r.pick(values) : null;
    if (value === null) return { ranges: [], value };
    pool = poolFor(idx, needs, value);
  }
  const out: SeedFitmentRange[] = [];
  const seen = new Set<ModelEntry>();
  const groups = needs.broadFit ? r.int(6, 12) : r.chance(MULTI_PLATFORM_SHARE) ? 2 : 1;
  for (let g = 0; g < groups; g++) {
    const anchor = g === 0 ? first : anchorModel(r, pool);
    if (seen.has(anchor)) continue;
    seen.add(anchor);
    const years = pool.years.get(anchor) ?? [];
    const anchorYear = g === 0 ? firstYear : r.weighted(years, yearWeight);
    const win = yearWindow(r, anchor, years, anchorYear);
    out.push(range(anchor, win));
    // Siblings: 1–3 models of the same make and kind (shared platforms).
    const siblings = r.weighted([0, 1, 2, 3], (n) => [0.1, 0.25, 0.35, 0.3][n] ?? 0);
    const candidates = (idx.byMake.get(anchor.make) ?? []).filter(
      (m) => !seen.has(m) && m.kind === anchor.kind && pool.years.has(m),
    );
    for (let i = 0; i < siblings && candidates.length > 0; i++) {
      const sib = r.weighted(candidates, (m) => m.popularity + 1);
      candidates.splice(candidates.indexOf(sib), 1);
      seen.add(sib);
      const clipped = clipTo(pool.years.get(sib) ?? [], win[0], win[1]);
      if (clipped) out.push(range(sib, clipped));
    }
  }
  return { ranges: out, value };
}

/** Expands ranges against the vehicle list: how many vehicle rows each product fits. */
export function createFitmentCounter(
  vehicles: readonly SeedVehicle[],
): (ranges: readonly SeedFitmentRange[]) => number {
  const years = new Map<string, number[]>();
  for (const v of vehicles) {
    const key = `${v.make}\u0000${v.model}`;
    const list = years.get(key);
    if (list) list.push(v.year);
    else years.set(key, [v.year]);
  }
  return (ranges) => {
    let n = 0;
    for (const f of ranges)
      for (const y of years.get(`${f.make}\u0000${f.model}`) ?? []) if (y >= f.yearFrom && y <= f.yearTo) n++;
    return n;
  };
}
