import type { AdminFitmentListSchema } from "@pitstop/contract/admin-catalogue";
import { POSITIONS } from "@pitstop/contract/vehicle-names";
import { CarFront, Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import {
  fieldError,
  fieldLabel,
  linkButton,
  primaryButton,
  sectionCard,
  textInput,
} from "~/components/forms/form-styles";
import { cn } from "~/lib/cn";
import { countOf } from "~/lib/plural";
import { toast } from "~/lib/toasts";
import {
  fetchMakes,
  fetchModels,
  fetchSubmodels,
  fetchYears,
  type MakeOption,
  type ModelOption,
} from "~/lib/vehicle-lists";
import { unlessFieldErrors, useOutcomeToast } from "./outcome";

type Row = z.infer<typeof AdminFitmentListSchema>[number];
type Outcome = { ok: boolean; message: string; errors?: Record<string, string[]> };

/** Loads a list for the picker whenever `key` changes (null: its inputs are not set yet, so empty). */
function useList<T>(key: string | null, load: (signal: AbortSignal) => Promise<T[]>): T[] {
  const [list, setList] = useState<T[]>([]);
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    setList([]);
    if (key === null) return;
    const controller = new AbortController();
    loader
      .current(controller.signal)
      .then((items) => setList(items))
      .catch(() => {
        if (!controller.signal.aborted) toast.error("The vehicle list could not be loaded. Try again.");
      });
    return () => controller.abort();
  }, [key]);
  return list;
}

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (id: string) => React.ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      {children(id)}
      {error && <p className={fieldError}>{error}</p>}
    </div>
  );
}

/** The fields of an application beyond its car and years, emptied once it is added. */
const APPLICATION_FIELDS = ["engines", "trims", "position", "note", "quantity"];

/**
 * "Fits …": a make and model over a range of years, chosen from the vehicles the storefront's
 * picker offers (the same /api/years, /api/make, /api/model calls), with engines, trims, position
 * and a note when the part needs them.
 */
function AddFitment() {
  const fetcher = useFetcher<Outcome>();
  useOutcomeToast(fetcher.data, unlessFieldErrors);
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.errors : undefined;
  const [yearFrom, setYearFrom] = useState("");
  const [yearTo, setYearTo] = useState("");
  const [make, setMake] = useState("");
  const [model, setModel] = useState("");
  const years = useList("years", (signal) => fetchYears(signal).then((ys) => ys.map((y) => y.year)));
  const makes = useList<MakeOption>(yearFrom || null, (signal) => fetchMakes(yearFrom, signal));
  const models = useList<ModelOption>(yearFrom && make ? `${yearFrom}|${make}` : null, (signal) =>
    fetchModels(yearFrom, make, signal),
  );
  const submodels = useList(yearFrom && make && model ? `${yearFrom}|${make}|${model}` : null, (signal) =>
    fetchSubmodels(yearFrom, make, model, signal),
  );
  const engines = [...new Set(submodels.map((s) => s.engine).filter((e): e is string => !!e))];
  const trims = [...new Set(submodels.map((s) => s.trim).filter((t): t is string => !!t))];
  const listId = useId();
  const busy = fetcher.state !== "idle";
  const form = useRef<HTMLFormElement>(null);
  // Added: the car and years stay chosen (its next application — Rear on the other engine — is
  // typically for the same car); the application's own fields empty for it.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok || !form.current) return;
    for (const name of APPLICATION_FIELDS) {
      const field = form.current.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = "";
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form ref={form} method="post" className="space-y-4" aria-label="Add fitment" noValidate>
      <input type="hidden" name="intent" value="fitment-add" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="First year" error={errors?.year_from?.[0]}>
          {(id) => (
            <select
              id={id}
              name="year_from"
              value={yearFrom}
              onChange={(e) => {
                setYearFrom(e.target.value);
                setMake("");
                setModel("");
                if (yearTo && Number(yearTo) < Number(e.target.value)) setYearTo(e.target.value);
              }}
              className={textInput}
            >
              <option value="">Year</option>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Make" error={errors?.make?.[0]}>
          {(id) => (
            <select
              id={id}
              name="make"
              value={make}
              disabled={!yearFrom}
              onChange={(e) => {
                setMake(e.target.value);
                setModel("");
              }}
              className={textInput}
            >
              <option value="">{yearFrom ? "Make" : "Choose a year first"}</option>
              {makes.map((m) => (
                <option key={m.id} value={m.make}>
                  {m.make}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Model" error={errors?.model?.[0]}>
          {(id) => (
            <select
              id={id}
              name="model"
              value={model}
              disabled={!make}
              onChange={(e) => setModel(e.target.value)}
              className={textInput}
            >
              <option value="">{make ? "Model" : "Choose a make first"}</option>
              {models.map((m) => (
                <option key={m.id} value={m.model}>
                  {m.model}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Last year" error={errors?.year_to?.[0]}>
          {(id) => (
            <select
              id={id}
              name="year_to"
              value={yearTo}
              disabled={!yearFrom}
              onChange={(e) => setYearTo(e.target.value)}
              className={textInput}
            >
              <option value="">{yearFrom ? `${yearFrom} only` : "Year"}</option>
              {years
                .filter((y) => yearFrom && Number(y) > Number(yearFrom))
                .map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
            </select>
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Field label="Engines (optional)" error={errors?.engines?.[0]}>
          {(id) => (
            <input
              id={id}
              name="engines"
              list={`${listId}-engines`}
              maxLength={400}
              placeholder="All engines"
              className={textInput}
            />
          )}
        </Field>
        <datalist id={`${listId}-engines`}>
          {engines.map((e) => (
            <option key={e} value={e} />
          ))}
        </datalist>
        <Field label="Trims (optional)" error={errors?.trims?.[0]}>
          {(id) => (
            <input
              id={id}
              name="trims"
              list={`${listId}-trims`}
              maxLength={400}
              placeholder="All trims"
              className={textInput}
            />
          )}
        </Field>
        <datalist id={`${listId}-trims`}>
          {trims.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
        <Field label="Position (optional)" error={errors?.position?.[0]}>
          {(id) => (
            <select id={id} name="position" defaultValue="" className={textInput}>
              <option value="">Any</option>
              {POSITIONS.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Note (optional)" error={errors?.note?.[0]}>
          {(id) => (
            <input id={id} name="note" maxLength={300} placeholder="w/o sport suspension" className={textInput} />
          )}
        </Field>
        <Field label="Quantity (optional)" error={errors?.quantity?.[0]}>
          {(id) => (
            <input
              id={id}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              placeholder="Not said"
              className={textInput}
            />
          )}
        </Field>
      </div>
      <p className="text-sm text-slate-500 dark:text-slate-400">
        Engines and trims as the vehicle data names them (suggested once the model is chosen): empty for all, several
        separated by semicolons. Each addition is an application of its own: a part may go Front on one engine and Rear
        on another.
      </p>
      {fetcher.data && !fetcher.data.ok && fetcher.data.errors && (
        <p role="alert" className={fieldError}>
          {fetcher.data.message}
        </p>
      )}
      <div className="flex justify-end">
        <button type="submit" className={primaryButton} disabled={busy}>
          <Plus className="size-4" aria-hidden="true" /> {busy ? "Adding…" : "Add fitment"}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** "the 2018 Toyota Camry (3.5L V6, Rear)": an application as a button's label names it. */
function applicationLabel(row: Row): string {
  const qualifiers = [row.engines?.join("; "), row.trims?.join("; "), row.position, row.note].filter(Boolean);
  const vehicle = `${row.vehicle.year} ${row.vehicle.make} ${row.vehicle.model}`;
  return qualifiers.length ? `${vehicle} (${qualifiers.join(", ")})` : vehicle;
}

function RemoveRow({ row }: { row: Row }) {
  const fetcher = useFetcher<Outcome>();
  useOutcomeToast(fetcher.data, unlessFieldErrors);
  const label = applicationLabel(row);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="fitment-remove" />
      <input type="hidden" name="application_id" value={row.id} />
      <button
        type="submit"
        className={cn(linkButton, "text-rose-600 dark:text-rose-400")}
        aria-label={`Remove the ${label}`}
        disabled={fetcher.state !== "idle"}
      >
        <Trash2 className="size-4" aria-hidden="true" /> Remove
      </button>
    </fetcher.Form>
  );
}

/** The product's ACES applications (any number per vehicle) and the form that adds more. */
export function FitmentEditor({ universal, rows }: { productId: number; universal: boolean; rows: Row[] }) {
  const vehicles = new Set(rows.map((row) => row.vehicle.id)).size;
  return (
    <section className={cn(sectionCard, "space-y-5")} aria-labelledby="fitment-heading">
      <div>
        <h2 id="fitment-heading" className="flex items-center gap-2 text-lg font-bold">
          <CarFront className="size-5 text-brand-500" aria-hidden="true" /> Fitment
          <span className="text-sm font-normal text-slate-500 tabular-nums dark:text-slate-400">
            {countOf(rows.length, "application")} on {countOf(vehicles, "vehicle")}
          </span>
        </h2>
        {universal && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            This product is universal: it fits every vehicle, so it takes no fitment.
          </p>
        )}
      </div>
      {rows.length > 0 && (
        <div className="max-h-[28rem] overflow-auto rounded-xl border border-slate-200 dark:border-slate-800">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead className="sticky top-0 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-2.5">
                  Vehicle
                </th>
                <th scope="col" className="px-4 py-2.5">
                  Engines
                </th>
                <th scope="col" className="px-4 py-2.5">
                  Trims
                </th>
                <th scope="col" className="px-4 py-2.5">
                  Position
                </th>
                <th scope="col" className="px-4 py-2.5">
                  Note
                </th>
                <th scope="col" className="px-4 py-2.5">
                  Qty
                </th>
                <th scope="col" className="px-4 py-2.5">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-4 py-2 font-medium whitespace-nowrap">
                    <a
                      href={`/${row.vehicle.slug}-accessories`}
                      target="_blank"
                      rel="noopener"
                      className="hover:underline"
                    >
                      {row.vehicle.year} {row.vehicle.make} {row.vehicle.model}
                    </a>
                  </td>
                  <td className="px-4 py-2 text-slate-700 dark:text-slate-300">{row.engines?.join("; ") ?? "All"}</td>
                  <td className="px-4 py-2 text-slate-700 dark:text-slate-300">{row.trims?.join("; ") ?? "All"}</td>
                  <td className="px-4 py-2 text-slate-700 dark:text-slate-300">{row.position ?? "—"}</td>
                  <td className="px-4 py-2 text-slate-700 dark:text-slate-300">{row.note ?? "—"}</td>
                  <td className="px-4 py-2 text-slate-700 tabular-nums dark:text-slate-300">{row.quantity ?? "—"}</td>
                  <td className="px-2 py-1 text-right">
                    <RemoveRow row={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!universal && <AddFitment />}
    </section>
  );
}
