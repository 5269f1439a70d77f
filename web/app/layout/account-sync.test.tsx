import type { CartLine, CartResponse } from "@pitstop/contract/cart";
import type { User } from "@pitstop/contract/profile";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, redirect } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { useCartStore } from "~/features/cart/cart-store";
import { cartSync } from "~/features/cart/cart-sync";
import { useFavoritesStore } from "~/features/favorites/favorites-store";
import { favoritesSync } from "~/features/favorites/favorites-sync";
import { AccountContext, type AccountState } from "~/lib/account/account-context";
import { useHistoryStore } from "~/lib/active-vehicle/history-store";
import { camry2018, civic2018, testUser } from "~/test-support/test-user";
import { AccountSync } from "./account-sync";
import { useSignOut } from "./use-sign-out";

const stock: Record<number, number> = { 1: 4, 2: 9, 3: 9, 5: 9, 6: 9 };

/** The shop's API behind fetch: a stored cart clamped to stock, a wishlist and a garage. */
function fakeShop(start: { cart?: Record<number, number>; wishlist?: number[]; garage?: User["garage"] } = {}) {
  const cart = new Map(Object.entries(start.cart ?? {}).map(([id, q]) => [Number(id), q]));
  const wishlist = new Set(start.wishlist ?? []);
  const garage = [...(start.garage ?? [])];
  const calls: string[] = [];
  const bodies: unknown[] = [];

  const line = (id: number, quantity: number): CartLine => ({
    id,
    title: `Part ${id}`,
    slug: `part-${id}`,
    path: `/a/b/part-${id}`,
    part_number: `P${id}`,
    brand: { slug: "acme", name: "Acme" },
    image_url: null,
    price: 10,
    handling: 0,
    shipping: 0,
    qty: stock[id] ?? 0,
    universal: true,
    fits: null,
    fit: null,
    cart: { quantity, subTotalPrice: 10 * quantity, subTotalHandling: 0 },
  });
  const cartAnswer = (): CartResponse => ({
    cart: [...cart].map(([id, q]) => line(id, q)),
    cartSummary: {
      subtotal: 0,
      subtotalHandling: 0,
      subtotalShipping: 0,
      freeShippingFrom: 99,
      tax: 0,
      taxRate: 7,
      totalPrice: 0,
      personalDiscount: null,
      personalDiscountPercent: null,
      totalPriceWithDiscount: 0,
      itemCount: 0,
      promotions: [],
      promotionDiscount: 0,
      coupon: null,
      couponProblem: null,
    },
  });
  const user = () =>
    testUser({
      wishlist: [...wishlist].map((id) => ({
        id,
        title: `Part ${id}`,
        price: 10,
        shipping: 0,
        qty: 3,
        slug: `part-${id}`,
        path: `/brakes/pads/part-${id}`,
        image_url: null,
        brand: { slug: "stopwell", name: "Stopwell" },
      })),
      garage,
    });
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  const fetchImpl = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push(`${method} ${url}`);
    bodies.push(body);
    const path = url.split("?")[0];
    if (path === "/api/cart" && method === "GET") return json(200, cartAnswer());
    if (path === "/api/cart" && method === "POST") {
      for (const p of body.products as { id: number; quantity: number }[]) {
        const q = Math.min(p.quantity, stock[p.id] ?? 0);
        if (q > 0) cart.set(p.id, q);
        else cart.delete(p.id);
      }
      return json(200, cartAnswer());
    }
    if (path === "/api/profile" && method === "GET") return json(200, user());
    if (path === "/api/profile/wishlist" && method === "POST") {
      for (const id of body.products as number[]) wishlist.add(id);
      return json(200, user());
    }
    if (path === "/api/profile/garage" && method === "POST") {
      if (garage.some((c) => c.id === body.id)) return json(409, { message: "This car is already in the garage" });
      const car = [camry2018, civic2018].find((c) => c.id === body.id);
      if (!car) return json(404, { message: "Vehicle not found" });
      for (const c of garage) c.main = false;
      garage.push({ ...car, main: true });
      return json(201, { ...car, main: true });
    }
    if (path === "/api/profile/garage" && method === "PUT") {
      const car = garage.find((c) => c.id === body.id);
      if (!car) return json(404, { message: "This car is not in your garage" });
      const makeMain = !car.main;
      for (const c of garage) c.main = false;
      car.main = makeMain;
      return json(200, user());
    }
    return json(404, { message: `No route ${method} ${url}` });
  });
  return { cart, wishlist, garage, calls, bodies, fetchImpl };
}

let shop: ReturnType<typeof fakeShop>;

function account(): AccountState {
  return { account: null, refetch: async () => {}, update: vi.fn() };
}

function Frame({ signedIn, state }: { signedIn: boolean; state: AccountState }) {
  return (
    <AccountContext value={state}>
      <AccountSync signedIn={signedIn} />
    </AccountContext>
  );
}

async function deviceHolds(device: { cart?: Record<number, number>; favorites?: number[]; history?: unknown[] }) {
  localStorage.setItem("pitstop-cart", JSON.stringify({ state: { lines: device.cart ?? {} }, version: 3 }));
  localStorage.setItem("pitstop-favorites", JSON.stringify({ state: { ids: device.favorites ?? [] }, version: 0 }));
  localStorage.setItem(
    "pitstop-vehicle-history",
    JSON.stringify({ state: { cars: device.history ?? [] }, version: 0 }),
  );
  await Promise.all([
    useCartStore.persist.rehydrate(),
    useFavoritesStore.persist.rehydrate(),
    useHistoryStore.persist.rehydrate(),
  ]);
}

const historyCamry = { ...camry2018, main: true };
const historyCivic = { ...civic2018, main: false };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  cartSync.setMode("off");
  favoritesSync.setMode("off");
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test's main-vehicle cookie
  document.cookie = "pitstop_vehicle=; Path=/; Max-Age=0";
});

describe("signing in syncs the device with the account", () => {
  test("the device cart is added to the stored cart by product, clamped to stock, and kept on the device", async () => {
    shop = fakeShop({ cart: { 1: 3, 3: 1 } });
    vi.stubGlobal("fetch", shop.fetchImpl);
    await deviceHolds({ cart: { 1: 2, 2: 1 } });
    const state = account();
    const { rerender } = render(<Frame signedIn={false} state={state} />);
    rerender(<Frame signedIn state={state} />);

    await waitFor(() => expect(state.update).toHaveBeenCalled());
    const post = shop.calls.indexOf("POST /api/cart");
    expect(shop.bodies[post]).toEqual({
      products: [
        { id: 1, quantity: 4 },
        { id: 2, quantity: 1 },
      ],
    });
    expect(Object.fromEntries(shop.cart)).toEqual({ 1: 4, 2: 1, 3: 1 });
    expect(useCartStore.getState().lines).toEqual({ 1: 4, 2: 1, 3: 1 });
    expect(cartSync.mode).toBe("account");
  });

  test("an empty device cart takes the stored cart as it is", async () => {
    shop = fakeShop({ cart: { 2: 2 } });
    vi.stubGlobal("fetch", shop.fetchImpl);
    await deviceHolds({});
    const state = account();
    render(<Frame signedIn state={state} />);
    await waitFor(() => expect(state.update).toHaveBeenCalled());
    expect(shop.calls.filter((c) => c.startsWith("POST /api/cart"))).toEqual([]);
    expect(useCartStore.getState().lines).toEqual({ 2: 2 });
  });

  test("a device already linked to the account is refreshed, never added to it a second time", async () => {
    shop = fakeShop({ cart: { 1: 2 }, wishlist: [5] });
    vi.stubGlobal("fetch", shop.fetchImpl);
    localStorage.setItem("pitstop-device-account", "linked");
    await deviceHolds({ cart: { 1: 2 }, favorites: [5] });
    render(<Frame signedIn state={account()} />);
    await waitFor(() => expect(shop.calls).toContain("GET /api/profile"));
    await cartSync.idle();
    expect(shop.calls).toEqual(["GET /api/cart", "GET /api/profile"]);
    expect(Object.fromEntries(shop.cart)).toEqual({ 1: 2 });
    expect(useCartStore.getState().lines).toEqual({ 1: 2 });
  });

  const garagePosts = () =>
    shop.calls.map((call, i) => (call === "POST /api/profile/garage" ? shop.bodies[i] : null)).filter(Boolean);

  test("a sign-in sync cut short before the history reached the garage is finished on the next page", async () => {
    // The cart was merged (the device is linked) but the page was left before the cars were added.
    shop = fakeShop({ garage: [] });
    vi.stubGlobal("fetch", shop.fetchImpl);
    localStorage.setItem("pitstop-device-account", "linked");
    await deviceHolds({ history: [historyCamry, historyCivic] });
    const state = account();
    render(<Frame signedIn state={state} />);
    await waitFor(() => expect(state.update).toHaveBeenCalled());
    expect(garagePosts()).toEqual([
      { id: civic2018.id, year: "2018", make: "Honda", model: "Civic" },
      { id: camry2018.id, year: "2018", make: "Toyota", model: "Camry" },
    ]);
    expect(shop.garage.filter((c) => c.main).map((c) => c.slug)).toEqual(["toyota-camry-2018"]);
  });

  test("a history car whose add failed (the page was left mid-request) is offered again on the next page", async () => {
    shop = fakeShop({ garage: [] });
    const answer = shop.fetchImpl.getMockImplementation();
    let abortCivic = true;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (abortCivic && init.method === "POST" && url === "/api/profile/garage") {
          if (JSON.parse(String(init.body)).id === civic2018.id) {
            throw new DOMException("The user aborted a request.", "AbortError");
          }
        }
        return answer?.(url, init) as Promise<Response>;
      }),
    );
    await deviceHolds({ history: [historyCamry, historyCivic] });
    const first = account();
    const { unmount } = render(<Frame signedIn state={first} />);
    await waitFor(() => expect(first.update).toHaveBeenCalled());
    expect(shop.garage.map((c) => c.slug)).toEqual(["toyota-camry-2018"]);

    // The next page of the same session: the Civic goes to the garage this time.
    unmount();
    abortCivic = false;
    const second = account();
    render(<Frame signedIn state={second} />);
    await waitFor(() => expect(second.update).toHaveBeenCalled());
    expect(shop.garage.map((c) => c.slug).sort()).toEqual(["honda-civic-2018", "toyota-camry-2018"]);
  });

  test("local favourites are added to the account's wishlist and the device then mirrors it", async () => {
    shop = fakeShop({ wishlist: [6] });
    vi.stubGlobal("fetch", shop.fetchImpl);
    await deviceHolds({ favorites: [5] });
    const state = account();
    render(<Frame signedIn state={state} />);
    await waitFor(() => expect(state.update).toHaveBeenCalled());
    expect(shop.bodies[shop.calls.indexOf("POST /api/profile/wishlist")]).toEqual({ products: [5] });
    expect([...useFavoritesStore.getState().ids].sort()).toEqual([5, 6]);
  });

  test("history cars not in the garage are added, oldest first; an account without a main car takes the history's", async () => {
    shop = fakeShop();
    vi.stubGlobal("fetch", shop.fetchImpl);
    await deviceHolds({ history: [historyCamry, historyCivic] });
    const state = account();
    render(<Frame signedIn state={state} />);
    await waitFor(() => expect(state.update).toHaveBeenCalled());
    expect(garagePosts()).toEqual([
      { id: civic2018.id, year: "2018", make: "Honda", model: "Civic" },
      { id: camry2018.id, year: "2018", make: "Toyota", model: "Camry" },
    ]);
    expect(shop.garage.filter((c) => c.main).map((c) => c.slug)).toEqual(["toyota-camry-2018"]);
    expect(state.update).toHaveBeenLastCalledWith(
      expect.objectContaining({
        garage: expect.arrayContaining([expect.objectContaining({ id: camry2018.id, main: true })]),
      }),
    );
  });

  test("the garage's main car stays the owner's choice: adding history cars never replaces it", async () => {
    shop = fakeShop({ garage: [{ ...civic2018, main: true }] });
    vi.stubGlobal("fetch", shop.fetchImpl);
    await deviceHolds({ history: [historyCamry] });
    const state = account();
    render(<Frame signedIn state={state} />);
    await waitFor(() => expect(state.update).toHaveBeenCalled());
    expect(garagePosts()).toEqual([{ id: camry2018.id, year: "2018", make: "Toyota", model: "Camry" }]);
    expect(shop.garage.filter((c) => c.main).map((c) => c.slug)).toEqual(["honda-civic-2018"]);
  });

  test("a car the owner removed from the garage stays removed at the next sign-in on this device", async () => {
    shop = fakeShop({ garage: [{ ...camry2018, main: true }] });
    vi.stubGlobal("fetch", shop.fetchImpl);
    await deviceHolds({ history: [historyCamry, historyCivic] });
    const first = account();
    const { unmount } = render(<Frame signedIn state={first} />);
    await waitFor(() => expect(first.update).toHaveBeenCalled());
    expect(shop.garage.map((c) => c.slug).sort()).toEqual(["honda-civic-2018", "toyota-camry-2018"]);
    // The owner removes the Civic and makes the Camry main, signs out and signs in again.
    shop.garage.splice(
      shop.garage.findIndex((c) => c.id === civic2018.id),
      1,
    );
    for (const c of shop.garage) c.main = c.id === camry2018.id;
    unmount();
    localStorage.removeItem("pitstop-device-account");
    const second = account();
    render(<Frame signedIn state={second} />);
    await waitFor(() => expect(second.update).toHaveBeenCalled());
    expect(shop.garage.map((c) => [c.slug, c.main])).toEqual([["toyota-camry-2018", true]]);
    expect(garagePosts()).toHaveLength(1);
  });

  test("cars already in the garage are not sent again", async () => {
    shop = fakeShop({ garage: [{ ...camry2018, main: true }] });
    vi.stubGlobal("fetch", shop.fetchImpl);
    await deviceHolds({ history: [historyCamry] });
    const state = account();
    render(<Frame signedIn state={state} />);
    await waitFor(() => expect(state.update).toHaveBeenCalled());
    expect(shop.calls).not.toContain("POST /api/profile/garage");
    expect(shop.calls).not.toContain("PUT /api/profile/garage");
  });

  test("a session that ended without signing out takes the account's cart and favourites off the device", async () => {
    shop = fakeShop();
    vi.stubGlobal("fetch", shop.fetchImpl);
    localStorage.setItem("pitstop-device-account", "linked");
    await deviceHolds({ cart: { 1: 2 }, favorites: [5] });
    render(<Frame signedIn={false} state={account()} />);
    await waitFor(() => expect(useCartStore.getState().lines).toEqual({}));
    expect(useFavoritesStore.getState().ids).toEqual([]);
    expect(localStorage.getItem("pitstop-device-account")).toBeNull();
    expect(shop.calls).toEqual([]);
  });
});

describe("signing out", () => {
  function SignOutButton() {
    const { signOut, signingOut } = useSignOut();
    return (
      <button type="button" onClick={() => void signOut()} disabled={signingOut}>
        Sign out
      </button>
    );
  }

  test("signing out while the sign-in merge is under way waits for it: the device cart reaches the account once, then the device forgets it", async () => {
    shop = fakeShop({ cart: { 2: 1 } });
    const answer = shop.fetchImpl.getMockImplementation();
    let release = () => {};
    const cartRead = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if ((init.method ?? "GET") === "GET" && url.startsWith("/api/cart")) await cartRead;
        return answer?.(url, init) as Promise<Response>;
      }),
    );
    await deviceHolds({ cart: { 1: 2 } });
    const callsAtLogout: string[][] = [];
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <>
            <Frame signedIn state={account()} />
            <SignOutButton />
          </>
        ),
      },
      {
        path: "/logout",
        action: () => {
          callsAtLogout.push([...shop.calls]);
          return redirect("/login");
        },
      },
      { path: "/login", Component: () => <h1>Sign in</h1> },
    ]);
    render(<Stub initialEntries={["/"]} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out" }));
    release();
    await screen.findByRole("heading", { name: "Sign in" });

    expect(callsAtLogout).toHaveLength(1);
    expect(callsAtLogout[0]?.filter((c) => c === "POST /api/cart")).toHaveLength(1);
    expect(Object.fromEntries(shop.cart)).toEqual({ 1: 2, 2: 1 });
    expect(useCartStore.getState().lines).toEqual({});
    expect(localStorage.getItem("pitstop-device-account")).toBeNull();
  });

  test("favourites are synced first, then the device forgets cart and favourites, then /login", async () => {
    shop = fakeShop({ cart: { 1: 2 } });
    vi.stubGlobal("fetch", shop.fetchImpl);
    localStorage.setItem("pitstop-device-account", "linked");
    sessionStorage.setItem("pitstop-account-synced", "1");
    await deviceHolds({ cart: { 1: 2 }, favorites: [5], history: [historyCivic] });
    cartSync.setMode("account");
    favoritesSync.setMode("account");
    const loggedOut = vi.fn(() => redirect("/login"));
    const Stub = createRoutesStub([
      { path: "/", Component: SignOutButton },
      { path: "/logout", action: loggedOut },
      { path: "/login", Component: () => <h1>Sign in</h1> },
    ]);
    render(<Stub initialEntries={["/"]} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out" }));
    await screen.findByRole("heading", { name: "Sign in" });

    expect(shop.calls).toEqual(["POST /api/profile/wishlist"]);
    expect(shop.bodies[0]).toEqual({ products: [5] });
    expect(shop.wishlist.has(5)).toBe(true);
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(useCartStore.getState().lines).toEqual({});
    expect(useFavoritesStore.getState().ids).toEqual([]);
    // The stored cart stays on the account; the device's history (not the account's) stays too.
    expect(Object.fromEntries(shop.cart)).toEqual({ 1: 2 });
    expect(useHistoryStore.getState().cars).toHaveLength(1);
    expect(localStorage.getItem("pitstop-device-account")).toBeNull();
    expect(sessionStorage.getItem("pitstop-account-synced")).toBeNull();
  });
});
