import type { OrderStatus } from "@pitstop/contract/orders";
import { Ban, Check } from "lucide-react";
import { cn } from "~/lib/cn";
import { orderProgress } from "./order-progress";

/**
 * The order's progress — a step is reached if at or before the current status; a
 * canceled order reaches none and says 'Canceled'.
 */
export function OrderProgressBar({ status }: { status: OrderStatus }) {
  const { steps, canceled } = orderProgress(status);
  return (
    <div>
      {canceled && (
        <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-200">
          <Ban className="size-4" aria-hidden="true" /> Canceled
        </p>
      )}
      <ol aria-label="Order progress" className="grid gap-3 sm:grid-cols-5 sm:gap-0">
        {steps.map((step, i) => (
          <li
            key={step.status}
            aria-current={step.current ? "step" : undefined}
            className="relative flex items-center gap-3 sm:flex-col sm:items-center sm:gap-2 sm:text-center"
          >
            {i > 0 && (
              <span
                aria-hidden="true"
                className={cn(
                  "absolute top-3.5 right-1/2 hidden h-0.5 w-full sm:block",
                  step.reached ? "bg-brand-500" : "bg-slate-200 dark:bg-slate-700",
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                "relative z-10 grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold",
                step.reached
                  ? "bg-brand-500 text-white"
                  : "bg-slate-200 text-slate-500 dark:bg-slate-800 dark:text-slate-400",
                step.current && "ring-4 ring-brand-500/25",
              )}
            >
              {step.reached ? <Check className="size-4" aria-hidden="true" /> : i + 1}
            </span>
            <span
              className={cn(
                "text-sm",
                step.current
                  ? "font-semibold text-slate-900 dark:text-white"
                  : step.reached
                    ? "text-slate-700 dark:text-slate-200"
                    : "text-slate-500 dark:text-slate-400",
              )}
            >
              {step.label}
              <span className="sr-only">{step.reached ? " (reached)" : " (not reached)"}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
