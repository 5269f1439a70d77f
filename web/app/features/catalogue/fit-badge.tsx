import type { VehicleRef } from "@pitstop/contract/vehicles";
import { CircleCheck, CircleHelp, CircleX, Globe } from "lucide-react";

/**
 * A card's fit against the shopper's vehicle: 'Fits your 2018 Toyota Camry', 'Universal fit', or
 * 'Check fit' when we know no vehicle (or, with one, that it does not fit).
 */
export function FitBadge({
  universal,
  fits,
  vehicle,
}: {
  universal: boolean;
  fits: boolean | null;
  vehicle: VehicleRef | null;
}) {
  const base = "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold";
  if (vehicle && fits && !universal) {
    return (
      <span className={`${base} bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300`}>
        <CircleCheck className="size-3.5" aria-hidden="true" />
        Fits your {vehicle.year} {vehicle.make} {vehicle.model}
      </span>
    );
  }
  if (universal) {
    return (
      <span className={`${base} bg-sky-50 text-sky-700 dark:bg-sky-950 dark:text-sky-300`}>
        <Globe className="size-3.5" aria-hidden="true" />
        Universal fit
      </span>
    );
  }
  if (vehicle && fits === false) {
    return (
      <span className={`${base} bg-rose-50 text-rose-700 dark:bg-rose-950 dark:text-rose-300`}>
        <CircleX className="size-3.5" aria-hidden="true" />
        Doesn't fit your {vehicle.model}
      </span>
    );
  }
  return (
    <span className={`${base} bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300`}>
      <CircleHelp className="size-3.5" aria-hidden="true" />
      Check fit
    </span>
  );
}
