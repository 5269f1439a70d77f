import { z } from "zod";

/**
 * GET /api/payments/config: which card provider the shop runs. `simulated` is test mode (Stripe's
 * test card numbers, typed into our own form); `stripe` means cards are entered in Stripe.js with
 * `publishableKey` and saved through a SetupIntent.
 */
export const PaymentsConfigSchema = z.object({
  provider: z.enum(["simulated", "stripe"]),
  publishableKey: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;

/** POST /api/profile/payment/setup-intent (Stripe only): what Stripe.js confirms the card with. */
export const SetupIntentSchema = z.object({ client_secret: z.string() });

/** Luhn checksum of a card number (digits only). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month. */
export function cardExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  const year = now.getUTCFullYear();
  return expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1);
}
