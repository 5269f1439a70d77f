import type { FitApplication } from "@pitstop/contract/fitment";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { camry2018 } from "~/test-support/test-user";
import { FitCheck } from "./fit-check";
import { fitAnswer as answer, renderWithCar } from "./fit-test-setup";

const { main: _main, ...camry } = camry2018;
const application = (position: "Front" | "Rear", engine: string): FitApplication => ({
  engines: [engine],
  trims: null,
  position,
  note: null,
  quantity: null,
});

describe("the product page's fit answer lists where the part goes", () => {
  test("several matching applications: each with its own position, the badge naming none", () => {
    const frontAndRear = answer({
      state: "needs_config",
      question: "engine",
      position: "Front",
      options: [
        { value: "2.5L 4-cyl", fits: true },
        { value: "3.5L V6", fits: true },
      ],
      applications: [application("Front", "2.5L 4-cyl"), application("Rear", "3.5L V6")],
    });
    renderWithCar(<FitCheck universal={false} fit={frontAndRear} vehicle={camry} fitmentVehicleCount={4} />);
    const list = screen.getByRole("list", { name: "Where it goes on the 2018 Toyota Camry" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Front — 2.5L 4-cyl", "Rear — 3.5L V6"]);
    expect(screen.getByText(/^Need engine/).textContent).toBe(
      "Need engine — fits some 2018 Toyota Camry. Which is yours?",
    );
  });

  test("one application: the answer names its position, no list", () => {
    const front = answer({ position: "Front", applications: [application("Front", "2.5L 4-cyl")] });
    renderWithCar(
      <FitCheck universal={false} fit={front} vehicle={{ ...camry, engine: "2.5L 4-cyl" }} fitmentVehicleCount={4} />,
    );
    expect(screen.getByText("Fits your 2018 Toyota Camry 2.5L 4-cyl · Front")).toBeDefined();
    expect(screen.queryByRole("list", { name: /Where it goes/ })).toBeNull();
  });
});
