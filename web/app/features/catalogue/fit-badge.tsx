import type { Fit } from "@pitstop/contract/fitment";
import { vehicleLabel } from "@pitstop/contract/vehicle-names";
import { Icon } from "~/components/ui/icon";
import { useActiveVehicle } from "~/lib/active-vehicle/active-vehicle";
import { cn } from "~/lib/cn";
import { useShell } from "~/lib/shell-context";
import { type AnsweredFor, useConfigAnswer } from "./config-answer";

/** What a card's answer says: the state, where it goes, and what decides it (no choices, no applications). */
export type CardFit = Pick<Fit, "state" | "position" | "note" | "question"> & Partial<Pick<Fit, "options">>;

/** A card's fit: what `FitAnswer` reads on a card, so a listing's loader data carries no more. */
export const cardFit = (fit: Fit | null): CardFit | null =>
  fit && { state: fit.state, position: fit.position, note: fit.note, question: fit.question };

/**
 * The one "does it fit" answer, on cards and the product page alike: Fits (green),
 * Doesn't fit (red, naming the car), or needs the engine / trim (amber). On the product page that
 * last answer asks in place, the choices as buttons — one click saves the choice on the car and every
 * answer on the page follows; a card says only "Needs engine", as its list asks once at its top.
 * Without a vehicle it is a 'Check fit' button that opens the picker and answers here.
 */
export function FitAnswer({
  universal,
  fit,
  vehicle,
  size = "card",
  showApplication = true,
}: {
  universal: boolean;
  /** A card's answer carries only what a card shows (CardFit); the product page's is whole. */
  fit: CardFit | null;
  vehicle: AnsweredFor | null;
  size?: "card" | "page";
  /**
   * Whether the answer names its position and note (its first application's); false where the
   * matching applications are listed beside it, each with its own (the product page).
   */
  showApplication?: boolean;
}) {
  const { vehicle: active } = useActiveVehicle();
  const { openVehiclePicker } = useShell();
  const page = size === "page";
  const pill = cn(
    "inline-flex items-center gap-1 rounded-full font-semibold",
    page ? "px-3 py-1.5 text-sm" : "px-2 py-0.5 text-xs",
  );
  const icon = page ? "size-4" : "size-3.5";

  if (universal) {
    return (
      <span className={cn(pill, "bg-sky-50 text-sky-700 dark:bg-sky-950 dark:text-sky-300")}>
        <Icon name="globe" className={icon} />
        Universal fit
      </span>
    );
  }
  if (!vehicle || !fit) {
    return (
      <button
        type="button"
        onClick={() => openVehiclePicker({ stayOnPage: true })}
        className={cn(
          pill,
          "min-h-8",
          "bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700",
        )}
      >
        <Icon name="circle-help" className={icon} />
        Check fit
      </button>
    );
  }

  const mine = active?.id === vehicle.id;
  const name = vehicleLabel(vehicle);
  const whose = mine ? `your ${name}` : `the ${name}`;
  const where = fit.position && showApplication ? ` · ${fit.position}` : "";
  const note = fit.note && page && showApplication ? ` (${fit.note})` : "";
  if (fit.state === "fits") {
    return (
      <span className={cn(pill, "bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300")}>
        <Icon name="circle-check" className={cn(icon, "shrink-0")} />
        {/* One string, one text node: a card's badge, without React's separators or a wrapper. */}
        {`Fits ${whose}${where}${note}`}
      </span>
    );
  }
  if (fit.state === "doesnt_fit") {
    return (
      <span className={cn(pill, "bg-rose-50 text-rose-700 dark:bg-rose-950 dark:text-rose-300")}>
        <Icon name="circle-x" className={cn(icon, "shrink-0")} />
        {`Doesn't fit ${whose}`}
      </span>
    );
  }

  const question = fit.question ?? "engine";
  if (!page) {
    return (
      <span
        className={cn(pill, "bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-200")}
        title={`Fits some ${name}${where}: which ${question} is yours?`}
      >
        <Icon name="circle-help" className={cn(icon, "shrink-0")} />
        {`Needs ${question}`}
      </span>
    );
  }
  return <AskInPlace options={fit.options ?? []} question={question} vehicle={vehicle} whose={whose} where={where} />;
}

/** The product page's question, asked in place: the car's choices, each saying whether the part fits it. */
function AskInPlace({
  options,
  question,
  vehicle,
  whose,
  where,
}: {
  options: Fit["options"];
  question: "engine" | "trim";
  vehicle: AnsweredFor;
  whose: string;
  where: string;
}) {
  const { answer, busy } = useConfigAnswer(vehicle);
  const icon = "size-4";
  return (
    <div className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-100">
      <p className="flex items-center gap-1 font-semibold">
        <Icon name="circle-help" className={cn(icon, "shrink-0")} />
        Need {question} — fits some {vehicleLabel(vehicle)}
        {where}. Which is yours?
      </p>
      <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label={`Which ${question} has ${whose}?`}>
        {options.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              disabled={busy}
              onClick={() => answer(question, option.value)}
              aria-label={`Choose ${question} ${option.value} for ${whose}`}
              className={cn(
                "inline-flex min-h-8 items-center gap-1 rounded-full border px-2.5 py-1 font-medium whitespace-nowrap disabled:opacity-60",
                option.fits
                  ? "border-emerald-300 bg-white text-emerald-800 hover:bg-emerald-50 dark:border-emerald-700 dark:bg-slate-900 dark:text-emerald-300"
                  : "border-slate-300 bg-white text-slate-600 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400",
              )}
            >
              {option.fits ? (
                <Icon name="circle-check" className="size-3 shrink-0" />
              ) : (
                <Icon name="circle-x" className="size-3 shrink-0" />
              )}
              {option.value}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
