import type { CartResponse } from "@pitstop/contract/cart";
import { useEffect, useRef } from "react";
import { trackBeginCheckout } from "~/lib/analytics";
import { useCouponStore } from "~/lib/coupon-store";

/**
 * GA4's begin_checkout, once, when a checkout (an account's or a guest's) opens for a cart that
 * passed the check: its lines, what the cart comes to and the code applied on this device.
 */
export function useBeginCheckout(cart: CartResponse) {
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current) return;
    tracked.current = true;
    trackBeginCheckout(
      cart.cart.map((line) => ({
        product: { id: line.id, title: line.title, price: line.price, brand: line.brand.name },
        quantity: line.cart.quantity,
      })),
      cart.cartSummary.totalPriceWithDiscount,
      useCouponStore.getState().code ?? undefined,
    );
  }, [cart]);
}
