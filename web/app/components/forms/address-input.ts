import { US_STATES } from "@pitstop/contract/address-regions";

/** The address form's fields, named as the contract's address input. */
export const ADDRESS_FIELDS = [
  "first_name",
  "last_name",
  "phone",
  "address_line1",
  "address_line2",
  "city",
  "state",
  "zip",
  "country",
] as const;

/**
 * The address form as the contract's input. `default` is a tick box: ticked sends true, unticked
 * leaves it out, which keeps the address's standing (a default stops being one only when another
 * address becomes the default).
 */
export function addressFromForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    ...Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, text(name)])),
    ...(form.get("default") === "on" ? { default: true } : {}),
  };
}

/** The US states as [code, name], by name. */
export const STATES = Object.entries(US_STATES).sort(([, a], [, b]) => a.localeCompare(b, "en"));

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** A country's English name (a saved address may predate the US-only rule), or its code when the runtime has none. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
