import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { reportPromotionViews, trackSelectPromotion } from "~/lib/analytics";
import { endsSoon, PromotionBadge } from "./promotion-badge";

const day = 24 * 3600 * 1000;
const promotion = {
  id: 7,
  label: "15% off brake parts this week",
  kind: "percent" as const,
  value: 15,
  min_subtotal: null,
  ends_at: null,
};

afterEach(() => {
  window.dataLayer = [];
});

describe("a part's promotion badge", () => {
  test("says the operator's label; a minimum and an end within a week are added", () => {
    const { rerender } = render(<PromotionBadge promotion={promotion} />);
    expect(screen.getByText("15% off brake parts this week").textContent).toBe("15% off brake parts this week");
    const ends = new Date(Date.now() + 2 * day).toISOString();
    rerender(<PromotionBadge promotion={{ ...promotion, min_subtotal: 50, ends_at: ends }} />);
    const text = screen.getByText(/15% off brake parts this week/).textContent ?? "";
    expect(text).toMatch(
      /^15% off brake parts this week · on orders over \$50\.00 · ends [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
  });

  test("an end further than a week away is not said", () => {
    expect(endsSoon({ ends_at: new Date(Date.now() + 3 * day).toISOString() })).toBe(true);
    expect(endsSoon({ ends_at: new Date(Date.now() + 30 * day).toISOString() })).toBe(false);
    expect(endsSoon({ ends_at: null })).toBe(false);
  });
});

describe("GA4 promotion events", () => {
  test("view_promotion once per promotion per list, with the cards showing it; select_promotion for the card opened", () => {
    const seen = new Set<string>();
    const cards = [
      { id: 1, title: "Pads", price: 40, promotion: { id: 7, label: "15% off brakes" } },
      { id: 2, title: "Rotor", price: 90, promotion: { id: 7, label: "15% off brakes" } },
      { id: 3, title: "Oil", price: 30, promotion: null },
    ];
    reportPromotionViews(cards, seen, "/brakes");
    reportPromotionViews(cards, seen, "/brakes");
    const views = (window.dataLayer ?? []).filter((e) => "event" in e && e.event === "view_promotion");
    expect(views).toEqual([
      {
        event: "view_promotion",
        ecommerce: {
          promotion_id: "7",
          promotion_name: "15% off brakes",
          items: [expect.objectContaining({ item_id: "1" }), expect.objectContaining({ item_id: "2" })],
        },
      },
    ]);
    trackSelectPromotion({ id: 7, label: "15% off brakes" }, { id: 2, title: "Rotor", price: 90 });
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: "select_promotion",
      ecommerce: { promotion_id: "7", items: [{ item_id: "2", item_name: "Rotor" }] },
    });
  });
});
