import type { ConfiguredVehicle } from "@pitstop/contract/vehicles";
import { type ReactNode, Suspense, useEffect, useState } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import { Icon } from "~/components/ui/icon";
import { reportPromotionViews } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { lazyComponent, useOpenedOnce } from "~/lib/lazy";
import { Breadcrumbs } from "./breadcrumbs";
import { clearFilters, FILTER_KEYS, searchLink } from "./catalogue-params";
import { ConfigQuestion } from "./config-question";
import { FacetPanel, type ListingFacets } from "./facet-panel";
import { Pagination } from "./pagination";
import { type CardControl, type CardProduct, ProductCard, useCardSettings } from "./product-card";

/** The cards of the first row, at the widest (xl:grid-cols-4): their pictures are the page's first paint. */
const FIRST_ROW = 4;

/** The phone's filter panel, a dialog whose code loads when first opened. */
const FiltersDialog = lazyComponent(() => import("./filters-dialog").then((m) => m.FiltersDialog));

/** GA4's `view_promotion`, once per promotion for each page of cards shown. */
export function usePromotionViews(products: readonly CardProduct[]) {
  useEffect(() => {
    reportPromotionViews(
      products.map((p) => ({ id: p.id, title: p.title, price: p.price, brand: p.brand.name, promotion: p.promotion })),
      new Set(),
      "",
    );
  }, [products]);
}

/** One page of a list of parts, as a listing page receives it (the API's answer, with cards of what they show). */
export interface Listing {
  products: CardProduct[];
  total: number;
  total_capped: boolean;
  page: number;
  pages: number;
  facets: ListingFacets;
}

/** `total` parts, "10,000+" when the count stopped there. */
export const partCount = ({ total, total_capped }: Pick<Listing, "total" | "total_capped">) =>
  `${total.toLocaleString("en-US")}${total_capped ? "+" : ""} part${total === 1 && !total_capped ? "" : "s"}`;

/**
 * The shape every list of parts has — a catalogue page, search results: the trail, the page's own
 * header, filters with counts (a side panel, on a phone a dialog), the one question about the car
 * the list depends on, the count, the sort, the cards with their fit answers, and paging. The page composes its header and sort.
 */
export function ListingView({
  breadcrumbs,
  header,
  children,
  listing,
  sortMenu,
  showType,
  fitsVehicle,
  cardActions,
  cardPurchase,
}: {
  breadcrumbs: Array<{ label: string; path: string }>;
  /** The page's heading and what it says about itself. */
  header: ReactNode;
  /** What comes between the header and the list (a vehicle page's categories). */
  children?: ReactNode;
  listing: Listing;
  sortMenu: ReactNode;
  /** Whether the part-type facet applies (not on a type's own page). */
  showType: boolean;
  /** The vehicle (and configuration) cards are checked against, and the list's question asks about. */
  fitsVehicle: ConfiguredVehicle | null;
  cardActions?: CardControl;
  /** The add-to-cart control of a card (the page composes it: features do not import each other). */
  cardPurchase?: CardControl;
}) {
  const { facets, products, total, page, pages } = listing;
  usePromotionViews(products);
  const cardSettings = useCardSettings();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersOpened = useOpenedOnce(filtersOpen);
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const filtered = FILTER_KEYS.some((k) => params.has(k));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs items={breadcrumbs} />
      <header className="mt-4">{header}</header>
      {children}

      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside className="hidden lg:block" aria-label="Filters">
          <FacetPanel facets={facets} showType={showType} />
        </aside>
        <div>
          <ConfigQuestion vehicle={fitsVehicle} facets={facets} />
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4 dark:border-slate-800">
            <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {total === 0 ? "No parts" : partCount(listing)}
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
              {sortMenu}
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
                    settings={cardSettings}
                    actions={cardActions}
                    purchase={cardPurchase}
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
            showType={showType}
            total={total}
          />
        </Suspense>
      )}
    </div>
  );
}
