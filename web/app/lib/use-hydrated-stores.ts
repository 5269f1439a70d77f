import { useEffect } from "react";
import { useCartStore } from "~/features/cart/cart-store";
import { readMainVehicle, writeMainVehicle } from "~/features/catalogue/main-vehicle-cookie";
import { useFavoritesStore } from "~/features/favorites/favorites-store";
import { applyColorMode, useColorModeStore } from "~/features/theme/color-mode-store";
import { useHistoryStore } from "~/features/vehicles/history-store";

/** Device stores skip hydration on the server; the client reads local storage once, after mount. */
export function useRehydrateDeviceStores() {
  useEffect(() => {
    // Pages rendered on the server check fit against the main car, so it rides along in a cookie.
    // Subscribed before rehydrating: a car remembered while the history loads must reach the cookie.
    const unsubscribeMain = useHistoryStore.subscribe((s) => {
      const main = s.cars.find((c) => c.main)?.slug ?? null;
      const current = readMainVehicle(document.cookie);
      if (current === main) return;
      // Loading the history is not a choice: it fills an empty cookie but never replaces the car the
      // cookie holds, which may be the signed-in shopper's main garage car (root: followMainGarageCar).
      if (!useHistoryStore.persist.hasHydrated() && current !== null) return;
      writeMainVehicle(main);
    });

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
      unsubscribeMain();
      media.removeEventListener("change", follow);
    };
  }, []);
}
