import type { CartLine, CartResponse } from "@pitstop/contract/cart";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { create } from "zustand";
import { useCartStore } from "./cart-store";
import { type CartQuoteState, createCartSync } from "./cart-sync";

/**
 * A stand-in for the API behind fetch: it keeps a stored cart, clamps to its stock table and
 * answers 404 for products it does not sell — so the real transport and parsing are exercised.
 */
function fakeApi(stock: Record<number, number>) {
  const stored = new Map<number, number>();
  const calls: { method: string; url: string; body: unknown }[] = [];
  let failNext = 0;
  /** The next call's answer waits for this (an answer overtaken by a later one). */
  let held: Promise<void> | null = null;

  const line = (id: number, quantity: number): CartLine => ({
    id,
    title: `Part ${id}`,
    slug: `part-${id}`,
    path: `/brakes/pads/part-${id}`,
    part_number: `P-${id}`,
    brand: { slug: "acme", name: "Acme" },
    image_url: null,
    price: 10,
    handling: 0,
    shipping: 1,
    qty: stock[id] ?? 0,
    universal: true,
    fits: null,
    fit: null,
    cart: { quantity, subTotalPrice: 10 * quantity, subTotalHandling: 0 },
  });
  const answer = (lines: [number, number][]): CartResponse => {
    // As the API answers: a line of a part that sold out stays at 0 (qty 0); one set to 0 goes.
    const cart = lines
      .map(([id, q]) => line(id, Math.min(q, stock[id] ?? 0)))
      .filter((l) => l.cart.quantity > 0 || l.qty === 0);
    const subtotal = cart.reduce((s, l) => s + l.cart.subTotalPrice, 0);
    return {
      cart,
      cartSummary: {
        subtotal,
        subtotalHandling: 0,
        subtotalShipping: 0,
        freeShippingFrom: 99,
        tax: 0,
        taxRate: 7,
        totalPrice: subtotal,
        personalDiscount: null,
        personalDiscountPercent: null,
        totalPriceWithDiscount: subtotal,
        itemCount: cart.reduce((s, l) => s + l.cart.quantity, 0),
        promotions: [],
        promotionDiscount: 0,
        coupon: null,
        couponProblem: null,
      },
    };
  };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  const fetchImpl = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const wait = held;
    held = null;
    if (wait) await wait;
    if (failNext > 0) {
      failNext--;
      throw new TypeError("Failed to fetch");
    }
    if (url.startsWith("/api/cart/wishlist")) {
      const ids = (body.products as { id: number }[]).map((p) => p.id).filter((id) => id in stock);
      return json(
        200,
        ids.map((id) => ({ ...line(id, 0), shipping: 1 })),
      );
    }
    if (method === "GET") return json(200, answer([...stored]));
    const products = body.products as { id: number; quantity: number }[];
    const unknown = products.filter((p) => !(p.id in stock));
    if (unknown.length > 0) return json(404, { message: `Product ${unknown[0]?.id} is not in the catalog` });
    // The session cookie reaches the API only when the request sends cookies.
    if (signedIn.value && init.credentials !== "omit") {
      for (const p of products) {
        const q = Math.min(p.quantity, stock[p.id] ?? 0);
        if (q > 0) stored.set(p.id, q);
        else stored.delete(p.id);
      }
      return json(200, answer([...stored]));
    }
    return json(200, answer(products.map((p) => [p.id, p.quantity])));
  });
  const signedIn = { value: false };
  return {
    calls,
    stored,
    fetchImpl,
    /** What the API answers for these lines. */
    answer,
    signedIn,
    failNext: (n: number) => {
      failNext = n;
    },
    /** Holds the next call's answer until the returned function is called. */
    holdNext: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
  };
}

let api: ReturnType<typeof fakeApi>;
const warn = vi.fn();

function startSync(mode: "visitor" | "account") {
  const quotes = create<CartQuoteState>(() => ({
    quote: null,
    stale: false,
    failed: false,
    mode: "off",
    vehicle: null,
  }));
  const sync = createCartSync({ quotes, warn });
  const stop = sync.start();
  sync.setMode(mode);
  api.signedIn.value = mode === "account";
  return { sync, quotes, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
  useCartStore.setState({ lines: {} });
  api = fakeApi({ 1: 10, 2: 3, 3: 50, 4: 0 });
  vi.stubGlobal("fetch", api.fetchImpl);
  warn.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const cart = () => useCartStore.getState();

describe("a visitor's cart is sent after 500 ms of quiet", () => {
  test("many quick changes make one request, 500 ms after the last, carrying the whole cart", async () => {
    const { sync, stop } = startSync("visitor");
    cart().add(1, 10);
    await vi.advanceTimersByTimeAsync(200);
    cart().add(1, 10);
    await vi.advanceTimersByTimeAsync(200);
    cart().add(3, 50);
    await vi.advanceTimersByTimeAsync(499);
    expect(api.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await sync.idle();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      method: "POST",
      url: "/api/cart",
      body: {
        products: [
          { id: 1, quantity: 2 },
          { id: 3, quantity: 1 },
        ],
      },
    });
    stop();
  });

  test("the server's clamped quantities replace the device's, and the priced answer is kept", async () => {
    const { sync, quotes, stop } = startSync("visitor");
    // The stock fell to 3 after the device chose 5 (the device only knew an older stock).
    cart().setQuantity(2, 5, 5);
    await vi.advanceTimersByTimeAsync(500);
    await sync.idle();
    expect(cart().lines).toEqual({ 2: 3 });
    expect(quotes.getState().quote?.cart.map((l) => [l.id, l.cart.quantity])).toEqual([[2, 3]]);
    expect(quotes.getState().stale).toBe(false);
    stop();
  });

  test("a part that sold out stays on the device, shown at 0 until the shopper removes it", async () => {
    const { sync, quotes, stop } = startSync("visitor");
    // The device last saw 5 in stock; it has sold out since.
    cart().setQuantity(4, 2, 5);
    cart().setQuantity(1, 1, 10);
    await vi.advanceTimersByTimeAsync(500);
    await sync.idle();
    expect(cart().lines).toEqual({ 1: 1, 4: 2 });
    expect(quotes.getState().quote?.cart.map((l) => [l.id, l.qty, l.cart.quantity])).toEqual([
      [1, 10, 1],
      [4, 0, 0],
    ]);
    stop();
  });

  test("the main car rides along as ?vehicle= so each line says whether it fits", async () => {
    const { sync, stop } = startSync("visitor");
    sync.setVehicle("toyota-camry-2018");
    cart().add(1, 10);
    await vi.advanceTimersByTimeAsync(500);
    await sync.idle();
    expect(api.calls[0]?.url).toBe("/api/cart?vehicle=toyota-camry-2018");
    stop();
  });

  test("pricing a visitor's cart sends no cookie, so it cannot set an account's cart while signing in", async () => {
    const { sync, stop } = startSync("visitor");
    api.signedIn.value = true;
    cart().add(1, 10);
    await vi.advanceTimersByTimeAsync(500);
    await sync.idle();
    expect(api.calls).toHaveLength(1);
    expect(api.stored.size).toBe(0);
    stop();
  });

  test("a failure is logged, keeps the device cart and is sent again with the next change", async () => {
    const { sync, quotes, stop } = startSync("visitor");
    api.failNext(1);
    cart().add(1, 10);
    await vi.advanceTimersByTimeAsync(500);
    await sync.idle();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(cart().lines).toEqual({ 1: 1 });
    expect(quotes.getState().failed).toBe(true);

    cart().add(3, 50);
    await vi.advanceTimersByTimeAsync(500);
    await sync.idle();
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1]?.body).toEqual({
      products: [
        { id: 1, quantity: 1 },
        { id: 3, quantity: 1 },
      ],
    });
    expect(quotes.getState().failed).toBe(false);
    stop();
  });

  test("a part no longer sold leaves the device cart and the rest is priced at once", async () => {
    const { sync, stop } = startSync("visitor");
    useCartStore.setState({ lines: { 1: 2, 99: 1 } });
    await vi.advanceTimersByTimeAsync(500);
    await sync.idle();
    expect(cart().lines).toEqual({ 1: 2 });
    expect(api.calls.map((c) => c.url)).toEqual(["/api/cart", "/api/cart/wishlist", "/api/cart"]);
    expect(api.calls[2]?.body).toEqual({ products: [{ id: 1, quantity: 2 }] });
    stop();
  });

  test("filling the store from storage is not a change to send", async () => {
    const quotes = create<CartQuoteState>(() => ({
      quote: null,
      stale: false,
      failed: false,
      mode: "off",
      vehicle: null,
    }));
    let loading = true;
    const sync = createCartSync({ quotes, warn, loadingFromStorage: () => loading });
    const stop = sync.start();
    sync.setMode("visitor");
    useCartStore.setState({ lines: { 1: 2 } });
    loading = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.calls).toHaveLength(0);
    stop();
  });
});

describe("a signed-in user's change is sent at once", () => {
  test("only the changed line goes, without waiting", async () => {
    const { sync, stop } = startSync("account");
    api.stored.set(3, 4);
    cart().add(1, 10);
    await sync.idle();
    expect(api.calls).toEqual([{ method: "POST", url: "/api/cart", body: { products: [{ id: 1, quantity: 1 }] } }]);
    // The answer is the whole stored cart: the device now holds it.
    expect(cart().lines).toEqual({ 1: 1, 3: 4 });
    stop();
  });

  test("a removal is sent as quantity 0", async () => {
    const { sync, stop } = startSync("account");
    api.stored.set(1, 2);
    useCartStore.setState({ lines: { 1: 2 } });
    await sync.idle();
    api.calls.length = 0;
    cart().remove(1);
    await sync.idle();
    expect(api.calls[0]?.body).toEqual({ products: [{ id: 1, quantity: 0 }] });
    expect(cart().lines).toEqual({});
    stop();
  });

  test("changes made while a send is under way follow it, one request at a time", async () => {
    const { sync, stop } = startSync("account");
    cart().add(1, 10);
    cart().add(1, 10);
    cart().add(3, 50);
    await sync.idle();
    expect(api.calls.map((c) => c.body)).toEqual([
      { products: [{ id: 1, quantity: 1 }] },
      {
        products: [
          { id: 1, quantity: 2 },
          { id: 3, quantity: 1 },
        ],
      },
    ]);
    expect(cart().lines).toEqual({ 1: 2, 3: 1 });
    expect(Object.fromEntries(api.stored)).toEqual({ 1: 2, 3: 1 });
    stop();
  });

  test("the server clamps to stock and the device follows", async () => {
    const { sync, stop } = startSync("account");
    cart().setQuantity(2, 8, 8);
    await sync.idle();
    expect(cart().lines).toEqual({ 2: 3 });
    stop();
  });

  test("a failed line is kept and sent again with the next change", async () => {
    const { sync, stop } = startSync("account");
    api.failNext(1);
    cart().add(1, 10);
    await sync.idle();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(cart().lines).toEqual({ 1: 1 });
    cart().add(3, 50);
    await sync.idle();
    expect(api.calls[1]?.body).toEqual({
      products: [
        { id: 1, quantity: 1 },
        { id: 3, quantity: 1 },
      ],
    });
    expect(Object.fromEntries(api.stored)).toEqual({ 1: 1, 3: 1 });
    stop();
  });

  test("while off (signing in or out), changes wait and go when the account mode starts", async () => {
    const { sync, stop } = startSync("account");
    sync.setMode("off");
    cart().add(1, 10);
    await sync.idle();
    expect(api.calls).toHaveLength(0);
    sync.setMode("account");
    await sync.idle();
    expect(api.calls[0]?.body).toEqual({ products: [{ id: 1, quantity: 1 }] });
    stop();
  });

  test("an answer never overwrites a line changed after it was asked for", async () => {
    const { sync, stop } = startSync("account");
    api.stored.set(1, 5);
    sync.setMode("off");
    cart().setQuantity(3, 2, 50);
    // A stored cart read while that change waits: the change is kept, the rest taken.
    sync.adopt(api.answer([]), null);
    expect(cart().lines).toEqual({ 3: 2 });
    stop();
  });
});

describe("the cart's fit answers follow the active vehicle", () => {
  const CAMRY = "toyota-camry-2018";
  const CIVIC = "honda-civic-2018";

  /** A signed-in shopper's stored cart (one line), priced for the Civic, on real timers. */
  async function storedCartPricedForCivic() {
    vi.useRealTimers();
    const started = startSync("account");
    api.stored.set(1, 2);
    started.sync.setVehicle(CIVIC);
    await started.sync.refresh();
    return started;
  }

  test("a visitor's priced cart is asked again at once for the new car, without the 500 ms wait", async () => {
    const { sync, quotes, stop } = startSync("visitor");
    sync.setVehicle(CIVIC);
    cart().add(1, 10);
    await vi.advanceTimersByTimeAsync(500);
    await sync.idle();
    expect(quotes.getState().vehicle).toBe(CIVIC);

    sync.setVehicle(CAMRY);
    await sync.idle();
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST /api/cart?vehicle=${CIVIC}`,
      `POST /api/cart?vehicle=${CAMRY}`,
    ]);
    expect(api.calls[1]?.body).toEqual({ products: [{ id: 1, quantity: 1 }] });
    expect(quotes.getState().vehicle).toBe(CAMRY);
    stop();
  });

  test("a signed-in shopper's stored cart is read again for the new car", async () => {
    const { sync, quotes, stop } = await storedCartPricedForCivic();
    expect(quotes.getState().vehicle).toBe(CIVIC);

    sync.setVehicle(CAMRY);
    await expect.poll(() => quotes.getState().vehicle).toBe(CAMRY);
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET /api/cart?vehicle=${CIVIC}`,
      `GET /api/cart?vehicle=${CAMRY}`,
    ]);
    stop();
  });

  test("no car at all is a change too: the lines are asked again without one", async () => {
    const { sync, quotes, stop } = await storedCartPricedForCivic();
    sync.setVehicle(null);
    await expect.poll(() => api.calls.at(-1)?.url).toBe("/api/cart");
    await expect.poll(() => quotes.getState().vehicle).toBeNull();
    stop();
  });

  test("a cart not priced yet asks nothing when the car changes: it is priced when shown", async () => {
    const { sync, stop } = startSync("account");
    sync.setVehicle(CAMRY);
    await sync.idle();
    expect(api.calls).toHaveLength(0);
    stop();
  });

  test("an answer for the old car arriving after the change never stays on show", async () => {
    const { sync, quotes, stop } = await storedCartPricedForCivic();
    // Asked for the Civic; the car changes and the Camry's answer is back before the Civic's.
    const release = api.holdNext();
    const late = sync.refresh();
    await expect.poll(() => api.calls.length).toBe(2);
    sync.setVehicle(CAMRY);
    await expect.poll(() => quotes.getState().vehicle).toBe(CAMRY);
    release();
    await late;
    expect(api.calls.map((c) => c.url)).toEqual([
      `/api/cart?vehicle=${CIVIC}`,
      `/api/cart?vehicle=${CIVIC}`,
      `/api/cart?vehicle=${CAMRY}`,
    ]);
    expect(quotes.getState().vehicle).toBe(CAMRY);
    stop();
  });

  test("a change of car while sending is off (signing in) is asked again once sending resumes", async () => {
    const { sync, quotes, stop } = await storedCartPricedForCivic();
    sync.setMode("off");
    sync.setVehicle(CAMRY);
    expect(api.calls).toHaveLength(1);
    sync.setMode("account");
    await expect.poll(() => quotes.getState().vehicle).toBe(CAMRY);
    expect(api.calls.at(-1)?.url).toBe(`/api/cart?vehicle=${CAMRY}`);
    stop();
  });
});
