import type { FieldErrors } from "~/components/forms/form-problems";
/** Every change the settings page can make; the page's one action switches on this `intent` field. */
export const SETTINGS_INTENTS = [
  "profile",
  "verification-resend",
  "password",
  "address-create",
  "address-update",
  "address-delete",
  "card-add",
  "card-default",
  "card-delete",
  "delete-account",
] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];

export const isSettingsIntent = (value: unknown): value is SettingsIntent =>
  typeof value === "string" && (SETTINGS_INTENTS as readonly string[]).includes(value);

export type { FieldErrors };

/** What the action answers: the message for the toast and, on a refusal, the API's field errors. */
export type SettingsResult =
  | { intent: SettingsIntent; ok: true; message: string; emailChanged?: boolean }
  | { intent: SettingsIntent | null; ok: false; message: string; errors?: FieldErrors };

const ADDRESS_INTENTS: ReadonlySet<SettingsIntent | null> = new Set([
  "address-create",
  "address-update",
  "address-delete",
]);

/** An address change that fails says 'Something went wrong'; the details show by the fields. */
export function toastText(result: SettingsResult): string {
  if (!result.ok && ADDRESS_INTENTS.has(result.intent)) return "Something went wrong";
  return result.message;
}

export const firstError = (errors: FieldErrors | undefined, field: string): string | undefined => errors?.[field]?.[0];
