import { ArrowRight, CarFront, LoaderCircle, Plus, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { primaryButton } from "~/components/forms/form-styles";
import { ConfirmRemoval } from "~/components/ui/confirm-removal";
import { useAccountUser } from "~/features/account/use-account-user";
import { useGarageActions } from "~/features/account/use-garage-actions";
import { useAccount } from "~/lib/account/account-context";
import type { GarageCar } from "~/lib/account/account-summary";
import { useActiveVehicle } from "~/lib/active-vehicle/active-vehicle";
import { cn } from "~/lib/cn";
import { useShell } from "~/lib/shell-context";

export function meta() {
  return [{ title: "Your garage · Pitstop" }, { name: "robots", content: "noindex" }];
}

/** The saved cars — choose or clear the main one, remove, add through the picker. */
export default function ProfileGarage() {
  const user = useAccountUser();
  const { account } = useAccount();
  const garage = useGarageActions();
  const active = useActiveVehicle();
  const { addVehicleToGarage } = useShell();
  // The garage as its owner holds it (one owner per fact): the account state, which the main-car
  // actions decide from and which takes each change's answer at once. The layout's copy says the
  // old main car until the page's data has reloaded: after 'Car deselected' the card still offered
  // 'deselect', and a second click did nothing (the owner already knew there was no main car). The
  // frame's account is missing only when its own read of the profile failed (it is not read again
  // on a client navigation); then the layout's read stands in.
  const cars = account?.garage ?? user.garage;
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight">Garage</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Your main car is the one the shop checks every part against.
          </p>
        </div>
        <button type="button" onClick={addVehicleToGarage} className={primaryButton}>
          <Plus className="size-4" aria-hidden="true" /> Add new vehicle
        </button>
      </div>
      {cars.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
          <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-400">
            <CarFront className="size-7" aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-lg font-bold">Your garage is empty</h2>
          <p className="mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-400">
            Add your car and we'll show you only the parts that fit it — on every page.
          </p>
          <button
            type="button"
            onClick={addVehicleToGarage}
            className="mt-5 inline-flex h-11 items-center gap-2 rounded-xl border border-slate-300 px-4 text-sm font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900"
          >
            <Plus className="size-4" aria-hidden="true" /> Add your first vehicle
          </button>
        </div>
      ) : (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {cars.map((car) => (
            <GarageCarCard
              key={car.id}
              car={car}
              pending={active.pending ?? garage.pending}
              onToggleMain={() => void (car.main ? active.deselect() : active.choose(car))}
              onRemove={() => void garage.remove(car)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function GarageCarCard({
  car,
  pending,
  onToggleMain,
  onRemove,
}: {
  car: GarageCar;
  pending: string | null;
  onToggleMain: () => void;
  onRemove: () => void;
}) {
  const name = `${car.year} ${car.make} ${car.model}`;
  const busy = pending !== null;
  const [confirming, setConfirming] = useState(false);
  return (
    <li
      className={cn(
        "flex flex-col rounded-2xl border p-4",
        car.main
          ? "border-brand-300 bg-brand-50/50 dark:border-brand-500/40 dark:bg-brand-500/10"
          : "border-slate-200 dark:border-slate-800",
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            "grid size-11 shrink-0 place-items-center rounded-xl",
            car.main ? "bg-brand-500 text-white" : "bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400",
          )}
        >
          <CarFront className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{car.year}</p>
          <h2 className="truncate font-bold">
            {car.make} {car.model}
          </h2>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">
            {[car.trim, car.engine].filter(Boolean).join(" · ") || "Trim and engine not set"}
          </p>
          {car.main && (
            <p className="mt-0.5 inline-flex items-center gap-1 text-xs font-semibold text-brand-700 dark:text-brand-300">
              <Star className="size-3.5 fill-current" aria-hidden="true" /> main
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={busy}
          aria-label={`Remove ${name} from garage`}
          className="grid size-9 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-600 disabled:opacity-50 dark:hover:bg-red-950"
        >
          {pending === `remove:${car.id}` ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Trash2 className="size-4" aria-hidden="true" />
          )}
        </button>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        <button
          type="button"
          onClick={onToggleMain}
          disabled={busy}
          aria-label={car.main ? `Deselect ${name} as your main car` : `Select ${name} as your main car`}
          className={cn(
            "inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold disabled:opacity-60",
            car.main
              ? "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
              : "bg-slate-900 text-white hover:bg-slate-800 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200",
          )}
        >
          {(pending === `choose:${car.id}` || (car.main && pending === "deselect")) && (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          )}
          {car.main ? "deselect" : "select"}
        </button>
        <Link
          to={car.path}
          className="ml-auto inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400"
        >
          Parts that fit <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <ConfirmRemoval
        open={confirming}
        title={`Remove the ${name}?`}
        description="It leaves your garage; you can add it again from the vehicle picker."
        confirmLabel="Remove car"
        onCancel={() => setConfirming(false)}
        onConfirm={onRemove}
      />
    </li>
  );
}
