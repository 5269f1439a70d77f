import type { Fit } from "@pitstop/contract/fitment";
import { vehicleLabel } from "@pitstop/contract/vehicle-names";
import type { ConfiguredVehicle } from "@pitstop/contract/vehicles";
import { Icon } from "~/components/ui/icon";
import { applicationLine } from "./fit-applications";
import { FitAnswer } from "./fit-badge";

/**
 * The product page's answer for the active vehicle, with what it is based on; where the
 * part goes on several ways (ACES applications) each matching one with its own position.
 */
export function FitCheck({
  universal,
  fit,
  vehicle,
  fitmentVehicleCount,
}: {
  universal: boolean;
  fit: Fit | null;
  /** The vehicle the answer is for (the active one, with its configuration); null without one. */
  vehicle: ConfiguredVehicle | null;
  /** How many model years the part fits, for the shopper without a vehicle. */
  fitmentVehicleCount: number;
}) {
  const applications = fit?.state === "doesnt_fit" ? [] : (fit?.applications ?? []);
  const several = applications.length > 1;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2" role="status">
      <FitAnswer universal={universal} fit={fit} vehicle={vehicle} size="page" showApplication={!several} />
      {several && vehicle && (
        <ul
          aria-label={`Where it goes on the ${vehicleLabel(vehicle)}`}
          className="w-full space-y-1 text-sm text-slate-700 dark:text-slate-300"
        >
          {applications.map((application) => {
            const line = applicationLine(application);
            return (
              <li key={line} className="flex items-start gap-2">
                <Icon name="wrench" className="mt-0.5 size-4 shrink-0 text-slate-400" />
                {line}
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {universal
          ? "Not made for one model: it suits any vehicle that takes its size or specification."
          : !vehicle
            ? `Choose your vehicle to check. It fits ${fitmentVehicleCount} model years, listed below.`
            : fit?.state === "doesnt_fit"
              ? "See the vehicles it fits below, or browse parts for your car."
              : fit?.state === "fits"
                ? "Checked against the fitment data below."
                : null}
      </p>
    </div>
  );
}
