import { slugify } from "@pitstop/contract/slug";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { splitTrimGroup } from "../vin/trim-names.ts";

export interface IndexedVehicle {
  id: number;
  year: number;
  engines: string[];
  trims: string[];
}

/**
 * Every vehicle (one row per model year, ~11,000) by make and model — names as vPIC spells them
 * (any case, matched through their slugs) or vPIC's make and model ids — then by year. Read once
 * per import: one statement instead of one per line.
 */
export class VehicleIndex {
  private bySlug = new Map<string, Map<number, IndexedVehicle>>();
  private byVpic = new Map<string, Map<number, IndexedVehicle>>();
  private makes = new Set<string>();
  private vpicMakes = new Set<number>();

  static async load(db: Db, filter?: { makeSlug: string; modelSlug: string }): Promise<VehicleIndex> {
    const rows = await rowsOf<{
      id: number;
      year: number;
      make_slug: string;
      model_slug: string;
      vpic_make_id: number;
      vpic_model_id: number;
      engines: string[];
      trims: string[];
    }>(
      db,
      sql`select id, year, make_slug, model_slug, vpic_make_id, vpic_model_id, engines, trims from vehicles
          ${filter ? sql`where make_slug = ${filter.makeSlug} and model_slug = ${filter.modelSlug}` : sql``}`,
    );
    const index = new VehicleIndex();
    for (const r of rows) {
      const v = { id: r.id, year: Number(r.year), engines: r.engines, trims: r.trims };
      put(index.bySlug, `${r.make_slug}|${r.model_slug}`, v);
      put(index.byVpic, `${r.vpic_make_id}|${r.vpic_model_id}`, v);
      index.makes.add(r.make_slug);
      index.vpicMakes.add(r.vpic_make_id);
    }
    return index;
  }

  /** The model's years, or why it is unknown. */
  model(
    make: { name?: string; id?: number },
    model: { name?: string; id?: number },
  ): Map<number, IndexedVehicle> | string {
    const makeKey = make.name !== undefined ? slugify(make.name) : make.id;
    const modelKey = model.name !== undefined ? slugify(model.name) : model.id;
    if (makeKey === undefined || makeKey === "" || Number.isNaN(makeKey)) return "the make is missing";
    if (modelKey === undefined || modelKey === "" || Number.isNaN(modelKey)) return "the model is missing";
    const makeLabel = make.name ?? `vPIC make ${make.id}`;
    const modelLabel = model.name ?? `vPIC model ${model.id}`;
    const known = typeof makeKey === "number" ? this.vpicMakes.has(makeKey) : this.makes.has(makeKey);
    if (!known) return `unknown make ${makeLabel}`;
    // A make by name and a model by id (or the other way) is looked up through the model's own key.
    const years =
      typeof makeKey === "string" && typeof modelKey === "string"
        ? this.bySlug.get(`${makeKey}|${modelKey}`)
        : typeof makeKey === "number" && typeof modelKey === "number"
          ? this.byVpic.get(`${makeKey}|${modelKey}`)
          : undefined;
    if (years) return years;
    if (typeof modelKey === "number" && typeof makeKey === "string") {
      for (const [key, ys] of this.byVpic) if (key.endsWith(`|${modelKey}`)) return ys;
    }
    if (typeof modelKey === "string" && typeof makeKey === "number") {
      for (const [key, ys] of this.bySlug) if (key.endsWith(`|${modelKey}`)) return ys;
    }
    return `unknown model ${makeLabel} ${modelLabel}`;
  }
}

function put(map: Map<string, Map<number, IndexedVehicle>>, key: string, v: IndexedVehicle) {
  const years = map.get(key) ?? new Map<number, IndexedVehicle>();
  map.set(key, years);
  years.set(v.year, v);
}

/**
/**
 * Trim names as the vehicle knows them, where a vPIC trim group ("XLE/XSE", as files and older
 * exports may name it) stands for each of its trims (the rule: modules/vin/trim-names.ts).
 */
export function trimsFor(known: string[], wanted: string[]): { names: string[] } | { unknown: string } {
  return qualifiersFor(known, wanted.flatMap(splitTrimGroup));
}

/**
 * Engine or trim names as the vehicle knows them (vPIC's spelling, matched in any case), in the
 * vehicle's own order so that one application is written one way whatever order a file names them
 * in (product_fitment_application_key compares the arrays); a vehicle vPIC knows none for takes any
 * (docs/decisions/009), sorted. Returns the names, or the first unknown one.
 */
export function qualifiersFor(known: string[], wanted: string[]): { names: string[] } | { unknown: string } {
  if (known.length === 0) return { names: [...new Set(wanted)].sort() };
  const picked = new Set<string>();
  for (const w of wanted) {
    const match = known.find((k) => k.toLowerCase() === w.toLowerCase());
    if (!match) return { unknown: w };
    picked.add(match);
  }
  return { names: known.filter((k) => picked.has(k)) };
}
