import type { GarageCar } from "@pitstop/contract/profile";
import type { ActiveVehicle } from "./active-vehicle";
import type { HistoryCar } from "./history-store";

/** A garage or history car as the active vehicle's shape. */
export const toActiveVehicle = (car: HistoryCar | GarageCar): ActiveVehicle => ({
  id: car.id,
  year: car.year,
  make: car.make,
  model: car.model,
  slug: car.slug,
  trim: car.trim ?? null,
  engine: car.engine ?? null,
});

/** The car marked main in a garage or a device history, if any. */
export const mainCarOf = <Car extends { main: boolean }>(cars: readonly Car[]): Car | null =>
  cars.find((car) => car.main) ?? null;

/**
 * Exactly one active vehicle, or none. Signed in it is the garage's main car — never the device
 * history's, even when the garage has none; a visitor's is the history's main car.
 */
export function deriveActiveVehicle(garage: GarageCar[] | null, history: HistoryCar[]): ActiveVehicle | null {
  const main = mainCarOf<GarageCar | HistoryCar>(garage ?? history);
  return main ? toActiveVehicle(main) : null;
}

/** The cars the header offers to switch to: the garage when signed in, else the device history. */
export function switchableCars(garage: GarageCar[] | null, history: HistoryCar[]): ActiveVehicle[] {
  return (garage ?? history).map(toActiveVehicle);
}

/**
 * The garage car a question about "your car" starts on (which car a review is for, which car an
 * order's part was fitted to): the main car, else the first saved one.
 */
export const garageCarToOffer = (garage: readonly GarageCar[]): GarageCar | null =>
  mainCarOf(garage) ?? garage[0] ?? null;
