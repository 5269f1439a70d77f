import { cardExpired, passesLuhn } from "@pitstop/contract/payments";
import { type TestCardInput, TestCardInputSchema } from "@pitstop/contract/profile";
import { formProblems } from "./form-validation";
import type { FieldErrors } from "./settings-result";

/** Stripe's documented test cards that test mode accepts; the form lists them as a hint. */
export const TEST_CARD_HINTS = [
  { brand: "Visa", number: "4242 4242 4242 4242" },
  { brand: "Mastercard", number: "5555 5555 5555 4444" },
  { brand: "American Express", number: "3782 822463 10005" },
] as const;

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
 * The test-mode card form's fields (number, MM/YY, CVC) checked with the contract's rules plus
 * the checksum and expiry, so a typo is caught before anything is sent. Field names in the errors
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
