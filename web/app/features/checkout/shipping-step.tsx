import type { ShippingMethod, ShippingMethodId } from "@pitstop/contract/orders";
import { ArrowLeft, ArrowRight, LoaderCircle, RotateCw, Truck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { primaryButton, secondaryButton } from "~/components/forms/form-styles";
import { ApiError } from "~/lib/api-fetch";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";
import { fetchShippingMethods } from "./checkout-api";

type Methods =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; methods: ShippingMethod[] };

/** How the methods are asked for: the signed-in cart's list, or a visitor's priced from the device cart. */
export type LoadShippingMethods = (state: string | undefined) => Promise<ShippingMethod[]>;

/** The ways the cart can ship to `state`, priced for it by the API. */
function useShippingMethods(state: string | undefined, attempt: number, load: LoadShippingMethods): Methods {
  const [methods, setMethods] = useState<Methods>({ state: "loading" });
  const loader = useRef(load);
  loader.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the list again
  useEffect(() => {
    let current = true;
    setMethods({ state: "loading" });
    loader.current(state).then(
      (list) => current && setMethods({ state: "ready", methods: list }),
      (err: unknown) =>
        current &&
        setMethods({
          state: "failed",
          message: err instanceof ApiError ? err.message : "We couldn't load the shipping options just now.",
        }),
    );
    return () => {
      current = false;
    };
  }, [state, attempt]);
  return methods;
}

/** Step 2: how the parts travel, with the price of each way for this cart. */
export function ShippingStep({
  state,
  chosen,
  onBack,
  onContinue,
  load = fetchShippingMethods,
}: {
  /** The US state shipped to (methods depend on it: APO/FPO addresses get standard only). */
  state: string | undefined;
  load?: LoadShippingMethods;
  chosen: ShippingMethodId | null;
  onBack: () => void;
  onContinue: (method: ShippingMethodId) => void;
}) {
  const [attempt, setAttempt] = useState(0);
  const methods = useShippingMethods(state, attempt, load);
  const [picked, setPicked] = useState<ShippingMethodId | null>(chosen);
  const available = methods.state === "ready" ? methods.methods : [];
  // A method the address cannot have (or none yet) falls back to the first one offered.
  const selected = available.find((m) => m.id === picked)?.id ?? available[0]?.id ?? null;

  return (
    <section aria-labelledby="shipping-title">
      <h2 id="shipping-title" className="mb-3 flex items-center gap-2 text-lg font-bold">
        <Truck className="size-5 text-brand-500" aria-hidden="true" /> How fast do you need them?
      </h2>
      {methods.state === "loading" && (
        <p className="flex items-center gap-2 py-6 text-slate-600 dark:text-slate-400" aria-live="polite">
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> Loading shipping options…
        </p>
      )}
      {methods.state === "failed" && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-2xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-200"
        >
          <p className="flex-1">{methods.message}</p>
          <button type="button" onClick={() => setAttempt((n) => n + 1)} className={secondaryButton}>
            <RotateCw className="size-4" aria-hidden="true" /> Try again
          </button>
        </div>
      )}
      {methods.state === "ready" && (
        <fieldset>
          <legend className="sr-only">Shipping method</legend>
          <div className="space-y-3">
            {available.map((method) => {
              const on = method.id === selected;
              return (
                <label
                  key={method.id}
                  className={cn(
                    "flex cursor-pointer items-center gap-3 rounded-2xl border p-4 text-sm transition",
                    "has-focus-visible:ring-2 has-focus-visible:ring-brand-500/40",
                    on
                      ? "border-brand-500 bg-brand-50/60 ring-1 ring-brand-500 dark:bg-brand-500/10"
                      : "border-slate-200 hover:border-slate-300 dark:border-slate-800 dark:hover:border-slate-700",
                  )}
                >
                  <input
                    type="radio"
                    name="shipping-method"
                    value={method.id}
                    checked={on}
                    onChange={() => setPicked(method.id)}
                    className="size-4 shrink-0 accent-brand-500"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold">{method.name}</span>
                    <span className="block text-slate-600 dark:text-slate-400">{method.days}</span>
                  </span>
                  <span className="font-semibold tabular-nums">
                    {method.price === 0 ? (
                      <span className="text-emerald-700 dark:text-emerald-400">Free</span>
                    ) : (
                      formatPrice(method.price)
                    )}
                  </span>
                </label>
              );
            })}
          </div>
          {available.length === 1 && state && (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              Only {available[0]?.name.toLowerCase()} shipping reaches this address.
            </p>
          )}
        </fieldset>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <button type="button" onClick={onBack} className={secondaryButton}>
          <ArrowLeft className="size-4" aria-hidden="true" /> Address
        </button>
        <button
          type="button"
          disabled={selected === null}
          onClick={() => selected && onContinue(selected)}
          className={primaryButton}
        >
          Continue to review <ArrowRight className="size-4" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
