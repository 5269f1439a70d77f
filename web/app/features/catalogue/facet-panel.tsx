import type { FacetValue } from "@pitstop/contract/catalogue";
import type { ConfiguredVehicle } from "@pitstop/contract/vehicles";
import { Link, useSearchParams } from "react-router";
import { useActiveVehicle } from "~/lib/active-vehicle";
import { cn } from "~/lib/cn";
import { clearFilters, FILTER_KEYS, searchLink, setParam, toggleParam } from "./catalogue-params";

function FacetGroup({
  title,
  name,
  values,
  single = false,
}: {
  title: string;
  name: string;
  values: FacetValue[];
  single?: boolean;
}) {
  const [params] = useSearchParams();
  const selected = params.getAll(name);
  if (values.length === 0) return null;
  return (
    <fieldset className="border-b border-slate-200 py-4 dark:border-slate-800">
      <legend className="mb-2 text-sm font-semibold">{title}</legend>
      <ul className="max-h-64 space-y-1 overflow-y-auto pr-1">
        {values.map((v) => {
          const checked = selected.includes(v.value);
          const disabled = v.count === 0 && !checked;
          const search = single ? setParam(params, name, checked ? null : v.value) : toggleParam(params, name, v.value);
          return (
            <li key={v.value}>
              <Link
                to={searchLink(search)}
                preventScrollReset
                role="checkbox"
                aria-checked={checked}
                aria-disabled={disabled}
                className={cn(
                  "flex items-center gap-2 rounded-md px-1.5 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800",
                  disabled && "pointer-events-none opacity-40",
                )}
              >
                <span
                  className={cn(
                    "grid size-4 shrink-0 place-items-center border",
                    single ? "rounded-full" : "rounded",
                    checked ? "border-brand-500 bg-brand-500 text-white" : "border-slate-300 dark:border-slate-600",
                  )}
                  aria-hidden="true"
                >
                  {checked && (single ? <span className="size-1.5 rounded-full bg-white" /> : "✓")}
                </span>
                <span className="flex-1">{v.label}</span>
                <span className="text-xs text-slate-500 tabular-nums">{v.count.toLocaleString("en-US")}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * Issue 10: a vehicle page's Engine facet, where the engine matters. Not a URL filter — the engine is
 * a fact about the shopper's car — so choosing one saves it on the car (the page's car becomes the
 * active one if it was not) and every answer on the page follows. Counts: parts made for that
 * engine only.
 */
function EngineFacet({ values, vehicle }: { values: FacetValue[]; vehicle: ConfiguredVehicle }) {
  const { vehicle: active, choose, configure, pending } = useActiveVehicle();
  if (values.length === 0) return null;
  const mine = active?.id === vehicle.id;
  const current = mine ? active?.engine : null;
  return (
    <fieldset className="border-b border-slate-200 py-4 dark:border-slate-800">
      <legend className="mb-2 text-sm font-semibold">{mine ? "Your engine" : "Engine"}</legend>
      <ul className="space-y-1">
        {values.map((v) => {
          const checked = current === v.value;
          return (
            <li key={v.value}>
              <button
                type="button"
                aria-pressed={checked}
                disabled={pending !== null}
                onClick={() =>
                  void (mine
                    ? configure({ engine: checked ? null : v.value })
                    : choose({ ...vehicle, engine: v.value, trim: null }))
                }
                className="flex w-full items-center gap-2 rounded-md px-1.5 py-1 text-left text-sm hover:bg-slate-100 disabled:opacity-60 dark:hover:bg-slate-800"
              >
                <span
                  className={cn(
                    "grid size-4 shrink-0 place-items-center rounded-full border",
                    checked ? "border-brand-500 bg-brand-500" : "border-slate-300 dark:border-slate-600",
                  )}
                  aria-hidden="true"
                >
                  {checked && <span className="size-1.5 rounded-full bg-white" />}
                </span>
                <span className="flex-1">{v.label}</span>
                <span className="text-xs text-slate-500 tabular-nums" title="Parts made for this engine only">
                  {v.count.toLocaleString("en-US")}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** A listing's facets: a catalogue page's (with a vehicle page's engines), search results' (with categories). */
export interface ListingFacets {
  category?: FacetValue[];
  type: FacetValue[];
  brand: FacetValue[];
  rating: FacetValue[];
  fitment: FacetValue[];
  engine?: FacetValue[];
}

/** spec §2: the catalogue filter — type, fitment, rating and brand, each value with its count. */
export function FacetPanel({
  facets,
  showType,
  vehicle = null,
  titled = true,
}: {
  facets: ListingFacets;
  showType: boolean;
  /** A vehicle page's car, for its Engine facet. */
  vehicle?: ConfiguredVehicle | null;
  /** False inside the phone's filter drawer, whose own title already names it (one heading, not two). */
  titled?: boolean;
}) {
  const [params] = useSearchParams();
  const active = FILTER_KEYS.some((k) => params.has(k));
  return (
    <div>
      <div className={titled ? "flex items-center justify-between pb-2" : "flex justify-end pb-2 empty:hidden"}>
        {titled && <h2 className="text-base font-bold">Filters</h2>}
        {active && (
          <Link
            to={searchLink(clearFilters(params))}
            preventScrollReset
            className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400"
          >
            Clear all
          </Link>
        )}
      </div>
      {vehicle && facets.engine && <EngineFacet values={facets.engine} vehicle={vehicle} />}
      {facets.category && <FacetGroup title="Category" name="category" values={facets.category} />}
      {showType && <FacetGroup title="Part type" name="type" values={facets.type} />}
      <FacetGroup title="Fitment" name="fitment" values={facets.fitment} />
      <FacetGroup title="Customer rating" name="rating" values={facets.rating} single />
      <FacetGroup title="Brand" name="brand" values={facets.brand} />
    </div>
  );
}
