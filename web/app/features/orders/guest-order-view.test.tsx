import type { GuestOrder } from "@pitstop/contract/guest";
import type { Order } from "@pitstop/contract/orders";
import type { PaymentsConfig } from "@pitstop/contract/payments";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLoaderData, useSearchParams } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { testOrder } from "~/components/orders/test-order";
import { clientAction } from "~/routes/guest-order";
import { GuestOrderLinkInvalid, GuestOrderView } from "./guest-order-view";

type Reply = { status: number; body: unknown };
type Sent = { key: string; body: unknown; idempotencyKey: string | null; credentials: RequestCredentials | undefined };

function stubApi(routes: Record<string, (body: unknown) => Reply>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${String(input)}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({
        key,
        body,
        idempotencyKey: new Headers(init?.headers).get("idempotency-key"),
        credentials: init?.credentials,
      });
      const reply = routes[key]?.(body) ?? { status: 404, body: { message: `Not found: ${key}` } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return sent;
}

const TOKEN = "77.1798491841.QuYJgvRzn2KRXBmjWxlq9Gy1uCeuCfa6lDaYkPePbzA";
const EMAIL = "gail@example.com";
const testMode: PaymentsConfig = { provider: "simulated", publishableKey: null };
const stripe: PaymentsConfig = { provider: "stripe", publishableKey: "pk_test_123" };

const guestOrder = (overrides: Partial<Order> = {}): GuestOrder => ({
  ...testOrder({
    id: 77,
    number: "PS-2026-000077",
    expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    ...overrides,
  }),
  email: EMAIL,
});
const paid = (order: GuestOrder): GuestOrder => ({
  ...order,
  status: "awaiting shipment",
  can_pay: false,
  expires_at: null,
  payment: { ...order.payment, state: "paid", amount: order.totals.total, card: { brand: "visa", last4: "4242" } },
});

/** The order's page with its loader reading `state.order`, which the stubbed API changes as the real one would. */
async function renderGuestOrder(initial: GuestOrder, config: PaymentsConfig | null, search = "") {
  const state = { order: initial };
  const router = createMemoryRouter(
    [
      {
        path: "/guest/orders/:token",
        loader: () => ({ order: state.order }),
        action: ({ request, params }) =>
          clientAction({ request, params } as unknown as Parameters<typeof clientAction>[0]),
        Component: function Page() {
          const { order } = useLoaderData() as { order: GuestOrder };
          const [params] = useSearchParams();
          return (
            <GuestOrderView
              order={order}
              config={config}
              token={TOKEN}
              placed={params.get("placed") === "1"}
              viewOrder={params.get("view") === "order"}
            />
          );
        },
      },
      { path: "/sign-up", element: <p>sign-up page</p> },
    ],
    { initialEntries: [`/guest/orders/${TOKEN}${search}`] },
  );
  render(<RouterProvider router={router} />);
  await screen.findAllByRole("heading", { level: 1 });
  return { user: userEvent.setup(), state };
}

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a guest order's private page", () => {
  test("right after placing: the thanks, then the test card pays through the link, and purchase is sent once", async () => {
    const order = guestOrder();
    let state: { order: GuestOrder } | undefined;
    const sent = stubApi({
      [`POST /api/guest/orders/${TOKEN}/pay`]: () => {
        if (state) state.order = paid(order);
        return { status: 200, body: paid(order) };
      },
    });
    const rendered = await renderGuestOrder(order, testMode, "?placed=1");
    state = rendered.state;
    const thanks = screen.getByRole("region", { name: "Order placed" });
    expect(thanks.textContent).toContain("Thanks! Order PS-2026-000077 is placed.");
    expect(within(thanks).getByText(EMAIL)).toBeTruthy();

    const { user } = rendered;
    await user.type(screen.getByLabelText("Card number"), "4242 4242 4242 4242");
    await user.type(screen.getByLabelText("Expiry (MM/YY)"), "12/34");
    await user.type(screen.getByLabelText("CVC"), "123");
    await user.click(screen.getByRole("button", { name: /^Pay \$/ }));
    const success = await screen.findByRole("region", { name: "Payment received — thank you!" });
    expect(within(success).getByRole("link", { name: "View your order" }).getAttribute("href")).toBe(
      `/guest/orders/${TOKEN}?view=order`,
    );

    const [payment] = sent.filter((s) => s.key === `POST /api/guest/orders/${TOKEN}/pay`);
    expect(payment?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // No session goes with a guest's calls: the link is the key.
    expect(payment?.credentials).toBe("omit");
    const purchases = (window.dataLayer ?? []).filter((e) => "event" in e && e.event === "purchase");
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ ecommerce: { transaction_id: "PS-2026-000077" } });
  });

  test("with real card payments configured, it says plainly that paying needs an account, with no card form", async () => {
    stubApi({});
    await renderGuestOrder(guestOrder(), stripe, "?placed=1");
    expect(screen.getByText(/Card payments for guest orders are not open yet/)).toBeTruthy();
    expect(screen.queryByLabelText("Card number")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Pay/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      `/sign-up?email=${encodeURIComponent(EMAIL)}`,
    );
  });

  test("a paid order: number, progress, lines and address; returns need an account, offered with the order's email", async () => {
    stubApi({});
    await renderGuestOrder(paid(guestOrder()), testMode);
    expect(screen.getByRole("heading", { level: 1, name: "Order PS-2026-000077" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "Order progress" })).toBeTruthy();
    // No way back to an account's order list: a guest has none.
    expect(screen.queryByRole("link", { name: "All orders" })).toBeNull();
    const claim = screen.getByRole("region", { name: /Keep this order in an account/ });
    expect(claim.textContent).toContain(`Create an account with ${EMAIL} to return items, earn miles on this order`);
    expect(claim.textContent).toContain("this order is added to the account");
    expect(within(claim).getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      "/sign-up?email=gail%40example.com",
    );
    expect(screen.getByRole("link", { name: "Find my order" }).getAttribute("href")).toBe("/orders/find");
  });

  test("cancel asks first and goes through the link", async () => {
    const order = guestOrder({ status: "awaiting payment", can_pay: true, can_cancel: true });
    const canceled: GuestOrder = { ...order, status: "canceled", can_pay: false, can_cancel: false };
    let state: { order: GuestOrder } | undefined;
    const sent = stubApi({
      [`POST /api/guest/orders/${TOKEN}/cancel`]: () => {
        if (state) state.order = canceled;
        return { status: 200, body: canceled };
      },
    });
    const rendered = await renderGuestOrder(order, testMode, "?view=order");
    state = rendered.state;
    await rendered.user.click(screen.getByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel order PS-2026-000077?" });
    expect(sent).toHaveLength(0);
    await rendered.user.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull());
    expect(sent.map((s) => s.key)).toEqual([`POST /api/guest/orders/${TOKEN}/cancel`]);
  });

  test("a link that is not valid says so and leads to Find my order", () => {
    const router = createMemoryRouter([{ path: "/", element: <GuestOrderLinkInvalid /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { level: 1, name: "This order link has expired or is not valid" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find my order" }).getAttribute("href")).toBe("/orders/find");
  });
});
