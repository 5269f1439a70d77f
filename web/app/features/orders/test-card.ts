/**
 * Stripe's documented test cards (docs.stripe.com/testing) that test mode honours, and what each
 * does when an order is paid with it; the pay page lists them as a hint.
 */
export const PAY_TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "succeeds" },
  { number: "4000 0000 0000 9995", outcome: "insufficient funds" },
  { number: "4000 0000 0000 0002", outcome: "declined" },
  { number: "4000 0000 0000 0069", outcome: "expired card" },
  { number: "4000 0027 6000 3184", outcome: "needs authentication" },
] as const;
