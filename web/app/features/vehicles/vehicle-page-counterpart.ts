import { vehiclePagePath } from "@pitstop/contract/slug";

/** A vehicle page is `/{make}-{model}-{year}-accessories`, with a category and type below it. */
const VEHICLE_PAGE = /^\/[a-z0-9-]+-\d{4}-accessories(?=\/|$)/;

/**
 * The same page for another car, when `pathname` is a vehicle page or one below it
 * (`/toyota-camry-2018-accessories/brakes` → `/honda-civic-2015-accessories/brakes`); null for any
 * other page, where the shopper stays and the page's answers follow the new car.
 */
export function vehiclePageCounterpart(
  pathname: string,
  car: { year: number | string; make: string; model: string },
): string | null {
  const page = VEHICLE_PAGE.exec(pathname);
  return page ? vehiclePagePath(car) + pathname.slice(page[0].length) : null;
}
