import type { HistoryCar } from "~/lib/active-vehicle/history-store";
import type { camry2018 } from "~/test-support/test-user";

/** A car that is in neither the tests' garage nor their history unless a test puts it there. */
export const f150 = {
  id: 3001,
  year: "2020",
  make: "Ford",
  model: "F-150",
  slug: "ford-f-150-2020",
  path: "/ford-f-150-2020-accessories",
  main: false,
  trim: null,
  engine: null,
};

/**
 * The device history holding these cars, the one with `mainId` as its main car (none for null).
 * Each was chosen on the device unless named in `viewedOnly` (its page was only opened).
 */
export const historyOf = (
  cars: Array<typeof camry2018>,
  mainId: number | null,
  viewedOnly: readonly number[] = [],
): HistoryCar[] =>
  cars.map(({ path: _path, ...car }) => ({ ...car, main: car.id === mainId, chosen: !viewedOnly.includes(car.id) }));
