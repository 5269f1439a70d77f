import type { Order } from "@pitstop/contract/orders";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { testOrder } from "~/components/orders/test-order";
import { toast } from "~/lib/toasts";
import { cancelAction } from "./cancel-order";
import { OrderView } from "./order-view";

type Reply = { status: number; body: unknown };

function stubApi(routes: Record<string, () => Reply>) {
  const sent: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${String(input)}`;
      sent.push(key);
      const reply = routes[key]?.() ?? { status: 404, body: { message: `Not found: ${key}` } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return sent;
}

async function renderOrder(initial: Order) {
  const state = { order: initial };
  const router = createMemoryRouter(
    [
      {
        path: "/profile/orders/:id",
        loader: () => ({ order: state.order }),
        action: ({ params }) => cancelAction(Number(params.id)),
        Component: function Page() {
          const { order } = useLoaderData() as { order: Order };
          return <OrderView order={order} />;
        },
      },
    ],
    { initialEntries: [`/profile/orders/${initial.id}`] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole("heading", { level: 1 });
  return { user: userEvent.setup(), state };
}

const progress = () =>
  within(screen.getByRole("list", { name: "Order progress" }))
    .getAllByRole("listitem")
    // The step's number in its circle is decoration; the label says reached or not.
    .map((step) => step.textContent?.replace(/^\d/, ""));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the order page", () => {
  test("progress: steps up to the current status are reached; a shipped order shows its tracking number", async () => {
    await renderOrder(
      testOrder({
        status: "shipped",
        can_pay: false,
        can_cancel: false,
        expires_at: null,
        carrier: "UPS",
        tracking_number: "1Z999AA10123456784",
      }),
    );
    expect(progress()).toEqual([
      "Awaiting payment (reached)",
      "Paid (reached)",
      "Awaiting shipment (reached)",
      "Shipped (reached)",
      "Completed (not reached)",
    ]);
    expect(screen.getByText("1Z999AA10123456784")).toBeTruthy();
    expect(screen.getByText(/Tracking number \(UPS\)/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Pay now" })).toBeNull();
  });

  test("a canceled order says 'Canceled' and reaches no step", async () => {
    await renderOrder(testOrder({ status: "canceled", can_pay: false, can_cancel: false, expires_at: null }));
    expect(progress().every((step) => step?.endsWith("(not reached)"))).toBe(true);
    expect(within(screen.getByRole("region", { name: "Progress" })).getByText("Canceled")).toBeTruthy();
  });

  test("awaiting payment: 'Pay now' leads to /pay with the last decline reason beside it", async () => {
    const order = testOrder();
    await renderOrder({ ...order, payment: { ...order.payment, last_decline: "Your card has insufficient funds." } });
    const due = screen.getByRole("region", { name: "Payment due" });
    expect(within(due).getByText("Your card has insufficient funds.")).toBeTruthy();
    expect(within(due).getByRole("link", { name: "Pay now" }).getAttribute("href")).toBe("/pay?order=41");
  });

  test("the status history lists each change with its date, newest first", async () => {
    await renderOrder(
      testOrder({
        status: "awaiting shipment",
        history: [
          { from: null, status: "awaiting payment", at: "2026-03-02T10:00:00.000Z", note: null },
          {
            from: "awaiting payment",
            status: "paid",
            at: "2026-03-02T10:04:00.000Z",
            note: "Paid with visa •••• 4242",
          },
          { from: "paid", status: "awaiting shipment", at: "2026-03-02T10:04:00.000Z", note: null },
        ],
      }),
    );
    const history = within(screen.getByRole("heading", { name: "Status history" }).parentElement as HTMLElement);
    const items = history.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual([
      "Awaiting shipment · Mar 2, 2026, 10:04 AM UTC",
      "Paid · Mar 2, 2026, 10:04 AM UTCPaid with visa •••• 4242",
      "Awaiting payment · Mar 2, 2026, 10:00 AM UTC",
    ]);
  });

  test("cancel asks first, then the order is canceled with a toast", async () => {
    const canceled = testOrder({ status: "canceled", can_pay: false, can_cancel: false, expires_at: null });
    let state: { order: Order } | undefined;
    const sent = stubApi({
      "POST /api/orders/41/cancel": () => {
        if (state) state.order = canceled;
        return { status: 200, body: canceled };
      },
    });
    const success = vi.spyOn(toast, "success");
    const rendered = await renderOrder(testOrder());
    state = rendered.state;
    await rendered.user.click(screen.getByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel order PS-2026-000041?" });
    expect(sent).toEqual([]);
    await rendered.user.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Order canceled"));
    expect(sent).toEqual(["POST /api/orders/41/cancel"]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
  });

  test("a refused cancel shows the API's message", async () => {
    stubApi({
      "POST /api/orders/41/cancel": () => ({
        status: 422,
        body: { message: "This order has shipped and can no longer be canceled." },
      }),
    });
    const error = vi.spyOn(toast, "error");
    const { user } = await renderOrder(testOrder({ status: "awaiting shipment" }));
    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel order" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("This order has shipped and can no longer be canceled."));
  });
});
