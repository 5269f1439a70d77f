import type { CartResponse } from "@pitstop/contract/cart";
import type { User } from "@pitstop/contract/profile";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { testOrder, testQuote } from "~/components/orders/test-order";
import { CheckoutFlow } from "./checkout-flow";
import { placeOrderAction } from "./place-order";

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
      const headers = new Headers(init?.headers);
      sent.push({ key, body, idempotencyKey: headers.get("idempotency-key") });
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

const cart: CartResponse = {
  cart: [
    {
      id: 101,
      title: "Ceramic brake pads, front",
      slug: "ceramic-brake-pads-front",
      path: "/p/ceramic-brake-pads-front",
      part_number: "BP-2210",
      brand: { slug: "bosch", name: "Bosch" },
      image_url: null,
      price: 54.99,
      handling: 1.5,
      shipping: 4,
      qty: 12,
      universal: false,
      fits: null,
      fit: null,
      cart: { quantity: 2, subTotalPrice: 109.98, subTotalHandling: 3 },
    },
  ],
  cartSummary: {
    subtotal: 109.98,
    subtotalHandling: 3,
    subtotalShipping: 8,
    freeShippingFrom: 150,
    tax: 7.15,
    taxRate: 6.5,
    totalPrice: 128.13,
    personalDiscount: null,
    personalDiscountPercent: null,
    totalPriceWithDiscount: 128.13,
    itemCount: 2,
    promotions: [],
    promotionDiscount: 0,
    coupon: null,
    couponProblem: null,
  },
};

const home: User["addresses"][number] = {
  id: 9,
  first_name: "Dana",
  last_name: "Reyes",
  phone: "+1 555 010 0199",
  address_line1: "500 Market St",
  address_line2: "",
  city: "San Francisco",
  state: "CA",
  zip: "94105",
  country: "US",
  default: true,
};
const work = { ...home, id: 4, address_line1: "1 Infinite Loop", city: "Cupertino", default: false };

const methods = [
  { id: "standard", name: "Standard", price: 0, days: "3–7 business days" },
  { id: "expedited", name: "Expedited", price: 14.99, days: "2–3 business days" },
  { id: "overnight", name: "Overnight", price: 34.99, days: "Next business day" },
];

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderCheckout(addresses: User["addresses"], initial = "/checkout") {
  const afterPlaced = vi.fn(async () => {});
  const router = createMemoryRouter(
    [
      {
        path: "/checkout",
        element: (
          <>
            <Where />
            <CheckoutFlow addresses={addresses} cart={cart} />
          </>
        ),
        action: ({ request }) => placeOrderAction(request, { afterPlaced }),
      },
      { path: "/pay", element: <Where /> },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), afterPlaced };
}

const location = () => screen.getByTestId("location").textContent;

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("checkout steps", () => {
  test("a saved address, a shipping method, then the server's review of that choice", async () => {
    const sent = stubApi({
      "GET /api/checkout/shipping-methods?state=CA": () => ({ status: 200, body: methods }),
      "POST /api/checkout/quote": () => ({ status: 200, body: testQuote() }),
    });
    const { user } = renderCheckout([home, work]);

    // The default address is chosen to begin with.
    expect(screen.getByRole("radio", { name: /500 Market St/ })).toHaveProperty("checked", true);
    await user.click(screen.getByRole("radio", { name: /1 Infinite Loop/ }));
    expect(location()).toBe("/checkout?address=4");
    await user.click(screen.getByRole("radio", { name: /500 Market St/ }));
    await user.click(screen.getByRole("button", { name: "Continue to shipping" }));

    await user.click(await screen.findByRole("radio", { name: /Expedited/ }));
    await user.click(screen.getByRole("button", { name: "Continue to review" }));
    expect(location()).toBe("/checkout?address=9&step=review&shipping=expedited");

    const summary = await screen.findByRole("region", { name: "Order summary" });
    expect(within(summary).getByText("7.25% (CA)")).toBeTruthy();
    expect(within(summary).getByText("$124.12")).toBeTruthy();
    expect(within(summary).getByText("Your 10% loyalty discount")).toBeTruthy();
    expect(sent.find((s) => s.key === "POST /api/checkout/quote")?.body).toEqual({
      address_id: 9,
      shipping_method: "expedited",
    });
  });

  test("a shopper with no saved address types one in; it is checked first and saved with the order", async () => {
    const sent = stubApi({
      "GET /api/checkout/shipping-methods?state=OH": () => ({ status: 200, body: methods }),
      "POST /api/checkout/quote": () => ({ status: 200, body: testQuote() }),
    });
    const { user } = renderCheckout([]);

    await user.click(screen.getByRole("button", { name: "Continue to shipping" }));
    expect(screen.getByText("First name is required")).toBeTruthy();
    expect(screen.getByText("Choose the state")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("First name"));

    await user.type(screen.getByLabelText("First name"), "Ada");
    await user.type(screen.getByLabelText("Last name"), "Lovelace");
    await user.type(screen.getByLabelText("Address"), "1 Main St");
    await user.type(screen.getByLabelText("City"), "Columbus");
    await user.selectOptions(screen.getByLabelText("State"), "OH");
    await user.type(screen.getByLabelText("ZIP code"), "43004");
    await user.type(screen.getByLabelText("Phone"), "+1 555 010 0199");
    expect(screen.getByRole("checkbox", { name: "Save to my addresses" })).toHaveProperty("checked", true);
    await user.click(screen.getByRole("button", { name: "Continue to shipping" }));

    // Standard is offered first and chosen unless another is picked.
    await screen.findByRole("radio", { name: /Standard/ });
    await user.click(screen.getByRole("button", { name: "Continue to review" }));
    await screen.findByRole("region", { name: "Order summary" });
    expect(location()).toBe("/checkout?address=new&step=review&shipping=standard");
    expect(sent.find((s) => s.key === "POST /api/checkout/quote")?.body).toEqual({
      address: {
        first_name: "Ada",
        last_name: "Lovelace",
        phone: "+1 555 010 0199",
        address_line1: "1 Main St",
        address_line2: "",
        city: "Columbus",
        state: "OH",
        zip: "43004",
        country: "US",
      },
      save_address: true,
      shipping_method: "standard",
    });
  });

  test("a new address typed in survives a reload of the review; once the order is placed it is forgotten", async () => {
    const sent = stubApi({
      "GET /api/checkout/shipping-methods?state=OH": () => ({ status: 200, body: methods }),
      "POST /api/checkout/quote": () => ({ status: 200, body: testQuote() }),
      "POST /api/checkout": () => ({ status: 201, body: testOrder({ id: 41 }) }),
    });
    const { user } = renderCheckout([home]);
    await user.click(screen.getByRole("radio", { name: "Ship to a new address" }));
    await user.type(screen.getByLabelText("First name"), "Ada");
    await user.type(screen.getByLabelText("Last name"), "Lovelace");
    await user.type(screen.getByLabelText("Address"), "1 Main St");
    await user.type(screen.getByLabelText("City"), "Columbus");
    await user.selectOptions(screen.getByLabelText("State"), "OH");
    await user.type(screen.getByLabelText("ZIP code"), "43004");
    await user.type(screen.getByLabelText("Phone"), "+1 555 010 0199");
    await user.click(screen.getByRole("checkbox", { name: "Save to my addresses" }));
    await user.click(screen.getByRole("button", { name: "Continue to shipping" }));
    await screen.findByRole("radio", { name: /Standard/ });
    await user.click(screen.getByRole("button", { name: "Continue to review" }));
    await screen.findByRole("region", { name: "Order summary" });
    const review = location() ?? "";
    expect(review).toBe("/checkout?address=new&step=review&shipping=standard");
    // The URL never carries the address itself.
    expect(review).not.toContain("Main");

    // The reload: a new page at the same URL, the earlier one gone.
    cleanup();
    const reloaded = renderCheckout([home], review);
    await screen.findByRole("region", { name: "Order summary" });
    const quotes = sent.filter((s) => s.key === "POST /api/checkout/quote");
    expect(quotes).toHaveLength(2);
    expect(quotes[1]?.body).toEqual(quotes[0]?.body);
    expect(quotes[1]?.body).toMatchObject({
      address: { first_name: "Ada", address_line1: "1 Main St", zip: "43004" },
      save_address: false,
    });

    await reloaded.user.click(await screen.findByRole("button", { name: "Place order" }));
    await waitFor(() => expect(location()).toBe("/pay?order=41"));
    expect(sent.find((s) => s.key === "POST /api/checkout")?.body).toMatchObject({ address: { city: "Columbus" } });

    // Back at the review after the order: the address is not kept any more, so it is asked for.
    cleanup();
    renderCheckout([home], review);
    await screen.findByRole("heading", { name: "Where should we send your parts?" });
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("");
    expect(sessionStorage.length).toBe(0);
  });

  test("opening the review without a method shows the shipping step", async () => {
    stubApi({ "GET /api/checkout/shipping-methods?state=CA": () => ({ status: 200, body: methods }) });
    renderCheckout([home], "/checkout?step=review&address=9");
    await screen.findByRole("heading", { name: "How fast do you need them?" });
  });

  test("begin_checkout is pushed once, with the cart's lines", async () => {
    stubApi({});
    renderCheckout([home]);
    await screen.findByRole("heading", { name: "Where should we send your parts?" });
    const events = (window.dataLayer ?? []).filter((e) => "event" in e && e.event === "begin_checkout");
    expect(events).toEqual([
      {
        event: "begin_checkout",
        ecommerce: {
          currency: "USD",
          value: 128.13,
          items: [
            { item_id: "101", item_name: "Ceramic brake pads, front", price: 54.99, quantity: 2, item_brand: "Bosch" },
          ],
        },
      },
    ]);
  });
});

describe("placing the order", () => {
  const review = "/checkout?step=review&address=9&shipping=expedited";

  test("a double click places one order with one Idempotency-Key, then the shopper goes to /pay", async () => {
    let release: () => void = () => {};
    const sent = stubApi({
      "POST /api/checkout/quote": () => ({ status: 200, body: testQuote() }),
      "POST /api/checkout": () => ({ status: 201, body: testOrder({ id: 41 }) }),
    });
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, afterPlaced } = renderCheckout([home], review);
    afterPlaced.mockImplementation(() => gate);
    const place = await screen.findByRole("button", { name: "Place order" });
    await user.dblClick(place);
    await screen.findByRole("button", { name: "Placing your order…" });
    release();
    await waitFor(() => expect(location()).toBe("/pay?order=41"));

    const orders = sent.filter((s) => s.key === "POST /api/checkout");
    expect(orders).toHaveLength(1);
    expect(orders[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(orders[0]?.body).toEqual({ address_id: 9, shipping_method: "expedited" });
    expect(afterPlaced).toHaveBeenCalledTimes(1);
  });

  test("a retry after no answer sends the same key; the order is placed once", async () => {
    const sent = stubApi({
      "POST /api/checkout/quote": () => ({ status: 200, body: testQuote() }),
      "POST /api/checkout": (_body, n) => (n === 1 ? "no answer" : { status: 201, body: testOrder({ id: 41 }) }),
    });
    const { user } = renderCheckout([home], review);
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    await screen.findByText(/We couldn't reach the shop to place your order/);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await waitFor(() => expect(location()).toBe("/pay?order=41"));

    const [first, second] = sent.filter((s) => s.key === "POST /api/checkout");
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  test("stock that ran out is named, with a way back to the cart; the next attempt has a new key", async () => {
    const message = "Only 1 of Ceramic brake pads, front is left in stock";
    const sent = stubApi({
      "POST /api/checkout/quote": () => ({ status: 200, body: testQuote() }),
      "POST /api/checkout": (_body, n) =>
        n === 1 ? { status: 422, body: { message } } : { status: 201, body: testOrder({ id: 42 }) },
    });
    const { user } = renderCheckout([home], review);
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole("link", { name: "Review your cart" }).getAttribute("href")).toBe("/cart");
    expect(location()).toBe(review);

    await user.click(screen.getByRole("button", { name: "Place order" }));
    await waitFor(() => expect(location()).toBe("/pay?order=42"));
    const [first, second] = sent.filter((s) => s.key === "POST /api/checkout");
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  test("an empty cart at review says so, with a way back to the cart", async () => {
    stubApi({
      "POST /api/checkout/quote": () => ({ status: 409, body: { message: "Your cart is empty" } }),
    });
    renderCheckout([home], review);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your cart is empty");
    expect(within(alert).getByRole("link", { name: "Review your cart" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Place order" })).toBeNull();
  });
});
