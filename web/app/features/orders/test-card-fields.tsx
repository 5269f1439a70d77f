import type { FieldErrors } from "~/components/forms/form-problems";
import { TestCardInputs, TestModeBadge, testModeFrame } from "~/components/forms/test-card-inputs";
import { PAY_TEST_CARDS } from "./test-card";

/**
 * Test mode (the simulated provider): a Stripe test card typed in for this payment, with the test
 * numbers and what each does. The fields belong to the pay form; nothing here is sent by itself.
 */
export function TestCardFields({ errors }: { errors: FieldErrors | undefined }) {
  return (
    <div className={testModeFrame}>
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:gap-3">
        <TestModeBadge />
        <div id="pay-test-card-hint" className="min-w-0 flex-1 text-sm leading-6 text-amber-900 dark:text-amber-100">
          <p>
            No real payment happens and real cards are refused. Use a Stripe test card, any future date and any CVC:
          </p>
          <ul className="mt-1 space-y-0.5">
            {PAY_TEST_CARDS.map((card) => (
              <li key={card.number}>
                <code className="rounded bg-white/70 px-1 font-mono text-[0.8rem] whitespace-nowrap dark:bg-slate-900/70">
                  {card.number}
                </code>{" "}
                {card.outcome}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <TestCardInputs errors={errors} hintId="pay-test-card-hint" />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="save"
          className="size-4 rounded border-slate-300 accent-brand-500 dark:border-slate-600"
        />
        Save this card for my next orders
      </label>
    </div>
  );
}
