import { useSyncExternalStore } from "react";
import { useFavoritesStore } from "./favorites-store";

/** Whether the device favourites have been read from local storage (the server cannot see them). */
export function useFavoritesHydrated(): boolean {
  return useSyncExternalStore(
    (onChange) => useFavoritesStore.persist.onFinishHydration(onChange),
    () => useFavoritesStore.persist.hasHydrated(),
    () => false,
  );
}
