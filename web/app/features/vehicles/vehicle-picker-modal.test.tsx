import { EXAMPLE_VIN } from "@pitstop/contract/vehicles";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { setUpListboxLayout } from "~/components/ui/listbox-layout.test-setup";
import { useActiveVehicle } from "~/lib/active-vehicle/active-vehicle";
import { ActiveVehicleProvider } from "~/lib/active-vehicle/active-vehicle-provider";
import { useHistoryStore } from "~/lib/active-vehicle/history-store";
import { toast } from "~/lib/toasts";
import { VehiclePickerModal } from "./vehicle-picker-modal";

setUpListboxLayout();

type Reply = { status: number; body: unknown };
const json = (body: unknown, status = 200): Reply => ({ status, body });

const MAKES = json([
  { id: 582, make: "Toyota" },
  { id: 474, make: "Honda" },
]);

/** The shop's answers, shaped like the real API's. */
const API: Record<string, Reply> = {
  "/api/years": json([{ year: "2019" }, { year: "2018" }]),
  "/api/make/2019": MAKES,
  "/api/make/2018": MAKES,
  "/api/model/2018/Toyota": json([
    { id: 9956, model: "Camry", slug: "toyota-camry-2018" },
    { id: 10021, model: "Corolla", slug: "toyota-corolla-2018" },
  ]),
  "/api/model/2019/Toyota": json([
    { id: 9957, model: "Camry", slug: "toyota-camry-2019" },
    { id: 10022, model: "Corolla", slug: "toyota-corolla-2019" },
  ]),
  "/api/model/2018/Honda": json([
    { id: 4410, model: "Accord", slug: "honda-accord-2018" },
    { id: 4420, model: "Civic", slug: "honda-civic-2018" },
  ]),
};

function stubApi(extra: Record<string, Reply | (() => Reply)> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const entry = extra[url] ?? API[url];
    // vPIC knows no trims or engines unless a test says otherwise.
    const fallback = url.startsWith("/api/submodel/") ? json([]) : json({ message: `Not found: GET ${url}` }, 404);
    const reply = typeof entry === "function" ? entry() : (entry ?? fallback);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const requested = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.map(([url]) => String(url));

/** The picker as the page frame mounts it: choosing goes through the active-vehicle provider (a visitor here). */
function Harness() {
  const [open, setOpen] = useState(true);
  const location = useLocation();
  const { choose } = useActiveVehicle();
  return (
    <>
      <p data-testid="location">{location.pathname}</p>
      <button type="button" onClick={() => setOpen(true)}>
        Open picker
      </button>
      <VehiclePickerModal open={open} onClose={() => setOpen(false)} onChoose={choose} />
    </>
  );
}

function renderPicker() {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <ActiveVehicleProvider rendered={null}>
            <Harness />
          </ActiveVehicleProvider>
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const input = (name: string) => screen.getByRole("combobox", { name });
const addButton = () => screen.getByRole("button", { name: /add new vehicle/i }) as HTMLButtonElement;

/** Opens a combobox and clicks one of its (virtualised) options. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await waitFor(() => expect(input(label)).toHaveProperty("disabled", false));
  await user.click(input(label));
  await user.click(await screen.findByRole("option", { name: option }));
  await waitFor(() => expect(input(label)).toHaveProperty("value", option));
}

async function chooseCar(user: ReturnType<typeof userEvent.setup>, year: string, make: string, model: string) {
  await choose(user, "Year", year);
  await choose(user, "Make", make);
  await choose(user, "Model", model);
}

beforeEach(() => {
  useHistoryStore.setState({ cars: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("vehicle picker: Year / Make / Model", () => {
  test("opens titled 'Select your vehicle' and loads the years", async () => {
    const fetchMock = stubApi();
    renderPicker();
    expect(screen.getByRole("dialog", { name: "Select your vehicle" })).toBeDefined();
    await waitFor(() => expect(input("Year")).toHaveProperty("disabled", false));
    expect(requested(fetchMock)).toEqual(["/api/years"]);
    expect(input("Make")).toHaveProperty("disabled", true);
    expect(input("Model")).toHaveProperty("disabled", true);
  });

  test("'Add new vehicle' stays disabled until year, make and model are all chosen", async () => {
    stubApi();
    const user = renderPicker();
    expect(addButton().disabled).toBe(true);
    await choose(user, "Year", "2018");
    expect(addButton().disabled).toBe(true);
    await choose(user, "Make", "Toyota");
    expect(addButton().disabled).toBe(true);
    await choose(user, "Model", "Camry");
    expect(addButton().disabled).toBe(false);
  });

  test("choosing a year loads that year's makes, and a make its models, in sequence", async () => {
    const fetchMock = stubApi();
    const user = renderPicker();
    await choose(user, "Year", "2018");
    await waitFor(() => expect(requested(fetchMock)).toContain("/api/make/2018"));
    expect(requested(fetchMock).some((url) => url.startsWith("/api/model/"))).toBe(false);
    await choose(user, "Make", "Toyota");
    expect(requested(fetchMock)).toEqual(["/api/years", "/api/make/2018", "/api/model/2018/Toyota"]);
    await user.click(input("Model"));
    expect(await screen.findByRole("option", { name: "Camry" })).toBeDefined();
    expect(screen.getByRole("option", { name: "Corolla" })).toBeDefined();
  });

  test("changing the year clears the chosen make and model (cascade reset)", async () => {
    const fetchMock = stubApi();
    const user = renderPicker();
    await chooseCar(user, "2018", "Toyota", "Camry");
    expect(addButton().disabled).toBe(false);

    await choose(user, "Year", "2019");
    await waitFor(() => expect(requested(fetchMock)).toContain("/api/make/2019"));
    await waitFor(() => expect(input("Make")).toHaveProperty("disabled", false));
    expect(input("Make")).toHaveProperty("value", "");
    expect(input("Model")).toHaveProperty("value", "");
    expect(input("Model")).toHaveProperty("disabled", true);
    expect(addButton().disabled).toBe(true);
  });

  test("changing the make clears the chosen model", async () => {
    stubApi();
    const user = renderPicker();
    await chooseCar(user, "2018", "Toyota", "Camry");
    await choose(user, "Make", "Honda");
    await waitFor(() => expect(input("Model")).toHaveProperty("disabled", false));
    expect(input("Model")).toHaveProperty("value", "");
    expect(addButton().disabled).toBe(true);
    await user.click(input("Model"));
    expect(await screen.findByRole("option", { name: "Civic" })).toBeDefined();
    expect(screen.queryByRole("option", { name: "Camry" })).toBeNull();
  });

  test("typing filters by prefix; a prefix nothing starts with shows 'Nothing found.'", async () => {
    stubApi();
    const user = renderPicker();
    await choose(user, "Year", "2018");
    await waitFor(() => expect(input("Make")).toHaveProperty("disabled", false));
    await user.click(input("Make"));
    await user.keyboard("ho");
    await waitFor(() => expect(screen.queryByRole("option", { name: "Toyota" })).toBeNull());
    expect(screen.getByRole("option", { name: "Honda" })).toBeDefined();
    expect(screen.queryByText("Nothing found.")).toBeNull();

    await user.clear(input("Make"));
    await user.keyboard("oyota");
    expect(await screen.findByText("Nothing found.")).toBeDefined();
    expect(screen.queryAllByRole("option")).toHaveLength(0);
  });

  test("adding a car stores it in the history, toasts once and opens the vehicle page", async () => {
    stubApi();
    const success = vi.spyOn(toast, "success");
    const user = renderPicker();
    await chooseCar(user, "2018", "Toyota", "Camry");
    await user.click(addButton());

    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/toyota-camry-2018-accessories"));
    expect(success).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith("Car added to history");
    expect(useHistoryStore.getState().cars).toEqual([
      {
        id: 9956,
        year: "2018",
        make: "Toyota",
        model: "Camry",
        slug: "toyota-camry-2018",
        trim: null,
        engine: null,
        main: true,
        chosen: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  test("adding the same car again does not add it twice: it becomes the active car again", async () => {
    stubApi();
    const success = vi.spyOn(toast, "success");
    const user = renderPicker();
    await chooseCar(user, "2018", "Toyota", "Camry");
    await user.click(addButton());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(success).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Open picker" }));
    await screen.findByRole("dialog", { name: "Select your vehicle" });
    // The choices were cleared after the car was added.
    expect(input("Year")).toHaveProperty("value", "");
    await chooseCar(user, "2018", "Toyota", "Camry");
    await user.click(addButton());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    expect(success).toHaveBeenCalledTimes(2);
    expect(success).toHaveBeenLastCalledWith("Active car changed");
    expect(useHistoryStore.getState().cars).toHaveLength(1);
    expect(screen.getByTestId("location").textContent).toBe("/toyota-camry-2018-accessories");
  });

  test("the optional fourth step narrows the car to an engine and trim, kept with it", async () => {
    stubApi({
      "/api/submodel/2018/Toyota/Camry": json([
        { trim: "LE", engine: "2.5L 4-cyl" },
        { trim: "XSE", engine: "2.5L 4-cyl" },
        { trim: null, engine: "3.5L V6" },
      ]),
    });
    const user = renderPicker();
    await chooseCar(user, "2018", "Toyota", "Camry");
    const engine = await screen.findByRole("combobox", { name: "Engine" });
    expect(
      within(engine)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Not sure", "2.5L 4-cyl", "3.5L V6"]);
    await user.selectOptions(engine, "3.5L V6");
    await user.selectOptions(screen.getByRole("combobox", { name: "Trim" }), "XSE");
    await user.click(addButton());
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/toyota-camry-2018-accessories"));
    expect(useHistoryStore.getState().cars[0]).toMatchObject({
      slug: "toyota-camry-2018",
      engine: "3.5L V6",
      trim: "XSE",
    });
  });

  test("the fourth step can be skipped, and is not shown when vPIC knows no choice", async () => {
    stubApi({ "/api/submodel/2018/Toyota/Camry": json([{ trim: null, engine: "2.5L 4-cyl" }]) });
    const user = renderPicker();
    await chooseCar(user, "2018", "Toyota", "Camry");
    await screen.findByRole("combobox", { name: "Engine" });
    expect(screen.queryByRole("combobox", { name: "Trim" })).toBeNull();
    await user.click(addButton());
    await waitFor(() => expect(useHistoryStore.getState().cars[0]).toMatchObject({ engine: null, trim: null }));

    // Another model (vPIC answers nothing for it): no step at all.
    await user.click(screen.getByRole("button", { name: "Open picker" }));
    await chooseCar(user, "2018", "Toyota", "Corolla");
    await waitFor(() => expect(addButton().disabled).toBe(false));
    expect(screen.queryByRole("group", { name: /Trim \/ engine/ })).toBeNull();
  });

  test("a failed list shows an inline error with a retry instead of crashing", async () => {
    let makeCalls = 0;
    const fetchMock = stubApi({
      "/api/make/2018": () => {
        makeCalls += 1;
        // Fails twice (the first try and fetchWithRetry's automatic retry), then works.
        return makeCalls <= 2 ? json({ message: "Service unavailable" }, 503) : MAKES;
      },
    });
    const user = renderPicker();
    await choose(user, "Year", "2018");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We couldn't load the makes. Service unavailable.");
    expect(input("Make")).toHaveProperty("disabled", true);

    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(input("Make")).toHaveProperty("disabled", false));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(requested(fetchMock).filter((url) => url === "/api/make/2018")).toHaveLength(3);
    await choose(user, "Make", "Toyota");
  });
});

describe("vehicle picker: VIN", () => {
  const VIN = "4T1B11HK5JU123456";

  async function openVinTab() {
    const user = renderPicker();
    await user.click(screen.getByRole("tab", { name: "VIN" }));
    return user;
  }
  const vinInput = () => screen.getByRole("textbox", { name: "VIN" }) as HTMLInputElement;

  test("the example VIN in the field is the contract's EXAMPLE_VIN, which passes the shop's check digit (api vin.test)", async () => {
    stubApi();
    await openVinTab();
    expect(vinInput().placeholder).toBe(`e.g. ${EXAMPLE_VIN}`);
    expect(vinInput().placeholder).not.toContain("4T1B11HK5JU123456");
  });

  test("the VIN is upper-cased and checked (17 characters, no I, O or Q) before the API is asked", async () => {
    const fetchMock = stubApi();
    const user = await openVinTab();
    await user.type(vinInput(), "4t1b11hk5ju12345");
    expect(vinInput().value).toBe("4T1B11HK5JU12345");
    await user.click(screen.getByRole("button", { name: "Decode" }));
    expect((await screen.findByRole("alert")).textContent).toContain("A VIN has 17 characters; this one has 16");

    await user.type(vinInput(), "O");
    await user.click(screen.getByRole("button", { name: "Decode" }));
    expect((await screen.findByRole("alert")).textContent).toContain("never contains the letters I, O or Q");
    expect(requested(fetchMock).some((url) => url.startsWith("/api/vin/"))).toBe(false);
  });

  test("the API's 400 message is shown inline and as an error toast", async () => {
    const message = "The check digit (9th character) should be 5, not 1 — please check the VIN for a typo";
    stubApi({ "/api/vin/4T1B11HK1JU123456": json({ message }, 400) });
    const error = vi.spyOn(toast, "error");
    const user = await openVinTab();
    await user.type(vinInput(), "4T1B11HK1JU123456");
    await user.click(screen.getByRole("button", { name: "Decode" }));
    expect((await screen.findByRole("alert")).textContent).toContain(message);
    expect(error).toHaveBeenCalledWith(message);
  });

  test("a decoded VIN we sell parts for can be added like a picked car", async () => {
    stubApi({
      [`/api/vin/${VIN}`]: json({
        vin: VIN,
        year: 2018,
        make: "TOYOTA",
        model: "Camry",
        trim: "LE",
        engine: "2.5L I4 Gasoline",
        vehicle: {
          id: 9956,
          year: "2018",
          make: "Toyota",
          model: "Camry",
          slug: "toyota-camry-2018",
          path: "/toyota-camry-2018-accessories",
          // The configuration as the vehicle's own lists name it.
          trim: null,
          engine: "2.5L 4-cyl",
        },
      }),
    });
    const success = vi.spyOn(toast, "success");
    const user = await openVinTab();
    await user.type(vinInput(), VIN);
    await user.click(screen.getByRole("button", { name: "Decode" }));
    const result = await screen.findByRole("region", { name: "Decoded vehicle" });
    expect(within(result).getByRole("heading", { name: "2018 Toyota Camry" })).toBeDefined();
    expect(within(result).getByText("LE")).toBeDefined();
    expect(within(result).getByText("2.5L I4 Gasoline")).toBeDefined();

    await user.click(within(result).getByRole("button", { name: /add new vehicle/i }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/toyota-camry-2018-accessories"));
    expect(success).toHaveBeenCalledWith("Car added to history");
    expect(useHistoryStore.getState().cars[0]).toMatchObject({
      id: 9956,
      slug: "toyota-camry-2018",
      main: true,
      engine: "2.5L 4-cyl",
      trim: null,
    });
  });

  test("a decoded VIN we don't carry parts for says so and offers no add button", async () => {
    stubApi({
      [`/api/vin/${VIN}`]: json({
        vin: VIN,
        year: 1996,
        make: "LOTUS",
        model: "Esprit",
        trim: null,
        engine: null,
        vehicle: null,
      }),
    });
    const user = await openVinTab();
    await user.type(vinInput(), VIN);
    await user.click(screen.getByRole("button", { name: "Decode" }));
    const result = await screen.findByRole("region", { name: "Decoded vehicle" });
    expect(within(result).getByText(/we don't carry parts for this vehicle yet/i)).toBeDefined();
    expect(within(result).queryByRole("button", { name: /add new vehicle/i })).toBeNull();
  });
});
