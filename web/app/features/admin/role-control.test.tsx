import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { refusal } from "./refusal";
import { RoleControl } from "./role-control";

/** The API's words when an operator gives up the role the shop's last operator holds (customer-service.ts). */
const LAST_OPERATOR = "You are the shop's last operator: grant the role to someone else before giving yours up";

/** The control in a router whose action answers as the customer page's does when the API refuses (422). */
function renderControl() {
  const sent: string[] = [];
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: <RoleControl accountRole="admin" email="olive@example.com" />,
        action: async ({ request }) => {
          sent.push(String((await request.formData()).get("role")));
          return refusal({ ok: false as const, message: LAST_OPERATOR }, 422);
        },
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return sent;
}

describe("revoking the admin role", () => {
  test("the shop's last operator is kept: the refusal is said under the button, and the role is still theirs", async () => {
    const user = userEvent.setup();
    const sent = renderControl();
    await user.click(screen.getByRole("button", { name: "Revoke admin role" }));
    const asking = screen.getByRole("alertdialog", { name: "Revoke admin role" });
    expect(asking.textContent).toContain("olive@example.com will no longer be able to open the back office.");
    await user.click(screen.getByRole("button", { name: "Yes, revoke admin" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(LAST_OPERATOR));
    expect(sent).toEqual(["customer"]);
    // The question closes once the answer is in (an effect after the refusal is drawn).
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Revoke admin role" })).toBeTruthy();
  });
});
