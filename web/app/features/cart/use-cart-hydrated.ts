import { useSyncExternalStore } from "react";
import { useCartStore } from "./cart-store";

/**
 * Whether the device cart has been read from local storage. The server cannot see it, so until
 * then a page shows a skeleton, never a flash of "your cart is empty".
 */
export function useCartHydrated(): boolean {
  return useSyncExternalStore(
    (onChange) => useCartStore.persist.onFinishHydration(onChange),
    () => useCartStore.persist.hasHydrated(),
    () => false,
  );
}
