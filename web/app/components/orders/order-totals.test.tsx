import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { OrderTotals, promotionRows } from "./order-totals";
import { testLine, testQuote, testTotals } from "./test-order";

const pads = testLine({ product_id: 1, title: "Ceramic brake pads" });
const oil = testLine({ product_id: 2, title: "Synthetic motor oil" });
const spring = {
  id: 7,
  code: "SPRING15",
  label: "15% off brake parts",
  kind: "percent" as const,
  amount: 8,
  product_ids: [1],
};

describe("an order's totals", () => {
  test("the loyalty discount and each promotion are their own rows, the promotion naming the lines it was for", () => {
    render(
      <OrderTotals
        order={testQuote({
          lines: [pads, oil],
          totals: testTotals({ discount: 19, loyalty_discount: 11, discount_percent: 10 }),
          applied_promotions: [spring],
        })}
      />,
    );
    expect(screen.getByText("Your 10% loyalty discount").nextSibling?.textContent).toBe("−$11.00");
    const row = screen.getByText("SPRING15 · 15% off brake parts");
    expect(row.textContent).toContain("On: Ceramic brake pads");
    expect(row.nextSibling?.textContent).toBe("−$8.00");
    expect(screen.queryByText("Promotions")).toBeNull();
  });

  test("a whole-cart automatic promotion names no lines; free shipping says what it saved without a minus", () => {
    render(
      <OrderTotals
        order={testQuote({
          lines: [pads, oil],
          totals: testTotals({ discount: 5, loyalty_discount: 0, discount_percent: 0 }),
          applied_promotions: [
            { id: 1, code: null, label: "Spring sale", kind: "fixed", amount: 5, product_ids: [1, 2] },
            {
              id: 2,
              code: "SHIPFREE",
              label: "Free shipping",
              kind: "free_shipping",
              amount: 7.99,
              product_ids: [1, 2],
            },
          ],
        })}
      />,
    );
    expect(screen.queryByText(/loyalty discount/)).toBeNull();
    const sale = screen.getByText("Spring sale");
    expect(sale.textContent).toBe("Spring sale");
    expect(sale.nextSibling?.textContent).toBe("−$5.00");
    const ship = screen.getByText("SHIPFREE · Free shipping");
    expect(ship.textContent).toContain("Saves $7.99 on shipping");
    expect(ship.nextSibling?.textContent).toBe("Free shipping");
  });

  test("promotionRows keeps the API's figures and order", () => {
    const rows = promotionRows(
      [spring, { ...spring, id: 8, code: null, label: "Oil week", amount: 4, product_ids: [2] }],
      [
        { id: 1, title: "Ceramic brake pads" },
        { id: 2, title: "Synthetic motor oil" },
      ],
    );
    expect(rows.map((r) => [r.label, r.on, r.amount])).toEqual([
      ["SPRING15 · 15% off brake parts", "On: Ceramic brake pads", 8],
      ["Oil week", "On: Synthetic motor oil", 4],
    ]);
  });
});
