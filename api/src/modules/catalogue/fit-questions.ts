import type { FacetValue } from "@pitstop/contract/catalogue";
import { allows, type Configuration, type FitVehicle, type VehicleApplications } from "./fit.ts";

/**
 * The question a list narrowed to a vehicle asks once, at its top (issue 23: "Which engine does your
 * 2018 Camry have?"): the vehicle's engines — or, once the engine is known or decides nothing, its
 * trims — each with how many parts the list holds once it is chosen. Asked only while the shopper has
 * not said and some choice would list fewer parts than the list holds now; otherwise empty.
 *
 * `countWith(allowed)` is the list's own count with its direct fits narrowed to the parts `allowed`
 * keeps (the universal parts always stay): the catalogue counts its cube cells, search its matches,
 * so a choice's count is what choosing it lists on that very page.
 */
export function configurationQuestions(
  vehicle: FitVehicle,
  apps: VehicleApplications,
  countWith: (allowed: (productId: number) => boolean) => number,
): { engine: FacetValue[]; trim: FacetValue[] } {
  const config: Configuration = { engine: vehicle.ref.engine, trim: vehicle.ref.trim };
  const allowedBy = (c: Configuration) => (id: number) => apps.get(id)?.some((app) => allows(app, c)) ?? false;
  const now = countWith(allowedBy(config));
  const ask = (choices: string[], configFor: (choice: string) => Configuration): FacetValue[] => {
    if (choices.length < 2) return [];
    const counts = choices.map((choice) => countWith(allowedBy(configFor(choice))));
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
