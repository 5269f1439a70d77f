import type { PayRequest } from "@pitstop/contract/orders";
import { cardExpired, type PaymentsConfig } from "@pitstop/contract/payments";
import type { User } from "@pitstop/contract/profile";
import { CreditCard, LoaderCircle, Lock, Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { brandName, CardBrandMark } from "~/components/card-brand";
import type { FieldErrors } from "~/components/forms/form-problems";
import { primaryButton } from "~/components/forms/form-styles";
import { parseTestCard } from "~/components/forms/test-card";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";
import { TestCardFields } from "./test-card-fields";

type PaymentCard = User["payments"][number];

const NEW_CARD = "new";

const option = (chosen: boolean) =>
  cn(
    "flex cursor-pointer items-center gap-3 rounded-2xl border p-4 text-sm transition",
    "has-focus-visible:ring-2 has-focus-visible:ring-brand-500/40",
    chosen
      ? "border-brand-500 bg-brand-50/60 ring-1 ring-brand-500 dark:bg-brand-500/10"
      : "border-slate-200 hover:border-slate-300 dark:border-slate-800 dark:hover:border-slate-700",
  );

const expiryOf = (card: PaymentCard) => `${String(card.exp_month).padStart(2, "0")}/${String(card.exp_year).slice(-2)}`;

/**
 * The card to pay with: a saved card (the default one chosen to begin with) or, in test mode, a
 * Stripe test card typed in. `onPay` gets the body of POST /api/orders/{id}/pay.
 */
export function PayForm({
  total,
  cards,
  config,
  busy,
  apiErrors,
  onPay,
}: {
  total: number;
  cards: PaymentCard[];
  config: PaymentsConfig | null;
  busy: boolean;
  /** The API's field errors for a typed-in card, named as the form's fields. */
  apiErrors: FieldErrors | undefined;
  onPay: (payment: PayRequest) => void;
}) {
  const testMode = config?.provider === "simulated";
  const usable = cards.filter((card) => !cardExpired(card.exp_month, card.exp_year));
  const preferred = usable.find((card) => card.default === 1) ?? usable[0];
  const [choice, setChoice] = useState<string | null>(preferred?.payment_stripe_id ?? (testMode ? NEW_CARD : null));
  const [problems, setProblems] = useState<FieldErrors | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || choice === null) return;
    if (choice !== NEW_CARD) {
      setProblems(null);
      onPay({ payment_stripe_id: choice });
      return;
    }
    const data = new FormData(event.currentTarget);
    const parsed = parseTestCard({
      number: String(data.get("number") ?? ""),
      expiry: String(data.get("expiry") ?? ""),
      cvc: String(data.get("cvc") ?? ""),
    });
    setProblems(parsed.ok ? null : parsed.errors);
    if (parsed.ok) onPay({ card: parsed.card, ...(data.get("save") === "on" ? { save: true } : {}) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Pay" className="space-y-4">
      <fieldset>
        <legend className="mb-3 flex items-center gap-2 text-lg font-bold">
          <CreditCard className="size-5 text-brand-500" aria-hidden="true" /> Pay with
        </legend>
        <div className="space-y-3">
          {cards.map((card) => {
            const expired = cardExpired(card.exp_month, card.exp_year);
            const name = `${brandName(card.brand)} ending in ${card.last4}`;
            return (
              <label
                key={card.payment_stripe_id}
                className={cn(option(choice === card.payment_stripe_id), expired && "cursor-not-allowed opacity-60")}
              >
                <input
                  type="radio"
                  name="card"
                  value={card.payment_stripe_id}
                  checked={choice === card.payment_stripe_id}
                  disabled={expired}
                  onChange={() => setChoice(card.payment_stripe_id)}
                  aria-label={name}
                  className="size-4 shrink-0 accent-brand-500"
                />
                <CardBrandMark brand={card.brand} />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">
                    {brandName(card.brand)} <span className="font-mono tracking-wider">•••• {card.last4}</span>
                    {card.default === 1 && (
                      <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                        Default
                      </span>
                    )}
                  </span>
                  <span
                    className={cn(
                      "block",
                      expired ? "text-rose-600 dark:text-rose-400" : "text-slate-500 dark:text-slate-400",
                    )}
                  >
                    {expired ? `Expired ${expiryOf(card)}` : `Expires ${expiryOf(card)}`}
                  </span>
                </span>
              </label>
            );
          })}
          {testMode && (
            <label className={option(choice === NEW_CARD)}>
              <input
                type="radio"
                name="card"
                value={NEW_CARD}
                checked={choice === NEW_CARD}
                onChange={() => setChoice(NEW_CARD)}
                className="size-4 shrink-0 accent-brand-500"
              />
              <span className="flex items-center gap-2 font-semibold">
                <Plus className="size-4" aria-hidden="true" /> A new card
              </span>
            </label>
          )}
        </div>
      </fieldset>
      {choice === NEW_CARD && <TestCardFields errors={problems ?? apiErrors} />}
      {!testMode && cards.length === 0 && (
        <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {config === null ? (
            "Payments can't be taken right now. Please try again in a moment."
          ) : (
            <>
              Add a card in your{" "}
              <Link to="/profile/settings#cards" className="font-semibold text-brand-600 underline dark:text-brand-400">
                payment settings
              </Link>{" "}
              (cards are entered in Stripe's own secure form), then come back here to pay.
            </>
          )}
        </p>
      )}
      <button
        type="submit"
        disabled={busy || choice === null}
        aria-busy={busy || undefined}
        className={`${primaryButton} h-12 w-full text-base`}
      >
        {busy ? (
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
        ) : (
          <Lock className="size-5" aria-hidden="true" />
        )}
        {busy ? "Paying…" : `Pay ${formatPrice(total)}`}
      </button>
    </form>
  );
}
