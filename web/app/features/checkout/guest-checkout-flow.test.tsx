import type { CartResponse } from "@pitstop/contract/cart";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { testOrder, testQuote } from "~/components/orders/test-order";
import { type ActiveVehicle, ActiveVehicleContext } from "~/lib/active-vehicle/active-vehicle";
import { coupon } from "~/lib/coupon-store";
import { GuestCheckoutFlow, guestRequest } from "./guest-checkout-flow";
import { placeGuestOrderAction } from "./place-guest-order";

type Reply = { status: number; body: unknown } | "no answer";
type Sent = { key: string; body: unknown; idempotencyKey: string | null; credentials: RequestCredentials | undefined };

/** The API at the network boundary: answers by "METHOD path", records what was sent. */
function stubApi(routes: Record<string, (body: unknown, n: number) => Reply>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${String(input)}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const headers = new Headers(init?.headers);
      sent.push({ key, body, idempotencyKey: headers.get("idempotency-key"), credentials: init?.credentials });
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

const line = (id: number, quantity: number, title: string): CartResponse["cart"][number] => ({
  id,
  title,
  slug: title.toLowerCase().replaceAll(" ", "-"),
  path: `/p/${id}`,
  part_number: `P-${id}`,
  brand: { slug: "bosch", name: "Bosch" },
  image_url: null,
  price: 54.99,
  handling: 1.5,
  shipping: 4,
  qty: 12,
  universal: false,
  fits: null,
  fit: null,
  cart: { quantity, subTotalPrice: 54.99 * quantity, subTotalHandling: 1.5 * quantity },
});

const cart: CartResponse = {
  cart: [line(101, 2, "Ceramic brake pads front"), line(102, 0, "Sold out rotor"), line(103, 1, "Cabin air filter")],
  cartSummary: {
    subtotal: 164.97,
    subtotalHandling: 4.5,
    subtotalShipping: 12,
    freeShippingFrom: 150,
    tax: 7.15,
    taxRate: 6.5,
    totalPrice: 188.62,
    personalDiscount: null,
    personalDiscountPercent: null,
    totalPriceWithDiscount: 188.62,
    itemCount: 3,
    promotions: [],
    promotionDiscount: 0,
    coupon: null,
    couponProblem: null,
  },
};

const camry: ActiveVehicle = {
  id: 7,
  year: "2018",
  make: "Toyota",
  model: "Camry",
  slug: "toyota-camry-2018",
  trim: null,
  engine: null,
};

const address = {
  first_name: "Gail",
  last_name: "Guest",
  phone: "+1 614 555 0101",
  address_line1: "55 Spark Plug Rd",
  address_line2: "",
  city: "Columbus",
  state: "OH",
  zip: "43215",
  country: "US",
};

const placed = { ...testOrder({ id: 77, number: "PS-2026-000077" }), token: "77.1798.SiGn-_x", token_expires_at: "" };

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderGuestCheckout(initial = "/checkout/guest", vehicle: ActiveVehicle | null = camry) {
  const afterPlaced = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "/checkout/guest",
        element: (
          <ActiveVehicleContext.Provider
            value={{
              vehicle,
              cars: [],
              member: false,
              choose: async () => false,
              deselect: async () => false,
              configure: async () => false,
              pending: null,
            }}
          >
            <Where />
            <GuestCheckoutFlow cart={cart} />
          </ActiveVehicleContext.Provider>
        ),
        action: ({ request }) => placeGuestOrderAction(request, { afterPlaced }),
      },
      { path: "/guest/orders/:token", element: <Where /> },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), afterPlaced };
}

const location = () => screen.getByTestId("location").textContent;

async function fillContact(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("First name"), address.first_name);
  await user.type(screen.getByLabelText("Last name"), address.last_name);
  await user.type(screen.getByLabelText("Address"), address.address_line1);
  await user.type(screen.getByLabelText("City"), address.city);
  await user.selectOptions(screen.getByLabelText("State"), address.state);
  await user.type(screen.getByLabelText("ZIP code"), address.zip);
  await user.type(screen.getByLabelText("Phone"), address.phone);
}

/** Each method priced by the guest quote, as the API would. */
const quoteFor = (body: unknown) => {
  const method = (body as { shipping_method: "standard" | "expedited" | "overnight" }).shipping_method;
  const prices = { standard: 0, expedited: 14.99, overnight: 34.99 };
  return {
    status: 200,
    body: testQuote({ shipping_method: { id: method, name: method, price: prices[method], days: "a few days" } }),
  };
};

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  coupon.clear();
});

describe("the guest checkout's request", () => {
  test("the device cart's bought lines by id and quantity, the email, address, method; the car and code only when there are ones", () => {
    const body = guestRequest({
      email: "gail@example.com",
      typed: { address, save: false },
      shipping: "expedited",
      cart,
      vehicle: null,
      coupon: null,
    });
    // No prices travel, and a line at 0 (sold out) is not bought.
    expect(body).toEqual({
      email: "gail@example.com",
      lines: [
        { id: 101, quantity: 2 },
        { id: 103, quantity: 1 },
      ],
      address,
      shipping_method: "expedited",
    });
    expect(
      guestRequest({
        email: "gail@example.com",
        typed: { address, save: false },
        shipping: "standard",
        cart,
        vehicle: "toyota-camry-2018",
        coupon: "WELCOME10",
      }),
    ).toMatchObject({ vehicle: "toyota-camry-2018", coupon: "WELCOME10", shipping_method: "standard" });
  });
});

describe("a visitor's checkout", () => {
  test("email and address are checked with the contract's messages, then shipping, a review priced by the guest quote, and placing opens the order's page", async () => {
    coupon.apply("welcome10");
    const sent = stubApi({
      "POST /api/guest/checkout/quote": (body) => quoteFor(body),
      "POST /api/guest/checkout": () => ({ status: 201, body: placed }),
    });
    const { user, afterPlaced } = renderGuestCheckout();

    await user.click(screen.getByRole("button", { name: "Continue to shipping" }));
    expect(screen.getByText("Enter a valid email address")).toBeTruthy();
    expect(screen.getByText("First name is required")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));

    await fillContact(user, "  Gail@Example.com ");
    await user.click(screen.getByRole("button", { name: "Continue to shipping" }));
    await user.click(await screen.findByRole("radio", { name: /expedited/ }));
    // The methods are priced without the code: a code that cannot apply says so at the review.
    const methodQuotes = sent.filter((s) => s.key === "POST /api/guest/checkout/quote");
    expect(methodQuotes.map((q) => (q.body as { shipping_method: string }).shipping_method).sort()).toEqual([
      "expedited",
      "overnight",
      "standard",
    ]);
    for (const q of methodQuotes) expect(q.body).not.toHaveProperty("coupon");
    await user.click(screen.getByRole("button", { name: "Continue to review" }));

    const summary = await screen.findByRole("region", { name: "Order summary" });
    expect(within(summary).getByText("7.25% (CA)")).toBeTruthy();
    // The email the order's link goes to is in sight before placing, to catch a typo.
    expect(screen.getByText("gail@example.com")).toBeTruthy();
    expect(location()).toBe("/checkout/guest?step=review&shipping=expedited");
    // The URL never carries the email or the address.
    expect(location()).not.toContain("Gail");
    const review = sent.filter((s) => s.key === "POST /api/guest/checkout/quote").at(-1);
    expect(review?.credentials).toBe("omit");
    expect(review?.body).toEqual({
      email: "gail@example.com",
      lines: [
        { id: 101, quantity: 2 },
        { id: 103, quantity: 1 },
      ],
      address,
      shipping_method: "expedited",
      vehicle: "toyota-camry-2018",
      coupon: "WELCOME10",
    });

    await user.click(screen.getByRole("button", { name: "Place order" }));
    await waitFor(() => expect(location()).toBe("/guest/orders/77.1798.SiGn-_x?placed=1"));
    const [order] = sent.filter((s) => s.key === "POST /api/guest/checkout");
    expect(order?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(order?.body).toEqual(review?.body);
    expect(afterPlaced).toHaveBeenCalledWith(expect.objectContaining({ number: "PS-2026-000077" }));
    // Once placed, the typed email, address and the code are forgotten.
    expect(sessionStorage.length).toBe(0);
    expect(coupon.current()).toBeNull();
  });

  test("a reload of the review keeps the typed email and address (this tab's storage), and asks the same quote", async () => {
    const sent = stubApi({ "POST /api/guest/checkout/quote": (body) => quoteFor(body) });
    const { user } = renderGuestCheckout();
    await fillContact(user, "gail@example.com");
    await user.click(screen.getByRole("button", { name: "Continue to shipping" }));
    await screen.findByRole("radio", { name: /standard/ });
    await user.click(screen.getByRole("button", { name: "Continue to review" }));
    await screen.findByRole("region", { name: "Order summary" });
    const review = location() ?? "";

    cleanup();
    renderGuestCheckout(review);
    await screen.findByRole("region", { name: "Order summary" });
    const quotes = sent.filter((s) => s.key === "POST /api/guest/checkout/quote");
    expect(quotes.at(-1)?.body).toEqual(quotes.at(-2)?.body);
    expect(quotes.at(-1)?.body).toMatchObject({ email: "gail@example.com", address: { zip: "43215" } });

    // Back to the first step: what was typed is there to edit.
    cleanup();
    renderGuestCheckout("/checkout/guest?step=address");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("gail@example.com");
    expect((screen.getByLabelText("City") as HTMLInputElement).value).toBe("Columbus");
  });

  test("a disposable address is refused with the API's message", async () => {
    const message =
      "Please use an email address you will keep: we send your order's link and updates there, and disposable mail services delete them.";
    stubApi({
      "POST /api/guest/checkout/quote": () => ({
        status: 422,
        body: { message, errors: { email: ["Disposable email addresses can't be used for orders"] } },
      }),
    });
    const { user } = renderGuestCheckout();
    await fillContact(user, "gail@mailinator.com");
    await user.click(screen.getByRole("button", { name: "Continue to shipping" }));
    // Back at the email, with the reason under it and the rest as typed.
    await waitFor(() => expect(location()).toBe("/checkout/guest?step=address"));
    const field = screen.getByLabelText("Email") as HTMLInputElement;
    expect(field.value).toBe("gail@mailinator.com");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect((screen.getByLabelText("City") as HTMLInputElement).value).toBe("Columbus");

    // Another address goes through, and the reason is gone.
    stubApi({ "POST /api/guest/checkout/quote": (body) => quoteFor(body) });
    await user.clear(field);
    await user.type(field, "gail@example.com");
    await user.click(screen.getByRole("button", { name: "Continue to shipping" }));
    await screen.findByRole("radio", { name: /standard/ });
    expect(screen.queryByText(message)).toBeNull();
  });

  test("the unpaid-orders limit shows the API's message; once one is paid or canceled, the same attempt (its key) places the order", async () => {
    const limit =
      "This email address already has 3 unpaid orders. Pay or cancel one of them (the link is in its mail) before placing another.";
    const sent = stubApi({
      "POST /api/guest/checkout/quote": (body) => quoteFor(body),
      "POST /api/guest/checkout": (_body, n) =>
        n === 1 ? { status: 409, body: { message: limit } } : { status: 201, body: placed },
    });
    const { user, afterPlaced } = renderGuestCheckout();
    await fillContact(user, "gail@example.com");
    await user.click(screen.getByRole("button", { name: "Continue to shipping" }));
    await screen.findByRole("radio", { name: /standard/ });
    await user.click(screen.getByRole("button", { name: "Continue to review" }));
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    expect((await screen.findByRole("alert")).textContent).toContain(limit);
    expect(afterPlaced).not.toHaveBeenCalled();
    expect(location()).toBe("/checkout/guest?step=review&shipping=standard");
    // Still kept in the tab while the shopper pays or cancels another order.
    expect(sessionStorage.length).toBeGreaterThan(0);

    await user.click(screen.getByRole("button", { name: "Place order" }));
    await waitFor(() => expect(location()).toBe("/guest/orders/77.1798.SiGn-_x?placed=1"));
    // A 409 is not the attempt's answer (the API hands its key back), so the same key goes again.
    const [first, second] = sent.filter((s) => s.key === "POST /api/guest/checkout");
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });
});
