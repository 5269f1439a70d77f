import { useEffect } from "react";
import { useCartStore } from "~/features/cart/cart-store";
import { useFavoritesStore } from "~/features/favorites/favorites-store";
import { applyColorMode, useColorModeStore } from "~/features/theme/color-mode-store";
import { useHistoryStore } from "~/lib/active-vehicle/history-store";

/** Device stores skip hydration on the server; the client reads local storage once, after mount. */
export function useRehydrateDeviceStores() {
  useEffect(() => {
    void useColorModeStore.persist.rehydrate();
    void useCartStore.persist.rehydrate();
    void useFavoritesStore.persist.rehydrate();
    void useHistoryStore.persist.rehydrate();

    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => applyColorMode(useColorModeStore.getState().mode);
    const unsubscribe = useColorModeStore.subscribe(follow);
    media.addEventListener("change", follow);
    return () => {
      unsubscribe();
      media.removeEventListener("change", follow);
    };
  }, []);
}
