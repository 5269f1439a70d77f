import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { CustomerName, fullName } from "./customer-name";

describe("a customer's name in the back office", () => {
  test("first and last name joined; either may be missing", () => {
    expect(fullName("Dana", "Reyes")).toBe("Dana Reyes");
    expect(fullName("Dana", null)).toBe("Dana");
    expect(fullName(null, "Reyes")).toBe("Reyes");
  });

  test("no name, or only spaces, is no name", () => {
    expect(fullName(null, null)).toBeNull();
    expect(fullName("  ", "")).toBeNull();
  });

  test("an account without a name says so in words, not a dash", () => {
    render(
      <p data-testid="name">
        <CustomerName name={null} lastname={undefined} />
      </p>,
    );
    expect(screen.getByTestId("name").textContent).toBe("No name given");
  });
});
