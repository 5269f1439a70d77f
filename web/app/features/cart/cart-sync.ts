import type { CartResponse, CartUpdate } from "@pitstop/contract/cart";
import { MAX_CART_LINES } from "@pitstop/contract/cart-limits";
import { create, type StoreApi } from "zustand";
import { ApiError } from "~/lib/api-fetch";
import { getCart, knownProductIds, postCart } from "./cart-api";
import { type CartLines, type CartState, cartUpdateLines, useCartStore } from "./cart-store";

/** A visitor's cart is sent after 500 ms of quiet. */
export const CART_SYNC_DELAY_MS = 500;

/**
 * visitor: every change re-prices the whole device cart after 500 ms of quiet (nothing is stored).
 * account: each change is sent at once, only the changed lines, to the user's stored cart.
 * off: changes are held on the device (signing in or out is under way).
 */
export type CartSyncMode = "off" | "visitor" | "account";

/** The latest priced cart the API answered (memory only; the cart page shows it). */
export interface CartQuoteState {
  quote: CartResponse | null;
  /** The device cart changed since that answer. */
  stale: boolean;
  /** The latest attempt to reach the API failed (the device cart is kept). */
  failed: boolean;
  /** How changes are being sent; "off" until the layout knows who is shopping (and while signing in). */
  mode: CartSyncMode;
  /**
   * The vehicle key the quote's fit answers are for (null: none was asked about). Once the active
   * vehicle changes, the quote's answers are another car's until the cart is asked again.
   */
  vehicle: string | null;
}

export const useCartQuote = create<CartQuoteState>(() => ({
  quote: null,
  stale: false,
  failed: false,
  mode: "off",
  vehicle: null,
}));

export interface CartTransport {
  /** `asVisitor`: price only, without the session (nothing stored). */
  post: (products: CartUpdate["products"], vehicle: string | null, asVisitor: boolean) => Promise<CartResponse>;
  get: (vehicle: string | null) => Promise<CartResponse>;
  knownProducts: (ids: readonly number[]) => Promise<number[]>;
}

export interface CartSyncOptions {
  store?: StoreApi<CartState>;
  quotes?: StoreApi<CartQuoteState>;
  transport?: CartTransport;
  delayMs?: number;
  /** True while the store is being filled from storage: that is not a change to send. */
  loadingFromStorage?: () => boolean;
  warn?: (message: string, err: unknown) => void;
}

/** The quantities an answer holds (clamped by the server; lines at 0 left out). */
/**
 * The device lines an answer stands for. A sold-out line (qty 0) keeps the quantity the device
 * holds, so it stays on show until the shopper removes it (never hidden, never stuck).
 */
export const linesOf = (answer: CartResponse, local: CartLines = {}): CartLines =>
  Object.fromEntries(
    answer.cart.map((line) => [
      String(line.id),
      line.qty === 0 ? Math.max(1, local[line.id] ?? 0) : line.cart.quantity,
    ]),
  );

function changedIds(prev: CartLines, next: CartLines): number[] {
  const ids = new Set([...Object.keys(prev), ...Object.keys(next)]);
  return [...ids].filter((id) => prev[id] !== next[id]).map(Number);
}

/**
 * Keeps the device cart and the API in step. Failures are logged, never lose the device
 * cart, and are tried again with the next change. Sends go one at a time, so answers cannot
 * arrive out of order; an answer never overwrites a line changed after it was sent. Every answer
 * says which lines fit the active vehicle; when that changes, a priced cart is asked again at once,
 * so its fit answers follow the car.
 */
export function createCartSync({
  store = useCartStore,
  quotes = useCartQuote,
  transport = { post: postCart, get: getCart, knownProducts: knownProductIds },
  delayMs = CART_SYNC_DELAY_MS,
  loadingFromStorage = () => false,
  warn = (message, err) => console.warn(message, err),
}: CartSyncOptions = {}) {
  let mode: CartSyncMode = "off";
  /** The active vehicle's key (the layout passes it on from its one owner, lib/active-vehicle). */
  let vehicle: string | null = null;
  /** Lines changed on the device that the API has not taken yet. */
  const dirty = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let applying = false;
  let running: Promise<void> | null = null;
  let again = false;

  function apply(lines: CartLines) {
    applying = true;
    try {
      store.getState().replace(lines);
    } finally {
      applying = false;
    }
  }

  /**
   * The server's answer becomes the device cart, except lines changed since it was asked for.
   * `askedFor` is the vehicle the answer's fit answers are for.
   */
  function adopt(answer: CartResponse, askedFor: string | null) {
    const local = store.getState().lines;
    const next = linesOf(answer, local);
    for (const id of dirty) {
      const quantity = local[id];
      if (quantity) next[id] = quantity;
      else delete next[id];
    }
    apply(next);
    quotes.setState({ quote: answer, stale: dirty.size > 0, failed: false, vehicle: askedFor });
  }

  /** A priced cart whose fit answers are for another car than the active one. */
  const answersAnotherCar = () => {
    const { quote, vehicle: answered } = quotes.getState();
    return quote !== null && answered !== vehicle;
  };

  function onChange(next: CartLines, prev: CartLines) {
    if (applying || loadingFromStorage()) return;
    const ids = changedIds(prev, next);
    if (ids.length === 0) return;
    for (const id of ids) dirty.add(id);
    quotes.setState({ stale: true });
    if (mode === "visitor") schedule();
    else if (mode === "account") void send();
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void send();
    }, delayMs);
  }

  /** Sends now, or right after the send under way (whose answer may already be stale). */
  function send(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await sendOnce();
      } while (again && mode !== "off");
    })().finally(() => {
      running = null;
    });
    return running;
  }

  async function sendOnce() {
    if (mode === "off") return;
    const lines = store.getState().lines;
    let products: CartUpdate["products"];
    if (mode === "visitor") {
      products = cartUpdateLines(lines);
      dirty.clear();
      if (products.length === 0) {
        quotes.setState({ quote: null, stale: false, failed: false, vehicle: null });
        return;
      }
    } else {
      if (dirty.size === 0) return;
      products = [...dirty].slice(0, MAX_CART_LINES).map((id) => ({ id, quantity: lines[id] ?? 0 }));
      for (const p of products) dirty.delete(p.id);
    }
    const asked = vehicle;
    try {
      adopt(await transport.post(products, asked, mode === "visitor"), asked);
      if (mode === "account" && dirty.size > 0) again = true;
    } catch (err) {
      for (const p of products) dirty.add(p.id);
      warn("The cart could not be sent; it stays on this device and is sent again with the next change", err);
      quotes.setState({ failed: true });
      if (err instanceof ApiError && err.status === 404) await dropUnknownProducts(products.map((p) => p.id));
    }
  }

  /** A part the catalogue no longer sells blocks every cart call (404): it leaves the device cart. */
  async function dropUnknownProducts(ids: number[]) {
    let known: Set<number>;
    try {
      known = new Set(await transport.knownProducts(ids));
    } catch (err) {
      warn("Could not check which parts are still sold", err);
      return;
    }
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length === 0) return;
    const lines = { ...store.getState().lines };
    for (const id of unknown) {
      delete lines[id];
      dirty.delete(id);
    }
    apply(lines);
    again = true;
  }

  /** Prices the cart now: a visitor's whole device cart, or a user's stored cart. */
  async function refresh() {
    clearTimeout(timer);
    timer = undefined;
    if (mode === "visitor") {
      await send();
      return;
    }
    if (mode !== "account") return;
    if (dirty.size > 0) {
      await send();
      // The answer to the changes is the whole stored cart, for the car it was asked about.
      if (!answersAnotherCar()) return;
    }
    while (running) await running;
    const asked = vehicle;
    try {
      const answer = await transport.get(asked);
      // The car changed while this was asked: the answer for the new car is on its way instead.
      if (asked === vehicle) adopt(answer, asked);
    } catch (err) {
      warn("The cart could not be read", err);
      quotes.setState({ failed: true });
    }
  }

  return {
    /** Follows the device cart; returns the function that stops following it. */
    start(): () => void {
      return store.subscribe((state, prev) => {
        if (state.lines !== prev.lines) onChange(state.lines, prev.lines);
      });
    },
    get mode() {
      return mode;
    },
    setMode(next: CartSyncMode) {
      if (next === mode) return;
      mode = next;
      quotes.setState({ mode });
      clearTimeout(timer);
      timer = undefined;
      if (mode === "off") return;
      // The car changed while nothing was sent (signing in): the cart is asked again for it.
      if (answersAnotherCar()) {
        void refresh();
        return;
      }
      if (dirty.size === 0) return;
      if (mode === "account") void send();
      else schedule();
    },
    /** The active vehicle's key, so every answer says which lines fit it (`?vehicle=`). */
    get vehicle() {
      return vehicle;
    },
    /**
     * Follows the active vehicle: a priced cart (or one being priced) is asked again at once for
     * the new car, so the lines' fit answers never speak of another car than the header.
     */
    setVehicle(next: string | null) {
      if (next === vehicle) return;
      vehicle = next;
      if (mode !== "off" && (answersAnotherCar() || running)) void refresh();
    },
    /** Waits for the send under way, if any. */
    async idle() {
      while (running) await running;
    },
    /** Forgets unsent changes: what follows (a merge, a sign-out) takes the device cart as a whole. */
    forgetPending() {
      clearTimeout(timer);
      timer = undefined;
      dirty.clear();
    },
    /** Sends what is waiting now (a visitor's debounced change, a user's failed lines). */
    async flush() {
      if (timer !== undefined || dirty.size > 0) {
        clearTimeout(timer);
        timer = undefined;
        await send();
      }
      await this.idle();
    },
    refresh,
    adopt,
    /** Replaces the device cart without sending anything (sign-out, a session that ended). */
    clearQuietly() {
      clearTimeout(timer);
      timer = undefined;
      dirty.clear();
      apply({});
      quotes.setState({ quote: null, stale: false, failed: false, vehicle: null });
    },
  };
}

export type CartSync = ReturnType<typeof createCartSync>;

/** The shop's one cart sync, driven by the layout's AccountSync. */
export const cartSync = createCartSync({
  loadingFromStorage: () => !useCartStore.persist.hasHydrated(),
});

/**
 * The cart badge's count: the units on the device, less those of lines the latest priced answer
 * says are sold out (they stay in the cart, marked, but are not in it to buy — the badge
 * and the summary's item count agree).
 */
export function useCartBadgeCount(): number {
  const lines = useCartStore((s) => s.lines);
  const quote = useCartQuote((s) => s.quote);
  const soldOut = new Set(quote?.cart.filter((line) => line.qty === 0).map((line) => line.id));
  let count = 0;
  for (const [id, quantity] of Object.entries(lines)) if (!soldOut.has(Number(id))) count += quantity;
  return count;
}
