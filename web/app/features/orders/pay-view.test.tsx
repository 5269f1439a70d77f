import type { Order } from "@pitstop/contract/orders";
import type { PaymentsConfig } from "@pitstop/contract/payments";
import type { User } from "@pitstop/contract/profile";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { testOrder } from "~/components/orders/test-order";
import { payAction } from "./pay-action";
import { PayView } from "./pay-view";

type Reply = { status: number; body: unknown } | "no answer";
type Sent = { key: string; body: unknown; idempotencyKey: string | null };

/** The API at the network boundary: answers by "METHOD path", records what was sent. */
function stubApi(routes: Record<string, (body: unknown, n: number) => Reply>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${String(input)}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ key, body, idempotencyKey: new Headers(init?.headers).get("idempotency-key") });
      const reply = routes[key]?.(body, sent.filter((s) => s.key === key).length) ?? {
        status: 404,
        body: { message: `Not found: ${key}` },
      };
      if (reply === "no answer") throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return sent;
}

const visa: User["payments"][number] = {
  id: 1,
  payment_stripe_id: "pm_visa4242",
  default: 1,
  brand: "visa",
  last4: "4242",
  exp_month: 12,
  exp_year: 2034,
};
const mastercard = {
  ...visa,
  id: 2,
  payment_stripe_id: "pm_mc4444",
  default: 0 as const,
  brand: "mastercard",
  last4: "4444",
};
/** An order awaiting payment, held for another half hour. */
const awaiting = (): Order => testOrder({ expires_at: new Date(Date.now() + 30 * 60_000).toISOString() });
const testMode: PaymentsConfig = { provider: "simulated", publishableKey: null };

const paid = (order: Order): Order => ({
  ...order,
  status: "awaiting shipment",
  can_pay: false,
  expires_at: null,
  payment: { ...order.payment, state: "paid", amount: order.totals.total, card: { brand: "visa", last4: "4242" } },
});

/** The pay page with its loader reading `state.order`, which the stubbed API changes as a real one would. */
async function renderPay(initial: Order, cards: User["payments"] = [visa, mastercard]) {
  const state = { order: initial };
  const router = createMemoryRouter(
    [
      {
        path: "/pay",
        loader: () => ({ order: state.order }),
        action: ({ request }) => payAction(request),
        Component: function Page() {
          const { order } = useLoaderData() as { order: Order };
          return <PayView order={order} cards={cards} config={testMode} />;
        },
      },
      { path: "/profile/orders/:id", element: <p>order page</p> },
    ],
    { initialEntries: [`/pay?order=${initial.id}`] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole("heading", { name: "Payment" });
  return { user: userEvent.setup(), state };
}

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/pay", () => {
  test("the default card is chosen; paying shows the success page with the order number, and purchase is sent", async () => {
    const order = awaiting();
    let state: { order: Order } | undefined;
    const sent = stubApi({
      "POST /api/orders/41/pay": () => {
        if (state) state.order = paid(order);
        return { status: 200, body: paid(order) };
      },
    });
    const rendered = await renderPay(order);
    state = rendered.state;
    expect(screen.getByRole("radio", { name: "Visa ending in 4242" })).toHaveProperty("checked", true);
    await rendered.user.click(screen.getByRole("button", { name: "Pay $124.12" }));

    const success = await screen.findByRole("region", { name: "Payment received — thank you!" });
    expect(within(success).getByText("PS-2026-000041")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View your order" }).getAttribute("href")).toBe("/profile/orders/41");
    const [payment] = sent.filter((s) => s.key === "POST /api/orders/41/pay");
    expect(payment?.body).toEqual({ payment_stripe_id: "pm_visa4242" });
    expect(payment?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const purchases = (window.dataLayer ?? []).filter((e) => "event" in e && e.event === "purchase");
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({
      ecommerce: { transaction_id: "PS-2026-000041", value: 124.12, currency: "USD" },
    });
  });

  test("the success panel is brought into view and its heading focused (paying from the bottom of the form on a phone)", async () => {
    const order = awaiting();
    let state: { order: Order } | undefined;
    stubApi({
      "POST /api/orders/41/pay": () => {
        if (state) state.order = paid(order);
        return { status: 200, body: paid(order) };
      },
    });
    // jsdom does not lay out or scroll: record what the page asks to bring into view.
    const scrolled: Element[] = [];
    const jsdomScroll = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const rendered = await renderPay(order);
      state = rendered.state;
      await rendered.user.click(screen.getByRole("button", { name: "Pay $124.12" }));

      const success = await screen.findByRole("region", { name: "Payment received — thank you!" });
      await waitFor(() => expect(scrolled).toContain(success));
      const heading = within(success).getByRole("heading", { name: "Payment received — thank you!" });
      expect(document.activeElement).toBe(heading);
    } finally {
      Element.prototype.scrollIntoView = jsdomScroll;
    }
  });

  test("a decline shows its reason; another card is a new attempt with a new key and goes through", async () => {
    const order = awaiting();
    const sent = stubApi({
      "POST /api/orders/41/pay": (body) =>
        (body as { payment_stripe_id?: string }).payment_stripe_id === "pm_visa4242"
          ? { status: 402, body: { message: "Your card has insufficient funds." } }
          : { status: 200, body: paid(order) },
    });
    const { user } = await renderPay(order);
    await user.click(screen.getByRole("button", { name: "Pay $124.12" }));

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Payment declined")).toBeTruthy();
    expect(within(alert).getByText("Your card has insufficient funds.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Payment received — thank you!" })).toBeNull();

    await user.click(screen.getByRole("radio", { name: "Mastercard ending in 4444" }));
    await user.click(screen.getByRole("button", { name: "Pay $124.12" }));
    await screen.findByRole("heading", { name: "Payment received — thank you!" });
    const [first, second] = sent.filter((s) => s.key === "POST /api/orders/41/pay");
    expect(second?.body).toEqual({ payment_stripe_id: "pm_mc4444" });
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect((window.dataLayer ?? []).filter((e) => "event" in e && e.event === "purchase")).toHaveLength(1);
  });

  test("paying again with the declined card is a new attempt, with a new key (the API replays a key's answer)", async () => {
    const order = awaiting();
    const sent = stubApi({
      "POST /api/orders/41/pay": () => ({ status: 402, body: { message: "Your card was declined." } }),
    });
    const { user } = await renderPay(order);
    await user.click(screen.getByRole("button", { name: "Pay $124.12" }));
    await screen.findByText("Your card was declined.");
    await user.click(screen.getByRole("button", { name: "Pay $124.12" }));
    await waitFor(() => expect(sent.filter((s) => s.key === "POST /api/orders/41/pay")).toHaveLength(2));
    const [first, second] = sent;
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  test("retrying the same card after no answer sends the same key, so it can only be charged once", async () => {
    const order = awaiting();
    const sent = stubApi({
      "POST /api/orders/41/pay": (_body, n) => (n === 1 ? "no answer" : { status: 200, body: paid(order) }),
    });
    const { user } = await renderPay(order);
    await user.click(screen.getByRole("button", { name: "Pay $124.12" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "we don't know yet whether the payment went through",
    );
    await user.click(screen.getByRole("button", { name: "Pay $124.12" }));
    await screen.findByRole("heading", { name: "Payment received — thank you!" });
    const [first, second] = sent.filter((s) => s.key === "POST /api/orders/41/pay");
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  test("a new card in test mode: labelled, with the test numbers; a typo is caught before anything is sent", async () => {
    const order = awaiting();
    const sent = stubApi({
      "POST /api/orders/41/pay": () => ({ status: 402, body: { message: "Your card was declined." } }),
    });
    const { user } = await renderPay(order, []);
    // Without saved cards the new card is the choice.
    expect(screen.getByRole("radio", { name: "A new card" })).toHaveProperty("checked", true);
    expect(screen.getByText("Test mode")).toBeTruthy();
    expect(screen.getByText("4000 0000 0000 9995")).toBeTruthy();
    expect(screen.getByText("insufficient funds")).toBeTruthy();

    await user.type(screen.getByLabelText("Card number"), "4242424242424241");
    await user.type(screen.getByLabelText("Expiry (MM/YY)"), "1230");
    await user.type(screen.getByLabelText("CVC"), "123");
    await user.click(screen.getByRole("button", { name: "Pay $124.12" }));
    expect(screen.getByText("This card number is not valid — check the digits")).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText("Card number"));
    await user.type(screen.getByLabelText("Card number"), "4000000000000002");
    await user.click(screen.getByRole("checkbox", { name: "Save this card for my next orders" }));
    await user.click(screen.getByRole("button", { name: "Pay $124.12" }));
    await screen.findByText("Your card was declined.");
    expect(sent[0]?.body).toEqual({
      card: { number: "4000000000000002", exp_month: 12, exp_year: 2030, cvc: "123" },
      save: true,
    });
  });

  test("an order not awaiting payment shows its status and a link to it, and no way to pay", async () => {
    stubApi({});
    await renderPay(paid(testOrder()));
    expect(screen.getByText("Awaiting shipment")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View the order" }).getAttribute("href")).toBe("/profile/orders/41");
    expect(screen.queryByRole("button", { name: /^Pay/ })).toBeNull();
  });

  test("back on the page after a decline, the order's last decline reason is shown", async () => {
    stubApi({});
    const order = awaiting();
    await renderPay({ ...order, payment: { ...order.payment, last_decline: "Your card has expired." } });
    expect(within(screen.getByRole("alert")).getByText("Your card has expired.")).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Parts held for/)).toBeTruthy());
  });
});
