import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { OrderCustomer } from "./order-actions";

describe("who placed an order, in the back office", () => {
  test("an account's holder, with their email", () => {
    render(<OrderCustomer customer={{ name: "Dana Reyes", email: "dana@example.com" }} />);
    expect(screen.getByText("Dana Reyes")).toBeTruthy();
    expect(screen.getByRole("link", { name: "dana@example.com" }).getAttribute("href")).toBe("mailto:dana@example.com");
  });

  test("a guest checkout shows the guest's email, not a deleted account", () => {
    render(<OrderCustomer customer={null} guestEmail="guest@example.com" />);
    expect(screen.getByText("Guest checkout (no account)")).toBeTruthy();
    expect(screen.getByRole("link", { name: "guest@example.com" }).getAttribute("href")).toBe(
      "mailto:guest@example.com",
    );
    expect(screen.queryByText(/deleted their account/)).toBeNull();
  });

  test("an order whose buyer deleted their account says so", () => {
    render(<OrderCustomer customer={null} guestEmail={null} />);
    expect(screen.getByText("Former customer")).toBeTruthy();
    expect(screen.getByText(/The buyer deleted their account; the order stays as the shop's record/)).toBeTruthy();
  });
});
