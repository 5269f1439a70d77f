import { ChevronDown } from "lucide-react";
import { useEffect, useState } from "react";
import { Combobox } from "~/components/ui/combobox";
import { cn } from "~/lib/cn";
import { fetchSubmodels, type MakeOption, type ModelOption, type YearOption } from "~/lib/vehicle-lists";
import { AddButton, EmptyNote, ListError, type PickedVehicle } from "./picker-parts";
import type { useVehicleCascade } from "./use-vehicle-cascade";
import { isAbort } from "./vehicle-api";

const yearText = (y: YearOption) => y.year;
const makeText = (m: MakeOption) => m.make;
const modelText = (m: ModelOption) => m.model;

export function CascadeForm({
  cascade,
  adding,
  onAdd,
}: {
  cascade: ReturnType<typeof useVehicleCascade>;
  adding: boolean;
  onAdd: (car: PickedVehicle) => void;
}) {
  const { years, makes, models, year, make, model, vehicle } = cascade;
  const [config, setConfig] = useState<{ key: string; engine: string | null; trim: string | null }>({
    key: "",
    engine: null,
    trim: null,
  });
  // A choice belongs to the vehicle it was made for: another model starts with none.
  const chosen = vehicle && config.key === vehicle.slug ? config : { engine: null, trim: null };
  const add = () => vehicle && onAdd({ ...vehicle, engine: chosen.engine, trim: chosen.trim });
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <div>
        <Combobox
          label="Year"
          big
          items={years.items}
          displayValue={yearText}
          value={year}
          onChange={cascade.chooseYear}
          disabled={years.status !== "ready"}
          loading={years.status === "loading"}
          placeholder={years.status === "loading" ? "Loading years…" : "Select year"}
        />
        <ListError list={years} onRetry={cascade.retryYears} />
      </div>
      <div>
        <Combobox
          label="Make"
          big
          items={makes.items}
          displayValue={makeText}
          value={make}
          onChange={cascade.chooseMake}
          disabled={makes.status !== "ready" || makes.items.length === 0}
          loading={makes.status === "loading"}
          placeholder={makes.status === "loading" ? "Loading makes…" : year ? "Select make" : "Choose a year first"}
        />
        <ListError list={makes} onRetry={cascade.retryMakes} />
        <EmptyNote list={makes}>We have no makes for this year yet.</EmptyNote>
      </div>
      <div>
        <Combobox
          label="Model"
          big
          items={models.items}
          displayValue={modelText}
          value={model}
          onChange={cascade.chooseModel}
          disabled={models.status !== "ready" || models.items.length === 0}
          loading={models.status === "loading"}
          placeholder={models.status === "loading" ? "Loading models…" : make ? "Select model" : "Choose a make first"}
        />
        <ListError list={models} onRetry={cascade.retryModels} />
        <EmptyNote list={models}>We have no models of this make for this year yet.</EmptyNote>
      </div>
      {vehicle && (
        <ConfigStep
          vehicle={vehicle}
          engine={chosen.engine}
          trim={chosen.trim}
          onChange={(next) => setConfig({ key: vehicle.slug, ...chosen, ...next })}
        />
      )}
      <div className="mt-2">
        <AddButton disabled={vehicle === null} adding={adding} onClick={add} />
      </div>
    </form>
  );
}

/**
 * The optional fourth step, "Trim / engine", from vPIC's list for the chosen model year.
 * Skippable: a part that depends on them asks later, in place. Hidden when vPIC knows no choice.
 */
function ConfigStep({
  vehicle,
  engine,
  trim,
  onChange,
}: {
  vehicle: PickedVehicle;
  engine: string | null;
  trim: string | null;
  onChange: (config: { engine?: string | null; trim?: string | null }) => void;
}) {
  const [lists, setLists] = useState<{ slug: string; engines: string[]; trims: string[] } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchSubmodels(vehicle.year, vehicle.make, vehicle.model, controller.signal)
      .then((rows) => {
        const distinct = (values: Array<string | null>) =>
          [...new Set(values.filter((v): v is string => v !== null))].sort((a, b) => a.localeCompare(b));
        setLists({
          slug: vehicle.slug,
          engines: distinct(rows.map((r) => r.engine)),
          trims: distinct(rows.map((r) => r.trim)),
        });
      })
      .catch((err: unknown) => {
        // The step is optional: without the list the shopper simply skips it.
        if (!isAbort(err)) console.warn("trim and engine list failed", err);
      });
    return () => controller.abort();
  }, [vehicle.year, vehicle.make, vehicle.model, vehicle.slug]);

  const current = lists?.slug === vehicle.slug ? lists : null;
  if (!current || (current.engines.length === 0 && current.trims.length === 0)) return null;
  // Styled like the comboboxes above it: same height, border and chevron.
  return (
    <fieldset className="rounded-xl border border-dashed border-slate-300 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        Trim / engine <span className="font-normal text-slate-500">(optional)</span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <OptionalChoice
          label="Engine"
          choices={current.engines}
          value={engine}
          onChange={(v) => onChange({ engine: v })}
        />
        <OptionalChoice label="Trim" choices={current.trims} value={trim} onChange={(v) => onChange({ trim: v })} />
      </div>
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
        Skip it if you're not sure: a part that depends on it will ask.
      </p>
    </fieldset>
  );
}

/** One optional choice of the fourth step ("Not sure" is none), styled like the comboboxes above it. */
function OptionalChoice({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: string[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  if (choices.length === 0) return null;
  return (
    <label className="text-sm">
      <span className="mb-1 block text-slate-600 dark:text-slate-400">{label}</span>
      <span className="relative block">
        <select
          className={cn(
            "h-[50px] w-full appearance-none rounded-xl border border-slate-300 bg-white pr-10 pl-3.5 text-base text-slate-900 shadow-sm",
            "focus:border-brand-500 focus:ring-3 focus:ring-brand-500/30 focus:outline-none",
            "dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100",
          )}
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value || null)}
        >
          <option value="">Not sure</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          aria-hidden="true"
        />
      </span>
    </label>
  );
}
