import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router";
import { afterAll, beforeAll, describe, expect, onTestFinished, test, vi } from "vitest";
import { type AccountSummary, accountSummary } from "~/lib/account/account-summary";
import { testUser } from "~/test-support/test-user";
import { UserMenu } from "./user-menu";

const getAnimations = Object.getOwnPropertyDescriptor(Element.prototype, "getAnimations");
beforeAll(() => {
  // jsdom has no Web Animations (Headless UI's stand-in warns on every call): none are running.
  Element.prototype.getAnimations = () => [];
});
afterAll(() => {
  if (getAnimations) Object.defineProperty(Element.prototype, "getAnimations", getAnimations);
});

const order = (id: number, status: string) => ({
  id,
  number: `PS-${1000 + id}`,
  status,
  total: 42.5,
  created_at: "2026-11-01T10:00:00.000Z",
});

function Frame({ account, onSignOut }: { account: AccountSummary; onSignOut: () => void }) {
  const location = useLocation();
  return (
    <>
      <UserMenu account={account} onSignOut={onSignOut} />
      <p data-testid="location">{location.pathname}</p>
      <Outlet />
    </>
  );
}

function renderMenu(account: AccountSummary) {
  const onSignOut = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: <Frame account={account} onSignOut={onSignOut} />,
        children: [
          { index: true, element: <p>home</p> },
          { path: "profile/*", element: <p>personal area</p> },
        ],
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup(), onSignOut };
}

const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole("button", { name: /your account/i }));
  return screen.findByRole("menu");
};

describe("user dropdown", () => {
  test("lists Profile, Orders, Garage, Wishlist, Settings and Logout, in that order", async () => {
    const { user } = renderMenu(accountSummary(testUser()));
    const menu = await openMenu(user);
    const names = within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent?.trim());
    expect(names).toEqual(["Profile", "Orders", "Garage", "Wishlist", "Settings", "Logout"]);
  });

  test("the Orders badge counts only orders awaiting payment", async () => {
    const account = accountSummary(
      testUser({
        orders: [
          order(1, "awaiting payment"),
          order(2, "paid"),
          order(3, "awaiting payment"),
          order(4, "shipped"),
          order(5, "canceled"),
        ],
      }),
    );
    const { user } = renderMenu(account);
    expect(screen.getByRole("button", { name: "Your account, 2 unpaid orders" })).toBeDefined();
    const menu = await openMenu(user);
    const orders = within(menu).getByRole("menuitem", { name: "Orders, unpaid: 2" });
    expect(orders.textContent).toBe("Orders2");
  });

  test("one unpaid order is named in the singular", () => {
    renderMenu(accountSummary(testUser({ orders: [order(1, "awaiting payment")] })));
    expect(screen.getByRole("button", { name: "Your account, 1 unpaid order" })).toBeDefined();
  });

  test("without unpaid orders there is no badge", async () => {
    const { user } = renderMenu(accountSummary(testUser({ orders: [order(1, "completed")] })));
    const menu = await openMenu(user);
    expect(within(menu).getByRole("menuitem", { name: /^Orders/ }).textContent).toBe("Orders");
  });

  test("an item opens its page and the menu closes", async () => {
    const { user } = renderMenu(accountSummary(testUser()));
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole("menuitem", { name: "Garage" }));
    expect(screen.getByTestId("location").textContent).toBe("/profile/garage");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  });

  test("typing a letter moves to the item it starts (type-ahead)", async () => {
    // Headless UI matches on innerText, which jsdom does not lay out; its text content is the same here.
    const innerText = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "innerText");
    Object.defineProperty(HTMLElement.prototype, "innerText", {
      configurable: true,
      get(this: HTMLElement) {
        return this.textContent ?? "";
      },
    });
    onTestFinished(() => {
      if (innerText) Object.defineProperty(HTMLElement.prototype, "innerText", innerText);
      else delete (HTMLElement.prototype as { innerText?: string }).innerText;
    });
    const { user } = renderMenu(accountSummary(testUser()));
    const menu = await openMenu(user);
    await waitFor(() => expect(document.activeElement).toBe(menu));
    await user.keyboard("w");
    await waitFor(() =>
      expect(menu.getAttribute("aria-activedescendant")).toBe(
        within(menu).getByRole("menuitem", { name: "Wishlist" }).id,
      ),
    );
  });

  test("Logout hands over to the frame's sign-out (sync, then /logout) and the menu closes", async () => {
    const { user, onSignOut } = renderMenu(accountSummary(testUser()));
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole("menuitem", { name: "Logout" }));
    expect(onSignOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  });

  test("an outside click closes the menu", async () => {
    const { user } = renderMenu(accountSummary(testUser()));
    await openMenu(user);
    await user.click(screen.getByText("home"));
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  });

  test("a route change from elsewhere (back button, another link) closes the menu", async () => {
    const { user, router } = renderMenu(accountSummary(testUser()));
    await openMenu(user);
    await act(() => router.navigate("/profile"));
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  });

  test("without a photo the avatar shows the initials", () => {
    renderMenu(accountSummary(testUser()));
    expect(screen.getByRole("button", { name: "Your account" }).textContent).toContain("DR");
  });
});
