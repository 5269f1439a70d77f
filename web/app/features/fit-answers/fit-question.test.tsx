import type { OrderFit } from "@pitstop/contract/reviews";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { camry2018, civic2018 } from "~/test-support/test-user";
import { FitQuestions } from "./fit-question";

const camry = { id: camry2018.id, slug: camry2018.slug, name: "2018 Toyota Camry" };
const line = { line_id: 31, product_id: 7, title: "Front brake pads", answer: null, returned_as_not_fitting: false };

function renderFit(fit: OrderFit, garage = [{ ...camry2018, main: true }]) {
  const sent: unknown[] = [];
  const action = vi.fn(async ({ request }: { request: Request }) => {
    sent.push(await request.json());
    return { ok: true, lineId: 31, fit };
  });
  const router = createMemoryRouter(
    [{ path: "/profile/orders/:id", action, element: <FitQuestions fit={fit} garage={garage} /> }],
    { initialEntries: ["/profile/orders/5"] },
  );
  render(<RouterProvider router={router} />);
  return sent;
}

describe('"Did it fit?" on a completed order', () => {
  test("an order that does not ask shows nothing", () => {
    const { container } = render(<FitQuestions fit={{ asks: false, vehicle: camry, lines: [line] }} garage={[]} />);
    expect(container.textContent).toBe("");
  });

  test("Yes is the answer at once", async () => {
    const sent = renderFit({ asks: true, vehicle: camry, lines: [line] });
    expect(screen.getByText("Did it fit your 2018 Toyota Camry?")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(sent).toEqual([{ intent: "fit", lineId: 31, answer: { fits: true } }]));
  });

  test("No asks why before it is sent", async () => {
    const sent = renderFit({ asks: true, vehicle: camry, lines: [line] });
    await userEvent.click(screen.getByRole("button", { name: "No" }));
    expect(screen.getByRole("button", { name: "No" }).getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Save answer" }));
    expect(screen.getByRole("alert").textContent).toBe("Say why it did not fit");
    await userEvent.click(screen.getByRole("radio", { name: "Wrong position" }));
    await userEvent.click(screen.getByRole("button", { name: "Save answer" }));
    await waitFor(() =>
      expect(sent).toEqual([{ intent: "fit", lineId: 31, answer: { fits: false, reason: "wrong_position" } }]),
    );
  });

  test("a given answer is shown and can be changed", async () => {
    const answer = { fits: false, reason: "wrong_size" as const, vehicle: camry, answered_at: "2026-11-20T10:00:00Z" };
    renderFit({ asks: true, vehicle: camry, lines: [{ ...line, answer }] });
    expect(screen.getByText("It did not fit your 2018 Toyota Camry: wrong size")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Change" }));
    expect((screen.getByRole("radio", { name: "Wrong size" }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Keep my answer" }));
    expect(screen.getByText("It did not fit your 2018 Toyota Camry: wrong size")).toBeTruthy();
  });

  test("a line returned as not fitting says so instead of asking", () => {
    renderFit({ asks: true, vehicle: camry, lines: [{ ...line, returned_as_not_fitting: true }] });
    expect(screen.getByText(/You returned it as not fitting your 2018 Toyota Camry/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Yes" })).toBeNull();
  });

  test("an order bought without a car asks which garage car", async () => {
    const sent = renderFit({ asks: true, vehicle: null, lines: [line] }, [
      { ...camry2018, main: true },
      { ...civic2018, main: false },
    ]);
    await userEvent.selectOptions(screen.getByLabelText("Which car did you fit it to?"), "2018 Honda Civic");
    expect(screen.getByText("Did it fit your 2018 Honda Civic?")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Yes" }));
    await waitFor(() =>
      expect(sent).toEqual([{ intent: "fit", lineId: 31, answer: { fits: true, vehicle_id: civic2018.id } }]),
    );
  });

  test("without a car in the order or the garage, it asks for one first", () => {
    renderFit({ asks: true, vehicle: null, lines: [line] }, []);
    expect(screen.getByRole("link", { name: "Add your car to your garage" }).getAttribute("href")).toBe(
      "/profile/garage",
    );
    expect(screen.queryByRole("button", { name: "Yes" })).toBeNull();
  });
});
