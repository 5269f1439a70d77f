import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { COUPON_KEY, coupon, useCouponStore } from "~/lib/coupon-store";
import { CouponField } from "./coupon-field";

afterEach(() => {
  coupon.clear();
  localStorage.clear();
});

describe("the promo code field", () => {
  test("opens, takes a code in any case and hands it on in capitals; the stored code then shows as applied", async () => {
    const user = userEvent.setup();
    const onApply = vi.fn((code: string) => coupon.apply(code));
    render(<CouponField problem={null} pending={false} onApply={onApply} onRemove={() => coupon.clear()} />);
    await user.click(screen.getByRole("button", { name: "Have a promo code?" }));
    await user.type(screen.getByLabelText("Promo code"), "  spring15 ");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(onApply).toHaveBeenCalledWith("SPRING15");
    expect(localStorage.getItem(COUPON_KEY)).toBe("SPRING15");
    expect(screen.getByText("SPRING15")).toBeTruthy();
    expect(screen.getByText("applied")).toBeTruthy();
  });

  test("says why a code does not apply, from the API's answer, and Remove forgets it", async () => {
    const user = userEvent.setup();
    coupon.apply("SPRING15");
    const onRemove = vi.fn(() => coupon.clear());
    render(<CouponField problem="Spend $50 to use SPRING15" pending={false} onApply={vi.fn()} onRemove={onRemove} />);
    expect(screen.getByRole("alert").textContent).toBe("Spend $50 to use SPRING15");
    expect(screen.queryByText("applied")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Remove the code SPRING15" }));
    expect(onRemove).toHaveBeenCalled();
    expect(localStorage.getItem(COUPON_KEY)).toBeNull();
    expect(screen.getByRole("button", { name: "Have a promo code?" })).toBeTruthy();
  });

  test("while the answer for a code is on its way, neither 'applied' nor an old reason shows", () => {
    act(() => coupon.apply("SPRING15"));
    render(<CouponField problem="an older reason" pending onApply={vi.fn()} onRemove={vi.fn()} />);
    expect(screen.queryByText("applied")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("the store keeps only what could be a code", () => {
    coupon.apply("<script>");
    expect(useCouponStore.getState().code).toBeNull();
    coupon.apply("oil-week_2");
    expect(useCouponStore.getState().code).toBe("OIL-WEEK_2");
  });
});
