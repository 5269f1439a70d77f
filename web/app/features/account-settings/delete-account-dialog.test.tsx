import type { User } from "@pitstop/contract/profile";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ActionFunctionArgs, createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { toast } from "~/lib/toasts";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { settingsAction } from "./settings-action.server";
import { settingsClientAction } from "./settings-client-action";

// The API as `fetch` sees it (stubbed below), for the server's calls too.
vi.mock("~/lib/api-http.server", () => import("~/test-support/api-over-fetch"));

const getAnimations = Object.getOwnPropertyDescriptor(Element.prototype, "getAnimations");
beforeAll(() => {
  // jsdom has no Web Animations; Headless UI's transitions wait on none.
  Element.prototype.getAnimations = () => [];
});
afterAll(() => {
  if (getAnimations) Object.defineProperty(Element.prototype, "getAnimations", getAnimations);
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/**
 * The settings page's real actions behind the dialog; the API (DELETE /api/profile) answers
 * `apiReply`. A /login page stands where the shop's sign-in page is.
 */
function renderDialog(apiReply: () => Response, orders: User["orders"] = []) {
  const calls: Array<{ method: string; url: string }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ method: init?.method ?? "GET", url: String(input) });
      return apiReply();
    }),
  );
  const router = createMemoryRouter(
    [
      {
        path: "/profile/settings",
        // As in the shop: the page's client action wraps its server action.
        action: ({ request }: ActionFunctionArgs) =>
          settingsClientAction({ request, serverAction: () => settingsAction(request) }),
        HydrateFallback: () => null,
        element: (
          <>
            <Where />
            <DeleteAccountDialog open onClose={() => {}} orders={orders} />
          </>
        ),
      },
      { path: "/login", element: <Where /> },
    ],
    { initialEntries: ["/profile/settings"] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), calls };
}

const confirmButton = () => screen.getByRole("button", { name: "Delete account" }) as HTMLButtonElement;

describe("deleting the account", () => {
  test("the delete button stays disabled until DELETE is typed", async () => {
    const { user, calls } = renderDialog(() => Response.json({ message: "User account deleted" }));
    await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(confirmButton().disabled).toBe(true);
    await user.type(screen.getByLabelText(/to confirm/i), "delete");
    expect(confirmButton().disabled).toBe(true);
    await user.clear(screen.getByLabelText(/to confirm/i));
    await user.type(screen.getByLabelText(/to confirm/i), "DELETE");
    expect(confirmButton().disabled).toBe(false);
    expect(calls).toEqual([]);
  });

  test("confirming deletes the account, shows 'User account deleted' as an error and goes to /login", async () => {
    const error = vi.spyOn(toast, "error");
    const { user, calls } = renderDialog(() => Response.json({ message: "User account deleted" }));
    await user.type(await screen.findByLabelText(/to confirm/i), "DELETE");
    await user.click(confirmButton());

    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/login"));
    expect(calls).toEqual([{ method: "DELETE", url: "http://127.0.0.1:4000/api/profile" }]);
    expect(error).toHaveBeenCalledWith("User account deleted");
    expect(error).toHaveBeenCalledTimes(1);
  });

  test("when the API refuses, the page stays and says why", async () => {
    const error = vi.spyOn(toast, "error");
    const { user } = renderDialog(() => Response.json({ message: "Please sign in again" }, { status: 401 }));
    await user.type(await screen.findByLabelText(/to confirm/i), "DELETE");
    await user.click(confirmButton());

    expect((await screen.findByRole("alert")).textContent).toBe("Please sign in again");
    expect(error).toHaveBeenCalledWith("Please sign in again");
    expect(error).not.toHaveBeenCalledWith("User account deleted");
    expect(screen.getByTestId("where").textContent).toBe("/profile/settings");
  });

  test("an order paid and not shipped keeps the account: the dialog names it and offers cancel with a refund", async () => {
    const orders = [
      {
        id: 7,
        number: "PS-2026-000007",
        status: "awaiting shipment",
        total: 341.55,
        created_at: "2026-11-20T10:00:00Z",
      },
      { id: 6, number: "PS-2026-000006", status: "completed", total: 20, created_at: "2026-11-01T10:00:00Z" },
    ];
    const { calls } = renderDialog(() => Response.json({ message: "User account deleted" }), orders);
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(dialog.textContent).toContain("This order is paid and not shipped yet.");
    expect(screen.getByRole("link", { name: "Order PS-2026-000007" }).getAttribute("href")).toBe("/profile/orders/7");
    expect(dialog.textContent).toContain("$341.55");
    expect(screen.queryByRole("link", { name: "Order PS-2026-000006" })).toBeNull();
    expect(screen.getByRole("button", { name: "Cancel and refund" })).toBeTruthy();
    // No way to confirm the deletion while the order is owed.
    expect(screen.queryByRole("button", { name: "Delete account" })).toBeNull();
    expect(calls).toEqual([]);
  });

  test("without such orders the dialog says what is erased and what is kept", async () => {
    renderDialog(
      () => Response.json({ message: "User account deleted" }),
      [{ id: 6, number: "PS-2026-000006", status: "shipped", total: 20, created_at: "2026-11-01T10:00:00Z" }],
    );
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(dialog.textContent).toContain("For our tax records we keep your past orders and payments");
    expect(dialog.textContent).toContain("the city, state and ZIP code they shipped to");
    expect(dialog.textContent).toContain("without your name, email, street address or phone");
    expect(screen.getByRole("button", { name: "Delete account" })).toBeTruthy();
  });
});
