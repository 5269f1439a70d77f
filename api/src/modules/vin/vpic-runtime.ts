/**
 * The API's vPIC connection: opened on first use (unpacking the snapshot into `cacheDir` if it is
 * not there yet), then shared by every request in the process. node:sqlite is synchronous, so one
 * read-only connection is all a process can use anyway; a query blocks the event loop for its
 * duration (a VIN decode ~20–40 ms), which the LRU caches in front of it keep rare.
 */
import type { DatabaseSync } from "node:sqlite";
import { openVpic, vpicDatabasePath } from "../../lib/vpic.ts";

const connections = new Map<string, Promise<DatabaseSync>>();
const holders = new Map<string, number>();

/** The vPIC database in `cacheDir`; concurrent first calls share one unpack-and-open. */
export function getVpic(cacheDir: string): Promise<DatabaseSync> {
  let connection = connections.get(cacheDir);
  if (!connection) {
    const opening = vpicDatabasePath(cacheDir).then(openVpic);
    // A failed open is forgotten so that the next request tries again.
    opening.catch(() => {
      if (connections.get(cacheDir) === opening) connections.delete(cacheDir);
    });
    connections.set(cacheDir, opening);
    connection = opening;
  }
  return connection;
}

/** Closes the connection for `cacheDir` now, if one was opened; the next getVpic() reopens it. */
export async function closeVpic(cacheDir: string): Promise<void> {
  const connection = connections.get(cacheDir);
  if (!connection) return;
  connections.delete(cacheDir);
  const db = await connection.catch(() => undefined);
  if (db?.isOpen) db.close();
}

/**
 * Marks one more user (an app) of `cacheDir`'s connection; the release it returns closes the
 * connection once the last user is gone, so that apps sharing a process (tests) do not close it
 * under each other. Holding opens nothing: the connection is still opened on first use.
 */
export function holdVpic(cacheDir: string): () => Promise<void> {
  holders.set(cacheDir, (holders.get(cacheDir) ?? 0) + 1);
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    const left = (holders.get(cacheDir) ?? 1) - 1;
    if (left > 0) {
      holders.set(cacheDir, left);
      return;
    }
    holders.delete(cacheDir);
    await closeVpic(cacheDir);
  };
}

/** A least-recently-used cache on a Map (which iterates in insertion order). */
export class Lru<K, V> {
  readonly #entries = new Map<K, V>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
