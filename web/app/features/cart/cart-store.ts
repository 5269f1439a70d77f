import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "@pitstop/contract/cart-limits";
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { versionedStorage } from "~/lib/versioned-storage";

/** The device cart, a map of product id to wanted quantity, store version 3. */
export const CART_STORE_VERSION = 3;
export const CART_STORAGE_KEY = "pitstop-cart";

export type CartLines = Record<string, number>;

/**
 * Quantity is clamped between 0 and the product's stock; 0 removes the line. The API's
 * own ceiling per line applies too, so the device never holds a quantity the API would refuse.
 */
export function clampQuantity(quantity: number, stock: number): number {
  if (!Number.isFinite(quantity)) return 0;
  const limit = Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.trunc(stock)));
  return Math.max(0, Math.min(Math.trunc(quantity), limit));
}

export function withQuantity(lines: CartLines, productId: number, quantity: number, stock: number): CartLines {
  const next = { ...lines };
  const clamped = clampQuantity(quantity, stock);
  if (clamped === 0) delete next[productId];
  else next[productId] = clamped;
  return next;
}

/** Whether one more different part fits: the API takes at most MAX_CART_LINES lines per call. */
export const hasRoomForNewLine = (lines: CartLines, productId: number) =>
  productId in lines || Object.keys(lines).length < MAX_CART_LINES;

/** Keeps only whole, positive quantities of positive ids (what a server answer or storage may hold). */
export function cleanLines(lines: Record<string, unknown>): CartLines {
  const clean: CartLines = {};
  for (const [id, quantity] of Object.entries(lines)) {
    if (!/^[1-9]\d{0,9}$/.test(id) || typeof quantity !== "number") continue;
    const q = clampQuantity(quantity, MAX_LINE_QUANTITY);
    if (q > 0) clean[id] = q;
  }
  return clean;
}

export interface CartState {
  lines: CartLines;
  /**
   * Adding a product not in the cart sets its quantity to 1 (one more otherwise).
   * Returns false when the cart already holds as many different parts as it may.
   */
  add: (productId: number, stock: number) => boolean;
  /** Sets the wanted quantity (clamped; 0 removes). Returns false when a new line would not fit. */
  setQuantity: (productId: number, quantity: number, stock: number) => boolean;
  remove: (productId: number) => void;
  /** Replaces every line at once (a server answer, a merge). */
  replace: (lines: CartLines) => void;
  clear: () => void;
}

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      lines: {},
      add: (productId, stock) => get().setQuantity(productId, (get().lines[productId] ?? 0) + 1, stock),
      setQuantity: (productId, quantity, stock) => {
        const { lines } = get();
        if (!hasRoomForNewLine(lines, productId)) return false;
        const next = withQuantity(lines, productId, quantity, stock);
        if (next[productId] !== lines[productId]) set({ lines: next });
        return true;
      },
      remove: (productId) => {
        if (!(productId in get().lines)) return;
        const lines = { ...get().lines };
        delete lines[productId];
        set({ lines });
      },
      replace: (lines) => set({ lines: cleanLines(lines) }),
      clear: () => set({ lines: {} }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: CART_STORE_VERSION,
      storage: versionedStorage(CART_STORE_VERSION),
      skipHydration: true,
      partialize: (s) => ({ lines: s.lines }) as CartState,
      // Whatever storage held is only trusted as far as it is a map of ids to whole quantities.
      merge: (persisted, current) => {
        const stored = (persisted as { lines?: unknown } | undefined)?.lines;
        const lines =
          typeof stored === "object" && stored !== null ? cleanLines(stored as Record<string, unknown>) : {};
        return { ...current, lines };
      },
    },
  ),
);

export const selectCartQuantity = (s: CartState) => Object.values(s.lines).reduce((sum, q) => sum + q, 0);
export const selectCartLineCount = (s: CartState) => Object.keys(s.lines).length;

/** The lines as the API takes them: `[{id, quantity}]`. */
export const cartUpdateLines = (lines: CartLines) =>
  Object.entries(lines).map(([id, quantity]) => ({ id: Number(id), quantity }));
