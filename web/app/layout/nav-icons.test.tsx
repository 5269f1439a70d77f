import type { User } from "@pitstop/contract/profile";
import { act, render, screen } from "@testing-library/react";
import { useMemo } from "react";
import { renderToString } from "react-dom/server";
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
} from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { PROFILE_REFRESH_DELAY_MS } from "~/features/account/use-profile-refresh";
import { useCartStore } from "~/features/cart/cart-store";
import { useCartQuote } from "~/features/cart/cart-sync";
import { useFavoritesStore } from "~/features/favorites/favorites-store";
import { AccountContext, useAccountState } from "~/lib/account/account-context";
import { accountSummary } from "~/lib/account/account-summary";
import { camry2018, testUser } from "~/test-support/test-user";
import { AccountMenu } from "./account-menu";
import { NavIcons } from "./nav-icons";

function Frame({ user }: { user: User | null }) {
  const summary = useMemo(() => (user ? accountSummary(user) : null), [user]);
  const state = useAccountState(summary);
  return (
    <AccountContext value={state}>
      <NavIcons onOpenGarage={() => {}} />
    </AccountContext>
  );
}

function renderIcons(user: User | null, at = "/") {
  const router = createMemoryRouter([{ path: "*", element: <Frame user={user} /> }], { initialEntries: [at] });
  render(<RouterProvider router={router} />);
}

/** The icons as the server renders them (renderToString: no Suspense boundary may wait). */
async function serverRender(user: User) {
  const routes = [
    {
      path: "*",
      element: (
        <AccountContext value={{ account: accountSummary(user), refetch: async () => {}, update: () => {} }}>
          <NavIcons onOpenGarage={() => {}} />
        </AccountContext>
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://shop.test/brakes"));
  if (context instanceof Response) throw new Error("no page");
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  );
}

/** The API's GET /api/profile at the network boundary. */
function stubProfile(answer: User) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const wishlistItem = (id: number) => ({
  id,
  title: `Part ${id}`,
  price: 10,
  shipping: 0,
  qty: 3,
  slug: `part-${id}`,
  path: `/brakes/pads/part-${id}`,
  image_url: null,
  brand: { slug: "stopwell", name: "Stopwell" },
});

beforeEach(() => {
  useFavoritesStore.setState({ ids: [] });
  useCartStore.setState({ lines: {} });
  useCartQuote.setState({ quote: null });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("nav icons", () => {
  // First in the file: no render before it has loaded the menu's code.
  test("signed in, the server's page already has the avatar menu with its mileage ring once the root loader preloaded it", async () => {
    await AccountMenu.preload();
    const html = await serverRender(testUser());
    expect(html).toContain('aria-label="Your account"');
    expect(html).toMatch(/<svg[^>]*data-share="/);
    expect(html).not.toContain('aria-label="Sign in"');
  });

  test("a visitor gets the local wishlist, the cart and a sign-in link", () => {
    useFavoritesStore.setState({ ids: [1, 2, 3] });
    renderIcons(null);
    expect(screen.getByRole("link", { name: "Wishlist, 3 items" }).getAttribute("href")).toBe("/wishlist");
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByTestId("main-car-check")).toBeNull();
  });

  test("the cart badge counts the units to buy: a line the shop marked sold out is left out", () => {
    useCartStore.setState({ lines: { 7: 2, 8: 1 } });
    const line = (id: number, qty: number, quantity: number) => ({
      ...wishlistItem(id),
      part_number: `P-${id}`,
      handling: 0,
      universal: true,
      fits: null,
      fit: null,
      qty,
      cart: { quantity, subTotalPrice: 10 * quantity, subTotalHandling: 0 },
    });
    useCartQuote.setState({
      quote: {
        cart: [line(7, 0, 0), line(8, 5, 1)],
        cartSummary: {
          subtotal: 10,
          subtotalHandling: 0,
          subtotalShipping: 0,
          freeShippingFrom: 99,
          tax: 0.7,
          taxRate: 7,
          totalPrice: 10.7,
          personalDiscount: null,
          personalDiscountPercent: null,
          totalPriceWithDiscount: 10.7,
          itemCount: 1,
          promotions: [],
          promotionDiscount: 0,
          coupon: null,
          couponProblem: null,
        },
      },
    });
    renderIcons(null);
    expect(screen.getByRole("link", { name: "Cart, 1 item" })).toBeTruthy();
  });

  test("a visitor's sign-in link comes back to the page they are on", () => {
    renderIcons(null, "/brakes?sort=price");
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/login?redirect=%2Fbrakes%3Fsort%3Dprice",
    );
  });

  test("signed in: the account wishlist at /profile/wishlist with its count and the avatar menu", async () => {
    useFavoritesStore.setState({ ids: [1, 2, 3] });
    stubProfile(testUser({ wishlist: [wishlistItem(1)] }));
    renderIcons(testUser({ wishlist: [wishlistItem(1)] }));
    expect(screen.getByRole("link", { name: "Wishlist, 1 item" }).getAttribute("href")).toBe("/profile/wishlist");
    expect(await screen.findByRole("button", { name: "Your account" })).toBeDefined();
    expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
  });

  test("the garage icon carries a checkmark only when a main car exists", () => {
    renderIcons(testUser({ garage: [{ ...camry2018, main: true }] }));
    expect(screen.getByTestId("main-car-check")).toBeDefined();
    expect(screen.getByRole("button", { name: "My garage, main car 2018 Toyota Camry" })).toBeDefined();
  });

  test("no checkmark when the saved cars have no main one", () => {
    renderIcons(testUser({ garage: [camry2018] }));
    expect(screen.queryByTestId("main-car-check")).toBeNull();
  });
});

describe("profile refresh after the nav icons mount (100 ms)", () => {
  test("signed in: fetched once, 100 ms after mount, and its answer shows in the header", async () => {
    vi.useFakeTimers();
    const fetchMock = stubProfile(testUser({ wishlist: [wishlistItem(1), wishlistItem(2)] }));
    renderIcons(testUser());
    await act(() => vi.advanceTimersByTimeAsync(PROFILE_REFRESH_DELAY_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/profile");
    // The answer re-renders the icons; that must not start another round.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByRole("link", { name: "Wishlist, 2 items" })).toBeDefined();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  test("a visitor's icons fetch nothing", async () => {
    vi.useFakeTimers();
    const fetchMock = stubProfile(testUser());
    renderIcons(null);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
