import type { FacetValue } from "@pitstop/contract/catalogue";
import type { FacetCell } from "./facets.ts";
import { type Configuration, type FitVehicle, fitAllows, type VehicleFit, type VehicleFits } from "./fit.ts";

/** Some of a list's parts made for its vehicle that share a fit (and, on the catalogue, a facet cell). */
export interface FitGroup {
  fit: VehicleFit;
  n: number;
}

/**
 * The question a list narrowed to a vehicle asks once, at its top ("Which engine does your
 * 2018 Camry have?"): the vehicle's engines — or, once the engine is known or decides nothing, its
 * trims — each with how many parts the list holds once it is chosen. Asked only while the shopper has
 * not said and some choice would list fewer parts than the list holds now; otherwise empty.
 *
 * `list` is what the list holds under its own scope and filters before the question: how many
 * universal parts (they stay whatever is chosen) and its parts made for the vehicle — the
 * catalogue's from its cube cells, search's from its matches — so a choice's count is what choosing
 * it lists on that very page.
 */
export function configurationQuestions(
  vehicle: FitVehicle,
  list: { universal: number; direct: Iterable<FitGroup> },
): { engine: FacetValue[]; trim: FacetValue[] } {
  const config: Configuration = { engine: vehicle.ref.engine, trim: vehicle.ref.trim };
  // Parts that share a fit count as one: a vehicle's thousands of parts have a few dozen fits.
  const byFit = new Map<VehicleFit, number>();
  for (const { fit, n } of list.direct) byFit.set(fit, (byFit.get(fit) ?? 0) + n);
  const count = (c: Configuration) => {
    let n = list.universal;
    for (const [fit, parts] of byFit) if (fitAllows(fit, c)) n += parts;
    return n;
  };
  const now = count(config);
  const ask = (choices: string[], configFor: (choice: string) => Configuration): FacetValue[] => {
    if (choices.length < 2) return [];
    const counts = choices.map((choice) => count(configFor(choice)));
    if (counts.every((n) => n >= now)) return [];
    return choices.map((choice, i) => ({ value: choice, label: choice, count: counts[i] ?? 0 }));
  };
  const engine = config.engine === null ? ask(vehicle.engineChoices, (engine) => ({ engine, trim: config.trim })) : [];
  const trim =
    engine.length === 0 && config.trim === null
      ? ask(vehicle.trimChoices, (trim) => ({ engine: config.engine, trim }))
      : [];
  return { engine, trim };
}

const fitKey = (fit: VehicleFit) => JSON.stringify([fit.summary.engines, fit.summary.trims]);

/**
 * A vehicle's parts grouped by facet cell and by fit — the parts whose applications sum up alike
 * share one fit object; a mixed part keeps its own — so that a list's question reads a few hundred
 * groups, not thousands of parts. Made once per kept fits and cells (both kept per vehicle).
 */
const groupsOf = new WeakMap<
  VehicleFits,
  { cells: Map<number, FacetCell>; groups: Array<FitGroup & { cell: FacetCell }> }
>();

export function fitGroups(fits: VehicleFits, cells: Map<number, FacetCell>): Array<FitGroup & { cell: FacetCell }> {
  const hit = groupsOf.get(fits);
  if (hit && hit.cells === cells) return hit.groups;
  const shared = new Map<string, VehicleFit>();
  const groups = new Map<string, FitGroup & { cell: FacetCell }>();
  for (const [id, cell] of cells) {
    const own = fits.get(id);
    if (!own) continue;
    const key = own.applications ? `#${id}` : fitKey(own);
    let fit = shared.get(key);
    if (!fit) {
      fit = own;
      shared.set(key, own);
    }
    const groupKey = `${key}|${cell.categoryId}|${cell.typeId}|${cell.brandId}|${cell.stars}`;
    const group = groups.get(groupKey);
    if (group) group.n += cell.n;
    else groups.set(groupKey, { fit, n: cell.n, cell: { ...cell } });
  }
  const result = [...groups.values()];
  for (const g of result) g.cell.n = g.n;
  groupsOf.set(fits, { cells, groups: result });
  return result;
}
