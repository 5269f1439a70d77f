import { describe, expect, test } from "vitest";
import { cardFieldErrors, formatCardNumber, formatExpiry, parseTestCard } from "~/components/forms/test-card";

const now = new Date("2026-03-02T10:00:00Z");

describe("the pay page's test card fields", () => {
  test.each([
    ["4242424242424242", "4242 4242 4242 4242"],
    ["4000-0000-0000-9995", "4000 0000 0000 9995"],
    ["4242 42", "4242 42"],
  ])("%s is shown as %s", (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  test.each([
    ["0429", "04/29"],
    ["12/3", "12/3"],
    ["1", "1"],
  ])("expiry %s is shown as %s", (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  test("a test card with a future expiry passes, as the API's card input", () => {
    expect(parseTestCard({ number: "4000 0000 0000 9995", expiry: "12/30", cvc: "123" }, now)).toEqual({
      ok: true,
      card: { number: "4000000000009995", exp_month: 12, exp_year: 2030, cvc: "123" },
    });
  });

  test.each([
    [
      { number: "4242 4242 4242 4241", expiry: "12/30", cvc: "123" },
      "number",
      "This card number is not valid — check the digits",
    ],
    [{ number: "4242 4242 4242 4242", expiry: "01/26", cvc: "123" }, "expiry", "This card has expired"],
    [{ number: "4242 4242 4242 4242", expiry: "1230", cvc: "123" }, "expiry", "Enter the expiry date as MM/YY"],
    [
      { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "12" },
      "cvc",
      "CVC must be 3 digits (4 on American Express)",
    ],
    [{ number: "", expiry: "12/30", cvc: "123" }, "number", "Card number must be 12 to 19 digits"],
  ])("%j is refused at %s: %s", (values, field, message) => {
    const parsed = parseTestCard(values, now);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors[field]).toEqual([message]);
  });

  test("the API's exp_year error shows by the MM/YY field", () => {
    expect(cardFieldErrors({ exp_year: ["Your card's expiration date is in the past."], cvc: ["x"] })).toEqual({
      cvc: ["x"],
      expiry: ["Your card's expiration date is in the past."],
    });
  });
});
