import type { GarageCar } from "@pitstop/contract/profile";
import type { HistoryCar } from "~/lib/active-vehicle/history-store";

export interface GarageSyncPlan {
  /** History cars to save to the garage, in this order. */
  add: HistoryCar[];
  /**
   * The garage's main car once the cars are added: `keep` leaves the account's own choice alone
   * (it had one), a car id makes that car main, null clears main.
   */
  main: "keep" | number | null;
  /** Every history car this device has now offered to the account (remembered per account). A car only viewed is not offered, so it is not among them. */
  synced: number[];
}

/**
 * The sign-in sync (the garage synced at sign-in) is a merge, not a push. A history car is
 * added to the garage once, the first time this device syncs it: a car the owner removed from the
 * garage stays removed. The garage's main car changes only when the account had none; then the
 * car the visitor was shopping for (the history's main car, or none) becomes it. The
 * garage changes only when the shopper asks, so only cars chosen on this device go to it — one
 * whose page was only viewed stays in the history (where 'add to garage' offers it), until chosen.
 */
export function planGarageSync({
  garage,
  history,
  synced,
}: {
  garage: GarageCar[];
  history: HistoryCar[];
  synced: readonly number[];
}): GarageSyncPlan {
  const inGarage = new Set(garage.map((car) => car.id));
  const offered = new Set(synced);
  const chosen = history.filter((car) => car.chosen);
  // Oldest first, as a visitor met them.
  const add = chosen.filter((car) => !inGarage.has(car.id) && !offered.has(car.id)).reverse();
  const hadMain = garage.some((car) => car.main);
  const historyMain = history.find((car) => car.main) ?? null;
  const mainWillBeThere = historyMain !== null && (inGarage.has(historyMain.id) || add.includes(historyMain));
  return {
    add,
    main: hadMain ? "keep" : mainWillBeThere && historyMain ? historyMain.id : null,
    synced: [...new Set([...synced, ...chosen.map((car) => car.id)])],
  };
}
