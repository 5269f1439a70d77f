import { US_STATES } from "@pitstop/contract/address-regions";
import { type AddressInput, AddressInputSchema } from "@pitstop/contract/profile";
import { ArrowRight } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { type FieldErrors, firstError, formProblems, pickedFromListProblems } from "~/components/forms/form-problems";
import { fieldError, fieldLabel, primaryButton, textInput } from "~/components/forms/form-styles";
import { TextField } from "~/components/forms/text-field";
import type { NewAddress } from "./checkout-steps";

const STATES = Object.entries(US_STATES).sort(([, a], [, b]) => a.localeCompare(b, "en"));

const FIELDS = ["first_name", "last_name", "phone", "address_line1", "address_line2", "city", "state", "zip"] as const;

/** The form's fields as the contract's address input; the shop ships within the United States only. */
function addressFromForm(form: FormData) {
  return {
    ...Object.fromEntries(
      FIELDS.map((name) => {
        const value = form.get(name);
        return [name, typeof value === "string" ? value : ""];
      }),
    ),
    country: "US",
  };
}

/**
 * A new shipping address typed in at checkout, checked with the contract's AddressInputSchema
 * (the API's own rules and messages) before the shopper moves on. "Save to my addresses" keeps it
 * in the address book when the order is placed. Pitstop ships within the United States only, so
 * the form asks for a US address.
 */
export function NewAddressForm({
  initial,
  canSave,
  onDone,
}: {
  initial: NewAddress | null;
  /** False when the address book is full. */
  canSave: boolean;
  onDone: (typed: NewAddress) => void;
}) {
  const stateId = useId();
  const start: Partial<AddressInput> = initial?.address ?? {};
  const [problems, setProblems] = useState<FieldErrors | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = addressFromForm(data);
    const found = pickedFromListProblems(formProblems(AddressInputSchema, values), ["state"]);
    setProblems(found);
    if (found) {
      const first = FIELDS.find((name) => found[name]);
      const field = first ? event.currentTarget.elements.namedItem(first) : null;
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    onDone({ address: AddressInputSchema.parse(values), save: canSave && data.get("save") === "on" });
  };

  const stateError = firstError(problems, "state");
  return (
    <form onSubmit={submit} noValidate aria-label="New address" className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">We ship within the United States, APO/FPO included.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          name="first_name"
          defaultValue={start.first_name}
          autoComplete="shipping given-name"
          maxLength={60}
          error={firstError(problems, "first_name")}
        />
        <TextField
          label="Last name"
          name="last_name"
          defaultValue={start.last_name}
          autoComplete="shipping family-name"
          maxLength={60}
          error={firstError(problems, "last_name")}
        />
        <TextField
          label="Address"
          name="address_line1"
          defaultValue={start.address_line1}
          autoComplete="shipping address-line1"
          maxLength={100}
          placeholder="Street and number"
          error={firstError(problems, "address_line1")}
          className="sm:col-span-2"
        />
        <TextField
          label="Address line 2 (optional)"
          name="address_line2"
          defaultValue={start.address_line2}
          autoComplete="shipping address-line2"
          maxLength={100}
          placeholder="Apartment, suite, unit"
          error={firstError(problems, "address_line2")}
          className="sm:col-span-2"
        />
        <TextField
          label="City"
          name="city"
          defaultValue={start.city}
          autoComplete="shipping address-level2"
          maxLength={60}
          error={firstError(problems, "city")}
        />
        <div>
          <label htmlFor={stateId} className={fieldLabel}>
            State
          </label>
          <select
            id={stateId}
            name="state"
            defaultValue={start.state ?? ""}
            autoComplete="shipping address-level1"
            aria-invalid={stateError ? true : undefined}
            aria-describedby={stateError ? `${stateId}-error` : undefined}
            className={textInput}
          >
            <option value="">Choose a state</option>
            {STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {stateError && (
            <p id={`${stateId}-error`} className={fieldError}>
              {stateError}
            </p>
          )}
        </div>
        <TextField
          label="ZIP code"
          name="zip"
          defaultValue={start.zip}
          autoComplete="shipping postal-code"
          inputMode="numeric"
          maxLength={12}
          placeholder="12345"
          error={firstError(problems, "zip")}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          defaultValue={start.phone}
          autoComplete="shipping tel"
          maxLength={20}
          placeholder="+1 555 010 0199"
          error={firstError(problems, "phone")}
          hint="For the courier, if they need to reach you."
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="save"
          defaultChecked={canSave && (initial?.save ?? true)}
          disabled={!canSave}
          className="size-4 rounded border-slate-300 accent-brand-500 dark:border-slate-600"
        />
        {canSave ? "Save to my addresses" : "Your address book is full, so this address is used for this order only"}
      </label>
      <div className="flex justify-end">
        <button type="submit" className={primaryButton}>
          Continue to shipping <ArrowRight className="size-4" aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}
