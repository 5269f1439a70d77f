import type { User } from "@pitstop/contract/profile";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useMemo } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ACCOUNT_LAYOUT_ROUTE } from "~/features/account/use-account-user";
import { AccountContext, useAccountState } from "~/lib/account/account-context";
import { accountSummary } from "~/lib/account/account-summary";
import { writeVehicleCookie } from "~/lib/active-vehicle/active-vehicle";
import { ActiveVehicleProvider } from "~/lib/active-vehicle/active-vehicle-provider";
import { useHistoryStore } from "~/lib/active-vehicle/history-store";
import { toast } from "~/lib/toasts";
import { camry2018, testUser } from "~/test-support/test-user";
import ProfileGarage from "./profile-garage";

const mainCamry = testUser({ garage: [{ ...camry2018, main: true }] });
const plainCamry = testUser({ garage: [camry2018] });

/** The API at the network boundary: answers by "METHOD path", records what was sent. */
function stubApi(routes: Record<string, () => User>) {
  const sent: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${String(input)}`;
      sent.push(key);
      const answer = routes[key];
      return new Response(JSON.stringify(answer ? answer() : { message: `Not found: ${key}` }), {
        status: answer ? 200 : 404,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return sent;
}

/** The page frame as root.tsx builds it: the account state from the root loader's summary. */
function Frame({ user }: { user: User }) {
  // One summary per user, as the root loader's data stays the same object until it reloads.
  const summary = useMemo(() => accountSummary(user), [user]);
  const state = useAccountState(summary);
  return (
    <AccountContext value={state}>
      <ActiveVehicleProvider rendered={null}>
        <Outlet />
      </ActiveVehicleProvider>
    </AccountContext>
  );
}

/**
 * /profile/garage under its layout, signed in as `user`. The page's data loads once; every reload
 * after it is still under way when the test looks (a slow connection), so whatever the page shows
 * then comes from the change's own answer, not from reloaded loader data.
 */
function renderGarage(user: User) {
  const layoutLoads = vi.fn(() => (layoutLoads.mock.calls.length === 1 ? { user } : new Promise<never>(() => {})));
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        element: <Frame user={user} />,
        children: [
          {
            id: ACCOUNT_LAYOUT_ROUTE,
            path: "profile",
            loader: layoutLoads,
            element: <Outlet />,
            children: [{ path: "garage", element: <ProfileGarage /> }],
          },
        ],
      },
    ],
    { initialEntries: ["/profile/garage"] },
  );
  render(<RouterProvider router={router} />);
  return { clicker: userEvent.setup(), layoutLoads };
}

const button = (name: string) => screen.queryByRole("button", { name });

beforeEach(() => {
  useHistoryStore.setState({ cars: [] });
  writeVehicleCookie(null);
});
afterEach(() => vi.unstubAllGlobals());

describe("the garage page's main car", () => {
  test("once 'Car deselected' shows, the car offers 'select' — not 'deselect' again — while the page reloads", async () => {
    const sent = stubApi({ "PUT /api/profile/garage": () => plainCamry });
    const success = vi.spyOn(toast, "success");
    const { clicker, layoutLoads } = renderGarage(mainCamry);
    await clicker.click(await screen.findByRole("button", { name: "Deselect 2018 Toyota Camry as your main car" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Car deselected"));
    // The page's data is reloading (and stays so here): the card already says what the API answered.
    expect(layoutLoads.mock.calls.length).toBeGreaterThan(1);
    await waitFor(() => expect(button("Select 2018 Toyota Camry as your main car")).not.toBeNull());
    expect(button("Deselect 2018 Toyota Camry as your main car")).toBeNull();
    expect(sent).toEqual(["PUT /api/profile/garage"]);
  });

  test("once 'Active car changed' shows, the car is main and offers 'deselect' while the page reloads", async () => {
    const sent = stubApi({ "PUT /api/profile/garage": () => mainCamry, "GET /api/profile": () => mainCamry });
    const success = vi.spyOn(toast, "success");
    const { clicker } = renderGarage(plainCamry);
    await clicker.click(await screen.findByRole("button", { name: "Select 2018 Toyota Camry as your main car" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Active car changed"));
    await waitFor(() => expect(button("Deselect 2018 Toyota Camry as your main car")).not.toBeNull());
    expect(button("Select 2018 Toyota Camry as your main car")).toBeNull();
    expect(sent).toEqual(["PUT /api/profile/garage", "GET /api/profile"]);
  });
});
