import type { AdminReturn, ReturnStatus } from "@pitstop/contract/returns";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { toast } from "~/lib/toasts";
import type { Outcome } from "./outcome";
import { ReturnSteps, refundDue, returnSteps } from "./return-actions";
import { testReturn } from "./test-return";

const KEY = "5f0c4a52-3e1b-4c4e-9a57-0d6a2b8e91c3";

/** The steps in a router whose action records each form sent and answers with `answer`. */
function renderSteps(ret: AdminReturn, answer: Outcome = { ok: true, message: "Done" }) {
  const sent: Array<Record<string, string | string[]>> = [];
  const router = createMemoryRouter(
    [
      {
        path: "/admin/returns/:id",
        element: <ReturnSteps ret={ret} refundKey={KEY} />,
        action: async ({ request }) => {
          const form = await request.formData();
          const fields: Record<string, string | string[]> = {};
          for (const key of new Set(form.keys())) {
            const values = form.getAll(key).map(String);
            fields[key] = values.length > 1 || key === "damaged_line_ids" ? values : (values[0] ?? "");
          }
          sent.push(fields);
          return answer;
        },
      },
    ],
    { initialEntries: [`/admin/returns/${ret.id}`] },
  );
  render(<RouterProvider router={router} />);
  return { sent, user: userEvent.setup() };
}

const buttonNames = () => screen.queryAllByRole("button").map((b) => b.textContent?.trim());

describe("a return's next steps", () => {
  test.each<[ReturnStatus, string[]]>([
    ["requested", ["Approve", "Refuse…"]],
    ["approved", ["Issue the label", "Refuse…"]],
    ["label_issued", ["Mark received", "Refuse…"]],
    ["received", ["Refund $194.92"]],
    ["refunded", []],
    ["refused", []],
  ])("a %s return offers %j", (status, buttons) => {
    renderSteps(testReturn({ status, refunded_amount: status === "refunded" ? 194.92 : null }));
    expect(buttonNames()).toEqual(buttons);
    expect(returnSteps(status).length).toBe(buttons.length);
  });

  test("a finished return says how it ended", () => {
    renderSteps(testReturn({ status: "refunded", refunded_amount: 194.92 }));
    expect(screen.getByText("Nothing left to do: the buyer was refunded $194.92.")).toBeTruthy();
  });

  test("the refund is never more than what is left of the payment", () => {
    expect(refundDue(testReturn({ order_paid: 250, order_refunded: 100 }))).toBe(150);
    expect(refundDue(testReturn({ order_paid: 250, order_refunded: 0 }))).toBe(194.92);
    expect(refundDue(testReturn({ order_paid: 100, order_refunded: 120 }))).toBe(0);
    renderSteps(testReturn({ status: "received", order_paid: 250, order_refunded: 100 }));
    expect(buttonNames()).toEqual(["Refund $150.00"]);
  });

  test("Refund asks first; Not yet sends nothing; Yes sends the page's Idempotency-Key, and says it was done", async () => {
    const success = vi.spyOn(toast, "success");
    const { sent, user } = renderSteps(testReturn({ status: "received" }), {
      ok: true,
      message: "Return PS-2026-000041-R1 refunded $194.92",
    });
    await user.click(screen.getByRole("button", { name: "Refund $194.92" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund $194.92?" });
    expect(dialog.textContent).toContain("$194.92 goes back to the buyer's card. A refund cannot be undone.");
    await user.click(within(dialog).getByRole("button", { name: "Not yet" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Refund $194.92" }));
    const again = await screen.findByRole("dialog");
    await user.click(within(again).getByRole("button", { name: "Yes, refund $194.92" }));
    await waitFor(() => expect(sent).toEqual([{ intent: "refund", idempotency_key: KEY }]));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Return PS-2026-000041-R1 refunded $194.92"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  test("the API's refusal of a refund is said", async () => {
    const error = vi.spyOn(toast, "error");
    const message = "This return was refunded already";
    const { sent, user } = renderSteps(testReturn({ status: "received" }), { ok: false, status: 409, message });
    await user.click(screen.getByRole("button", { name: "Refund $194.92" }));
    await user.click(await screen.findByRole("button", { name: "Yes, refund $194.92" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(message));
    expect(sent).toEqual([{ intent: "refund", idempotency_key: KEY }]);
  });

  test("Approve is sent as it is", async () => {
    const { sent, user } = renderSteps(testReturn({ status: "requested" }));
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(sent).toEqual([{ intent: "approve" }]));
  });

  test("an approved return still without its label asks the carrier again, through the same step", async () => {
    const { sent, user } = renderSteps(testReturn({ status: "approved" }));
    expect(screen.getByText(/the carrier did not issue its label/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Issue the label" }));
    await waitFor(() => expect(sent).toEqual([{ intent: "approve" }]));
  });

  test("Mark received sends the lines that arrived damaged", async () => {
    const { sent, user } = renderSteps(testReturn({ status: "label_issued" }));
    const damaged = screen.getAllByRole("checkbox", { name: /Arrived damaged — don’t restock/ });
    expect(damaged).toHaveLength(2);
    await user.click(screen.getByRole("checkbox", { name: /Brake rotor, front/ }));
    await user.click(screen.getByRole("button", { name: "Mark received" }));
    await waitFor(() => expect(sent).toEqual([{ intent: "receive", damaged_line_ids: ["12"] }]));
  });

  test("Refuse asks why; the reason is sent, and a refused reason is said under the field", async () => {
    const { sent, user } = renderSteps(testReturn({ status: "approved" }), {
      ok: false,
      status: 400,
      message: "Reason is too long (500 characters at most)",
      errors: { reason: ["Reason is too long (500 characters at most)"] },
    });
    await user.click(screen.getByRole("button", { name: "Refuse…" }));
    const field = screen.getByLabelText("Why is it refused?");
    expect(field.hasAttribute("required")).toBe(true);
    await user.type(field, "The part was installed and shows wear.");
    await user.click(screen.getByRole("button", { name: "Refuse return" }));
    await waitFor(() => expect(sent).toEqual([{ intent: "refuse", reason: "The part was installed and shows wear." }]));
    expect(await screen.findByText("Reason is too long (500 characters at most)")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
  });
});
