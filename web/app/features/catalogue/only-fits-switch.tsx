import { vehicleLabel } from "@pitstop/contract/vehicle-names";
import type { ConfiguredVehicle } from "@pitstop/contract/vehicles";
import { Link, useSearchParams } from "react-router";
import { cn } from "~/lib/cn";
import { countOf } from "~/lib/plural";
import { searchLink, setParam } from "./catalogue-params";

/** What a page lists, in a "Show all …" link: "121 oil filters", "540 parts in Brakes", "300 Stopline parts". */
export function allPartsLabel(
  total: number,
  context: { type: { name: string } | null; category: { name: string } | null; brand: { name: string } | null },
): string {
  const count = total.toLocaleString("en-US");
  if (context.type) return `Show all ${count} ${context.type.name.toLowerCase()}`;
  if (context.brand && !context.category) return `Show all ${countOf(total, `${context.brand.name} part`)}`;
  if (context.category) return `Show all ${countOf(total, "part")} in ${context.category.name}`;
  return `Show all ${countOf(total, "part")}`;
}

/**
 * eBay's "Fits your vehicle" filter, one switch worded alike on every list: with a car
 * active, category, type, brand and search pages hold only its parts (and universal ones); the
 * switch (a link, so it works before the page's code has loaded) lists every part instead (`fits=0`
 * in the address), and "Show all 121 oil filters" says how many that is where the page knows.
 */
export function OnlyFitsSwitch({
  vehicle,
  on,
  showAll = null,
}: {
  vehicle: ConfiguredVehicle;
  on: boolean;
  /** The "Show all …" link's words (allPartsLabel), while the list is narrowed; null: the switch alone. */
  showAll?: string | null;
}) {
  const [params] = useSearchParams();
  const everything = searchLink(setParam(params, "fits", "0"));
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Link
        to={on ? everything : searchLink(setParam(params, "fits", null))}
        preventScrollReset
        role="switch"
        aria-checked={on}
        className="inline-flex min-h-10 items-center gap-3 rounded-xl border border-slate-200 bg-white py-1.5 pr-4 pl-2 text-sm font-medium hover:border-emerald-400 dark:border-slate-700 dark:bg-slate-900"
      >
        <span
          aria-hidden="true"
          className={cn(
            "relative inline-block h-6 w-10 shrink-0 rounded-full transition-colors",
            on ? "bg-emerald-600" : "bg-slate-300 dark:bg-slate-600",
          )}
        >
          <span
            className={cn(
              "absolute top-1 left-1 size-4 rounded-full bg-white shadow transition-transform",
              on && "translate-x-4",
            )}
          />
        </span>
        Only parts that fit my {vehicleLabel(vehicle)}
      </Link>
      {on && showAll && (
        <Link
          to={everything}
          preventScrollReset
          className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400"
        >
          {showAll}
        </Link>
      )}
    </div>
  );
}
