import { SetupIntentSchema } from "@pitstop/contract/payments";
import { LoaderCircle, Lock, Plus } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { fieldLabel, primaryButton, secondaryButton } from "~/components/forms/form-styles";
import { ApiError, readJson } from "~/lib/api-fetch";
import { loadStripe, type StripeCardElement, type StripeClient } from "./stripe-js";
import { useSettingsFetcher } from "./use-settings-fetcher";

const isDark = () => document.documentElement.classList.contains("dark");

/**
 * Adding a card with Stripe (SetupIntent flow): the number is typed into Stripe's own field and goes
 * to Stripe only. Our API creates the SetupIntent, Stripe.js confirms it, and our action saves the
 * confirmed SetupIntent's card.
 */
export function StripeCardForm({ publishableKey, onDone }: { publishableKey: string; onDone: () => void }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ client: StripeClient; card: StripeCardElement } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [complete, setComplete] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { fetcher, busy, result } = useSettingsFetcher((settled) => {
    if (settled.ok) onDone();
  });

  useEffect(() => {
    let card: StripeCardElement | null = null;
    let cancelled = false;
    loadStripe(publishableKey)
      .then((client) => {
        if (cancelled || !mountRef.current) return;
        const dark = isDark();
        card = client.elements().create("card", {
          hidePostalCode: true,
          style: {
            base: {
              fontSize: "16px",
              color: dark ? "#f1f5f9" : "#0f172a",
              "::placeholder": { color: dark ? "#64748b" : "#94a3b8" },
            },
            invalid: { color: dark ? "#fb7185" : "#e11d48" },
          },
        });
        card.on("change", (event) => {
          setComplete(event.complete);
          setProblem(event.error?.message ?? null);
        });
        card.mount(mountRef.current);
        setStripe({ client, card });
      })
      .catch(() => {
        if (!cancelled) setLoadError("The secure card form could not be loaded. Check your connection and try again.");
      });
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [publishableKey]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || confirming) return;
    setConfirming(true);
    setProblem(null);
    try {
      const response = await fetch("/api/profile/payment/setup-intent", {
        method: "POST",
        headers: { accept: "application/json", "content-type": "application/json" },
        body: "{}",
        credentials: "same-origin",
      });
      const { client_secret } = await readJson(response, SetupIntentSchema);
      const confirmed = await stripe.client.confirmCardSetup(client_secret, { payment_method: { card: stripe.card } });
      if (confirmed.error || !confirmed.setupIntent) {
        setProblem(confirmed.error?.message ?? "The card could not be confirmed.");
        return;
      }
      await fetcher.submit({ intent: "card-add", setup_intent_id: confirmed.setupIntent.id }, { method: "post" });
    } catch (err: unknown) {
      setProblem(err instanceof ApiError ? err.message : "The card could not be saved. Please try again.");
    } finally {
      setConfirming(false);
    }
  };

  const working = confirming || busy;
  const refusal = problem ?? (result && !result.ok ? result.message : null);
  return (
    <form
      onSubmit={save}
      aria-label="Add a card"
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-950/40"
    >
      <div>
        <p className={fieldLabel}>Card details</p>
        <div className="mt-1 flex min-h-11 items-center rounded-xl border border-slate-300 bg-white px-3 py-3 dark:border-slate-700 dark:bg-slate-900">
          {!stripe && !loadError && (
            <span className="flex items-center gap-2 text-sm text-slate-500">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> Loading the secure card form…
            </span>
          )}
          {/* Stripe.js owns this element's content; React leaves it empty. */}
          <div ref={mountRef} className={stripe ? "w-full" : "hidden"} />
        </div>
        <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
          <Lock className="size-3.5" aria-hidden="true" /> Your card number goes straight to Stripe; we keep only the
          brand, last four digits and expiry.
        </p>
      </div>
      {(loadError ?? refusal) && (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {loadError ?? refusal}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} disabled={working} className={secondaryButton}>
          Cancel
        </button>
        <button type="submit" disabled={!stripe || !complete || working} className={primaryButton}>
          {working ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Plus className="size-4" aria-hidden="true" />
          )}
          {working ? "Saving…" : "Save card"}
        </button>
      </div>
    </form>
  );
}
