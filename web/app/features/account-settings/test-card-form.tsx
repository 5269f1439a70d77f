import { LoaderCircle, Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { primaryButton, secondaryButton } from "~/components/forms/form-styles";
import { parseTestCard } from "~/components/forms/test-card";
import { TestCardInputs, TestModeBadge, testModeFrame } from "~/components/forms/test-card-inputs";
import type { FieldErrors } from "./settings-result";
import { TEST_CARD_HINTS } from "./test-card";
import { useSettingsFetcher } from "./use-settings-fetcher";

/**
 * Test mode (the simulated provider): the card is typed here and only Stripe's documented test
 * numbers are accepted. The details travel in the POST body to our action, never in a URL.
 */
export function TestCardForm({ onDone }: { onDone: () => void }) {
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
    <fetcher.Form method="post" onSubmit={check} noValidate aria-label="Add a test card" className={testModeFrame}>
      <input type="hidden" name="intent" value="card-add" />
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:gap-3">
        <TestModeBadge />
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
      <TestCardInputs errors={shown} hintId="test-card-hint" />
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
