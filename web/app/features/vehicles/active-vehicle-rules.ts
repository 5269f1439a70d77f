import type { GarageCar } from "@pitstop/contract/profile";
import type { ActiveVehicle } from "~/lib/active-vehicle";
import type { HistoryCar } from "./history-store";

/** A garage or history car as the active vehicle's shape. */
export const asActiveVehicle = (car: HistoryCar | GarageCar): ActiveVehicle => ({
  id: car.id,
  year: car.year,
  make: car.make,
  model: car.model,
  slug: car.slug,
  trim: car.trim ?? null,
  engine: car.engine ?? null,
});

/**
 * Issue 10 §1: exactly one active vehicle, or none. Signed in it is the garage's main car — never
 * the device history's, even when the garage has none; a visitor's is the history's main car.
 */
export function deriveActiveVehicle(garage: GarageCar[] | null, history: HistoryCar[]): ActiveVehicle | null {
  const main = garage ? garage.find((car) => car.main) : history.find((car) => car.main);
  return main ? asActiveVehicle(main) : null;
}

/** The cars the header offers to switch to: the garage when signed in, else the device history. */
export function switchableCars(garage: GarageCar[] | null, history: HistoryCar[]): ActiveVehicle[] {
  return (garage ?? history).map(asActiveVehicle);
}
