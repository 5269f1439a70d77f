import type { User } from "@pitstop/contract/profile";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useMemo, useState } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { setUpListboxLayout } from "~/components/ui/listbox-layout.test-setup";
import { AccountContext, useAccountState } from "~/lib/account/account-context";
import { accountSummary } from "~/lib/account/account-summary";
import { readVehicleCookie, writeVehicleCookie } from "~/lib/active-vehicle/active-vehicle";
import { ActiveVehicleProvider } from "~/lib/active-vehicle/active-vehicle-provider";
import { useHistoryStore } from "~/lib/active-vehicle/history-store";
import { toast } from "~/lib/toasts";
import { camry2018, testUser } from "~/test-support/test-user";
import { VehiclePickerHost } from "./vehicle-picker-host";

setUpListboxLayout();

type Reply = { status: number; body: unknown };

/** The API at the network boundary: the picker's lists and the garage. */
function stubApi(garage: (body: unknown) => Reply, profile: () => Reply = () => ({ status: 200, body: testUser() })) {
  const routes: Record<string, (body: unknown) => Reply> = {
    "GET /api/years": () => ({ status: 200, body: [{ year: "2018" }] }),
    "GET /api/make/2018": () => ({ status: 200, body: [{ id: 582, make: "Toyota" }] }),
    "GET /api/model/2018/Toyota": () => ({
      status: 200,
      body: [{ id: 9956, model: "Camry", slug: "toyota-camry-2018" }],
    }),
    "POST /api/profile/garage": garage,
    "GET /api/profile": profile,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    const handler = routes[key];
    const reply = handler
      ? handler(init?.body ? JSON.parse(String(init.body)) : undefined)
      : { status: 404, body: { message: `Not found: ${key}` } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
}

function Frame({ user, stayOnPage }: { user: User | null; stayOnPage: boolean }) {
  const summary = useMemo(() => (user ? accountSummary(user) : null), [user]);
  const state = useAccountState(summary);
  const [open, setOpen] = useState(true);
  const location = useLocation();
  return (
    <AccountContext value={state}>
      <ActiveVehicleProvider rendered={null}>
        <p data-testid="location">{location.pathname}</p>
        <VehiclePickerHost open={open} stayOnPage={stayOnPage} onClose={() => setOpen(false)} />
      </ActiveVehicleProvider>
    </AccountContext>
  );
}

function renderHost(user: User | null, stayOnPage: boolean, at = "/profile/garage") {
  const router = createMemoryRouter([{ path: "*", element: <Frame user={user} stayOnPage={stayOnPage} /> }], {
    initialEntries: [at],
  });
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

async function chooseCamry(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, option] of [
    ["Year", "2018"],
    ["Make", "Toyota"],
    ["Model", "Camry"],
  ] as const) {
    const input = screen.getByRole("combobox", { name: label });
    await waitFor(() => expect(input).toHaveProperty("disabled", false));
    await user.click(input);
    await user.click(await screen.findByRole("option", { name: option }));
  }
  await user.click(screen.getByRole("button", { name: /add new vehicle/i }));
}

beforeEach(() => {
  localStorage.clear();
  useHistoryStore.setState({ cars: [] });
  writeVehicleCookie(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the picker makes the chosen car the active vehicle", () => {
  test("opened from the garage, a signed-in shopper's choice goes into the garage ('Car added'); the dialog closes on this page", async () => {
    const sent: unknown[] = [];
    stubApi(
      (body) => {
        sent.push(body);
        return { status: 201, body: { ...camry2018, main: true } };
      },
      () => ({ status: 200, body: testUser({ garage: [{ ...camry2018, main: true }] }) }),
    );
    const success = vi.spyOn(toast, "success");
    const user = renderHost(testUser(), true);
    await chooseCamry(user);
    await waitFor(() => expect(success).toHaveBeenCalledWith("Car added"));
    expect(success).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([{ id: 9956, year: "2018", make: "Toyota", model: "Camry" }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("location").textContent).toBe("/profile/garage");
    expect(useHistoryStore.getState().cars.map((car) => car.slug)).toEqual(["toyota-camry-2018"]);
    await waitFor(() => expect(readVehicleCookie(document.cookie)?.slug).toBe("toyota-camry-2018"));
  });

  test("a refusal keeps the dialog open with the API's message in an error toast", async () => {
    stubApi(() => ({ status: 409, body: { message: "This car is already in the garage" } }));
    const error = vi.spyOn(toast, "error");
    const user = renderHost(testUser(), true);
    await chooseCamry(user);
    await waitFor(() => expect(error).toHaveBeenCalledWith("This car is already in the garage"));
    expect(screen.getByRole("dialog", { name: "Select your vehicle" })).toBeDefined();
    expect(screen.getByRole("button", { name: /add new vehicle/i })).toHaveProperty("disabled", false);
  });

  test("opened from the home page, a signed-in shopper's choice is saved to the garage as main and its page opens", async () => {
    const garage = vi.fn(() => ({ status: 201, body: { ...camry2018, main: true } }));
    stubApi(garage, () => ({ status: 200, body: testUser({ garage: [{ ...camry2018, main: true }] }) }));
    const user = renderHost(testUser(), false, "/");
    await chooseCamry(user);
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/toyota-camry-2018-accessories"));
    expect(garage).toHaveBeenCalledOnce();
  });

  test("opened from the header on another car's vehicle page, the same page for the chosen car opens", async () => {
    stubApi(
      () => ({ status: 201, body: { ...camry2018, main: true } }),
      () => ({ status: 200, body: testUser({ garage: [{ ...camry2018, main: true }] }) }),
    );
    const user = renderHost(testUser(), false, "/honda-civic-2018-accessories/brakes/brake-pads");
    await chooseCamry(user);
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/toyota-camry-2018-accessories/brakes/brake-pads"),
    );
  });

  test("opened from the header on any other page, the shopper stays there", async () => {
    const garage = vi.fn(() => ({ status: 201, body: { ...camry2018, main: true } }));
    stubApi(garage, () => ({ status: 200, body: testUser({ garage: [{ ...camry2018, main: true }] }) }));
    const user = renderHost(testUser(), false, "/brakes/brake-pads");
    await chooseCamry(user);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(garage).toHaveBeenCalledOnce();
    expect(screen.getByTestId("location").textContent).toBe("/brakes/brake-pads");
  });

  test("a visitor's choice goes into the device history as its main car ('Car added to history'), never to a garage", async () => {
    await useHistoryStore.persist.rehydrate();
    const garage = vi.fn(() => ({ status: 201, body: camry2018 }));
    stubApi(garage);
    const success = vi.spyOn(toast, "success");
    const user = renderHost(null, false, "/");
    await chooseCamry(user);
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/toyota-camry-2018-accessories"));
    expect(success).toHaveBeenCalledWith("Car added to history");
    expect(useHistoryStore.getState().cars.map((c) => [c.slug, c.main])).toEqual([["toyota-camry-2018", true]]);
    await waitFor(() => expect(readVehicleCookie(document.cookie)?.slug).toBe("toyota-camry-2018"));
    expect(garage).not.toHaveBeenCalled();
  });
});
