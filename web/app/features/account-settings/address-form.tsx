import { COUNTRY_CODES, US_STATES } from "@pitstop/contract/address-regions";
import { AddressInputSchema, type User } from "@pitstop/contract/profile";
import { Save } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { formProblems, pickedFromListProblems } from "~/components/forms/form-problems";
import { fieldError, fieldLabel, primaryButton, secondaryButton, textInput } from "~/components/forms/form-styles";
import { TextField } from "~/components/forms/text-field";
import { addressFromForm } from "./address-fields";
import { type FieldErrors, firstError } from "./settings-result";
import { useSettingsFetcher } from "./use-settings-fetcher";

type Address = User["addresses"][number];

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** A country's English name, or its code when the runtime has no name for it. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The country list, United States first, then by name. */
const COUNTRIES = [
  { code: "US", name: countryName("US") },
  ...COUNTRY_CODES.filter((code) => code !== "US")
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en")),
];

const STATES = Object.entries(US_STATES).sort(([, a], [, b]) => a.localeCompare(b, "en"));

/**
 * Adds or edits an address (spec §7). It is checked with the contract's AddressInputSchema before
 * it is sent — a US address needs a state and a ZIP — and the API's field errors show by the fields.
 */
export function AddressForm({ address, onDone }: { address?: Address; onDone: () => void }) {
  const ids = { country: useId(), state: useId() };
  const [country, setCountry] = useState(address?.country ?? "US");
  const us = country === "US";
  const [problems, setProblems] = useState<FieldErrors | null>(null);
  const { fetcher, busy, errors } = useSettingsFetcher((result) => {
    if (result.ok) onDone();
  });
  // The state and the country are chosen from lists here (outside the US the state is typed).
  const shown = pickedFromListProblems(problems ?? errors, us ? ["state", "country"] : ["country"]);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const found = formProblems(AddressInputSchema, addressFromForm(new FormData(event.currentTarget)));
    setProblems(found);
    if (found) event.preventDefault();
  };

  const stateError = firstError(shown, "state");
  const countryError = firstError(shown, "country");
  return (
    <fetcher.Form
      method="post"
      onSubmit={check}
      noValidate
      aria-label={address ? "Edit address" : "New address"}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-950/40"
    >
      <input type="hidden" name="intent" value={address ? "address-update" : "address-create"} />
      {address && <input type="hidden" name="id" value={address.id} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          name="first_name"
          defaultValue={address?.first_name}
          autoComplete="given-name"
          maxLength={60}
          error={firstError(shown, "first_name")}
        />
        <TextField
          label="Last name"
          name="last_name"
          defaultValue={address?.last_name}
          autoComplete="family-name"
          maxLength={60}
          error={firstError(shown, "last_name")}
        />
        <TextField
          label="Address"
          name="address_line1"
          defaultValue={address?.address_line1}
          autoComplete="address-line1"
          maxLength={100}
          placeholder="Street and number"
          error={firstError(shown, "address_line1")}
          className="sm:col-span-2"
        />
        <TextField
          label="Address line 2 (optional)"
          name="address_line2"
          defaultValue={address?.address_line2}
          autoComplete="address-line2"
          maxLength={100}
          placeholder="Apartment, suite, unit"
          error={firstError(shown, "address_line2")}
          className="sm:col-span-2"
        />
        <TextField
          label="City"
          name="city"
          defaultValue={address?.city}
          autoComplete="address-level2"
          maxLength={60}
          error={firstError(shown, "city")}
        />
        <div>
          <label htmlFor={ids.country} className={fieldLabel}>
            Country
          </label>
          <select
            id={ids.country}
            name="country"
            value={country}
            onChange={(event) => setCountry(event.target.value)}
            autoComplete="country"
            aria-invalid={countryError ? true : undefined}
            className={textInput}
          >
            {COUNTRIES.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {countryError && <p className={fieldError}>{countryError}</p>}
        </div>
        {us ? (
          <div>
            <label htmlFor={ids.state} className={fieldLabel}>
              State
            </label>
            <select
              // A fresh select when switching back to the US, so a province typed meanwhile is dropped.
              key="us-state"
              id={ids.state}
              name="state"
              defaultValue={address?.country === "US" ? address.state : ""}
              autoComplete="address-level1"
              aria-invalid={stateError ? true : undefined}
              aria-describedby={stateError ? `${ids.state}-error` : undefined}
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
              <p id={`${ids.state}-error`} className={fieldError}>
                {stateError}
              </p>
            )}
          </div>
        ) : (
          <TextField
            key="region"
            label="State / province / region (optional)"
            name="state"
            defaultValue={address?.country === "US" ? "" : address?.state}
            autoComplete="address-level1"
            maxLength={60}
            error={stateError}
          />
        )}
        <TextField
          label={us ? "ZIP code" : "Postal code"}
          name="zip"
          defaultValue={address?.zip}
          autoComplete="postal-code"
          inputMode={us ? "numeric" : "text"}
          maxLength={12}
          placeholder={us ? "12345" : undefined}
          error={firstError(shown, "zip")}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          defaultValue={address?.phone}
          autoComplete="tel"
          maxLength={20}
          placeholder="+1 555 010 0199"
          error={firstError(shown, "phone")}
          hint="For the courier, if they need to reach you."
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="default"
          defaultChecked={address?.default ?? false}
          disabled={address?.default}
          className="size-4 rounded border-slate-300 accent-brand-500 dark:border-slate-600"
        />
        {address?.default ? "This is your default address" : "Make this my default address"}
      </label>
      {/* A disabled box is not sent; the default address stays default until another one is chosen. */}
      {address?.default && <input type="hidden" name="default" value="on" />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} disabled={busy} className={secondaryButton}>
          Cancel
        </button>
        <button type="submit" disabled={busy} className={primaryButton}>
          <Save className="size-4" aria-hidden="true" /> {busy ? "Saving…" : address ? "Save address" : "Add address"}
        </button>
      </div>
    </fetcher.Form>
  );
}
