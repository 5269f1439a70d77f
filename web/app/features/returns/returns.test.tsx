import type { Order } from "@pitstop/contract/orders";
import type { Return, ReturnQuote } from "@pitstop/contract/returns";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { testOrder, testOrderedLine } from "~/components/orders/test-order";
import { OrderReturns } from "./order-returns";
import { photoProblem, ReturnForm, returnRequest } from "./return-form";

type Reply = { status: number; body: unknown };

function stubApi(routes: Record<string, (body: unknown) => Reply>) {
  const sent: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${String(input)}`;
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
      sent.push({ key, body });
      const reply = routes[key]?.(body) ?? { status: 404, body: { message: `Not found: ${key}` } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return sent;
}

const camry = {
  id: 9956,
  year: "2018",
  make: "Toyota",
  model: "Camry",
  slug: "toyota-camry-2018",
  path: "/vehicles/toyota-camry-2018",
  trim: null,
  engine: null,
};

function shippedOrder(overrides: Partial<Order> = {}): Order {
  return testOrder({
    id: 41,
    number: "PS-2026-000041",
    status: "completed",
    vehicle: camry,
    lines: [
      testOrderedLine({ id: 501, quantity: 2, returnable_quantity: 2, fit_at_purchase: "fits" }),
      testOrderedLine({
        id: 502,
        product_id: 102,
        title: "Cabin air filter",
        part_number: "CF-100",
        quantity: 1,
        returnable_quantity: 0,
        fit_at_purchase: "fits",
      }),
    ],
    can_return: true,
    return_by: "2026-12-20T15:00:00.000Z",
    returns: [],
    refunded_total: 0,
    ...overrides,
  });
}

const aReturn = (overrides: Partial<Return> = {}): Return => ({
  id: 7,
  number: "PS-2026-000041-R1",
  order_id: 41,
  order_number: "PS-2026-000041",
  status: "requested",
  created_at: "2026-11-20T15:00:00.000Z",
  lines: [
    {
      line_id: 501,
      product_id: 101,
      title: "Ceramic brake pads, front",
      part_number: "BP-2210",
      quantity: 1,
      reason: "doesnt_fit",
      note: null,
      guaranteed: true,
      restocked: null,
    },
  ],
  refund_estimate: { items: 54.99, handling: 1.5, shipping: 7.5, tax: 3.99, return_shipping_fee: 0, total: 67.98 },
  refunded_amount: null,
  refunded_at: null,
  free_label: true,
  label: null,
  refusal_reason: null,
  photos: [],
  history: [],
  ...overrides,
});

const quoteFor = (guaranteed: boolean): ReturnQuote => ({
  lines: [{ ...aReturn().lines[0], guaranteed } as Return["lines"][number]],
  refund_estimate: guaranteed
    ? { items: 54.99, handling: 1.5, shipping: 7.5, tax: 3.99, return_shipping_fee: 0, total: 67.98 }
    : { items: 54.99, handling: 1.5, shipping: 0, tax: 3.99, return_shipping_fee: 7.99, total: 52.49 },
  free_label: guaranteed,
});

function renderAt(element: React.ReactNode, path = "/profile/orders/41/return") {
  const router = createMemoryRouter(
    [
      { path: "/profile/orders/:id/return", element },
      { path: "/profile/orders/:id", element: <p>The order page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

beforeEach(() => {
  window.localStorage.clear();
  window.dataLayer = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the order page's returns", () => {
  test("while the window is open: Return items and the last day", () => {
    renderAt(<OrderReturns order={shippedOrder()} />);
    expect(screen.getByRole("link", { name: "Return items" }).getAttribute("href")).toBe("/profile/orders/41/return");
    expect(screen.getByText(/Returns accepted until/)).toBeTruthy();
  });

  test("nothing when the order cannot be returned and has no returns", () => {
    renderAt(<OrderReturns order={shippedOrder({ can_return: false, return_by: null })} />);
    expect(screen.queryByRole("heading", { name: "Returns" })).toBeNull();
  });

  test("a return with its label: progress up to Label issued, the estimate, the label to print", () => {
    const ret = aReturn({
      status: "label_issued",
      label: {
        carrier: "Pitstop Returns (test mode)",
        tracking_number: "1ZABC",
        url: "/api/orders/41/returns/7/label",
      },
    });
    renderAt(<OrderReturns order={shippedOrder({ returns: [ret] })} />);
    const steps = within(screen.getByRole("list", { name: "Return progress" })).getAllByRole("listitem");
    expect(steps.map((s) => s.textContent?.replace(/^\d/, ""))).toEqual([
      "Requested (reached)",
      "Approved (reached)",
      "Label issued (reached)",
      "Received (not reached)",
      "Refunded (not reached)",
    ]);
    expect(screen.getByText(/Estimated refund \$67\.98/)).toBeTruthy();
    expect(screen.getByText("Fit guarantee")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Print return label" }).getAttribute("href")).toBe(
      "/api/orders/41/returns/7/label",
    );
  });

  test("refunded: 'Refunded $…', and GA4's refund event once per return on this device", () => {
    const ret = aReturn({ status: "refunded", refunded_amount: 67.98, refunded_at: "2026-11-25T10:00:00.000Z" });
    const order = shippedOrder({ returns: [ret], refunded_total: 67.98 });
    const { unmount } = render(
      <RouterProvider
        router={createMemoryRouter([{ path: "/", element: <OrderReturns order={order} /> }], { initialEntries: ["/"] })}
      />,
    );
    expect(screen.getByText(/Refunded \$67\.98/)).toBeTruthy();
    const refunds = () => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === "refund");
    expect(refunds()).toEqual([
      {
        event: "refund",
        ecommerce: {
          currency: "USD",
          transaction_id: "PS-2026-000041",
          value: 67.98,
          items: [{ item_id: "101", item_name: "Ceramic brake pads, front", price: 54.99, quantity: 1 }],
        },
      },
    ]);
    unmount();
    renderAt(<OrderReturns order={order} />, "/profile/orders/41/return");
    expect(refunds()).toHaveLength(1);
  });

  test("refused: the reason, no refund figure, no label", () => {
    const ret = aReturn({ status: "refused", refusal_reason: "Installed parts cannot be returned" });
    renderAt(<OrderReturns order={shippedOrder({ returns: [ret] })} />);
    expect(screen.getByText(/Refused: Installed parts cannot be returned/)).toBeTruthy();
    expect(screen.queryByText(/Estimated refund/)).toBeNull();
    expect(screen.queryByRole("list", { name: "Return progress" })).toBeNull();
  });
});

describe("the return page", () => {
  test("only lines left to return are offered, at most what is left; the quote names the fit guarantee", async () => {
    const sent = stubApi({
      "POST /api/orders/41/returns/quote": (body) => ({
        status: 200,
        body: quoteFor((body as { lines: Array<{ reason: string }> }).lines[0]?.reason === "doesnt_fit"),
      }),
    });
    const { user } = renderAt(<ReturnForm order={shippedOrder()} />);
    expect(screen.queryByText("Cabin air filter")).toBeNull();
    const qty = screen.getByLabelText("How many to return of Ceramic brake pads, front");
    expect(
      within(qty)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["None", "1", "2"]);
    expect(screen.getByText("We said it fits your 2018 Toyota Camry.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Request return" }) as HTMLButtonElement).disabled).toBe(true);

    await user.selectOptions(qty, "1");
    await user.selectOptions(screen.getByLabelText("Reason"), "doesnt_fit");
    await screen.findByText("Fit guarantee: full refund including shipping, free label");
    const refund = screen.getByRole("region", { name: "Your refund" });
    expect(within(refund).getByText("$67.98")).toBeTruthy();
    expect(within(refund).getByText("Free prepaid return label.")).toBeTruthy();
    expect(sent.at(-1)?.body).toEqual({ lines: [{ line_id: 501, quantity: 1, reason: "doesnt_fit" }] });

    await user.selectOptions(screen.getByLabelText("Reason"), "not_needed");
    await waitFor(() => expect(screen.queryByText(/Fit guarantee:/)).toBeNull());
    await within(await screen.findByRole("region", { name: "Your refund" })).findByText("−$7.99");
    expect(screen.getByText(/Return shipping of \$7\.99 is taken off the refund/)).toBeTruthy();
  });

  test("an error from the API is shown in place and nothing chosen is lost", async () => {
    stubApi({
      "POST /api/orders/41/returns/quote": () => ({ status: 200, body: quoteFor(true) }),
      "POST /api/orders/41/returns": () => ({
        status: 409,
        body: { message: "The return window of this order closed on December 20, 2026." },
      }),
    });
    const { user } = renderAt(<ReturnForm order={shippedOrder()} />);
    await user.selectOptions(screen.getByLabelText("How many to return of Ceramic brake pads, front"), "2");
    await user.selectOptions(screen.getByLabelText("Reason"), "doesnt_fit");
    await user.type(screen.getByLabelText(/Note/), "Different clips");
    await screen.findByRole("region", { name: "Your refund" });
    await user.click(screen.getByRole("button", { name: "Request return" }));
    expect((await screen.findByRole("alert")).textContent).toContain("The return window of this order closed");
    expect((screen.getByLabelText("Reason") as HTMLSelectElement).value).toBe("doesnt_fit");
    expect((screen.getByLabelText(/Note/) as HTMLTextAreaElement).value).toBe("Different clips");
    expect((screen.getByLabelText("How many to return of Ceramic brake pads, front") as HTMLSelectElement).value).toBe(
      "2",
    );
  });

  test("confirming sends the return, then the photos, and opens the order", async () => {
    const sent = stubApi({
      "POST /api/orders/41/returns/quote": () => ({ status: 200, body: quoteFor(true) }),
      "POST /api/orders/41/returns": () => ({ status: 201, body: aReturn() }),
      "POST /api/orders/41/returns/7/photos": () => ({ status: 201, body: aReturn() }),
    });
    const { user, router } = renderAt(<ReturnForm order={shippedOrder()} />);
    await user.selectOptions(screen.getByLabelText("How many to return of Ceramic brake pads, front"), "1");
    await user.selectOptions(screen.getByLabelText("Reason"), "doesnt_fit");
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "pads.png", { type: "image/png" });
    await user.upload(screen.getByLabelText(/up to 3/), photo);
    await screen.findByRole("region", { name: "Your refund" });
    await user.click(screen.getByRole("button", { name: "Request return" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/orders/41"));
    expect(sent.map((s) => s.key)).toContain("POST /api/orders/41/returns/7/photos");
  });

  test("the request leaves out unchosen lines and waits for every reason; photos are checked first", () => {
    expect(returnRequest({ 1: { quantity: 0, reason: "", note: "" } })).toBeNull();
    expect(returnRequest({ 1: { quantity: 1, reason: "", note: "" } })).toBeNull();
    expect(
      returnRequest({ 1: { quantity: 1, reason: "damaged", note: "  " }, 2: { quantity: 0, reason: "", note: "" } }),
    ).toEqual({ lines: [{ line_id: 1, quantity: 1, reason: "damaged" }] });
    const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: "image/png" });
    expect(photoProblem([png("a"), png("b"), png("c"), png("d")])).toBe("Choose at most 3 photos.");
    expect(photoProblem([new File(["x"], "a.gif", { type: "image/gif" })])).toBe("a.gif is not a PNG or JPEG picture.");
    expect(photoProblem([png("big.png", 5_000_001)])).toBe("big.png is more than 5 MB. Choose a smaller photo.");
    expect(photoProblem([png("ok.png")])).toBeNull();
  });
});
