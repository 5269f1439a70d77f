/**
 * Qualified fitment for the demo catalogue (docs/decisions/009): which engines of a
 * vehicle a part fits and where on the car it goes (what a vehicle takes — a battery's group size, a
 * tire's size — is vehicle-traits.ts). Pure functions of
 * their inputs, derived from stable hashes rather than the generator's random stream, so adding a
 * qualifier never reshuffles the rest of the catalogue.
 */
import type { SeedFitmentQualifier } from "../types.ts";
import type { Spec } from "./type-def.ts";

/** Parts that differ by engine: the filter, plugs and coils of a 2.5L four are not the V6's. */
const ENGINE_TYPES = new Set(["oil-filters", "air-filters", "spark-plugs", "ignition-coils", "fuel-filters"]);
/** Ride-height parts whose fit depends on the suspension package. */
const SUSPENSION_TYPES = new Set(["shocks", "strut-assemblies", "coil-springs"]);

/** FNV-1a, 32-bit: a stable small hash for deterministic choices. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Parts whose place on the car follows from what they are. */
const TYPE_POSITION: Record<string, SeedFitmentQualifier["position"]> = {
  "headlight-bulbs": "Front",
  "headlight-assemblies": "Front",
  "tail-light-assemblies": "Rear",
};

/** Where a part goes, from its Position or Side spec ("Front Left" → Front, "Driver Side" → Left). */
function positionOf(typeSlug: string, specs: readonly Spec[]): SeedFitmentQualifier["position"] {
  const fixed = TYPE_POSITION[typeSlug];
  if (fixed) return fixed;
  const position = specs.find((s) => s.name === "Position")?.value ?? "";
  const first = position.split(" ")[0];
  if (first === "Front" || first === "Rear") return first;
  const side = specs.find((s) => s.name === "Side")?.value;
  if (side === "Driver Side") return "Left";
  if (side === "Passenger Side") return "Right";
  return null;
}

/** The qualifier a product's fitment rows carry; null for a universal part. */
export function qualifierFor(
  typeSlug: string,
  partNumber: string,
  specs: readonly Spec[],
  universal: boolean,
): SeedFitmentQualifier | null {
  if (universal) return null;
  const h = stableHash(partNumber);
  return {
    engineSlot: ENGINE_TYPES.has(typeSlug) ? h % 3 : null,
    position: positionOf(typeSlug, specs),
    note: SUSPENSION_TYPES.has(typeSlug) && h % 5 === 0 ? "w/o sport suspension" : null,
  };
}

const displacement = (engine: string): number | null => {
  const m = engine.match(/^(\d+(?:\.\d+)?)L\b/);
  return m ? Number(m[1]) : null;
};

/**
 * The engines of one vehicle a part with `engineSlot` fits: the vehicle's engines grouped by
 * displacement, smallest first, and the slot's group (the largest when there are fewer). Null — the
 * part fits every engine — when the vehicle has one engine family or none known.
 */
export function enginesForSlot(engines: readonly string[], slot: number | null): string[] | null {
  if (slot === null) return null;
  const families = new Map<string, string[]>();
  for (const engine of engines) {
    const d = displacement(engine);
    if (d === null) continue; // "4-cyl" alone says too little to tell families apart
    const key = d.toFixed(1);
    families.set(key, [...(families.get(key) ?? []), engine]);
  }
  if (families.size < 2) return null;
  const ordered = [...families.entries()].sort((a, b) => Number(a[0]) - Number(b[0])).map(([, list]) => list);
  const chosen = ordered[Math.min(slot, ordered.length - 1)] ?? [];
  return chosen.length > 0 ? [...chosen].sort() : null;
}
