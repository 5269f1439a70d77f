import type { User } from "@pitstop/contract/profile";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useMemo } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { AccountContext, useAccountState } from "~/lib/account/account-context";
import { accountSummary } from "~/lib/account/account-summary";
import {
  type ActiveVehicle,
  activeVehicleName,
  readVehicleCookie,
  useActiveVehicle,
  writeVehicleCookie,
} from "~/lib/active-vehicle/active-vehicle";
import { ActiveVehicleProvider } from "~/lib/active-vehicle/active-vehicle-provider";
import { HISTORY_STORAGE_KEY, useHistoryStore } from "~/lib/active-vehicle/history-store";
import { camry2018, civic2018, testUser } from "~/test-support/test-user";

const { path: _camryPath, main: _camryMain, ...camryVehicle } = camry2018;
const civicHistory = { ...civic2018, main: true };

function Shows() {
  const { vehicle, configure } = useActiveVehicle();
  return (
    <>
      <p data-testid="active">{activeVehicleName(vehicle) ?? "none"}</p>
      <button type="button" onClick={() => void configure({ engine: "2.0L 4-cyl" })}>
        engine
      </button>
    </>
  );
}

function Frame({ user, rendered }: { user: User | null; rendered: ActiveVehicle | null }) {
  const summary = useMemo(() => (user ? accountSummary(user) : null), [user]);
  const state = useAccountState(summary);
  return (
    <AccountContext value={state}>
      <ActiveVehicleProvider rendered={rendered}>
        <Shows />
      </ActiveVehicleProvider>
    </AccountContext>
  );
}

function renderFrame(user: User | null, rendered: ActiveVehicle | null) {
  const loads = vi.fn(() => null);
  const router = createMemoryRouter(
    [{ path: "*", loader: loads, element: <Frame user={user} rendered={rendered} /> }],
    { initialEntries: ["/brakes"] },
  );
  render(<RouterProvider router={router} />);
  return { loads };
}

const active = () => screen.getByTestId("active").textContent;

beforeEach(() => {
  localStorage.clear();
  useHistoryStore.setState({ cars: [] });
  writeVehicleCookie(null);
});
afterEach(() => vi.unstubAllGlobals());

describe("the active vehicle provider", () => {
  test("a visitor sees the car the page was rendered for until the history loads, then the history's main car", async () => {
    localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify({ state: { cars: [civicHistory] }, version: 0 }));
    const { loads } = renderFrame(null, camryVehicle);
    await screen.findByText("2018 Toyota Camry");
    await act(() => useHistoryStore.persist.rehydrate());
    await waitFor(() => expect(active()).toBe("2018 Honda Civic"));
    // The cookie follows and the page's data loads again, so its answers are for the Civic too.
    expect(readVehicleCookie(document.cookie)?.slug).toBe("honda-civic-2018");
    await waitFor(() => expect(loads.mock.calls.length).toBeGreaterThan(1));
  });

  test("signed in, the garage's main car is the one — with its engine — whatever the cookie and history say", async () => {
    writeVehicleCookie({ ...camryVehicle });
    useHistoryStore.setState({ cars: [{ ...camry2018, main: true, chosen: true }] });
    renderFrame(testUser({ garage: [camry2018, { ...civic2018, main: true, engine: "2.0L 4-cyl" }] }), null);
    await waitFor(() => expect(active()).toBe("2018 Honda Civic 2.0L 4-cyl"));
    await waitFor(() => expect(readVehicleCookie(document.cookie)?.engine).toBe("2.0L 4-cyl"));
  });

  test("signed in with no main garage car, there is no active vehicle and the cookie is cleared", async () => {
    writeVehicleCookie({ ...camryVehicle });
    renderFrame(testUser({ garage: [camry2018] }), null);
    await waitFor(() => expect(readVehicleCookie(document.cookie)).toBeNull());
    expect(active()).toBe("none");
  });

  test("a visitor's engine choice is kept on the history's main car and rides in the cookie", async () => {
    localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify({ state: { cars: [civicHistory] }, version: 0 }));
    await useHistoryStore.persist.rehydrate();
    renderFrame(null, null);
    await waitFor(() => expect(active()).toBe("2018 Honda Civic"));
    await userEvent.setup().click(await screen.findByRole("button", { name: "engine" }));
    await waitFor(() => expect(active()).toBe("2018 Honda Civic 2.0L 4-cyl"));
    expect(readVehicleCookie(document.cookie)?.engine).toBe("2.0L 4-cyl");
  });

  test("a signed-in engine choice is saved on the main garage car (PATCH) and read back from the account", async () => {
    const after = testUser({ garage: [{ ...civic2018, main: true, engine: "2.0L 4-cyl" }] });
    const sent: Array<[string, unknown]> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push([`${init?.method ?? "GET"} ${String(input)}`, init?.body ? JSON.parse(String(init.body)) : null]);
        return new Response(JSON.stringify(init?.method === "PATCH" ? after.garage[0] : after), {
          status: 200,
          headers: { "content-type": "application/json" },
        });
      }),
    );
    renderFrame(testUser({ garage: [{ ...civic2018, main: true }] }), null);
    await userEvent.setup().click(await screen.findByRole("button", { name: "engine" }));
    await waitFor(() => expect(active()).toBe("2018 Honda Civic 2.0L 4-cyl"));
    expect(sent[0]).toEqual(["PATCH /api/profile/garage", { id: civic2018.id, engine: "2.0L 4-cyl" }]);
  });
});
