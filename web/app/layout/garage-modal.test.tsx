import type { User } from "@pitstop/contract/profile";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useMemo } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { AccountContext, useAccountState } from "~/lib/account/account-context";
import { accountSummary } from "~/lib/account/account-summary";
import { readVehicleCookie, writeVehicleCookie } from "~/lib/active-vehicle/active-vehicle";
import { ActiveVehicleProvider } from "~/lib/active-vehicle/active-vehicle-provider";
import { HISTORY_STORAGE_KEY, useHistoryStore } from "~/lib/active-vehicle/history-store";
import { toast } from "~/lib/toasts";
import { camry2018, civic2018, testUser } from "~/test-support/test-user";
import { GarageModal } from "./garage-modal";

const getAnimations = Object.getOwnPropertyDescriptor(Element.prototype, "getAnimations");
beforeAll(() => {
  // jsdom has no Web Animations (Headless UI's stand-in warns on every call): none are running.
  Element.prototype.getAnimations = () => [];
});
afterAll(() => {
  if (getAnimations) Object.defineProperty(Element.prototype, "getAnimations", getAnimations);
});

type Reply = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** The API at the network boundary: answers by "METHOD path", records what was sent. */
function stubApi(routes: Record<string, (body: unknown) => Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    const handler = routes[key];
    const reply = handler
      ? await handler(init?.body ? JSON.parse(String(init.body)) : undefined)
      : { status: 404, body: { message: `Not found: ${key}` } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function Frame({ user, onAddVehicle }: { user: User | null; onAddVehicle: () => void }) {
  // One summary per user, as the root loader's data stays the same object between reloads.
  const summary = useMemo(() => (user ? accountSummary(user) : null), [user]);
  const state = useAccountState(summary);
  return (
    <AccountContext value={state}>
      <ActiveVehicleProvider rendered={null}>
        <GarageModal open onClose={() => {}} onAddVehicle={onAddVehicle} />
      </ActiveVehicleProvider>
    </AccountContext>
  );
}

function renderModal(user: User | null) {
  const onAddVehicle = vi.fn();
  const element = <Frame user={user} onAddVehicle={onAddVehicle} />;
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: ["/"] });
  render(<RouterProvider router={router} />);
  return { onAddVehicle, clicker: userEvent.setup() };
}

/** The shop's active vehicle as server-rendered pages will read it. */
const shopsCar = () => readVehicleCookie(document.cookie)?.slug ?? null;

const dialog = () => screen.getByRole("dialog", { name: "My garage" });

beforeEach(() => {
  useHistoryStore.setState({ cars: [] });
  writeVehicleCookie(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("garage modal, visitor (guests see only the history)", () => {
  test("shows the history without saved cars or 'add to garage'", () => {
    useHistoryStore.setState({ cars: [{ ...camry2018, main: true, chosen: true }] });
    renderModal(null);
    expect(within(dialog()).queryByRole("heading", { name: "Saved vehicles" })).toBeNull();
    expect(within(dialog()).getByRole("link", { name: "2018 Toyota Camry" })).toBeDefined();
    expect(within(dialog()).queryByRole("button", { name: /to garage/i })).toBeNull();
    expect(within(dialog()).queryByRole("link", { name: /to garage/i })).toBeNull();
  });
});

describe("garage modal, choosing a history car", () => {
  test("a visitor opening an older history car makes it the shop's car, not added twice", async () => {
    // The device's history, as the visitor's browser holds it.
    localStorage.setItem(
      HISTORY_STORAGE_KEY,
      JSON.stringify({
        state: {
          cars: [
            { ...civic2018, main: true },
            { ...camry2018, main: false },
          ],
        },
        version: 0,
      }),
    );
    await useHistoryStore.persist.rehydrate();
    const success = vi.spyOn(toast, "success");
    const { clicker } = renderModal(null);
    await waitFor(() => expect(shopsCar()).toBe("honda-civic-2018"));
    await clicker.click(within(dialog()).getByRole("link", { name: "2018 Toyota Camry" }));
    await waitFor(() => expect(shopsCar()).toBe("toyota-camry-2018"));
    expect(useHistoryStore.getState().cars.map((c) => [c.slug, c.main])).toEqual([
      ["honda-civic-2018", false],
      ["toyota-camry-2018", true],
    ]);
    expect(success).toHaveBeenCalledWith("Active car changed");
  });

  test("signed in, opening a history car saves it to the garage as main ('Car added')", async () => {
    useHistoryStore.setState({ cars: [{ ...civic2018, main: false, chosen: true }] });
    const after = testUser({ garage: [camry2018, { ...civic2018, main: true }] });
    const sent: unknown[] = [];
    stubApi({
      "POST /api/profile/garage": (body) => {
        sent.push(body);
        return { status: 201, body: { ...civic2018, main: true } };
      },
      "GET /api/profile": () => ({ status: 200, body: after }),
    });
    const success = vi.spyOn(toast, "success");
    const { clicker } = renderModal(testUser({ garage: [{ ...camry2018, main: true }] }));
    const history = within(dialog()).getByRole("heading", { name: "Search History" }).closest("section");
    if (!history) throw new Error("no history section");
    await clicker.click(within(history).getByRole("link", { name: "2018 Honda Civic" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Car added"));
    expect(sent).toEqual([{ id: civic2018.id, year: "2018", make: "Honda", model: "Civic" }]);
    await waitFor(() => expect(shopsCar()).toBe("honda-civic-2018"));
  });
});

describe("garage modal, signed in", () => {
  test("lists saved cars as 'year make model' linking to their pages, with main/deselect and select", () => {
    renderModal(testUser({ garage: [{ ...camry2018, main: true }, civic2018] }));
    const saved = within(dialog()).getByRole("heading", { name: "Saved vehicles" }).closest("section");
    if (!saved) throw new Error("no saved vehicles section");
    const camry = within(saved).getByRole("link", { name: "2018 Toyota Camry" });
    expect(camry.getAttribute("href")).toBe("/toyota-camry-2018-accessories");
    const camryRow = camry.closest("li");
    if (!camryRow) throw new Error("no row");
    expect(within(camryRow).getByRole("button", { name: "2018 Toyota Camry is your main car" }).textContent).toBe(
      "main",
    );
    expect(within(camryRow).getByRole("button", { name: /^Deselect/ }).textContent).toBe("deselect");
    const civicRow = within(saved).getByRole("link", { name: "2018 Honda Civic" }).closest("li");
    if (!civicRow) throw new Error("no row");
    expect(within(civicRow).getByRole("button", { name: /^Select/ }).textContent).toBe("select");
    expect(
      within(saved)
        .getByRole("link", { name: /to garage/ })
        .getAttribute("href"),
    ).toBe("/profile/garage");
  });

  test("'select' makes the car main: PUT {id}, 'Active car changed', and it becomes the shop's car", async () => {
    const sent: unknown[] = [];
    const after = testUser({ garage: [camry2018, { ...civic2018, main: true }] });
    stubApi({
      "PUT /api/profile/garage": (body) => {
        sent.push(body);
        return { status: 200, body: after };
      },
      "GET /api/profile": () => ({ status: 200, body: after }),
    });
    const success = vi.spyOn(toast, "success");
    const { clicker } = renderModal(testUser({ garage: [{ ...camry2018, main: true }, civic2018] }));
    await waitFor(() => expect(shopsCar()).toBe("toyota-camry-2018"));
    await clicker.click(screen.getByRole("button", { name: "Select 2018 Honda Civic as your main car" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Active car changed"));
    expect(sent).toEqual([{ id: civic2018.id }]);
    await waitFor(() => expect(shopsCar()).toBe("honda-civic-2018"));
    // The answer shows at once: the Civic is main now, the Camry can be selected.
    expect(await screen.findByRole("button", { name: "Deselect 2018 Honda Civic as your main car" })).toBeDefined();
    expect(screen.getByRole("button", { name: "Select 2018 Toyota Camry as your main car" })).toBeDefined();
  });

  test("'deselect' clears the main car: 'Car deselected', and the shop has no car — not the history's", async () => {
    useHistoryStore.setState({ cars: [{ ...civic2018, main: true, chosen: true, trim: null, engine: null }] });
    stubApi({
      "PUT /api/profile/garage": () => ({ status: 200, body: testUser({ garage: [camry2018] }) }),
    });
    const success = vi.spyOn(toast, "success");
    const { clicker } = renderModal(testUser({ garage: [{ ...camry2018, main: true }] }));
    await waitFor(() => expect(shopsCar()).toBe("toyota-camry-2018"));
    await clicker.click(screen.getByRole("button", { name: "Deselect 2018 Toyota Camry as your main car" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Car deselected"));
    await waitFor(() => expect(shopsCar()).toBeNull());
    // Deselecting clears the active vehicle everywhere: the device history has no main car either.
    expect(useHistoryStore.getState().cars.some((c) => c.main)).toBe(false);
  });

  test("a history car not yet saved offers 'add to garage', shows 'loading' while working, then 'Car added' — saved without becoming main", async () => {
    useHistoryStore.setState({
      cars: [
        { ...civic2018, main: true, chosen: true },
        { ...camry2018, main: false, chosen: true },
      ],
    });
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const sent: unknown[] = [];
    stubApi({
      "POST /api/profile/garage": (body) => {
        sent.push(body);
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    });
    const success = vi.spyOn(toast, "success");
    const { clicker } = renderModal(testUser({ garage: [{ ...camry2018, main: true }] }));
    const history = within(dialog()).getByRole("heading", { name: "Search History" }).closest("section");
    if (!history) throw new Error("no history section");
    // The Camry is saved already: only the Civic offers it.
    expect(within(history).getAllByRole("button", { name: /to garage/ })).toHaveLength(1);
    await clicker.click(within(history).getByRole("button", { name: "Add 2018 Honda Civic to garage" }));
    const working = await within(history).findByRole("button", { name: "Adding 2018 Honda Civic to garage" });
    expect(working.textContent?.trim()).toBe("loading");
    // The shopper asked to keep the car, not to shop for it: the Camry stays main.
    expect(sent).toEqual([{ id: civic2018.id, year: "2018", make: "Honda", model: "Civic", main: false }]);
    answer({ status: 201, body: { ...civic2018, main: false } });
    await waitFor(() => expect(success).toHaveBeenCalledWith("Car added"));
  });

  test("a refused change shows the API's message in an error toast and nothing as done", async () => {
    useHistoryStore.setState({ cars: [{ ...civic2018, main: true, chosen: true }] });
    stubApi({
      "POST /api/profile/garage": () => ({ status: 409, body: { message: "This car is already in the garage" } }),
    });
    const success = vi.spyOn(toast, "success");
    const error = vi.spyOn(toast, "error");
    const { clicker } = renderModal(testUser());
    await clicker.click(screen.getByRole("button", { name: "Add 2018 Honda Civic to garage" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("This car is already in the garage"));
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Add 2018 Honda Civic to garage" }).textContent).toBe("add to garage");
  });

  test("an empty garage still offers history cars and Add new vehicle opens the picker", async () => {
    useHistoryStore.setState({ cars: [{ ...civic2018, main: true, chosen: true }] });
    const { clicker, onAddVehicle } = renderModal(testUser());
    expect(screen.getByText(/No vehicles saved yet/)).toBeDefined();
    expect(screen.getByRole("button", { name: "Add 2018 Honda Civic to garage" })).toBeDefined();
    await clicker.click(screen.getByRole("button", { name: "Add new vehicle" }));
    expect(onAddVehicle).toHaveBeenCalledOnce();
  });
});

describe("garage modal, mounted when first opened", () => {
  test("it stays open when it mounts open, and closes when the route changes", async () => {
    const onClose = vi.fn();
    const element = <GarageModal open onClose={onClose} onAddVehicle={() => {}} />;
    const router = createMemoryRouter([{ path: "*", element }], { initialEntries: ["/"] });
    render(<RouterProvider router={router} />);
    await act(async () => {});
    expect(onClose).not.toHaveBeenCalled();
    await act(() => router.navigate("/brakes"));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
