import { EXAMPLE_VIN, type VinDecode } from "@pitstop/contract/vehicles";
import { AlertCircle, Info, LoaderCircle, ScanLine } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toasts";
import { AddButton, type PickedVehicle } from "./picker-parts";
import { decodeVin, errorMessage, isAbort, normalizeVinInput, VIN_LENGTH, vinProblem } from "./vehicle-api";

type VinState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "done"; result: VinDecode };

export function VinForm({ adding, onAdd }: { adding: boolean; onAdd: (car: PickedVehicle) => void }) {
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
