import type { CartLine, CartUpdate } from "@pitstop/contract/cart";
import { MAX_LINE_QUANTITY } from "@pitstop/contract/cart-limits";
import { type CartLines, clampQuantity } from "./cart-store";

/** What a merge needs of a stored line: its product, quantity and stock. */
export type StoredCartLine = Pick<CartLine, "id" | "qty"> & { cart: Pick<CartLine["cart"], "quantity"> };

export interface CartMerge {
  /** The cart after the merge. */
  lines: CartLines;
  /** The lines the stored cart must change to get there (what POST /api/cart is sent). */
  changes: CartUpdate["products"];
}

/**
 * On sign-in the stored cart and the device cart are merged by adding the quantities of
 * each product, clamped to its stock (the server clamps again; a product the stored cart does not
 * hold has no known stock here, so only the API's own ceiling applies until it answers).
 */
export function mergeCarts(device: CartLines, stored: readonly StoredCartLine[]): CartMerge {
  const lines: CartLines = {};
  const stockOf = new Map<number, number>();
  for (const line of stored) {
    lines[line.id] = line.cart.quantity;
    stockOf.set(line.id, line.qty);
  }
  const changes: CartUpdate["products"] = [];
  for (const [key, wanted] of Object.entries(device)) {
    const id = Number(key);
    const before = lines[id] ?? 0;
    const quantity = clampQuantity(before + wanted, stockOf.get(id) ?? MAX_LINE_QUANTITY);
    if (quantity === before) continue;
    changes.push({ id, quantity });
    if (quantity === 0) delete lines[id];
    else lines[id] = quantity;
  }
  return { lines, changes };
}
