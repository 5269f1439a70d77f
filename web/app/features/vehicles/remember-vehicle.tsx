import { useEffect } from "react";
import { type HistoryCarInput, useHistoryStore } from "~/lib/active-vehicle/history-store";

/**
 * A visited vehicle page is a recently viewed vehicle (added once, silently; not
 * as the active car, which only the shopper changes — the page offers "Shop for this car"). Added once per
 * visit of a car's page — keyed by the car's fields, not by the loader's object: the page's data is
 * loaded again whenever the active vehicle changes, and removing this very car from the history must
 * not bring it back. The device history may still be loading from storage; add only once it has.
 */
export function RememberVehicle({ vehicle }: { vehicle: HistoryCarInput }) {
  const { id, year, make, model, slug } = vehicle;
  useEffect(() => {
    const add = () => useHistoryStore.getState().add({ id, year, make, model, slug });
    if (useHistoryStore.persist.hasHydrated()) {
      add();
      return;
    }
    return useHistoryStore.persist.onFinishHydration(add);
  }, [id, year, make, model, slug]);
  return null;
}
