import { countLookup } from "./metrics.ts";

/**
 * Answers a process keeps per database and key for a while — what many requests ask alike and only
 * a catalogue change alters (a vehicle's fitment applications, its direct fits' cells). At most `max`
 * keys per database, the least recently used dropped first; each kept `ttlMs` at most, and `forget`
 * drops a database's at once (the catalogue was rebuilt, here or on another replica). A failed load
 * is not kept.
 */
export function keptAnswers<K, V>(opts: { name: string; max: number; ttlMs: number }) {
  const byDb = new WeakMap<object, Map<K, { at: number; value: Promise<V> }>>();
  return {
    get(db: object, key: K, load: () => Promise<V>): Promise<V> {
      let kept = byDb.get(db);
      if (!kept) {
        kept = new Map();
        byDb.set(db, kept);
      }
      const hit = kept.get(key);
      const fresh = hit !== undefined && Date.now() - hit.at < opts.ttlMs;
      countLookup(opts.name, fresh);
      if (hit && fresh) {
        kept.delete(key);
        kept.set(key, hit);
        return hit.value;
      }
      const value = load();
      kept.delete(key);
      kept.set(key, { at: Date.now(), value });
      if (kept.size > opts.max) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      const map = kept;
      value.catch(() => {
        if (map.get(key)?.value === value) map.delete(key);
      });
      return value;
    },
    forget(db: object): void {
      byDb.delete(db);
    },
  };
}
