import { CircleAlert, CircleCheck, LoaderCircle, Tag, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { fieldLabel, secondaryButton, textInput } from "~/components/forms/form-styles";
import { cn } from "~/lib/cn";
import { normalizeCoupon, useCouponStore } from "~/lib/coupon-store";

/**
 * The promotion code field of the cart and the checkout's review: type a code and Apply, or see
 * the code applied (a chip with Remove) and, when the API says it cannot apply, why — from the
 * API's answer (`problem`), never judged here. `pending`: an answer for a change is on its way.
 */
export function CouponField({
  problem,
  pending,
  onApply,
  onRemove,
  className,
}: {
  problem: string | null;
  pending: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
  className?: string;
}) {
  const stored = useCouponStore((s) => s.code);
  // The server renders no code (it cannot see the device's); the code shows once the page is live.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const code = live ? stored : null;
  const [typed, setTyped] = useState("");
  const [open, setOpen] = useState(false);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = normalizeCoupon(typed);
    if (!next) return;
    setTyped("");
    onApply(next);
  };

  if (code) {
    return (
      <div className={className}>
        <div className="flex items-center justify-between gap-2 rounded-xl border border-slate-200 px-3 py-2 text-sm dark:border-slate-700">
          <span className="flex min-w-0 items-center gap-2">
            {pending ? (
              <LoaderCircle className="size-4 shrink-0 animate-spin text-slate-500" aria-hidden="true" />
            ) : problem ? (
              <CircleAlert className="size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
            ) : (
              <CircleCheck className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
            )}
            <span className="min-w-0 font-semibold tracking-wide [overflow-wrap:anywhere]">
              {code}
              {!pending && !problem && (
                <span className="ml-1.5 inline-block font-normal tracking-normal whitespace-nowrap text-emerald-700 dark:text-emerald-400">
                  applied
                </span>
              )}
            </span>
          </span>
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 font-semibold text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            aria-label={`Remove the code ${code}`}
          >
            <X className="size-4" aria-hidden="true" /> Remove
          </button>
        </div>
        {problem && !pending && (
          <p role="alert" className="mt-2 text-sm text-amber-800 dark:text-amber-300">
            {problem}
          </p>
        )}
      </div>
    );
  }

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={cn(
          "inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400",
          className,
        )}
      >
        <Tag className="size-4" aria-hidden="true" /> Have a promo code?
      </button>
    );
  }

  return (
    <form onSubmit={submit} className={className} noValidate>
      <label htmlFor={id} className={fieldLabel}>
        Promo code
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          name="coupon"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          // biome-ignore lint/a11y/noAutofocus: opened by the shopper's own click on "Have a promo code?"
          autoFocus
          className={cn(textInput, "mt-0 min-w-0 flex-1 uppercase")}
          placeholder="SPRING15"
        />
        <button type="submit" className={cn(secondaryButton, "shrink-0")} disabled={normalizeCoupon(typed) === ""}>
          Apply
        </button>
      </div>
    </form>
  );
}
