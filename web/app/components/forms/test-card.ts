import { cardExpired, passesLuhn } from "@pitstop/contract/payments";
import { type TestCardInput, TestCardInputSchema } from "@pitstop/contract/profile";
import { type FieldErrors, formProblems } from "~/components/forms/form-problems";

/** Test mode's card fields (settings and the pay page): formatting as typed and the checks before sending. */

/** "MM/YY" (or MM/YYYY) as typed in the expiry field. */
const EXPIRY = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/;

/** Formats digits as they are typed: groups of four, the way they are printed on the card. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** Turns "0429" or "04/29" into "04/29" while typing. */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The test-mode card fields (number, MM/YY, CVC) checked with the contract's rules plus the
 * checksum and the expiry, so a typo is caught before anything is sent. Field names in the errors
 * are the form's: number, expiry, cvc.
 */
export function parseTestCard(
  values: { number: string; expiry: string; cvc: string },
  now = new Date(),
): { ok: true; card: TestCardInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const expiry = EXPIRY.exec(values.expiry);
  if (!expiry) errors.expiry = ["Enter the expiry date as MM/YY"];
  const input = { number: values.number, exp_month: expiry?.[1] ?? "", exp_year: expiry?.[2] ?? "", cvc: values.cvc };
  const problems = formProblems(TestCardInputSchema, input);
  if (problems?.number) errors.number = problems.number;
  if (problems?.cvc) errors.cvc = problems.cvc;
  if (expiry && (problems?.exp_month || problems?.exp_year))
    errors.expiry = problems.exp_month ?? problems.exp_year ?? ["Enter the expiry date as MM/YY"];
  const parsed = TestCardInputSchema.safeParse(input);
  if (parsed.success) {
    if (!passesLuhn(parsed.data.number)) errors.number = ["This card number is not valid — check the digits"];
    if (cardExpired(parsed.data.exp_month, parsed.data.exp_year, now)) errors.expiry = ["This card has expired"];
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, card: parsed.data };
}

/** The API names a card's expiry exp_month / exp_year; the form has one MM/YY field. */
export function cardFieldErrors(errors: FieldErrors | undefined): FieldErrors | undefined {
  if (!errors) return undefined;
  const { exp_month, exp_year, ...rest } = errors;
  const expiry = exp_month ?? exp_year;
  return expiry ? { ...rest, expiry } : rest;
}
