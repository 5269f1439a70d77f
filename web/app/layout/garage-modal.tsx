import { vehiclePagePath } from "@pitstop/contract/slug";
import { vehicleLabel } from "@pitstop/contract/vehicle-names";
import { ArrowRight, CarFront, LoaderCircle, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { primaryButton } from "~/components/forms/form-styles";
import { DialogHeader, DialogShell } from "~/components/ui/dialog-shell";
import { type GaragePending, useGarageActions } from "~/features/account/use-garage-actions";
import { useAccount } from "~/lib/account/account-context";
import type { GarageCar } from "~/lib/account/account-summary";
import { useActiveVehicle } from "~/lib/active-vehicle/active-vehicle";
import { type HistoryCar, useHistoryStore } from "~/lib/active-vehicle/history-store";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toasts";

/** Search history shows 5 first; 'show all →' reveals the rest. */
export const HISTORY_SHOWN_FIRST = 5;

const smallButton =
  "inline-flex h-8 shrink-0 items-center justify-center gap-1 rounded-lg px-2.5 text-xs font-semibold transition-colors disabled:cursor-not-allowed";

const sameCar = (a: Pick<HistoryCar, "id" | "year" | "make" | "model">, b: GarageCar) =>
  a.id === b.id || (a.year === b.year && a.make === b.make && a.model === b.model);

/**
 * The 'My garage' side modal. Signed in: the saved cars ('year make model', each linking
 * to its page) with 'main'/'select' and 'deselect', 'to garage' and Add new vehicle; then the
 * Search History, where a car not yet saved offers 'add to garage'. A visitor sees only the
 * history. It closes on navigation.
 */
export function GarageModal({
  open,
  onClose,
  onAddVehicle,
}: {
  open: boolean;
  onClose: () => void;
  /** Opens the vehicle picker to add the chosen car to the garage. */
  onAddVehicle: () => void;
}) {
  const { account } = useAccount();
  const garage = useGarageActions();
  const active = useActiveVehicle();
  const location = useLocation();

  // Close whenever the route changes — not when it mounts: it mounts when first opened.
  const shownAt = useRef(location.key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the route changes
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    onClose();
  }, [location.key]);

  return (
    <DialogShell open={open} onClose={onClose} placement="right" width="max-w-sm">
      <DialogHeader
        title="My garage"
        onClose={onClose}
        className="border-b border-slate-200 px-5 py-4 dark:border-slate-800"
      />
      {account && (
        <SavedCars
          cars={account.garage}
          pending={active.pending ?? garage.pending}
          onSelect={(car) => void active.choose(car)}
          onDeselect={() => void active.deselect()}
          onAddVehicle={onAddVehicle}
        />
      )}
      <SearchHistory
        garageCars={account ? account.garage : null}
        pending={garage.pending}
        onAddToGarage={(car) => void garage.add(car)}
        onChoose={(car) => void active.choose(car)}
      />
    </DialogShell>
  );
}

function SavedCars({
  cars,
  pending,
  onSelect,
  onDeselect,
  onAddVehicle,
}: {
  cars: GarageCar[];
  pending: string | null;
  /** Makes the car the active vehicle (its main car). */
  onSelect: (car: GarageCar) => void;
  /** Clears the active vehicle everywhere. */
  onDeselect: () => void;
  onAddVehicle: () => void;
}) {
  return (
    <section className="border-b border-slate-200 px-5 py-4 dark:border-slate-800" aria-labelledby="saved-cars-title">
      <div className="mb-3 flex items-center justify-between">
        <h3 id="saved-cars-title" className="font-semibold">
          Saved vehicles
        </h3>
        <Link
          to="/profile/garage"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline dark:text-brand-400"
        >
          to garage <ArrowRight className="size-3.5" aria-hidden="true" />
        </Link>
      </div>
      {cars.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-5 text-center text-sm text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
          No vehicles saved yet. Add yours to see the parts that fit it.
        </p>
      ) : (
        <ul className="space-y-2">
          {cars.map((car) => {
            const name = vehicleLabel(car);
            const working = pending === `choose:${car.id}` || (car.main && pending === "deselect");
            return (
              <li
                key={car.id}
                className={cn(
                  "flex items-center gap-2 rounded-xl border px-3 py-2",
                  car.main
                    ? "border-brand-300 bg-brand-50/60 dark:border-brand-500/40 dark:bg-brand-500/10"
                    : "border-slate-200 dark:border-slate-700",
                )}
              >
                <CarFront
                  className={cn("size-4 shrink-0", car.main ? "text-brand-500" : "text-slate-400")}
                  aria-hidden="true"
                />
                <Link
                  to={car.path}
                  className="min-w-0 flex-1 leading-snug font-medium break-words hover:text-brand-600"
                >
                  {name}
                </Link>
                {car.main ? (
                  <>
                    <button
                      type="button"
                      disabled
                      aria-pressed="true"
                      aria-label={`${name} is your main car`}
                      className={cn(smallButton, "bg-brand-500 text-white disabled:cursor-default")}
                    >
                      main
                    </button>
                    <button
                      type="button"
                      disabled={pending !== null}
                      onClick={onDeselect}
                      aria-label={`Deselect ${name} as your main car`}
                      className={cn(
                        smallButton,
                        "border border-slate-300 text-slate-700 hover:bg-white disabled:opacity-60 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800",
                      )}
                    >
                      {working ? <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" /> : "deselect"}
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    disabled={pending !== null}
                    onClick={() => onSelect(car)}
                    aria-label={`Select ${name} as your main car`}
                    className={cn(
                      smallButton,
                      "border border-slate-300 text-slate-700 hover:border-brand-400 hover:text-brand-600 disabled:opacity-60 dark:border-slate-600 dark:text-slate-200",
                    )}
                  >
                    {working ? <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" /> : "select"}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" onClick={onAddVehicle} className={cn(primaryButton, "mt-3 w-full")}>
        <Plus className="size-4" aria-hidden="true" /> Add new vehicle
      </button>
    </section>
  );
}

function SearchHistory({
  garageCars,
  pending,
  onAddToGarage,
  onChoose,
}: {
  /** The signed-in shopper's garage; null for a visitor, who is offered no 'add to garage'. */
  garageCars: GarageCar[] | null;
  pending: GaragePending;
  onAddToGarage: (car: HistoryCar) => void;
  /** Opening a history car makes it the active vehicle. */
  onChoose: (car: HistoryCar) => void;
}) {
  const cars = useHistoryStore((s) => s.cars);
  const remove = useHistoryStore((s) => s.remove);
  const clear = useHistoryStore((s) => s.clear);
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? cars : cars.slice(0, HISTORY_SHOWN_FIRST);
  return (
    <section className="px-5 py-4" aria-labelledby="search-history-title">
      <div className="mb-3 flex items-center justify-between">
        <h3 id="search-history-title" className="font-semibold">
          Search History
        </h3>
        {cars.length > 0 && (
          <button
            type="button"
            className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400"
            onClick={() => {
              clear();
              toast.success("All cars removed from history");
            }}
          >
            Clear all
          </button>
        )}
      </div>
      {cars.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
          You have no cars in your history
        </p>
      ) : (
        <ul className="space-y-2">
          {shown.map((car) => {
            const name = vehicleLabel(car);
            // Offered only when signed in (with a garage) and the car is not in it yet.
            const canAdd = garageCars !== null && !garageCars.some((saved) => sameCar(car, saved));
            const adding = pending === `add:${car.id}`;
            return (
              <li
                key={car.slug}
                className="flex items-center gap-2 rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-700"
              >
                <Link
                  to={vehiclePagePath(car)}
                  onClick={() => onChoose(car)}
                  className={cn(
                    "min-w-0 flex-1 leading-snug font-medium break-words hover:text-brand-600",
                    car.main && !garageCars && "text-brand-700 dark:text-brand-300",
                  )}
                  aria-current={car.main && !garageCars ? "true" : undefined}
                >
                  {name}
                </Link>
                {canAdd && (
                  <button
                    type="button"
                    disabled={pending !== null}
                    onClick={() => onAddToGarage(car)}
                    aria-label={adding ? `Adding ${name} to garage` : `Add ${name} to garage`}
                    className={cn(
                      smallButton,
                      "border border-brand-300 text-brand-700 hover:bg-brand-50 disabled:opacity-60 dark:border-brand-500/50 dark:text-brand-300 dark:hover:bg-brand-500/10",
                    )}
                  >
                    {adding ? (
                      <>
                        <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" /> loading
                      </>
                    ) : (
                      "add to garage"
                    )}
                  </button>
                )}
                <button
                  type="button"
                  aria-label={`Remove ${name} from history`}
                  className="grid size-8 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-950"
                  onClick={() => {
                    remove(car.slug);
                    toast.success("Car removed from history");
                  }}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {!showAll && cars.length > HISTORY_SHOWN_FIRST && (
        <button
          type="button"
          onClick={() => setShowAll(true)}
          className="mt-3 text-sm font-medium text-brand-600 hover:underline dark:text-brand-400"
        >
          show all →
        </button>
      )}
    </section>
  );
}
