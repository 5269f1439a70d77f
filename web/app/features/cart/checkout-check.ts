import type { CartResponse } from "@pitstop/contract/cart";
import type { CartLines } from "./cart-store";

/** Why the checkout sent the shopper back to the cart (/checkout is guarded by a cart check). */
export type CheckoutProblem = "empty" | "stock";

export const CHECKOUT_PROBLEM_MESSAGES: Record<CheckoutProblem, string> = {
  empty: "Your cart is empty. Add a part before you check out.",
  stock:
    "Some parts are no longer in stock in the quantity you chose. We've updated your cart — check it before you continue.",
};

export const isCheckoutProblem = (value: string | null): value is CheckoutProblem =>
  value === "empty" || value === "stock";

/**
 * The cart check: nothing to buy, or a part wanted beyond its stock (or no longer sold), sends the
 * shopper back to /cart. `device` is what the shopper chose; `priced` is the API's answer for it,
 * whose quantities are already clamped to stock — so a difference means a line over stock.
 */
export function checkoutProblem(device: CartLines, priced: CartResponse): CheckoutProblem | null {
  if (priced.cart.length === 0) return "empty";
  const stockOf = new Map(priced.cart.map((line) => [line.id, line.qty]));
  for (const [id, wanted] of Object.entries(device)) {
    const stock = stockOf.get(Number(id));
    if (stock === undefined || wanted > stock) return "stock";
  }
  return null;
}
