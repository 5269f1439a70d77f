import { z } from "zod";

/** Messages per field name; `_form` holds those that belong to no one field. */
export type FieldErrors = Record<string, string[] | undefined>;

/**
 * Checks a form's values with the contract schema the API itself uses, so a person sees the same
 * message before sending as after. Returns the messages per field, or null when the values pass.
 */
export function formProblems(schema: z.ZodType, values: unknown): FieldErrors | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return null;
  const { fieldErrors, formErrors } = z.flattenError(parsed.error);
  const problems: FieldErrors = { ...(fieldErrors as FieldErrors) };
  if (formErrors.length > 0) problems._form = formErrors;
  return problems;
}

/**
 * The contract words the state and the country as codes ("two-letter code, like OH") because an API
 * caller types them; where the form offers them as a list the shopper picks from, it says so.
 */
export function pickedFromListProblems<T extends FieldErrors | null | undefined>(
  problems: T,
  fields: readonly ("state" | "country")[],
): T {
  if (!problems) return problems;
  const worded: FieldErrors = { ...problems };
  for (const field of fields) if (worded[field]) worded[field] = [`Choose the ${field}`];
  return worded as T;
}

export const firstError = (errors: FieldErrors | null | undefined, field: string): string | undefined =>
  errors?.[field]?.[0];

/** The text of each named field; checkboxes are read separately. */
export function formValues(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? "")]));
}
