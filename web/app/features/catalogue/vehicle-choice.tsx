import type { VehicleRef } from "@pitstop/contract/vehicles";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { Breadcrumbs } from "./breadcrumbs";

type Crumbs = Array<{ label: string; path: string }>;

/**
 * A search that names a car but not which one: which year of a model ("camry", "f150"), which model
 * of a make ("toyota"). A part fits a year (and an engine), not a model, so the answer to "parts for
 * my Camry" is its vehicle page for that year, as RockAuto's catalogue goes from make to model to
 * year before it lists parts.
 */
function VehicleChoice({
  breadcrumbs,
  heading,
  hint,
  listLabel,
  choices,
  grid,
}: {
  breadcrumbs: Crumbs;
  heading: string;
  hint: string;
  listLabel: string;
  choices: Array<{ text: string; name: string; path: string }>;
  /** Short choices of one width (years) line up in columns; names wrap as they come. */
  grid: boolean;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Breadcrumbs items={breadcrumbs} />
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white px-6 py-8 dark:border-slate-800 dark:bg-slate-900">
        <Icon name="car-front" className="size-10 text-brand-600 dark:text-brand-400" />
        <h1 className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">{heading}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{hint}</p>
        <nav aria-label={listLabel} className="mt-6">
          <ul className={grid ? "grid grid-cols-4 gap-2 sm:grid-cols-6" : "flex flex-wrap gap-2"}>
            {choices.map((choice) => (
              <li key={choice.path}>
                <Link
                  to={choice.path}
                  aria-label={choice.name}
                  className={cn(
                    "flex min-h-11 items-center justify-center rounded-xl border border-slate-200 bg-white text-sm font-semibold hover:border-brand-400 hover:text-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:hover:text-brand-400",
                    grid ? "px-2 tabular-nums" : "px-4",
                  )}
                >
                  {choice.text}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

/** A model named alone: its years, newest first, each its vehicle page. */
export function ModelYears({ breadcrumbs, years }: { breadcrumbs: Crumbs; years: VehicleRef[] }) {
  const first = years[0];
  if (!first) return null;
  const model = `${first.make} ${first.model}`;
  return (
    <VehicleChoice
      breadcrumbs={breadcrumbs}
      heading={`Which ${model} is yours?`}
      hint={`Parts fit by model year. Pick your ${first.model}’s year to see every part that fits it.`}
      listLabel={`${model} model years`}
      choices={years.map((v) => ({ text: v.year, name: `${v.year} ${model}`, path: v.path }))}
      grid
    />
  );
}

/** A make named alone: its models, each a search for it, which asks the year. */
export function MakeModels({
  breadcrumbs,
  make,
  models,
}: {
  breadcrumbs: Crumbs;
  make: string;
  models: Array<{ label: string; path: string }>;
}) {
  return (
    <VehicleChoice
      breadcrumbs={breadcrumbs}
      heading={`Which ${make} is yours?`}
      hint="Pick your model, then its year, to see every part that fits it."
      listLabel={`${make} models`}
      choices={models.map((m) => ({ text: m.label, name: `${make} ${m.label}`, path: m.path }))}
      grid={false}
    />
  );
}
