import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { FitWarning } from "~/components/fit-warning";
import { FitAnswer } from "./fit-badge";
import { fitAnswer as answer, answeredCamry as answered, renderWithCar } from "./fit-test-setup";

describe("the fit answer", () => {
  test("fits names the shopper's car and where the part goes; doesn't fit names the car", () => {
    renderWithCar(<FitAnswer universal={false} fit={answer({ position: "Front" })} vehicle={answered} />);
    expect(screen.getByText("Fits your 2018 Toyota Camry · Front")).toBeDefined();
  });

  test("doesn't fit names the car", () => {
    renderWithCar(<FitAnswer universal={false} fit={answer({ state: "doesnt_fit" })} vehicle={answered} />);
    expect(screen.getByText("Doesn't fit your 2018 Toyota Camry")).toBeDefined();
  });

  test("on a card, needing the engine is a compact badge, not the choices: the list asks once", () => {
    renderWithCar(
      <FitAnswer
        universal={false}
        fit={answer({ state: "needs_config", question: "engine", options: [{ value: "2.5L 4-cyl", fits: true }] })}
        vehicle={answered}
      />,
    );
    expect(screen.getByText("Needs engine")).toBeDefined();
    expect(screen.queryByRole("button")).toBeNull();
  });

  test("on a card, needing the trim says so", () => {
    renderWithCar(
      <FitAnswer
        universal={false}
        fit={answer({ state: "needs_config", question: "trim", options: [{ value: "XSE", fits: true }] })}
        vehicle={answered}
      />,
    );
    expect(screen.getByText("Needs trim")).toBeDefined();
  });

  test("on the product page, needing the engine asks in place: one click on a choice saves it on the active car", async () => {
    const { state, user } = renderWithCar(
      <FitAnswer
        universal={false}
        fit={answer({
          state: "needs_config",
          question: "engine",
          options: [
            { value: "2.5L 4-cyl", fits: true },
            { value: "3.5L V6", fits: false },
          ],
        })}
        vehicle={answered}
        size="page"
      />,
    );
    await user.click(screen.getByRole("button", { name: "Choose engine 2.5L 4-cyl for your 2018 Toyota Camry" }));
    expect(state.configure).toHaveBeenCalledWith({ engine: "2.5L 4-cyl" });
    expect(state.choose).not.toHaveBeenCalled();
  });

  test("on another car's page, choosing its engine makes that car the active one", async () => {
    const civic = { ...answered, id: 1, model: "Civic", slug: "honda-civic-2015", make: "Honda", year: "2015" };
    const { state, user } = renderWithCar(
      <FitAnswer
        universal={false}
        fit={answer({ state: "needs_config", question: "engine", options: [{ value: "2.0L 4-cyl", fits: true }] })}
        vehicle={civic}
        size="page"
      />,
    );
    await user.click(screen.getByRole("button", { name: "Choose engine 2.0L 4-cyl for the 2015 Honda Civic" }));
    expect(state.choose).toHaveBeenCalledWith(expect.objectContaining({ id: 1, engine: "2.0L 4-cyl" }));
  });

  test("without a vehicle, 'Check fit' is a button that opens the picker and stays on the page", async () => {
    const { shell, user } = renderWithCar(<FitAnswer universal={false} fit={null} vehicle={null} />, null);
    await user.click(screen.getByRole("button", { name: "Check fit" }));
    expect(shell.openVehiclePicker).toHaveBeenCalledWith({ stayOnPage: true });
  });

  test("a cart line's warning links to the part's page where the question is answered", () => {
    renderWithCar(
      <FitWarning
        fit={answer({ state: "needs_config", question: "engine", options: [{ value: "3.5L V6", fits: true }] })}
        vehicleName="2018 Toyota Camry"
        partPath="/filters/oil-filters/kestrel-1"
      />,
    );
    expect(screen.getByRole("link", { name: "Choose your engine on the part's page" }).getAttribute("href")).toBe(
      "/filters/oil-filters/kestrel-1",
    );
  });
});
