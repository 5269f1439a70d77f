import { shipsTo } from "@pitstop/contract/address-regions";
import type { AddressInput } from "@pitstop/contract/profile";
import { useId } from "react";
import { STATES } from "./address-input";
import { type FieldErrors, firstError, pickedFromListProblems } from "./form-problems";
import { fieldError, fieldLabel, textInput } from "./form-styles";
import { TextField } from "./text-field";

type AddressStart = Partial<Omit<AddressInput, "default">>;

/**
 * The fields of an address, as the contract's address input names them (read them back with
 * `addressFromForm`): name, street, city, state, ZIP and phone, with each field's problem under it.
 * The shop ships within the United States only (the contract's SHIPPING_COUNTRIES), so the address
 * book and checkout ask for the same thing: a US address, the state picked from the list. An older
 * address abroad starts with its state and ZIP empty, to be made a US one.
 * `autoCompleteSection` prefixes the browser's autofill names ("shipping given-name").
 */
export function AddressFields({
  start,
  problems,
  autoCompleteSection,
}: {
  start?: AddressStart | undefined;
  problems: FieldErrors | null | undefined;
  autoCompleteSection?: "shipping";
}) {
  const stateId = useId();
  const abroad = start?.country !== undefined && !shipsTo({ country: start.country });
  const auto = (name: string) => (autoCompleteSection ? `${autoCompleteSection} ${name}` : name);
  // The state is chosen from a list here, so its message says to choose it.
  const shown = pickedFromListProblems(problems, ["state"]);
  const stateError = firstError(shown, "state");
  // The country is not asked (there is one), so the API's word on it shows above the fields.
  const countryError = firstError(shown, "country");

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="country" value="US" />
      <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">
        We ship within the United States, APO/FPO included.
      </p>
      {countryError && <p className={`${fieldError} sm:col-span-2`}>{countryError}</p>}
      <TextField
        label="First name"
        name="first_name"
        defaultValue={start?.first_name}
        autoComplete={auto("given-name")}
        maxLength={60}
        error={firstError(shown, "first_name")}
      />
      <TextField
        label="Last name"
        name="last_name"
        defaultValue={start?.last_name}
        autoComplete={auto("family-name")}
        maxLength={60}
        error={firstError(shown, "last_name")}
      />
      <TextField
        label="Address"
        name="address_line1"
        defaultValue={start?.address_line1}
        autoComplete={auto("address-line1")}
        maxLength={100}
        placeholder="Street and number"
        error={firstError(shown, "address_line1")}
        className="sm:col-span-2"
      />
      <TextField
        label="Address line 2 (optional)"
        name="address_line2"
        defaultValue={start?.address_line2}
        autoComplete={auto("address-line2")}
        maxLength={100}
        placeholder="Apartment, suite, unit"
        error={firstError(shown, "address_line2")}
        className="sm:col-span-2"
      />
      <TextField
        label="City"
        name="city"
        defaultValue={start?.city}
        autoComplete={auto("address-level2")}
        maxLength={60}
        error={firstError(shown, "city")}
      />
      <div>
        <label htmlFor={stateId} className={fieldLabel}>
          State
        </label>
        <select
          id={stateId}
          name="state"
          defaultValue={abroad ? "" : (start?.state ?? "")}
          autoComplete={auto("address-level1")}
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
        defaultValue={abroad ? "" : start?.zip}
        autoComplete={auto("postal-code")}
        inputMode="numeric"
        maxLength={12}
        placeholder="12345"
        error={firstError(shown, "zip")}
      />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        defaultValue={start?.phone}
        autoComplete={auto("tel")}
        maxLength={20}
        placeholder="+1 555 010 0199"
        error={firstError(shown, "phone")}
        hint="For the courier, if they need to reach you."
      />
    </div>
  );
}
