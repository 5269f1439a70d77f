import type { Fit } from "@pitstop/contract/fitment";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { type ActiveVehicle, ActiveVehicleContext, type ActiveVehicleState } from "~/lib/active-vehicle/active-vehicle";
import { ShellContext } from "~/lib/shell-context";
import { camry2018 } from "~/test-support/test-user";

const { main: _main, path, ...camry } = camry2018;
/** The shop's test Camry as the active vehicle, without its engine and trim. */
export const activeCamry: ActiveVehicle = camry;
/** The same Camry as an answer names the car it is for, with its page. */
export const answeredCamry = { ...camry, path };

/** A fit answer for a test: "fits", with nothing more said, but for what `over` says. */
export const fitAnswer = (over: Partial<Fit>): Fit => ({
  state: "fits",
  position: null,
  note: null,
  question: null,
  options: [],
  applications: [],
  ...over,
});

/**
 * A fit answer's surroundings without the router: the page frame's shell and an active vehicle
 * whose changes are recorded (the tests check what was asked of the active-vehicle owner).
 */
export function withCar(node: ReactNode, active: ActiveVehicle | null = activeCamry) {
  const state: ActiveVehicleState = {
    vehicle: active,
    cars: active ? [active] : [],
    member: false,
    choose: vi.fn(async () => true),
    deselect: vi.fn(async () => true),
    configure: vi.fn(async () => true),
    pending: null,
  };
  const shell = { openGarage: vi.fn(), openVehiclePicker: vi.fn(), addVehicleToGarage: vi.fn() };
  const element = (
    <ShellContext value={shell}>
      <ActiveVehicleContext value={state}>{node}</ActiveVehicleContext>
    </ShellContext>
  );
  return { state, shell, element };
}

/** Renders a fit answer's surroundings (`withCar`) in a router. */
export function renderWithCar(node: ReactNode, active: ActiveVehicle | null = activeCamry) {
  const { state, shell, element } = withCar(node, active);
  const router = createMemoryRouter([{ path: "*", element }]);
  const { container } = render(<RouterProvider router={router} />);
  return { state, shell, container, user: userEvent.setup() };
}
