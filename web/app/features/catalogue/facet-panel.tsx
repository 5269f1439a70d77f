import type { FacetValue } from "@pitstop/contract/catalogue";
import { Link, useLocation, useSearchParams } from "react-router";
import { cn } from "~/lib/cn";
import { clearFilters, FILTER_KEYS, searchLink, setParam, toggleParam } from "./catalogue-params";
import { type CutFacet, type HiddenFacetValues, showAllSearch } from "./facet-cut";

const FACET_NOUNS: Record<CutFacet, string> = { type: "part types", brand: "brands", category: "categories" };

function FacetGroup({
  title,
  name,
  values,
  hidden = 0,
  single = false,
}: {
  title: string;
  name: string;
  /** The values the page shows: all, or those its loader kept (facet-cut.ts). */
  values: FacetValue[];
  /** How many more the loader left out: "Show all" asks for them. */
  hidden?: number;
  single?: boolean;
}) {
  const [params] = useSearchParams();
  const location = useLocation();
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
              {/* biome-ignore lint/a11y/useSemanticElements: a link that turns a filter on or off (the URL holds the filters), announced as the checkbox it looks like */}
              <a
                href={`${location.pathname}${searchLink(search)}`}
                data-keep-scroll=""
                role="checkbox"
                aria-checked={checked}
                aria-disabled={disabled}
                className={
                  disabled
                    ? "flex items-center gap-2 rounded-md px-1.5 py-1 text-sm pointer-events-none opacity-40"
                    : "flex items-center gap-2 rounded-md px-1.5 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
                }
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
                {v.label}
                <span className="ml-auto text-xs text-slate-500 tabular-nums">{v.count.toLocaleString("en-US")}</span>
              </a>
            </li>
          );
        })}
      </ul>
      {hidden > 0 && (
        <a
          href={`${location.pathname}${searchLink(showAllSearch(params, name as CutFacet))}`}
          data-keep-scroll=""
          className="mt-2 inline-block text-sm font-medium text-brand-600 hover:underline dark:text-brand-400"
        >
          Show all {values.length + hidden} {FACET_NOUNS[name as CutFacet] ?? "choices"}
        </a>
      )}
    </fieldset>
  );
}

/**
 * A listing's facets: a catalogue page's, search results' (with categories). The engines and trims
 * are not filters: the list asks them once, at its top (config-question.tsx).
 */
export interface ListingFacets {
  category?: FacetValue[];
  type: FacetValue[];
  brand: FacetValue[];
  rating: FacetValue[];
  fitment: FacetValue[];
  engine?: FacetValue[];
  trim?: FacetValue[];
  /** How many values of the long facets the loader left out (facet-cut.ts); none when absent. */
  hidden?: HiddenFacetValues;
}

/** The catalogue filter — type, fitment, rating and brand, each value with its count. */
export function FacetPanel({
  facets,
  showType,
  titled = true,
}: {
  facets: ListingFacets;
  showType: boolean;
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
      {facets.category && (
        <FacetGroup title="Category" name="category" values={facets.category} hidden={facets.hidden?.category} />
      )}
      {showType && <FacetGroup title="Part type" name="type" values={facets.type} hidden={facets.hidden?.type} />}
      <FacetGroup title="Fitment" name="fitment" values={facets.fitment} />
      <FacetGroup title="Customer rating" name="rating" values={facets.rating} single />
      <FacetGroup title="Brand" name="brand" values={facets.brand} hidden={facets.hidden?.brand} />
    </div>
  );
}
