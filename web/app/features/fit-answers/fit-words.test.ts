import type { ProductFit } from "@pitstop/contract/reviews";
import { describe, expect, test } from "vitest";
import { confirmedSentence, didNotFitSentence } from "./fit-words";

const fitOf = (confirmed: number, reasons: Partial<Record<string, number>>): ProductFit => {
  const all = ["wrong_size", "wrong_position", "needs_other_parts", "other"] as const;
  const list = all.map((reason) => ({ reason, count: reasons[reason] ?? 0 }));
  return {
    vehicle: { id: 1, slug: "toyota-camry-2018", name: "2018 Toyota Camry" },
    confirmed,
    did_not_fit: { total: list.reduce((sum, r) => sum + r.count, 0), reasons: list },
  };
};

describe("what owners of a car said", () => {
  test("confirmations, in the right number", () => {
    expect(confirmedSentence(fitOf(14, {}))).toBe("Confirmed to fit by 14 owners of a 2018 Toyota Camry");
    expect(confirmedSentence(fitOf(1, {}))).toBe("Confirmed to fit by 1 owner of a 2018 Toyota Camry");
    expect(confirmedSentence(fitOf(0, {}))).toBeNull();
  });

  test("one reason is named; several say how many each, the most given first", () => {
    expect(didNotFitSentence(fitOf(0, { wrong_position: 3 }))).toBe("3 owners said it did not fit (wrong position)");
    expect(didNotFitSentence(fitOf(0, { wrong_size: 1 }))).toBe("1 owner said it did not fit (wrong size)");
    expect(didNotFitSentence(fitOf(2, { wrong_size: 1, needs_other_parts: 2 }))).toBe(
      "3 owners said it did not fit (2 needs other parts, 1 wrong size)",
    );
    expect(didNotFitSentence(fitOf(5, {}))).toBeNull();
  });
});
