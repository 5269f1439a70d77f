import { describe, expect, test } from "vitest";
import {
  BRAND,
  CATEGORY,
  type FactsRow,
  FEATURED_RANK,
  FIELDS,
  FLAGS,
  factsOf,
  isPublished,
  PLACE,
  PRICE,
  phraseBytes,
  RATING_SHIFT,
  REVIEWS,
  TYPE,
  titleHolds,
  touchFacts,
  UNIVERSAL_BIT,
} from "./product-facts.ts";

const row = (id: number, title: string, extra: Partial<FactsRow> = {}): FactsRow => ({
  id,
  category_id: 3,
  type_id: 7,
  brand_id: 11,
  rating_tenths: 43,
  review_count: 12,
  price_cents: 4_599,
  featured_rank: 100 - id,
  universal: false,
  title,
  ...extra,
});

describe("the products' facts the search ranks by (product-facts.ts)", () => {
  const facts = factsOf([
    row(2, "ceramic brake pads, front"),
    row(5, "bremsbeläge für golf — vorne", { universal: true, rating_tenths: 50, featured_rank: 1 }),
    row(6, "brake pad set", {
      featured_rank: 1,
      category_id: 4,
      type_id: 9,
      brand_id: 12,
      price_cents: 1,
      review_count: 0,
    }),
    row(9, "", { rating_tenths: 0 }),
  ]);

  test("each published product's numbers sit in its row; other ids are not published", () => {
    const at = 6 * FIELDS;
    expect([CATEGORY, TYPE, BRAND, REVIEWS, PRICE, FEATURED_RANK].map((f) => facts.rows[at + f])).toEqual([
      4, 9, 12, 0, 1, 1,
    ]);
    expect((facts.rows[5 * FIELDS + FLAGS] as number) & UNIVERSAL_BIT).not.toBe(0);
    expect((facts.rows[2 * FIELDS + FLAGS] as number) & UNIVERSAL_BIT).toBe(0);
    expect((facts.rows[5 * FIELDS + FLAGS] as number) >> RATING_SHIFT).toBe(50);
    expect((facts.rows[2 * FIELDS + FLAGS] as number) >> RATING_SHIFT).toBe(43);
    expect([0, 1, 2, 3, 5, 6, 9, 10, -1].map((id) => isPublished(facts, id))).toEqual([
      false,
      false,
      true,
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  test("the popularity order is featured_rank, then id, and each row knows its place in it", () => {
    expect([...facts.byPopularity]).toEqual([5, 6, 9, 2]);
    expect([5, 6, 9, 2].map((id) => facts.rows[id * FIELDS + PLACE])).toEqual([0, 1, 2, 3]);
  });

  test("a title holds a phrase as strpos does: anywhere, whole, in any script", () => {
    const holds = (id: number, phrase: string) => titleHolds(facts, id, phraseBytes(phrase));
    expect(holds(2, "brake pads")).toBe(true);
    expect(holds(2, "ceramic")).toBe(true);
    expect(holds(2, "front")).toBe(true);
    expect(holds(2, "pads, front")).toBe(true);
    expect(holds(2, "brake pads, fronts")).toBe(false);
    expect(holds(2, "pad set")).toBe(false);
    expect(holds(6, "brake pads")).toBe(false);
    expect(holds(6, "pad set")).toBe(true);
    // Neighbours' titles are never read into: 2's ends where 5's begins.
    expect(holds(2, "frontbrems")).toBe(false);
    expect(holds(5, "beläge für")).toBe(true);
    expect(holds(5, "belage")).toBe(false);
    expect(holds(5, "— vorne")).toBe(true);
    expect(holds(9, "brake")).toBe(false);
  });

  test("touching the rows and titles reads what is there", () => {
    expect(touchFacts(facts, [2, 6], false)).toBe(
      (facts.rows[2 * FIELDS + FLAGS] as number) + (facts.rows[6 * FIELDS + FLAGS] as number),
    );
    expect(touchFacts(facts, [2], true)).toBeGreaterThan(touchFacts(facts, [2], false));
  });
});
