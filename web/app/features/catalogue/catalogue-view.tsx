import type { FilterResponse, Sort } from "@pitstop/contract/catalogue";
import { vehiclePagePath } from "@pitstop/contract/slug";
import { vehicleLabel } from "@pitstop/contract/vehicle-names";
import type { ConfiguredVehicle, VehicleRef } from "@pitstop/contract/vehicles";
import { type ReactNode, Suspense, useState } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useActiveVehicle } from "~/lib/active-vehicle";
import { cn } from "~/lib/cn";
import { lazyComponent, useOpenedOnce } from "~/lib/lazy";
import { Breadcrumbs } from "./breadcrumbs";
import { clearFilters, FILTER_KEYS, searchLink } from "./catalogue-params";
import { FacetPanel } from "./facet-panel";
import { Pagination } from "./pagination";
import { type CardProduct, cardProduct, ProductCard } from "./product-card";
import { SortMenu } from "./sort-menu";

/** The cards of the first row, at the widest (xl:grid-cols-4): their pictures are the page's first paint. */
const FIRST_ROW = 4;

/** The phone's filter panel, a dialog whose code loads when first opened (issue 11). */
const FiltersDialog = lazyComponent(() => import("./filters-dialog").then((m) => m.FiltersDialog));

/** A catalogue page's listing as the page receives it: the API's, with cards of what they show. */
export type CatalogueListing = Omit<FilterResponse, "products"> & { products: CardProduct[] };

export const catalogueListing = (listing: FilterResponse): CatalogueListing => ({
  ...listing,
  products: listing.products.map(cardProduct),
});

export function CatalogueView({
  data,
  sort,
  fitsVehicle,
  cardActions,
  cardPurchase,
}: {
  data: CatalogueListing;
  sort: Sort;
  /** The vehicle (and configuration) cards are checked against: the page's, else the active vehicle. */
  fitsVehicle: ConfiguredVehicle | null;
  cardActions?: (product: CardProduct) => ReactNode;
  /** The add-to-cart control of a card (the page composes it: features do not import each other). */
  cardPurchase?: (product: CardProduct) => ReactNode;
}) {
  const { context, facets, products, total, total_capped, page, pages } = data;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersOpened = useOpenedOnce(filtersOpen);
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const filtered = FILTER_KEYS.some((k) => params.has(k));
  const vehiclePath = context.vehicle?.path;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs items={context.breadcrumbs} />
      <header className="mt-4">
        {context.vehicle && <VehiclePageNotice pageVehicle={context.vehicle} fitsVehicle={fitsVehicle} />}
        {!context.vehicle && context.category && (
          <OnlyMyCarLink category={context.category.slug} type={context.type?.slug ?? null} />
        )}
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{context.title}</h1>
        {context.type === null && (context.category?.description ?? context.brand?.description) && (
          <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
            {context.category?.description ?? context.brand?.description}
          </p>
        )}
      </header>

      {context.categories.length > 0 && vehiclePath && !context.category && (
        <section aria-label="Categories for this vehicle" className="mt-6">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
            {context.categories.map((c) => (
              <li key={c.value}>
                <Link
                  to={`${vehiclePath}/${c.value}`}
                  className="inline-flex items-center gap-2 rounded-full border whitespace-nowrap border-slate-200 bg-white px-3 py-1.5 text-sm font-medium hover:border-brand-400 hover:text-brand-600 dark:border-slate-700 dark:bg-slate-900"
                >
                  {c.label}
                  <span className="rounded-full bg-slate-100 px-1.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                    {c.count}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside className="hidden lg:block" aria-label="Filters">
          <FacetPanel facets={facets} showType={context.type === null} vehicle={context.vehicle ? fitsVehicle : null} />
        </aside>
        <div>
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4 dark:border-slate-800">
            <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {total === 0
                ? "No parts"
                : `${total.toLocaleString("en-US")}${total_capped ? "+" : ""} part${total === 1 ? "" : "s"}`}
              {pages > 1 && ` · page ${page} of ${pages}`}
            </p>
            <div className="flex items-center gap-2">
              <button
                type="button"
                onClick={() => setFiltersOpen(true)}
                onPointerEnter={() => void FiltersDialog.preload().catch(() => {})}
                className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium lg:hidden dark:border-slate-700"
              >
                <Icon name="sliders-horizontal" className="size-4" /> Filters
              </button>
              <SortMenu sort={sort} />
            </div>
          </div>

          {products.length === 0 ? (
            <div className="mt-10 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
              <Icon name="search-x" className="size-10 text-slate-400" />
              <h2 className="mt-4 text-lg font-semibold">No parts match these filters</h2>
              <p className="mt-1 text-slate-600 dark:text-slate-400">
                Try removing a filter or choosing another category.
              </p>
              {filtered && (
                <Link
                  to={searchLink(clearFilters(params))}
                  className="mt-6 rounded-xl bg-brand-500 px-5 py-2.5 font-semibold text-white hover:bg-brand-600"
                >
                  Clear all filters
                </Link>
              )}
            </div>
          ) : (
            <ul
              className={cn(
                "mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4",
                navigation.state === "loading" && "opacity-60 transition-opacity",
              )}
            >
              {products.map((p, i) => (
                <li key={p.id} className="flex">
                  <ProductCard
                    product={p}
                    priority={i < FIRST_ROW}
                    vehicle={fitsVehicle}
                    actions={cardActions?.(p)}
                    purchase={cardPurchase?.(p)}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} pages={pages} />
        </div>
      </div>

      {filtersOpened && (
        <Suspense fallback={null}>
          <FiltersDialog
            open={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            facets={facets}
            showType={context.type === null}
            vehicle={context.vehicle ? fitsVehicle : null}
            total={total}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * A category page lists every part, most of them for other cars: with an active vehicle it offers
 * the same category for that car alone (its vehicle page), as eBay's "Fits your vehicle" filter does.
 */
function OnlyMyCarLink({ category, type }: { category: string; type: string | null }) {
  const { vehicle } = useActiveVehicle();
  if (!vehicle) return null;
  const path = `${vehiclePagePath(vehicle)}/${category}${type ? `/${type}` : ""}`;
  return (
    <Link
      to={path}
      className="mb-2 inline-flex min-h-8 items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-700 hover:bg-emerald-100 dark:bg-emerald-950 dark:text-emerald-300 dark:hover:bg-emerald-900"
    >
      <Icon name="car-front" className="size-4" /> Show only parts that fit your {vehicleLabel(vehicle)} →
    </Link>
  );
}

/**
 * A vehicle page says whose parts it lists. It is "your" car when it is the active vehicle (issue
 * 10); a page reached for another car (a link, a search) says so and offers to shop for it — the
 * shop never silently answers for a car the header does not name.
 */
function VehiclePageNotice({
  pageVehicle,
  fitsVehicle,
}: {
  pageVehicle: VehicleRef;
  fitsVehicle: ConfiguredVehicle | null;
}) {
  const { vehicle: active, choose, pending } = useActiveVehicle();
  const pill =
    "inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300";
  if (active?.id === pageVehicle.id) {
    return (
      <p className={cn(pill, "mb-2")}>
        <Icon name="car-front" className="size-4" /> Showing only parts that fit your{" "}
        {vehicleLabel(fitsVehicle ?? pageVehicle)}
      </p>
    );
  }
  const name = vehicleLabel(pageVehicle);
  return (
    <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-2">
      <p className={pill}>
        <Icon name="car-front" className="size-4" /> Showing only parts that fit the {name}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {active ? <>You're shopping for your {vehicleLabel(active)}. </> : null}
        <button
          type="button"
          disabled={pending !== null}
          onClick={() => void choose({ ...pageVehicle })}
          className="font-semibold text-brand-600 hover:underline disabled:opacity-60 dark:text-brand-400"
        >
          Shop for the {pageVehicle.year} {pageVehicle.model}
          {active ? " instead" : ""}
        </button>
      </p>
    </div>
  );
}
