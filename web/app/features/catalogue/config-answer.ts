import type { VehicleRef } from "@pitstop/contract/vehicles";
import { useActiveVehicle } from "~/lib/active-vehicle/active-vehicle";

/** The vehicle an answer is for, with its configuration when the answer used one. */
export type AnsweredFor = VehicleRef & { trim?: string | null; engine?: string | null };

/** What an answer may ask of the shopper's car. */
export type ConfigQuestionKind = "engine" | "trim";

/**
 * Answering "which engine (trim) is yours?" for `vehicle`, wherever it is asked (a list's question,
 * the product page): the choice is saved on the car through the active-vehicle owner, so every
 * answer on the page follows. The active car keeps its other choices; another car's page (a vehicle
 * page, a car named in a search) makes that car the active one, with the choice.
 */
export function useConfigAnswer(vehicle: AnsweredFor) {
  const { vehicle: active, choose, configure, pending } = useActiveVehicle();
  const mine = active?.id === vehicle.id;
  const answer = (question: ConfigQuestionKind, value: string) => {
    const config = question === "engine" ? { engine: value } : { trim: value };
    void (mine ? configure(config) : choose({ ...vehicle, ...config }));
  };
  return { mine, answer, busy: pending !== null };
}
