import type { PersistStorage, StorageValue } from "zustand/middleware";

/**
 * Local storage for a persisted store that must be wiped when what is stored is older than the
 * code expects ("a stored cart with a missing or lower version is wiped and reset").
 * Zustand alone would keep a stored value that has no version at all.
 */
export function versionedStorage<S>(version: number): PersistStorage<S> {
  return {
    getItem(name) {
      const raw = localStorage.getItem(name);
      if (raw === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = null;
      }
      const valid =
        typeof parsed === "object" &&
        parsed !== null &&
        "state" in parsed &&
        "version" in parsed &&
        typeof parsed.version === "number" &&
        parsed.version >= version;
      if (!valid) {
        localStorage.removeItem(name);
        return null;
      }
      return parsed as StorageValue<S>;
    },
    setItem(name, value) {
      localStorage.setItem(name, JSON.stringify(value));
    },
    removeItem(name) {
      localStorage.removeItem(name);
    },
  };
}
