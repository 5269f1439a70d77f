import type { Fit } from "@pitstop/contract/fitment";
import { CircleHelp, TriangleAlert } from "lucide-react";
import { Link } from "react-router";

/**
 * A cart or checkout line's warning for the active vehicle: a part that does not fit it,
 * or that fits only some of its engines (or trims) while the car's is not known. Nothing for a part
 * that fits, or when there is no active vehicle.
 */
export function FitWarning({
  fit,
  vehicleName,
  partPath = null,
}: {
  fit: Fit | null;
  vehicleName: string | null;
  /** The part's page, where the shopper checks its fitment or answers the question. */
  partPath?: string | null;
}) {
  if (!fit || fit.state === "fits") return null;
  const car = vehicleName ?? "selected vehicle";
  if (fit.state === "doesnt_fit") {
    return (
      <p className="flex items-start gap-2 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-900 dark:bg-rose-500/10 dark:text-rose-200">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>Does not fit your {car}.</strong>{" "}
          {partPath ? (
            <Link to={partPath} className="font-semibold underline underline-offset-2">
              Check the part's fitment
            </Link>
          ) : (
            "Check the part's fitment"
          )}{" "}
          before you order.
        </span>
      </p>
    );
  }
  const what = fit.question === "trim" ? "trim" : "engine";
  const fitting = fit.options.filter((o) => o.fits).map((o) => o.value);
  return (
    <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
      <CircleHelp className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong>
          Needs your {car}'s {what}.
        </strong>{" "}
        {fitting.length > 0 ? `It fits only with ${fitting.join(" or ")}.` : "It fits only some versions."}{" "}
        {partPath ? (
          <Link to={partPath} className="font-semibold underline underline-offset-2">
            Choose your {what} on the part's page
          </Link>
        ) : (
          `Choose your ${what} on the part's page`
        )}{" "}
        to be sure.
      </span>
    </p>
  );
}
