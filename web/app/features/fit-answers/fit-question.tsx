import type { GarageCar } from "@pitstop/contract/profile";
import type { NotFitReason, OrderFit } from "@pitstop/contract/reviews";
import { vehicleLabel } from "@pitstop/contract/vehicle-names";
import { useEffect, useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import { fieldError, fieldLabel, primaryButton, secondaryButton, textInput } from "~/components/forms/form-styles";
import { Icon } from "~/components/ui/icon";
import { garageCarToOffer } from "~/lib/active-vehicle/rules";
import { cn } from "~/lib/cn";
import type { FitOutcome, FitSubmission } from "./fit-action";
import { NOT_FIT_REASON_LABELS } from "./fit-words";

type Line = OrderFit["lines"][number];

const REASONS = Object.keys(NOT_FIT_REASON_LABELS) as NotFitReason[];
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The buyer's answer in a line: "Yes, it fit your 2018 Toyota Camry" or "No: wrong position". */
function Answered({ answer, onChange }: { answer: NonNullable<Line["answer"]>; onChange: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <p
        className={cn(
          "flex items-center gap-1.5 text-sm font-medium",
          answer.fits ? "text-emerald-800 dark:text-emerald-300" : "text-amber-800 dark:text-amber-300",
        )}
      >
        <Icon name={answer.fits ? "circle-check" : "circle-x"} className="size-4 shrink-0" />
        {answer.fits
          ? `Yes, it fit your ${answer.vehicle.name}`
          : `It did not fit your ${answer.vehicle.name}: ${NOT_FIT_REASON_LABELS[answer.reason ?? "other"]}`}
      </p>
      <button
        type="button"
        onClick={onChange}
        className="text-sm font-semibold text-brand-700 underline hover:no-underline dark:text-brand-300"
      >
        Change
      </button>
    </div>
  );
}

/** One line's question: Yes, or No with a reason; the car is the order's, else a garage car. */
export function FitLineQuestion({
  line,
  vehicleName,
  garage,
}: {
  line: Line;
  /** The order's car; null: the buyer names one of their garage cars. */
  vehicleName: string | null;
  garage: GarageCar[];
}) {
  const id = useId();
  const fetcher = useFetcher<FitOutcome>();
  const answer = line.answer;
  const [editing, setEditing] = useState(answer === null);
  const [saying, setSaying] = useState<"yes" | "no" | null>(answer ? (answer.fits ? "yes" : "no") : null);
  const [reason, setReason] = useState<NotFitReason | null>(answer?.reason ?? null);
  const mainCar = garageCarToOffer(garage);
  const [carId, setCarId] = useState<string>(answer ? String(answer.vehicle.id) : mainCar ? String(mainCar.id) : "");
  const [problem, setProblem] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";

  // A saved answer closes the question; a refused one says why.
  const outcome = fetcher.data;
  useEffect(() => {
    if (!outcome) return;
    if (outcome.ok) setEditing(false);
    else setProblem(outcome.message);
  }, [outcome]);

  if (!editing && answer) return <Answered answer={answer} onChange={() => setEditing(true)} />;

  const chosenCar = garage.find((car) => String(car.id) === carId);
  const carName = vehicleName ?? (chosenCar ? vehicleLabel(chosenCar) : "car");
  const needsCar = vehicleName === null;
  if (needsCar && garage.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Did it fit?{" "}
        <Link to="/profile/garage" className="font-semibold text-brand-700 underline dark:text-brand-300">
          Add your car to your garage
        </Link>{" "}
        to tell us.
      </p>
    );

  function send(fits: boolean) {
    if (!fits && !reason) {
      setProblem("Say why it did not fit");
      return;
    }
    setProblem(null);
    const car = needsCar && carId ? { vehicle_id: Number(carId) } : {};
    const submission: FitSubmission = {
      intent: "fit",
      lineId: line.line_id,
      answer: fits || !reason ? { fits: true, ...car } : { fits: false, reason, ...car },
    };
    void fetcher.submit({ ...submission }, { method: "post", encType: "application/json" });
  }

  const choice = (value: "yes" | "no") =>
    cn(
      "inline-flex h-10 min-w-20 items-center justify-center gap-1.5 rounded-xl border px-4 text-sm font-semibold",
      saying === value
        ? value === "yes"
          ? "border-emerald-600 bg-emerald-600 text-white"
          : "border-amber-600 bg-amber-600 text-white"
        : "border-slate-300 bg-white hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800",
    );

  return (
    <div className="space-y-3">
      {needsCar && (
        <div className="max-w-xs">
          <label htmlFor={`${id}-car`} className={fieldLabel}>
            Which car did you fit it to?
          </label>
          <select id={`${id}-car`} value={carId} onChange={(e) => setCarId(e.target.value)} className={textInput}>
            {garage.map((car) => (
              <option key={car.id} value={String(car.id)}>
                {vehicleLabel(car)}
              </option>
            ))}
          </select>
        </div>
      )}
      <fieldset>
        <legend className="text-sm font-semibold">Did it fit your {carName}?</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={saying === "yes"}
            disabled={busy}
            onClick={() => {
              setSaying("yes");
              send(true);
            }}
            className={choice("yes")}
          >
            Yes
          </button>
          <button
            type="button"
            aria-pressed={saying === "no"}
            disabled={busy}
            onClick={() => {
              setSaying("no");
              setProblem(null);
            }}
            className={choice("no")}
          >
            No
          </button>
          {answer && (
            <button
              type="button"
              onClick={() => setEditing(false)}
              disabled={busy}
              className={cn(secondaryButton, "h-10")}
            >
              Keep my answer
            </button>
          )}
        </div>
      </fieldset>
      {saying === "no" && (
        <fieldset>
          <legend className={fieldLabel}>Why not?</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {REASONS.map((value) => (
              <label key={value} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-brand-600"
                />
                {capitalised(NOT_FIT_REASON_LABELS[value])}
              </label>
            ))}
          </div>
          <button type="button" disabled={busy} onClick={() => send(false)} className={cn(primaryButton, "mt-2 h-10")}>
            {busy ? "Saving…" : "Save answer"}
          </button>
        </fieldset>
      )}
      {problem && (
        <p role="alert" className={fieldError}>
          {problem}
        </p>
      )}
    </div>
  );
}

/** "Did it fit?" on a completed order's page: each line's question and answer. */
export function FitQuestions({ fit, garage }: { fit: OrderFit; garage: GarageCar[] }) {
  if (!fit.asks) return null;
  return (
    <section
      aria-labelledby="fit-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="fit-title" className="flex items-center gap-2 font-bold">
        <Icon name="wrench" className="size-5 text-brand-500" />
        Did it fit?
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Your answer tells the next owner of your car, and helps us correct our fitment data.
      </p>
      <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        {fit.lines.map((line) => (
          <li key={line.line_id} className="py-4 first:pt-0 last:pb-0">
            <p className="mb-2 font-medium break-words">{line.title}</p>
            {line.returned_as_not_fitting ? (
              <p className="flex items-center gap-1.5 text-sm font-medium text-amber-800 dark:text-amber-300">
                <Icon name="circle-x" className="size-4 shrink-0" />
                You returned it as not fitting{fit.vehicle ? ` your ${fit.vehicle.name}` : ""}: we count it and check
                the part's fitment.
              </p>
            ) : line.product_id === null ? (
              <p className="text-sm text-slate-500 dark:text-slate-400">No longer in the shop.</p>
            ) : (
              <FitLineQuestion line={line} vehicleName={fit.vehicle?.name ?? null} garage={garage} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
