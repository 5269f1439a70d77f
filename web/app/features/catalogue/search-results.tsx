import type { SearchResultsResponse } from "@pitstop/contract/catalogue";
import { SEARCH_SORT_LABELS, SEARCH_SORTS, type SearchSort } from "@pitstop/contract/search-options";
import { vehicleLabel } from "@pitstop/contract/vehicle-names";
import type { ConfiguredVehicle } from "@pitstop/contract/vehicles";
import { Link, useSearchParams } from "react-router";
import { Icon } from "~/components/ui/icon";
import { Breadcrumbs } from "./breadcrumbs";
import { FILTER_KEYS, searchLink, setParam } from "./catalogue-params";
import { ListingView, partCount } from "./listing-view";
import { OnlyFitsSwitch } from "./only-fits-switch";
import type { PageListing } from "./page-listing";
import type { CardControl } from "./product-card";
import { correctedQuery, headingQuery, searchPath } from "./search-params";
import { SortMenu } from "./sort-menu";
import { MakeModels, ModelYears } from "./vehicle-choice";

/** The results as the page receives them (page-listing.ts). */
export type SearchResults = PageListing<SearchResultsResponse>;

const pillLink =
  "inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium hover:border-brand-400 hover:text-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:hover:text-brand-400";

/**
 * `/search?q=` — the same page as a catalogue page (count, facets, sort, paging, fit
 * answers on every card), with what the shop understood of the query, direct links to what it
 * names, and the active vehicle's "only parts that fit" switch. With nothing found, what to try.
 */
export function SearchResultsView({
  results,
  cardActions,
  cardPurchase,
}: {
  results: SearchResults;
  cardActions?: CardControl;
  cardPurchase?: CardControl;
}) {
  const [params] = useSearchParams();
  const { query, understood, fits_vehicle } = results;
  const shown = correctedQuery(query, understood.corrections) ?? query;
  // The switch is the shopper's own car's: a car named in the query always narrows the list to it.
  const ownCar = understood.vehicle === null ? fits_vehicle : null;
  const filtered = FILTER_KEYS.some((k) => params.has(k));

  if (results.model_years.length > 0)
    return <ModelYears breadcrumbs={results.breadcrumbs} years={results.model_years} />;
  if (results.make_models)
    return (
      <MakeModels
        breadcrumbs={results.breadcrumbs}
        make={results.make_models.make}
        models={results.make_models.models}
      />
    );
  if (results.total === 0 && !filtered) return <NothingFound results={results} ownCar={ownCar} />;
  return (
    <ListingView
      breadcrumbs={results.breadcrumbs}
      header={
        <>
          <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">
            {partCount(results)} for “{headingQuery(shown)}”
          </h1>
          <Understood results={results} />
          {(results.links.length > 0 || ownCar) && (
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-3">
              <DirectLinks links={results.links} />
              {ownCar && <OnlyFitsSwitch vehicle={ownCar} on={results.only_fits} />}
            </div>
          )}
        </>
      }
      listing={results}
      sortMenu={<SortMenu<SearchSort> sort={results.sort} sorts={SEARCH_SORTS} labels={SEARCH_SORT_LABELS} />}
      showType
      fitsVehicle={fits_vehicle}
      cardActions={cardActions}
      cardPurchase={cardPurchase}
    />
  );
}

/** What the shop made of the query: typos corrected, the car it names, words it left out. */
function Understood({ results }: { results: SearchResults }) {
  const { query, understood } = results;
  const corrected = correctedQuery(query, understood.corrections);
  const car = understood.vehicle
    ? vehicleLabel({ ...understood.vehicle, engine: understood.engine })
    : understood.model
      ? `${understood.model.make} ${understood.model.model} (any year)`
      : null;
  if (!corrected && !car && understood.ignored.length === 0) return null;
  return (
    <div className="mt-3 space-y-1.5 break-words text-slate-600 dark:text-slate-400">
      {corrected && (
        <p>
          Showing results for{" "}
          <strong className="font-semibold text-slate-900 dark:text-slate-100">{headingQuery(corrected)}</strong> (you
          typed <span className="italic">{headingQuery(query)}</span>)
        </p>
      )}
      {car && (
        <p className="flex items-start gap-1.5">
          <Icon name="car-front" className="mt-1 size-4 shrink-0" />
          <span>
            Parts for the <strong className="font-semibold text-slate-900 dark:text-slate-100">{car}</strong>, named in
            your search
          </span>
        </p>
      )}
      {understood.ignored.length > 0 && (
        <p>
          Left out {understood.ignored.map((word) => `“${word}”`).join(", ")}: no part matched{" "}
          {understood.ignored.length === 1 ? "it" : "them"}.
        </p>
      )}
    </div>
  );
}

/** A category, a type or a vehicle the query names, one click away ("Brakes for 2018 Toyota Camry →"). */
function DirectLinks({ links }: { links: SearchResults["links"] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label="Go straight to">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              className="inline-flex min-h-10 items-center gap-2 rounded-xl bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-100 dark:bg-brand-500/15 dark:text-brand-300 dark:hover:bg-brand-500/25"
            >
              {link.label}
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Nothing found: say so, what was understood, and where to go — a spelling that finds parts, categories. */
function NothingFound({ results, ownCar }: { results: SearchResults; ownCar: ConfiguredVehicle | null }) {
  const [params] = useSearchParams();
  const { query, did_you_mean, suggested_categories } = results;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Breadcrumbs items={results.breadcrumbs} />
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white px-6 py-10 dark:border-slate-800 dark:bg-slate-900">
        <Icon name="search-x" className="size-10 text-slate-400" />
        <h1 className="mt-4 text-2xl font-extrabold tracking-tight break-words sm:text-3xl">
          No parts found for “{headingQuery(query)}”
        </h1>
        <Understood results={results} />
        {did_you_mean && (
          <p className="mt-4 text-lg">
            Did you mean{" "}
            <Link
              to={searchPath(did_you_mean)}
              className="font-semibold text-brand-600 underline-offset-2 hover:underline dark:text-brand-400"
            >
              {did_you_mean}
            </Link>
            ?
          </p>
        )}
        {/* Every word was read, but no part for the car: parts for other cars may be there. */}
        {ownCar && results.only_fits && results.understood.ignored.length === 0 && (
          <p className="mt-4">
            <Link
              to={searchLink(setParam(params, "fits", "0"))}
              className="font-semibold text-brand-600 hover:underline dark:text-brand-400"
            >
              Search parts for any vehicle, not only your {vehicleLabel(ownCar)}
            </Link>
          </p>
        )}
        {results.links.length > 0 && (
          <div className="mt-4">
            <DirectLinks links={results.links} />
          </div>
        )}
        {suggested_categories.length > 0 && (
          <section aria-labelledby="suggested-categories" className="mt-8">
            <h2 id="suggested-categories" className="text-sm font-semibold text-slate-600 dark:text-slate-400">
              Browse instead
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {suggested_categories.map((c) => (
                <li key={c.path}>
                  <Link to={c.path} className={pillLink}>
                    {c.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">
          Try fewer words, a part name (“brake pads”, “oil filter”), a brand or a part number.
        </p>
      </div>
    </div>
  );
}
