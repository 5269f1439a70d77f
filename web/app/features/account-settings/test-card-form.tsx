import { FlaskConical, LoaderCircle, Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { primaryButton, secondaryButton } from "~/components/forms/form-styles";
import { formatCardNumber, formatExpiry, parseTestCard } from "~/components/forms/test-card";
import { TextField } from "~/components/forms/text-field";
import { type FieldErrors, firstError } from "./settings-result";
import { TEST_CARD_HINTS } from "./test-card";
import { useSettingsFetcher } from "./use-settings-fetcher";

/**
 * Test mode (the simulated provider): the card is typed here and only Stripe's documented test
 * numbers are accepted. The details travel in the POST body to our action, never in a URL.
 */
export function TestCardForm({ onDone }: { onDone: () => void }) {
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [problems, setProblems] = useState<FieldErrors | null>(null);
  const { fetcher, busy, errors, result } = useSettingsFetcher((settled) => {
    if (settled.ok) onDone();
  });
  const shown = problems ?? errors;
  const refusal = result && !result.ok && !result.errors ? result.message : null;

  const check = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const parsed = parseTestCard({
      number: String(data.get("number") ?? ""),
      expiry: String(data.get("expiry") ?? ""),
      cvc: String(data.get("cvc") ?? ""),
    });
    setProblems(parsed.ok ? null : parsed.errors);
    if (!parsed.ok) event.preventDefault();
  };

  return (
    <fetcher.Form
      method="post"
      onSubmit={check}
      noValidate
      aria-label="Add a test card"
      className="space-y-4 rounded-xl border border-dashed border-amber-400 bg-amber-50/60 p-4 sm:p-5 dark:border-amber-500/60 dark:bg-amber-950/20"
    >
      <input type="hidden" name="intent" value="card-add" />
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:gap-3">
        <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-amber-200 px-2.5 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase dark:bg-amber-500/25 dark:text-amber-200">
          <FlaskConical className="size-3.5" aria-hidden="true" /> Test mode
        </span>
        <p id="test-card-hint" className="min-w-0 flex-1 text-sm leading-6 text-amber-900 dark:text-amber-100">
          No real payments happen and real cards are refused. Use a Stripe test card such as{" "}
          {TEST_CARD_HINTS.map((card, i) => (
            <span key={card.number}>
              {i > 0 && (i === TEST_CARD_HINTS.length - 1 ? " or " : ", ")}
              <code className="rounded bg-white/70 px-1 font-mono text-[0.8rem] whitespace-nowrap dark:bg-slate-900/70">
                {card.number}
              </code>{" "}
              ({card.brand})
            </span>
          ))}
          , any future date and any CVC (four digits for American Express).
        </p>
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-[1fr_8rem_7rem]">
        <TextField
          label="Card number"
          name="number"
          className="col-span-2 sm:col-span-1"
          value={number}
          onChange={(event) => setNumber(formatCardNumber(event.target.value))}
          inputMode="numeric"
          // Test mode: the browser should not offer to fill in (or save) a real card here.
          autoComplete="off"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
          aria-describedby="test-card-hint"
          error={firstError(shown, "number")}
        />
        <TextField
          label="Expiry (MM/YY)"
          name="expiry"
          value={expiry}
          onChange={(event) => setExpiry(formatExpiry(event.target.value))}
          inputMode="numeric"
          autoComplete="off"
          placeholder="12/34"
          maxLength={5}
          error={firstError(shown, "expiry")}
        />
        <TextField
          label="CVC"
          name="cvc"
          inputMode="numeric"
          autoComplete="off"
          placeholder="123"
          maxLength={4}
          error={firstError(shown, "cvc")}
        />
      </div>
      {refusal && (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {refusal}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} disabled={busy} className={secondaryButton}>
          Cancel
        </button>
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Plus className="size-4" aria-hidden="true" />
          )}
          {busy ? "Saving…" : "Save card"}
        </button>
      </div>
    </fetcher.Form>
  );
}
