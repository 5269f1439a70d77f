import { FlaskConical } from "lucide-react";
import { useState } from "react";
import { type FieldErrors, firstError } from "~/components/forms/form-problems";
import { formatCardNumber, formatExpiry } from "~/components/forms/test-card";
import { TextField } from "~/components/forms/text-field";
import { PAY_TEST_CARDS } from "./test-card";

/**
 * Test mode (the simulated provider): a Stripe test card typed in for this payment, with the test
 * numbers and what each does. The fields belong to the pay form; nothing here is sent by itself.
 */
export function TestCardFields({ errors }: { errors: FieldErrors | undefined }) {
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  return (
    <div className="space-y-4 rounded-xl border border-dashed border-amber-400 bg-amber-50/60 p-4 sm:p-5 dark:border-amber-500/60 dark:bg-amber-950/20">
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:gap-3">
        <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-amber-200 px-2.5 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase dark:bg-amber-500/25 dark:text-amber-200">
          <FlaskConical className="size-3.5" aria-hidden="true" /> Test mode
        </span>
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
          aria-describedby="pay-test-card-hint"
          error={firstError(errors, "number")}
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
          error={firstError(errors, "expiry")}
        />
        <TextField
          label="CVC"
          name="cvc"
          inputMode="numeric"
          autoComplete="off"
          placeholder="123"
          maxLength={4}
          error={firstError(errors, "cvc")}
        />
      </div>
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
