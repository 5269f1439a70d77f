import { create } from "zustand";
import { persist } from "zustand/middleware";
import { versionedStorage } from "~/lib/versioned-storage";

/** spec §4/§9: the device cart, a map of product id to wanted quantity, store version 3. */
export const CART_STORE_VERSION = 3;
export const CART_STORAGE_KEY = "pitstop-cart";

export type CartLines = Record<string, number>;

/** spec §4: quantity is clamped between 0 and the product's stock; 0 removes the line. */
export function clampQuantity(quantity: number, stock: number): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.max(0, Math.min(Math.trunc(quantity), Math.max(0, Math.trunc(stock))));
}

export function withQuantity(lines: CartLines, productId: number, quantity: number, stock: number): CartLines {
  const next = { ...lines };
  const clamped = clampQuantity(quantity, stock);
  if (clamped === 0) delete next[productId];
  else next[productId] = clamped;
  return next;
}

interface CartState {
  lines: CartLines;
  /** spec §4: adding a product not in the cart sets its quantity to 1. */
  add: (productId: number, stock: number) => void;
  setQuantity: (productId: number, quantity: number, stock: number) => void;
  remove: (productId: number) => void;
  clear: () => void;
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      lines: {},
      add: (productId, stock) =>
        set((s) => ({ lines: withQuantity(s.lines, productId, (s.lines[productId] ?? 0) + 1, stock) })),
      setQuantity: (productId, quantity, stock) =>
        set((s) => ({ lines: withQuantity(s.lines, productId, quantity, stock) })),
      remove: (productId) =>
        set((s) => {
          const lines = { ...s.lines };
          delete lines[productId];
          return { lines };
        }),
      clear: () => set({ lines: {} }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: CART_STORE_VERSION,
      storage: versionedStorage(CART_STORE_VERSION),
      skipHydration: true,
      partialize: (s) => ({ lines: s.lines }) as CartState,
    },
  ),
);

export const selectCartQuantity = (s: CartState) => Object.values(s.lines).reduce((sum, q) => sum + q, 0);
