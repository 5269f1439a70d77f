/**
 * What a vehicle takes, for the demo catalogue's fitment: its battery group, tire sizes,
 * wiper lengths, headlight bulbs, engine oil, transmission fluids and coolant. Derived by fixed rules
 * from what vPIC tells us about the vehicle — make, model, year, kind and engines — so a part fits
 * only vehicles that plausibly take it. Where a rule leaves a choice (which of a size class's tire
 * sizes a model runs), a stable hash of the model and its generation decides, never the generator's
 * random stream. A few best sellers carry their real values.
 */
import type { SeedVehicleKind } from "../types.ts";
import { stableHash } from "./qualifiers.ts";
import {
  BULBS,
  era,
  type Family,
  familyOf,
  OLD_WIPERS,
  type SizeClass,
  TIRE_SIZES,
  WIPERS,
} from "./vehicle-trait-tables.ts";

export interface VehicleFacts {
  make: string;
  model: string;
  year: number;
  kind: SeedVehicleKind;
  engines?: readonly string[];
}

export interface VehicleTraits {
  /** No combustion engine: no oil, filters, plugs, exhaust or transmission fluid. */
  electric: boolean;
  batteryGroup: string;
  tireSizes: string[];
  /** Blade lengths in inches, driver side first. */
  wiperLengths: string[];
  headlightBulbs: string[];
  oilViscosities: string[];
  /** Fluid families: atf-asian, atf-domestic, atf-chrysler, atf-euro, cvt, dct, manual. */
  transmissionFluids: string[];
  coolant: string | null;
  /** ["Rear drum"] when the rear axle has drum brakes (economy cars, older trucks), else empty. */
  drumBrakes: string[];
  /** ["Hydraulic"] for hydraulic power steering; electric steering takes no fluid. */
  powerSteering: string[];
}

export type TraitName = Exclude<keyof VehicleTraits, "electric">;

const displacement = (engine: string): number | null => {
  const m = engine.match(/^(\d+(?:\.\d+)?)L\b/);
  return m ? Number(m[1]) : null;
};

/** Size from the typical (lower-median) engine; a hash of the model when vPIC knows none. */
function sizeClass(v: VehicleFacts): SizeClass {
  const sizes = (v.engines ?? [])
    .map(displacement)
    .filter((d): d is number => d !== null)
    .sort((a, b) => a - b);
  const typical = sizes[Math.floor((sizes.length - 1) / 2)];
  if (typical === undefined) return (["small", "mid", "large"] as const)[stableHash(modelKey(v)) % 3] ?? "mid";
  const [small, mid] = v.kind === "car" ? [1.8, 2.5] : v.kind === "mpv" ? [2.0, 2.7] : [0, 2.8];
  return typical <= small ? "small" : typical <= mid ? "mid" : "large";
}

const modelKey = (v: VehicleFacts) => `${v.make.toLowerCase()}|${v.model.toLowerCase()}`;

/** Real generations of the best sellers the shop is demonstrated with. */
const GENERATIONS: Record<string, readonly number[]> = {
  "toyota|camry": [1992, 1997, 2002, 2007, 2012, 2018, 2025],
};

/**
 * The model years of `year`'s generation, as [first, last]: a best seller's real ones, else six-year
 * cycles that each model starts at its own offset. Parts made for one generation fit all its years.
 */
export function generationOf(make: string, model: string, year: number): [number, number] {
  const key = `${make.toLowerCase()}|${model.toLowerCase()}`;
  const starts = GENERATIONS[key];
  if (starts) {
    const i = starts.findLastIndex((s) => s <= year);
    const next = starts[i + 1];
    return [starts[i] ?? Number.NEGATIVE_INFINITY, next === undefined ? Number.POSITIVE_INFINITY : next - 1];
  }
  const offset = stableHash(key) % 6;
  const first = Math.floor((year + offset) / 6) * 6 - offset;
  return [first, first + 5];
}

const generation = (v: VehicleFacts) => generationOf(v.make, v.model, v.year)[0];

/** `count` distinct entries of `pool`, chosen by a hash of the model's generation and `salt`. */
function choose<T>(v: VehicleFacts, salt: string, pool: readonly T[], count: number): T[] {
  const h = stableHash(`${modelKey(v)}|${generation(v)}|${salt}`);
  const out: T[] = [];
  for (let i = 0; out.length < Math.min(count, pool.length); i++) {
    const item = pool[(h + i * 7) % pool.length] as T;
    if (!out.includes(item)) out.push(item);
  }
  return out;
}

function batteryGroup(v: VehicleFacts, family: Family, size: SizeClass, electric: boolean): string {
  if (electric) return "51R"; // the 12 V auxiliary battery
  const modern = v.year >= 2011;
  switch (family) {
    case "toyota":
      return size === "small" ? "35" : "24F";
    case "honda":
      return size === "large" ? "24F" : "51R";
    case "asian":
      return size === "large" ? "24F" : "35";
    case "korean":
      return size === "small" ? "47/H5" : size === "mid" ? "48/H6" : "94R/H7";
    case "ford":
      if (v.kind === "truck" || (size === "large" && !modern)) return "65";
      return size === "small" ? "96R" : modern ? "94R/H7" : "65";
    case "gm":
      if (!modern) return v.kind === "car" && size !== "large" ? "75" : "78";
      return size === "small" ? "47/H5" : size === "mid" ? "48/H6" : "94R/H7";
    case "chrysler":
      if (v.kind === "truck" || size === "large") return modern ? "94R/H7" : "65";
      return modern ? "48/H6" : "34";
    default:
      return size === "small" ? "47/H5" : size === "mid" ? "48/H6" : "49/H8";
  }
}

function oilViscosities(v: VehicleFacts, family: Family, diesel: boolean): string[] {
  const out: string[] = [];
  if (v.year < 2000) out.push("10W-30", "5W-30");
  else
    switch (family) {
      case "toyota":
        out.push(
          ...(v.year >= 2018 && v.kind !== "truck" ? ["0W-16", "0W-20"] : v.year >= 2010 ? ["0W-20"] : ["5W-30"]),
        );
        break;
      case "honda":
      case "asian":
      case "korean":
        out.push(v.year >= 2011 ? "0W-20" : family === "honda" ? "5W-20" : "5W-30");
        break;
      case "ford":
        out.push(...(v.year >= 2017 ? ["5W-20", "5W-30"] : ["5W-20"]));
        break;
      case "gm":
        out.push(...(v.year >= 2011 ? ["0W-20", "5W-30"] : ["5W-30"]));
        break;
      case "chrysler":
        out.push(...(v.year >= 2011 ? ["0W-20", "5W-20"] : ["5W-20", "5W-30"]));
        break;
      default:
        out.push("0W-40", "5W-30");
    }
  if (diesel) out.push("15W-40");
  return out;
}

const ATF: Record<Family, string> = {
  toyota: "atf-asian",
  honda: "atf-asian",
  asian: "atf-asian",
  korean: "atf-asian",
  ford: "atf-domestic",
  gm: "atf-domestic",
  chrysler: "atf-chrysler",
  euro: "atf-euro",
  ev: "",
};

/** CVTs from the year each family adopted them, in its smaller cars and crossovers. */
const CVT_FROM: Partial<Record<Family, number>> = { asian: 2007, honda: 2014, toyota: 2014, korean: 2019 };
const ENTHUSIAST = new Set(["subaru", "mazda", "volkswagen", "mini", "porsche", "bmw"]);

function transmissionFluids(v: VehicleFacts, family: Family, size: SizeClass): string[] {
  const make = v.make.toLowerCase();
  const cvtFrom = CVT_FROM[family];
  const cvt =
    cvtFrom !== undefined &&
    v.year >= cvtFrom &&
    v.kind !== "truck" &&
    size !== "large" &&
    (family === "asian" || size === "small" || (v.kind === "car" && family === "honda"));
  const dct =
    v.kind === "car" &&
    size !== "large" &&
    ((family === "euro" && v.year >= 2006 && (make !== "volvo" || v.year >= 2016)) ||
      (family === "korean" && v.year >= 2016 && size === "small") ||
      (make === "acura" && v.year >= 2015));
  const manual =
    (v.kind === "car" && (size === "small" || v.year < 2012 || ENTHUSIAST.has(make))) ||
    (v.kind === "truck" && size !== "large" && v.year < 2016);
  const out: string[] = [];
  if (!cvt || size === "mid") out.push(ATF[family]);
  if (cvt) out.push("cvt");
  if (dct) out.push("dct");
  if (manual) out.push("manual");
  return out.filter((f) => f !== "");
}

/** Electric power steering took over cars first, pickups last. */
const HYDRAULIC_STEERING_UNTIL: Record<SeedVehicleKind, number> = { car: 2012, mpv: 2014, truck: 2019 };

/** Rear drums: small cars and crossovers until about 2020, midsize ones until 2002, trucks until 2010. */
function rearDrums(v: VehicleFacts, size: SizeClass, electric: boolean): boolean {
  if (electric || size === "large") return v.kind === "truck" && v.year < 2000 && !electric;
  if (v.kind === "truck") return v.year < 2010;
  return size === "small" ? v.year < 2020 : v.year < 2002;
}

const COOLANT: Record<Family, (year: number) => string | null> = {
  toyota: (y) => (y >= 2004 ? "Pink P-HOAT" : "Red"),
  honda: (y) => (y >= 2004 ? "Blue P-HOAT" : "Green"),
  asian: (y) => (y >= 2008 ? "Blue P-HOAT" : "Green"),
  korean: (y) => (y >= 2008 ? "Blue P-HOAT" : "Green"),
  ford: (y) => (y >= 2011 ? "Orange OAT" : y >= 2002 ? "Yellow HOAT" : "Green"),
  gm: (y) => (y >= 1996 ? "Orange OAT" : "Green"),
  chrysler: (y) => (y >= 2013 ? "Purple OAT" : y >= 2001 ? "Yellow HOAT" : "Green"),
  euro: (y) => (y >= 2008 ? "Purple Si-OAT" : "Blue HOAT"),
  ev: () => null,
};

/** Real values for the best sellers the shop is demonstrated with (owner's manuals, tire placards). */
interface Known {
  model: string;
  from: number;
  to: number;
  traits: Partial<VehicleTraits>;
}
const KNOWN: readonly Known[] = [
  {
    model: "toyota|camry",
    from: 2018,
    to: 2024,
    traits: { tireSizes: ["215/55R17", "235/45R18", "235/40R19"], wiperLengths: ["26", "18"], batteryGroup: "24F" },
  },
  {
    model: "toyota|camry",
    from: 2012,
    to: 2017,
    traits: { tireSizes: ["205/65R16", "215/55R17", "225/45R18"], wiperLengths: ["26", "19"], batteryGroup: "24F" },
  },
];

const cache = new Map<string, VehicleTraits>();

export function traitsOf(v: VehicleFacts): VehicleTraits {
  const key = `${modelKey(v)}|${v.year}|${v.kind}|${(v.engines ?? []).join(",")}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const family = familyOf(v.make);
  const engines = v.engines ?? [];
  const electric =
    family === "ev"
      ? !engines.some((e) => e !== "Electric")
      : engines.length > 0 && engines.every((e) => e === "Electric");
  const size = sizeClass(v);
  const tirePool = TIRE_SIZES[v.kind][size][era(v.year)] ?? [];
  const wiperPool = v.year < 2005 ? OLD_WIPERS : WIPERS[v.kind][size];
  const [wipers = [22, 18]] = choose(v, "wipers", wiperPool, 1);
  const traits: VehicleTraits = {
    electric,
    batteryGroup: batteryGroup(v, family, size, electric),
    tireSizes: choose(v, "tires", tirePool, tirePool.length > 2 ? 2 + (stableHash(`${modelKey(v)}|trims`) % 2) : 2),
    wiperLengths: [...new Set(wipers.map(String))],
    // Electric cars came with sealed LED lamps.
    headlightBulbs: electric ? [] : [...(choose(v, "bulbs", BULBS[era(v.year)] ?? [], 1)[0] ?? [])],
    oilViscosities: electric
      ? []
      : oilViscosities(
          v,
          family,
          engines.some((e) => /Diesel/.test(e)),
        ),
    transmissionFluids: electric ? [] : transmissionFluids(v, family, size),
    coolant: electric ? null : COOLANT[family](v.year),
    drumBrakes: rearDrums(v, size, electric) ? ["Rear drum"] : [],
    powerSteering: !electric && v.year < HYDRAULIC_STEERING_UNTIL[v.kind] ? ["Hydraulic"] : [],
  };
  for (const known of KNOWN)
    if (known.model === modelKey(v) && v.year >= known.from && v.year <= known.to) Object.assign(traits, known.traits);
  cache.set(key, traits);
  return traits;
}

/** The values a vehicle has for one trait, as a list. */
export function traitValues(traits: VehicleTraits, name: TraitName): readonly string[] {
  const value = traits[name];
  return value === null ? [] : typeof value === "string" ? [value] : value;
}
