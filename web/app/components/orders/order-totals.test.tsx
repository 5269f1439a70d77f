import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { OrderTotals } from "./order-totals";
import { testTotals } from "./test-order";

describe("an order's totals", () => {
  test("the loyalty discount and the promotions are each their own row; the discount is their sum", () => {
    render(<OrderTotals totals={testTotals({ discount: 19, loyalty_discount: 11, discount_percent: 10 })} />);
    expect(screen.getByText("Your 10% loyalty discount").nextSibling?.textContent).toBe("−$11.00");
    expect(screen.getByText("Promotions").nextSibling?.textContent).toBe("−$8.00");
  });

  test("promotions without a loyalty discount show no loyalty row", () => {
    render(<OrderTotals totals={testTotals({ discount: 5, loyalty_discount: 0, discount_percent: 0 })} />);
    expect(screen.queryByText(/loyalty discount/)).toBeNull();
    expect(screen.getByText("Promotions").nextSibling?.textContent).toBe("−$5.00");
  });
});
