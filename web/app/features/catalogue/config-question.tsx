import type { FacetValue } from "@pitstop/contract/catalogue";
import { vehicleLabel } from "@pitstop/contract/vehicle-names";
import type { ConfiguredVehicle } from "@pitstop/contract/vehicles";
import { useId } from "react";
import { Icon } from "~/components/ui/icon";
import { countOf } from "~/lib/plural";
import { type ConfigQuestionKind, useConfigAnswer } from "./config-answer";

/**
 * Which question a list asks of its car, if any: the engine first, then the trim. The
 * API offers the choices only while the shopper has not said which; a car that already names it is
 * not asked again.
 */
export function listQuestion(
  vehicle: ConfiguredVehicle | null,
  facets: { engine?: FacetValue[]; trim?: FacetValue[] },
): { question: ConfigQuestionKind; choices: FacetValue[] } | null {
  if (!vehicle) return null;
  const engines = facets.engine ?? [];
  const trims = facets.trim ?? [];
  if (engines.length > 0 && !vehicle.engine) return { question: "engine", choices: engines };
  if (trims.length > 0 && !vehicle.trim) return { question: "trim", choices: trims };
  return null;
}

/**
 * "Ask once": when a list holds parts that fit only some engines (or trims) of its car, the
 * list asks once, at its top — "Which engine does your 2018 Toyota Camry have?" — with each choice
 * and how many parts the list holds once it is chosen. Its cards say only "Needs engine". Choosing
 * saves the answer on the car (garage or device history) and the list follows.
 */
export function ConfigQuestion({
  vehicle,
  facets,
}: {
  /** The car the list's answers are for. */
  vehicle: ConfiguredVehicle | null;
  facets: { engine?: FacetValue[]; trim?: FacetValue[] };
}) {
  const asked = listQuestion(vehicle, facets);
  if (!vehicle || !asked) return null;
  return <Question vehicle={vehicle} question={asked.question} choices={asked.choices} />;
}

function Question({
  vehicle,
  question,
  choices,
}: {
  vehicle: ConfiguredVehicle;
  question: ConfigQuestionKind;
  choices: FacetValue[];
}) {
  const id = useId();
  const { mine, answer, busy } = useConfigAnswer(vehicle);
  const name = `${mine ? "your" : "the"} ${vehicleLabel(vehicle)}`;
  return (
    <section
      aria-labelledby={id}
      className="mb-4 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-50"
    >
      <h2 id={id} className="flex items-start gap-2 text-base font-bold">
        <Icon name="circle-help" className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" />
        Which {question} does {name} have?
      </h2>
      <p className="mt-1 text-sm text-amber-900/80 dark:text-amber-100/80">
        Some of these parts fit only one {question}. Choose yours and the list shows what fits it.
      </p>
      <ul className="mt-3 grid gap-2 sm:flex sm:flex-wrap">
        {choices.map((choice) => (
          <li key={choice.value}>
            <button
              type="button"
              disabled={busy}
              onClick={() => answer(question, choice.value)}
              className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-amber-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:border-brand-400 hover:text-brand-700 disabled:opacity-60 dark:border-amber-500/40 dark:bg-slate-900 dark:text-slate-100 dark:hover:text-brand-300 sm:w-auto sm:justify-start"
            >
              {/* Named as it reads: "2.5L 4-cyl 10 parts". */}
              {choice.label}{" "}
              <span className="rounded-full bg-slate-100 px-2 text-xs font-medium text-slate-600 tabular-nums dark:bg-slate-800 dark:text-slate-300">
                {countOf(choice.count, "part")}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
