/** A persisted store as zustand's persist middleware exposes it. */
export interface PersistedStore {
  persist: { hasHydrated: () => boolean; onFinishHydration: (fn: () => void) => () => void };
}

/** Device stores are read from local storage after mount; work on them waits until they are. */
export function whenStoreLoaded(store: PersistedStore): Promise<void> {
  return new Promise<void>((resolve) => {
    if (store.persist.hasHydrated()) return resolve();
    const stop = store.persist.onFinishHydration(() => {
      stop();
      resolve();
    });
  });
}
