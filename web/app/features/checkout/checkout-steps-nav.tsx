import { Check } from "lucide-react";
import { cn } from "~/lib/cn";
import { CHECKOUT_STEPS, type CheckoutStepId, stepDone } from "./checkout-steps";

/** Where the shopper is: Address → Shipping → Review → Payment. Done steps can be opened again. */
export function CheckoutStepsNav({
  current,
  onOpen,
}: {
  current: CheckoutStepId;
  onOpen: (step: CheckoutStepId) => void;
}) {
  const all = [...CHECKOUT_STEPS, { id: "payment", label: "Payment" } as const];
  return (
    <ol className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label="Checkout steps">
      {all.map((step, i) => {
        const isCurrent = step.id === current;
        const done = step.id !== "payment" && stepDone(step.id, current);
        const mark = (
          <span
            className={cn(
              "grid size-6 place-items-center rounded-full text-xs font-bold",
              isCurrent && "bg-brand-500 text-white",
              done && "bg-emerald-600 text-white dark:bg-emerald-500",
              !isCurrent && !done && "bg-slate-200 text-slate-600 dark:bg-slate-800 dark:text-slate-300",
            )}
          >
            {done ? <Check className="size-3.5" aria-hidden="true" /> : i + 1}
          </span>
        );
        return (
          <li
            key={step.id}
            aria-current={isCurrent ? "step" : undefined}
            className={cn(
              "flex items-center gap-2",
              isCurrent ? "font-semibold text-slate-900 dark:text-white" : "text-slate-500 dark:text-slate-400",
            )}
          >
            {done ? (
              <button
                type="button"
                onClick={() => onOpen(step.id)}
                className="flex items-center gap-2 rounded-md hover:text-slate-900 hover:underline dark:hover:text-white"
              >
                {mark}
                {step.label}
                <span className="sr-only"> (done, change)</span>
              </button>
            ) : (
              <>
                {mark}
                {step.label}
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}
