import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/**
 * A − / number / + control bounded by `min` and `max` (quantities stay between 0 and the
 * stock). Typing is committed on blur or Enter, so a half-typed number never reaches the cart.
 */
export function QuantityStepper({
  id,
  label,
  value,
  min,
  max,
  onChange,
  size = "md",
  decreaseLabel = "Fewer",
  increaseLabel = "More",
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (quantity: number) => void;
  size?: "sm" | "md";
  decreaseLabel?: string;
  increaseLabel?: string;
}) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (raw: string) => {
    const typed = Number.parseInt(raw, 10);
    const next = Number.isFinite(typed) ? Math.max(min, Math.min(max, typed)) : value;
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  const button = cn(
    "grid h-full place-items-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent dark:text-slate-200 dark:hover:bg-slate-800",
    size === "sm" ? "w-9" : "w-11",
  );
  return (
    <div
      className={cn(
        "inline-flex items-center overflow-hidden rounded-xl border border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900",
        size === "sm" ? "h-10" : "h-12",
      )}
    >
      <button
        type="button"
        onClick={() => onChange(Math.max(min, value - 1))}
        disabled={value <= min}
        aria-label={decreaseLabel}
        className={button}
      >
        <Icon name="minus" className="size-4" />
      </button>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit(e.currentTarget.value);
        }}
        className={cn(
          "h-full bg-transparent text-center font-semibold tabular-nums [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none",
          size === "sm" ? "w-11 text-sm" : "w-14",
        )}
      />
      <button
        type="button"
        onClick={() => onChange(Math.min(max, value + 1))}
        disabled={value >= max}
        aria-label={increaseLabel}
        className={button}
      >
        <Icon name="plus" className="size-4" />
      </button>
    </div>
  );
}
