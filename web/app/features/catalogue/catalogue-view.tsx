import type { FilterResponse, Sort } from "@pitstop/contract/catalogue";
import { SORT_LABELS, SORTS } from "@pitstop/contract/catalogue-options";
import { vehicleLabel } from "@pitstop/contract/vehicle-names";
import type { ConfiguredVehicle, VehicleRef } from "@pitstop/contract/vehicles";
import { primaryButton } from "~/components/forms/form-styles";
import { Icon } from "~/components/ui/icon";
import { useActiveVehicle } from "~/lib/active-vehicle/active-vehicle";
import { cn } from "~/lib/cn";
import { ListingView } from "./listing-view";
import { allPartsLabel, OnlyFitsSwitch } from "./only-fits-switch";
import type { PageListing } from "./page-listing";
import type { CardControl } from "./product-card";
import { SortMenu } from "./sort-menu";

/** A catalogue page's listing as the page receives it (page-listing.ts). */
export type CatalogueListing = PageListing<FilterResponse>;

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
  cardActions?: CardControl;
  /** The add-to-cart control of a card (the page composes it: features do not import each other). */
  cardPurchase?: CardControl;
}) {
  const { context } = data;
  const vehiclePath = context.vehicle?.path;
  return (
    <ListingView
      breadcrumbs={context.breadcrumbs}
      header={
        <>
          {context.vehicle && <VehiclePageNotice pageVehicle={context.vehicle} fitsVehicle={fitsVehicle} />}
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{context.title}</h1>
          {context.type === null && (context.category?.description ?? context.brand?.description) && (
            <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
              {context.category?.description ?? context.brand?.description}
            </p>
          )}
          {!context.vehicle && fitsVehicle && (
            <div className="mt-4">
              <OnlyFitsSwitch
                vehicle={fitsVehicle}
                on={data.only_fits}
                showAll={data.all_total === null ? null : allPartsLabel(data.all_total, context)}
              />
            </div>
          )}
        </>
      }
      listing={data}
      sortMenu={<SortMenu sort={sort} sorts={SORTS} labels={SORT_LABELS} />}
      showType={context.type === null}
      fitsVehicle={fitsVehicle}
      cardActions={cardActions}
      cardPurchase={cardPurchase}
    >
      {context.categories.length > 0 && vehiclePath && !context.category && (
        <section aria-label="Categories for this vehicle" className="mt-6">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
            {context.categories.map((c) => (
              <li key={c.value}>
                <a
                  href={`${vehiclePath}/${c.value}`}
                  className="inline-flex items-center gap-2 rounded-full border whitespace-nowrap border-slate-200 bg-white px-3 py-1.5 text-sm font-medium hover:border-brand-400 hover:text-brand-600 dark:border-slate-700 dark:bg-slate-900"
                >
                  {c.label}
                  <span className="rounded-full bg-slate-100 px-1.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                    {c.count}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </ListingView>
  );
}

/**
 * A vehicle page says whose parts it lists. It is "your" car when it is the active vehicle (issue
 * 10); a page reached for another car (a link, a search, the history) says so and offers "Shop for
 * this car" — opening the page never changes the car being shopped for, and the shop
 * never silently answers for a car the header does not name.
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
  const { id, year, make, model, slug } = pageVehicle;
  const choosing = pending === `choose:${id}`;
  return (
    <div className="mb-3 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900">
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-semibold">
          <Icon name="car-front" className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
          Showing only parts that fit the {vehicleLabel(pageVehicle)}
        </p>
        <p id="vehicle-page-active" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {active
            ? `You're shopping for your ${vehicleLabel(active)}. This page doesn't change that.`
            : "You haven't chosen a car to shop for."}
        </p>
      </div>
      <button
        type="button"
        disabled={pending !== null}
        aria-busy={choosing || undefined}
        aria-describedby="vehicle-page-active"
        onClick={() => void choose({ id, year, make, model, slug })}
        className={cn(primaryButton, "shrink-0")}
      >
        <Icon name={choosing ? "loader-circle" : "car-front"} className={cn("size-4", choosing && "animate-spin")} />
        Shop for this car
      </button>
    </div>
  );
}
