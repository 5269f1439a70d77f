import type { AddressInput } from "@pitstop/contract/profile";
import { useId, useState } from "react";
import { COUNTRIES, STATES } from "./address-input";
import { type FieldErrors, firstError, pickedFromListProblems } from "./form-problems";
import { fieldError, fieldLabel, textInput } from "./form-styles";
import { TextField } from "./text-field";

type AddressStart = Partial<Omit<AddressInput, "default">>;

/**
 * The fields of an address, as the contract's address input names them (read them back with
 * `addressFromForm`): name, street, city, state, ZIP and phone, with each field's problem under it.
 * With `chooseCountry` the shopper picks the country, and outside the US the state is typed;
 * without it the address is a US one (checkout ships within the United States only).
 * `autoCompleteSection` prefixes the browser's autofill names ("shipping given-name").
 */
export function AddressFields({
  start,
  problems,
  chooseCountry = false,
  autoCompleteSection,
}: {
  start?: AddressStart | undefined;
  problems: FieldErrors | null | undefined;
  chooseCountry?: boolean;
  autoCompleteSection?: "shipping";
}) {
  const ids = { country: useId(), state: useId() };
  const [country, setCountry] = useState(chooseCountry ? (start?.country ?? "US") : "US");
  const us = country === "US";
  const auto = (name: string) => (autoCompleteSection ? `${autoCompleteSection} ${name}` : name);
  // The state and the country are chosen from lists here (outside the US the state is typed).
  const shown = pickedFromListProblems(problems, us ? ["state", "country"] : ["country"]);
  const stateError = firstError(shown, "state");
  const countryError = firstError(shown, "country");

  return (
    <div className="grid gap-4 sm:grid-cols-2">
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
      {chooseCountry ? (
        <div>
          <label htmlFor={ids.country} className={fieldLabel}>
            Country
          </label>
          <select
            id={ids.country}
            name="country"
            value={country}
            onChange={(event) => setCountry(event.target.value)}
            autoComplete={auto("country")}
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
      ) : (
        <input type="hidden" name="country" value="US" />
      )}
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
            defaultValue={!start?.country || start.country === "US" ? (start?.state ?? "") : ""}
            autoComplete={auto("address-level1")}
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
          defaultValue={start?.country === "US" ? "" : start?.state}
          autoComplete={auto("address-level1")}
          maxLength={60}
          error={stateError}
        />
      )}
      <TextField
        label={us ? "ZIP code" : "Postal code"}
        name="zip"
        defaultValue={start?.zip}
        autoComplete={auto("postal-code")}
        inputMode={us ? "numeric" : "text"}
        maxLength={12}
        placeholder={us ? "12345" : undefined}
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
