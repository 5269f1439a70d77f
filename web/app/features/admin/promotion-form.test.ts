import type { Promotion } from "@pitstop/contract/promotions";
import { describe, expect, test } from "vitest";
import { isoToZoned, offerOf, readPromotionForm, scopeOf, statusOf, zonedToIso } from "./promotion-form";

const form = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

const promotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: 1,
  code: "SPRING15",
  label: "15% off",
  kind: "percent",
  value: 15,
  min_subtotal: null,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  per_customer_limit: null,
  scope: { categories: [], product_types: [], brands: [], product_ids: [] },
  combines_with_loyalty: true,
  active: true,
  times_used: 0,
  amount_given: 0,
  created_at: "2026-11-01T00:00:00Z",
  updated_at: "2026-11-01T00:00:00Z",
  ...overrides,
});

describe("the promotion form", () => {
  test("a time typed in the operator's zone is sent as the instant it names, and shown back the same", () => {
    expect(zonedToIso("2026-12-01T09:00", "America/Chicago")).toBe("2026-12-01T15:00:00.000Z");
    expect(zonedToIso("2026-07-01T09:00", "America/Chicago")).toBe("2026-07-01T14:00:00.000Z");
    expect(zonedToIso("2026-12-01T09:00", "UTC")).toBe("2026-12-01T09:00:00.000Z");
    expect(isoToZoned("2026-12-01T15:00:00.000Z", "America/Chicago")).toBe("2026-12-01T09:00");
    expect(zonedToIso("tomorrow", "UTC")).toBeNull();
  });

  test("reads every field: code in capitals, empty fields as none, the scope's lists and part ids", () => {
    const body = readPromotionForm(
      form([
        ["code", " spring15 "],
        ["label", ""],
        ["kind", "percent"],
        ["value", "15"],
        ["min_subtotal", "50"],
        ["starts_at", ""],
        ["ends_at", "2026-12-31T23:59"],
        ["usage_limit", ""],
        ["per_customer_limit", "1"],
        ["categories", "brakes"],
        ["brands", "stopline"],
        ["brands", "marlow"],
        ["product_ids", "12, 34 56"],
        ["combines_with_loyalty", "on"],
      ]),
      "UTC",
    );
    expect(body).toEqual({
      code: "SPRING15",
      label: null,
      kind: "percent",
      value: 15,
      min_subtotal: 50,
      starts_at: null,
      ends_at: "2026-12-31T23:59:00.000Z",
      usage_limit: null,
      per_customer_limit: 1,
      scope: { categories: ["brakes"], product_types: [], brands: ["stopline", "marlow"], product_ids: [12, 34, 56] },
      combines_with_loyalty: true,
    });
  });

  test("an automatic free-shipping promotion sends no code and no value; unticked loyalty is false", () => {
    const body = readPromotionForm(
      form([
        ["code", ""],
        ["kind", "free_shipping"],
        ["value", "5"],
      ]),
      "UTC",
    );
    expect(body).toMatchObject({ code: null, kind: "free_shipping", value: null, combines_with_loyalty: false });
  });
});

describe("the promotions list's words", () => {
  test("what it gives and to what", () => {
    expect(offerOf({ kind: "percent", value: 15 })).toBe("15% off");
    expect(offerOf({ kind: "fixed", value: 12.5 })).toBe("$12.50 off");
    expect(offerOf({ kind: "free_shipping", value: null })).toBe("Free shipping");
    expect(scopeOf(promotion())).toBe("Whole cart");
    expect(
      scopeOf(promotion({ scope: { categories: ["brakes"], product_types: [], brands: [], product_ids: [1, 2] } })),
    ).toBe("categories: brakes · 2 parts");
  });

  test("where it stands now", () => {
    const now = Date.parse("2026-11-28T12:00:00Z");
    expect(statusOf(promotion(), now)).toBe("Active");
    expect(statusOf(promotion({ active: false }), now)).toBe("Deactivated");
    expect(statusOf(promotion({ ends_at: "2026-11-01T00:00:00Z" }), now)).toBe("Ended");
    expect(statusOf(promotion({ starts_at: "2026-12-01T00:00:00Z" }), now)).toBe("Scheduled");
    expect(statusOf(promotion({ usage_limit: 5, times_used: 5 }), now)).toBe("Used up");
  });
});
