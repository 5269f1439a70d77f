import { FlaskConical } from "lucide-react";
import { useState } from "react";
import { type FieldErrors, firstError } from "./form-problems";
import { formatCardNumber, formatExpiry } from "./test-card";
import { TextField } from "./text-field";

/** The amber frame every test-mode card form sits in (settings and the pay page). */
export const testModeFrame =
  "space-y-4 rounded-xl border border-dashed border-amber-400 bg-amber-50/60 p-4 sm:p-5 dark:border-amber-500/60 dark:bg-amber-950/20";

/** The 'Test mode' label next to a card form's hint. */
export function TestModeBadge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-amber-200 px-2.5 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase dark:bg-amber-500/25 dark:text-amber-200">
      <FlaskConical className="size-3.5" aria-hidden="true" /> Test mode
    </span>
  );
}

/**
 * A test card's number, MM/YY and CVC, formatted as typed; the names are what `parseTestCard`
 * reads. `hintId` points the number at the hint that lists the test numbers.
 */
export function TestCardInputs({ errors, hintId }: { errors: FieldErrors | null | undefined; hintId: string }) {
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  return (
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
        aria-describedby={hintId}
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
  );
}
