/** Stripe's documented test cards that test mode accepts; the form lists them as a hint. */
export const TEST_CARD_HINTS = [
  { brand: "Visa", number: "4242 4242 4242 4242" },
  { brand: "Mastercard", number: "5555 5555 5555 4444" },
  { brand: "American Express", number: "3782 822463 10005" },
] as const;
