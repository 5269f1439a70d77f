import type { VehicleRef } from "@pitstop/contract/vehicles";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { Breadcrumbs } from "./breadcrumbs";

/**
 * A search that names a model and nothing else ("camry", "f150"): which year? A part fits a year
 * (and an engine), not a model, so the answer to "parts for my Camry" is one click away on the
 * Camry's vehicle page for that year, as RockAuto's catalogue asks the year before it lists parts.
 */
export function ModelYears({
  breadcrumbs,
  years,
}: {
  breadcrumbs: Array<{ label: string; path: string }>;
  /** The model's vehicle pages, newest first. */
  years: VehicleRef[];
}) {
  const first = years[0];
  if (!first) return null;
  const model = `${first.make} ${first.model}`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Breadcrumbs items={breadcrumbs} />
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white px-6 py-8 dark:border-slate-800 dark:bg-slate-900">
        <Icon name="car-front" className="size-10 text-brand-600 dark:text-brand-400" />
        <h1 className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">Which {model} is yours?</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Parts fit by model year. Pick your {first.model}’s year to see every part that fits it.
        </p>
        <nav aria-label={`${model} model years`} className="mt-6">
          <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6">
            {years.map((v) => (
              <li key={v.slug}>
                <Link
                  to={v.path}
                  aria-label={`${v.year} ${model}`}
                  className="flex min-h-11 items-center justify-center rounded-xl border border-slate-200 bg-white px-2 text-sm font-semibold tabular-nums hover:border-brand-400 hover:text-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:hover:text-brand-400"
                >
                  {v.year}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
