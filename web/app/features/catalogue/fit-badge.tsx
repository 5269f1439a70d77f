import type { Fit } from "@pitstop/contract/fitment";
import { vehicleLabel } from "@pitstop/contract/vehicle-names";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { useActiveVehicle } from "~/lib/active-vehicle/active-vehicle";
import { cn } from "~/lib/cn";
import { useShell } from "~/lib/shell-context";
import { type AnsweredFor, useConfigAnswer } from "./config-answer";

/** What a card's answer says: the state, where it goes, and what decides it (no choices, no applications). */
export type CardFit = Pick<Fit, "state" | "position" | "note" | "question"> & Partial<Pick<Fit, "options">>;

/** A card's fit: what `FitAnswer` reads on a card, so a listing's loader data carries no more. */
export const cardFit = (fit: Fit | null): CardFit | null =>
  fit && { state: fit.state, position: fit.position, note: fit.note, question: fit.question };

/** What a fit answer is about: the part's answer for a car, and where it is shown. */
interface FitAnswerProps {
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
}

/** How a fit answer's pill looks: its colours by what it says. */
const PILL_TONES = {
  universal: "bg-sky-50 text-sky-700 dark:bg-sky-950 dark:text-sky-300",
  fits: "bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300",
  doesnt: "bg-rose-50 text-rose-700 dark:bg-rose-950 dark:text-rose-300",
  needs: "bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-200",
} as const;

/**
 * What a fit answer shows, worked out in one place for its two renderers: `FitAnswer` below, and a
 * card's markup (card-markup.ts), which draws the same answer as a string.
 * - `check`: no car (or no answer for it), a 'Check fit' button that opens the picker;
 * - `pill`: the answer in a coloured pill, its icon and one text;
 * - `ask`: on the product page, a part that fits some of the car's engines or trims asks which.
 */
export type FitFace =
  | { kind: "check"; className: string; iconClassName: string }
  | { kind: "pill"; className: string; icon: IconName; iconClassName: string; text: string; title?: string }
  | { kind: "ask"; question: "engine" | "trim"; vehicle: AnsweredFor; whose: string; where: string };

export function fitFace({
  universal,
  fit,
  vehicle,
  activeId,
  size = "card",
  showApplication = true,
}: FitAnswerProps & {
  /** The shopper's active car: the answer says "your" car when it is this one. */
  activeId: number | undefined;
}): FitFace {
  const page = size === "page";
  const pill = cn(
    "inline-flex items-center gap-1 rounded-full font-semibold",
    page ? "px-3 py-1.5 text-sm" : "px-2 py-0.5 text-xs",
  );
  const icon = page ? "size-4" : "size-3.5";
  if (universal)
    return {
      kind: "pill",
      className: cn(pill, PILL_TONES.universal),
      icon: "globe",
      iconClassName: icon,
      text: "Universal fit",
    };
  if (!vehicle || !fit)
    return {
      kind: "check",
      className: cn(
        pill,
        "min-h-8",
        "bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700",
      ),
      iconClassName: icon,
    };
  const name = vehicleLabel(vehicle);
  const whose = activeId === vehicle.id ? `your ${name}` : `the ${name}`;
  const where = fit.position && showApplication ? ` · ${fit.position}` : "";
  const note = fit.note && page && showApplication ? ` (${fit.note})` : "";
  const iconClassName = cn(icon, "shrink-0");
  if (fit.state === "fits")
    return {
      kind: "pill",
      className: cn(pill, PILL_TONES.fits),
      icon: "circle-check",
      iconClassName,
      text: `Fits ${whose}${where}${note}`,
    };
  if (fit.state === "doesnt_fit")
    return {
      kind: "pill",
      className: cn(pill, PILL_TONES.doesnt),
      icon: "circle-x",
      iconClassName,
      text: `Doesn't fit ${whose}`,
    };
  const question = fit.question ?? "engine";
  if (page) return { kind: "ask", question, vehicle, whose, where };
  return {
    kind: "pill",
    className: cn(pill, PILL_TONES.needs),
    icon: "circle-help",
    iconClassName,
    text: `Needs ${question}`,
    title: `Fits some ${name}${where}: which ${question} is yours?`,
  };
}

/**
 * The one "does it fit" answer, on cards and the product page alike: Fits (green),
 * Doesn't fit (red, naming the car), or needs the engine / trim (amber). On the product page that
 * last answer asks in place, the choices as buttons — one click saves the choice on the car and every
 * answer on the page follows; a card says only "Needs engine", as its list asks once at its top.
 * Without a vehicle it is a 'Check fit' button that opens the picker and answers here.
 */
export function FitAnswer(props: FitAnswerProps) {
  const { vehicle: active } = useActiveVehicle();
  const { openVehiclePicker } = useShell();
  const face = fitFace({ ...props, activeId: active?.id });
  if (face.kind === "check")
    return (
      <button type="button" onClick={() => openVehiclePicker({ stayOnPage: true })} className={face.className}>
        <Icon name="circle-help" className={face.iconClassName} />
        Check fit
      </button>
    );
  if (face.kind === "pill")
    return (
      <span className={face.className} title={face.title}>
        <Icon name={face.icon} className={face.iconClassName} />
        {/* One string, one text node: a card's badge, without React's separators or a wrapper. */}
        {face.text}
      </span>
    );
  return (
    <AskInPlace
      options={props.fit?.options ?? []}
      question={face.question}
      vehicle={face.vehicle}
      whose={face.whose}
      where={face.where}
    />
  );
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
