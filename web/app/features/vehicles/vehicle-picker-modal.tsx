import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { vehiclePagePath } from "@pitstop/contract/slug";
import { EXAMPLE_VIN, type VinDecode } from "@pitstop/contract/vehicles";
import { AlertCircle, CarFront, ChevronDown, Info, LoaderCircle, Plus, RotateCw, ScanLine } from "lucide-react";
import { type FormEvent, useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { bigPrimaryButton } from "~/components/forms/form-styles";
import { Combobox } from "~/components/ui/combobox";
import { DialogHeader, DialogShell } from "~/components/ui/dialog-shell";
import type { ChosenVehicle } from "~/lib/active-vehicle/active-vehicle";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toasts";
import { useSafeNavigate } from "~/lib/use-safe-navigate";
import { fetchSubmodels, type MakeOption, type ModelOption, type YearOption } from "~/lib/vehicle-lists";
import { type CascadeList, useVehicleCascade } from "./use-vehicle-cascade";
import { decodeVin, errorMessage, isAbort, normalizeVinInput, VIN_LENGTH, vinProblem } from "./vehicle-api";
import { vehiclePageCounterpart } from "./vehicle-page-counterpart";

export type PickedVehicle = ChosenVehicle;

const yearText = (y: YearOption) => y.year;
const makeText = (m: MakeOption) => m.make;
const modelText = (m: ModelOption) => m.model;

const tabClass = cn(
  "flex h-10 flex-auto items-center sm:flex-1 justify-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors",
  "hover:text-slate-900 data-selected:bg-white data-selected:text-slate-900 data-selected:shadow-sm",
  "focus:outline-none data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-brand-500",
  "dark:text-slate-400 dark:hover:text-white dark:data-selected:bg-slate-700 dark:data-selected:text-white",
);

/**
 * 'Select your vehicle' — a dialog with two ways in: Year / Make / Model (a cascade of
 * comboboxes) or a VIN. Adding a vehicle makes it the active vehicle (`onChoose` — the
 * history, and the garage when signed in), shows loading until that is done and closes the dialog.
 * Unless `stayOnPage`, the home page then opens the vehicle's page and a vehicle page the same page
 * for the new car; on any other page the shopper stays, its answers now for the new car.
 */
export function VehiclePickerModal({
  open,
  onClose,
  onChoose,
  stayOnPage = false,
}: {
  open: boolean;
  onClose: () => void;
  /** Makes the chosen car the active one; resolves to whether it worked. */
  onChoose: (car: PickedVehicle) => Promise<boolean>;
  /** Stay where the shopper is, even on the home or a vehicle page (adding from the garage, answering 'Check fit' on a part). */
  stayOnPage?: boolean;
}) {
  const cascade = useVehicleCascade();
  const navigate = useSafeNavigate();
  const { pathname } = useLocation();
  const [adding, setAdding] = useState(false);

  // Years load when the dialog first opens (or reopens after they failed); choices made before a
  // car was added are cleared, unfinished ones are kept.
  const added = useRef(false);
  const onOpen = useEffectEvent(() => {
    if (cascade.years.status === "idle" || cascade.years.status === "error") void cascade.loadYears();
    if (added.current) cascade.reset();
    added.current = false;
    setAdding(false);
  });
  useEffect(() => {
    if (open) onOpen();
  }, [open]);

  const addVehicle = (car: PickedVehicle) => {
    if (adding) return;
    setAdding(true);
    added.current = true;
    // The choice's own toast ('Car added', 'Active car changed' or its failure) says what happened.
    void onChoose(car).then((done) => {
      added.current = done;
      setAdding(false);
      if (!done) return;
      onClose();
      if (stayOnPage) return;
      const page = pathname === "/" ? vehiclePagePath(car) : vehiclePageCounterpart(pathname, car);
      if (page) navigate(page);
    });
  };

  return (
    <DialogShell open={open} onClose={onClose} placement="top" width="sm:max-w-lg">
      <DialogHeader
        icon={<CarFront className="size-5" aria-hidden="true" />}
        title="Select your vehicle"
        description="We'll show only the parts that fit it."
        onClose={onClose}
        className="border-b border-slate-200 px-5 py-4 sm:px-6 dark:border-slate-800"
      />

      <TabGroup className="flex flex-1 flex-col px-5 pt-5 pb-6 sm:px-6">
        <TabList className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
          <Tab className={tabClass} autoFocus>
            <CarFront className="hidden size-4 sm:block" aria-hidden="true" /> Year / Make / Model
          </Tab>
          <Tab className={tabClass}>
            <ScanLine className="hidden size-4 sm:block" aria-hidden="true" /> VIN
          </Tab>
        </TabList>
        <TabPanels className="mt-5 flex-1">
          <TabPanel className="focus:outline-none">
            <CascadeForm cascade={cascade} adding={adding} onAdd={addVehicle} />
          </TabPanel>
          <TabPanel className="focus:outline-none" unmount={false}>
            <VinForm adding={adding} onAdd={addVehicle} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </DialogShell>
  );
}

function AddButton({ disabled, adding, onClick }: { disabled: boolean; adding: boolean; onClick: () => void }) {
  return (
    <button type="button" className={bigPrimaryButton} disabled={disabled || adding} onClick={onClick}>
      {adding ? (
        <>
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> loading
        </>
      ) : (
        <>
          <Plus className="size-5" aria-hidden="true" /> Add new vehicle
        </>
      )}
    </button>
  );
}

function ListError({ list, onRetry }: { list: CascadeList<unknown>; onRetry: () => void }) {
  if (list.status !== "error") return null;
  return (
    <div
      role="alert"
      className="mt-2 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="flex-1">{list.error}</span>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex shrink-0 items-center gap-1 rounded-md font-semibold underline-offset-2 hover:underline"
      >
        <RotateCw className="size-3.5" aria-hidden="true" /> Retry
      </button>
    </div>
  );
}

function EmptyNote({ list, children }: { list: CascadeList<unknown>; children: string }) {
  if (list.status !== "ready" || list.items.length > 0) return null;
  return <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{children}</p>;
}

function CascadeForm({
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

type VinState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "done"; result: VinDecode };

function VinForm({ adding, onAdd }: { adding: boolean; onAdd: (car: PickedVehicle) => void }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [vin, setVin] = useState("");
  const [state, setState] = useState<VinState>({ status: "idle" });
  const request = useRef<AbortController | null>(null);

  useEffect(() => () => request.current?.abort(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = vinProblem(vin);
    if (problem) {
      setState({ status: "error", message: problem });
      return;
    }
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState({ status: "loading" });
    try {
      const result = await decodeVin(vin, controller.signal);
      if (!controller.signal.aborted) setState({ status: "done", result });
    } catch (err) {
      if (controller.signal.aborted || isAbort(err)) return;
      const message = errorMessage(err, "We couldn't decode this VIN. Please try again.");
      setState({ status: "error", message });
      toast.error(message);
    }
  };

  const error = state.status === "error" ? state.message : null;
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
          VIN
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative min-w-0 flex-1">
            <input
              id={inputId}
              name="vin"
              value={vin}
              onChange={(event) => {
                setVin(normalizeVinInput(event.target.value));
                if (state.status === "error") setState({ status: "idle" });
              }}
              maxLength={VIN_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              inputMode="text"
              placeholder={`e.g. ${EXAMPLE_VIN}`}
              aria-invalid={error !== null || undefined}
              aria-describedby={cn(hintId, error !== null && errorId)}
              className={cn(
                "h-[50px] w-full rounded-xl border bg-white pr-14 pl-3.5 font-mono text-base tracking-wider uppercase shadow-sm",
                "placeholder:font-sans placeholder:tracking-normal placeholder:normal-case placeholder:text-slate-400",
                "focus:ring-3 focus:outline-none dark:bg-slate-950 dark:placeholder:text-slate-500",
                error
                  ? "border-red-400 focus:border-red-500 focus:ring-red-500/25 dark:border-red-700"
                  : "border-slate-300 focus:border-brand-500 focus:ring-brand-500/30 dark:border-slate-700",
              )}
            />
            <span
              className="pointer-events-none absolute inset-y-0 right-3 flex items-center font-mono text-xs text-slate-400 tabular-nums"
              aria-hidden="true"
            >
              {vin.length}/{VIN_LENGTH}
            </span>
          </div>
          <button
            type="submit"
            disabled={state.status === "loading"}
            className="flex h-[50px] shrink-0 items-center justify-center gap-2 rounded-xl bg-slate-900 px-5 font-semibold text-white shadow-sm hover:bg-slate-800 disabled:opacity-70 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200"
          >
            {state.status === "loading" ? (
              <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
            ) : (
              <ScanLine className="size-5" aria-hidden="true" />
            )}
            Decode
          </button>
        </div>
        <p id={hintId} className="mt-2 text-xs text-slate-500 dark:text-slate-400">
          17 characters, at the bottom of the windscreen or on the driver's door pillar. It never contains I, O or Q.
        </p>
        {error !== null && (
          <p
            id={errorId}
            role="alert"
            className="mt-3 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300"
          >
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {error}
          </p>
        )}
      </form>

      {state.status === "done" && <VinResult result={state.result} adding={adding} onAdd={onAdd} />}
    </div>
  );
}

function VinResult({
  result,
  adding,
  onAdd,
}: {
  result: VinDecode;
  adding: boolean;
  onAdd: (car: PickedVehicle) => void;
}) {
  const { vehicle } = result;
  // Our own names read better than vPIC's capitals ("Toyota", not "TOYOTA") when we know the car.
  const title = vehicle
    ? `${vehicle.year} ${vehicle.make} ${vehicle.model}`
    : [result.year, result.make, result.model].filter((part) => part !== null).join(" ") || "Unknown vehicle";
  const rows: Array<[string, string | number | null]> = [
    ["Year", result.year],
    ["Make", result.make],
    ["Model", result.model],
    ["Trim", result.trim],
    ["Engine", result.engine],
  ];
  return (
    <section
      aria-label="Decoded vehicle"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950/60"
    >
      <p className="font-mono text-xs tracking-wider text-slate-500 dark:text-slate-400">{result.vin}</p>
      <h3 className="mt-0.5 text-lg font-bold">{title}</h3>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-500 dark:text-slate-400">{term}</dt>
            <dd className="font-medium">{value ?? "—"}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        {vehicle ? (
          <AddButton
            disabled={false}
            adding={adding}
            onClick={() =>
              onAdd({
                id: vehicle.id,
                year: vehicle.year,
                make: vehicle.make,
                model: vehicle.model,
                slug: vehicle.slug,
                // The API names the engine and trim as the vehicle's own lists do, so the answer needs no question.
                engine: vehicle.engine,
                trim: vehicle.trim,
              })
            }
          />
        ) : (
          <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            We don't carry parts for this vehicle yet. Try Year / Make / Model to pick a close match, or check back
            soon.
          </p>
        )}
      </div>
    </section>
  );
}
