import type { FacetValue } from "@pitstop/contract/catalogue";
import { type Configuration, type FitVehicle, fitAllows, type VehicleFit, type VehicleFits } from "./fit.ts";

/**
 * The question a list narrowed to a vehicle asks once, at its top (issue 23: "Which engine does your
 * 2018 Camry have?"): the vehicle's engines — or, once the engine is known or decides nothing, its
 * trims — each with how many parts the list holds once it is chosen. Asked only while the shopper has
 * not said and some choice would list fewer parts than the list holds now; otherwise empty.
 *
 * `list` is what the list holds under its own scope and filters before the question: how many
 * universal parts (they stay whatever is chosen) and which parts made for the vehicle — the
 * catalogue's from its cube cells, search's from its matches — so a choice's count is what choosing
 * it lists on that very page.
 */
export function configurationQuestions(
  vehicle: FitVehicle,
  fits: VehicleFits,
  list: { universal: number; direct: Iterable<number> },
): { engine: FacetValue[]; trim: FacetValue[] } {
  const config: Configuration = { engine: vehicle.ref.engine, trim: vehicle.ref.trim };
  const direct: VehicleFit[] = [];
  for (const id of list.direct) {
    const fit = fits.get(id);
    if (fit) direct.push(fit);
  }
  const count = (c: Configuration) => {
    let n = list.universal;
    for (const fit of direct) if (fitAllows(fit, c)) n++;
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
