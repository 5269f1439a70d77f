/**
 * Stripe's documented test card numbers (docs.stripe.com/testing) and what each does when it is
 * saved for later use. The decline cards cannot be attached to a customer at Stripe, so saving one
 * fails with Stripe's own message; 4000000000000341 saves but every charge on it fails; the 3-D
 * Secure cards save once the holder authenticates, which test mode takes as done.
 */

export type TestCardScenario =
  | "succeeds"
  | "charge_declined" // attaches, later charges fail with card_declined
  | "authenticated_on_setup" // 3DS on setup; later off-session charges need none
  | "authenticate_always"; // 3DS on every charge

export type TestCard = {
  brand: string;
  funding: "credit" | "debit" | "prepaid";
  /** Present when Stripe refuses to save the card: its decline code and message. */
  setupDecline?: { code: string; message: string };
  scenario: TestCardScenario;
};

const ok = (brand: string, funding: TestCard["funding"] = "credit"): TestCard => ({
  brand,
  funding,
  scenario: "succeeds",
});
const declined = (code: string, message: string): TestCard => ({
  brand: "visa",
  funding: "credit",
  scenario: "succeeds",
  setupDecline: { code, message },
});

export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  "4242424242424242": ok("visa"),
  "4000056655665556": ok("visa", "debit"),
  "5555555555554444": ok("mastercard"),
  "2223003122003222": ok("mastercard"),
  "5200828282828210": ok("mastercard", "debit"),
  "5105105105105100": ok("mastercard", "prepaid"),
  "378282246310005": ok("amex"),
  "371449635398431": ok("amex"),
  "6011111111111117": ok("discover"),
  "6011000990139424": ok("discover"),
  "3056930009020004": ok("diners"),
  "36227206271667": ok("diners"),
  "3566002020360505": ok("jcb"),
  "6200000000000005": ok("unionpay"),
  "4000000000000002": declined("generic_decline", "Your card was declined."),
  "4000000000009995": declined("insufficient_funds", "Your card has insufficient funds."),
  "4000000000009987": declined("lost_card", "Your card was declined."),
  "4000000000009979": declined("stolen_card", "Your card was declined."),
  "4000000000000069": declined("expired_card", "Your card has expired."),
  "4000000000000127": declined("incorrect_cvc", "Your card's security code is incorrect."),
  "4000000000000119": declined(
    "processing_error",
    "An error occurred while processing your card. Try again in a little bit.",
  ),
  "4000000000000341": { brand: "visa", funding: "credit", scenario: "charge_declined" },
  "4000002500003155": { brand: "visa", funding: "credit", scenario: "authenticated_on_setup" },
  "4000002760003184": { brand: "visa", funding: "credit", scenario: "authenticate_always" },
};
