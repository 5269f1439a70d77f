import { cardExpired, type PaymentsConfig } from "@pitstop/contract/payments";
import { PAYMENT_CARDS_MAX, type User } from "@pitstop/contract/profile";
import { CheckCircle2, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { brandName, CardBrandMark } from "~/components/card-brand";
import { linkButton, secondaryButton } from "~/components/forms/form-styles";
import { ConfirmRemoval } from "~/components/ui/confirm-removal";
import { StripeCardForm } from "./stripe-card-form";
import { TestCardForm } from "./test-card-form";
import { useSettingsFetcher } from "./use-settings-fetcher";

type PaymentCard = User["payments"][number];

/**
 * Saved cards: brand, last four digits, expiry and the default badge; make one the
 * default (the others stop being it) or delete it. New cards go through the shop's payment
 * provider: test mode types Stripe's test numbers here, Stripe mode uses Stripe's own card field.
 */
export function PaymentCards({ payments, config }: { payments: PaymentCard[]; config: PaymentsConfig | null }) {
  const [adding, setAdding] = useState(false);
  const full = payments.length >= PAYMENT_CARDS_MAX;
  const stripeKey = config?.provider === "stripe" ? config.publishableKey : null;
  const canAdd = config !== null && (config.provider === "simulated" || stripeKey !== null);

  return (
    <div className="space-y-4">
      {payments.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
          {payments.map((card) => (
            <CardRow key={card.payment_stripe_id} card={card} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">No saved cards yet.</p>
      )}
      {adding && config?.provider === "simulated" && <TestCardForm onDone={() => setAdding(false)} />}
      {adding && stripeKey && <StripeCardForm publishableKey={stripeKey} onDone={() => setAdding(false)} />}
      {!adding && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {config === null
              ? "Cards can't be added right now. Please try again later."
              : full
                ? `You can keep up to ${PAYMENT_CARDS_MAX} cards. Delete one to add another.`
                : config.provider === "simulated"
                  ? "The shop runs in test mode: only Stripe test cards are accepted."
                  : "Cards are saved securely with Stripe."}
          </p>
          <button type="button" onClick={() => setAdding(true)} disabled={!canAdd || full} className={secondaryButton}>
            <Plus className="size-4" aria-hidden="true" /> Add a card
          </button>
        </div>
      )}
    </div>
  );
}

function CardRow({ card }: { card: PaymentCard }) {
  const makeDefault = useSettingsFetcher();
  const remove = useSettingsFetcher();
  const removeForm = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = makeDefault.busy || remove.busy;
  const isDefault = card.default === 1;
  const expired = cardExpired(card.exp_month, card.exp_year);
  const expiry = `${String(card.exp_month).padStart(2, "0")}/${String(card.exp_year).slice(-2)}`;
  const name = `${brandName(card.brand)} ending in ${card.last4}`;
  return (
    <li
      aria-label={name}
      aria-busy={busy || undefined}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4 aria-busy:opacity-60"
    >
      <CardBrandMark brand={card.brand} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span>
            {brandName(card.brand)}{" "}
            <span className="font-mono tracking-wider whitespace-nowrap">•••• {card.last4}</span>
          </span>
          {isDefault && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-500/20 dark:text-brand-200">
              <CheckCircle2 className="size-3" aria-hidden="true" /> Default
            </span>
          )}
        </p>
        <p
          className={
            expired ? "text-sm text-rose-600 dark:text-rose-400" : "text-sm text-slate-500 dark:text-slate-400"
          }
        >
          {expired ? `Expired ${expiry}` : `Expires ${expiry}`}
        </p>
      </div>
      <div className="-mx-2.5 -mb-1 flex basis-full justify-end gap-1 sm:mx-0 sm:mb-0 sm:basis-auto">
        {!isDefault && (
          <makeDefault.fetcher.Form method="post">
            <input type="hidden" name="intent" value="card-default" />
            <input type="hidden" name="payment_stripe_id" value={card.payment_stripe_id} />
            <button type="submit" disabled={busy} className={linkButton} aria-label={`Make ${name} the default`}>
              Make default
            </button>
          </makeDefault.fetcher.Form>
        )}
        <remove.fetcher.Form method="post" ref={removeForm}>
          <input type="hidden" name="intent" value="card-delete" />
          <input type="hidden" name="payment_stripe_id" value={card.payment_stripe_id} />
          <button
            type="button"
            onClick={() => setConfirming(true)}
            disabled={busy}
            aria-label={`Delete ${name}`}
            className={`${linkButton} text-rose-600 hover:bg-rose-50 hover:text-rose-700 dark:text-rose-400 dark:hover:bg-rose-950/40`}
          >
            <Trash2 className="size-4" aria-hidden="true" /> Delete
          </button>
        </remove.fetcher.Form>
      </div>
      <ConfirmRemoval
        open={confirming}
        title="Delete this card?"
        description={`The ${name} is removed from your account; to pay with it again you would enter it anew.`}
        confirmLabel="Delete card"
        onCancel={() => setConfirming(false)}
        onConfirm={() => removeForm.current?.requestSubmit()}
      />
    </li>
  );
}
