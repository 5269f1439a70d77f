import type { User } from "@pitstop/contract/profile";
import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { camry2018, testUser } from "~/test-support/test-user";
import { type AccountState, useAccountState } from "./account-context";
import { accountSummary } from "./account-summary";

const mainCamry = testUser({ garage: [{ ...camry2018, main: true }] });
const plainCamry = testUser({ garage: [camry2018] });

/** GET /api/profile at the network boundary, answered when the test says. */
function stubSlowProfile() {
  let answer: (user: User) => void = () => {};
  vi.stubGlobal(
    "fetch",
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = (user) =>
            resolve(new Response(JSON.stringify(user), { headers: { "content-type": "application/json" } }));
        }),
    ),
  );
  return { answer: (user: User) => answer(user) };
}

function renderAccount(user: User) {
  const summary = accountSummary(user);
  const state: { current?: AccountState } = {};
  function Probe() {
    state.current = useAccountState(summary);
    return <p data-testid="main">{state.current.account?.garage.find((car) => car.main)?.slug ?? "none"}</p>;
  }
  const router = createMemoryRouter([{ path: "*", loader: () => null, element: <Probe /> }]);
  render(<RouterProvider router={router} />);
  return {
    get state() {
      if (!state.current) throw new Error("not rendered yet");
      return state.current;
    },
  };
}

const mainCar = () => screen.getByTestId("main").textContent;

afterEach(() => vi.unstubAllGlobals());

describe("the account state", () => {
  test("a profile read that was under way when a change answered does not bring the old garage back", async () => {
    const profile = stubSlowProfile();
    const account = renderAccount(mainCamry);
    await screen.findByText("toyota-camry-2018");
    // The refresh after mount asks for the profile; the shopper deselects the main car meanwhile.
    let refreshed: Promise<void> = Promise.resolve();
    act(() => {
      refreshed = account.state.refetch();
    });
    act(() => account.state.update(plainCamry));
    expect(mainCar()).toBe("none");
    // The read was answered before the change was made: it says the Camry is still main.
    await act(async () => {
      profile.answer(mainCamry);
      await refreshed;
    });
    expect(mainCar()).toBe("none");
  });
});
