/**
 * Every page's frame (the root loader) asked the API for the same five answers — social
 * links, contact, shipping rule, categories, latest news — on every request, although the API says
 * they may be kept. This keeps such answers in the storefront's process, as a shared cache would
 * (RFC 9111), for the visitor-independent requests that `apiFor(…).getPublic` sends:
 *
 * - an answer is kept only as long as its `Cache-Control` says (`s-maxage`, else `max-age`, less its
 *   `Age`), and never beyond `maxFreshMs` — the bound on how late an operator's change shows;
 * - `no-store`, `no-cache`, `private`, a `Vary` on anything but the encoding, a `Set-Cookie`, or no
 *   lifetime at all: not kept;
 * - concurrent misses of one key share one request (single-flight); a waiter whose visitor leaves
 *   stops waiting without cancelling the request the others wait for;
 * - at most `maxEntries` answers, least recently used out first; an expired answer is never served
 *   (docs/decisions/016: the API away is still the 503 page once the answer has expired);
 * - the stored value is the parsed, frozen answer: a hit costs no JSON or schema parse, and no
 *   loader can change what the next visitor gets.
 */
export interface Kept<T> {
  value: T;
  /** How long it may be served from the cache (0: not at all). */
  freshForMs: number;
}

export interface AnswerCache {
  /** The kept answer for `key`, or the one `load` brings (shared with concurrent callers). */
  read<T>(key: string, load: () => Promise<Kept<T>>, signal?: AbortSignal): Promise<T>;
  readonly size: number;
  clear(): void;
}

export function createAnswerCache({
  maxEntries,
  maxFreshMs,
  now = Date.now,
  onLookup,
}: {
  maxEntries: number;
  maxFreshMs: number;
  now?: () => number;
  /** Told of each read: kept (hit), joining a request under way (shared), or a new request (miss). */
  onLookup?: (result: "hit" | "shared" | "miss") => void;
}): AnswerCache {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  const inFlight = new Map<string, Promise<unknown>>();

  const keep = (key: string, value: unknown, freshForMs: number) => {
    const lifetime = Math.min(freshForMs, maxFreshMs);
    if (!(lifetime > 0)) return;
    entries.delete(key);
    entries.set(key, { value, expiresAt: now() + lifetime });
    for (const [oldest] of entries) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  };

  const fetchShared = (key: string, load: () => Promise<Kept<unknown>>) => {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = load()
        .then(({ value, freshForMs }) => {
          const frozen = deepFreeze(value);
          keep(key, frozen, freshForMs);
          return frozen;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };

  return {
    read<T>(key: string, load: () => Promise<Kept<T>>, signal?: AbortSignal): Promise<T> {
      const entry = entries.get(key);
      if (entry) {
        if (entry.expiresAt > now()) {
          // Least recently used goes first: a hit moves the key to the end.
          entries.delete(key);
          entries.set(key, entry);
          onLookup?.("hit");
          return Promise.resolve(entry.value as T);
        }
        entries.delete(key);
      }
      onLookup?.(inFlight.has(key) ? "shared" : "miss");
      return untilAborted(fetchShared(key, load) as Promise<T>, signal);
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * How long a shared cache may keep an answer, from its headers (RFC 9111 §3, §4.2.1); 0 when it
 * must not be stored or says no lifetime.
 */
export function sharedFreshness(headers: Headers): number {
  if (headers.has("set-cookie")) return 0;
  const vary = headers.get("vary");
  if (vary?.split(",").some((field) => field.trim().toLowerCase() !== "accept-encoding")) return 0;
  let maxAge: number | undefined;
  let sMaxAge: number | undefined;
  for (const directive of (headers.get("cache-control") ?? "").split(",")) {
    const [rawName = "", rawValue] = directive.split("=", 2);
    const name = rawName.trim().toLowerCase();
    if (name === "no-store" || name === "no-cache" || name === "private") return 0;
    const seconds = rawValue === undefined ? Number.NaN : Number(rawValue.trim().replace(/^"|"$/g, ""));
    if (!Number.isFinite(seconds) || seconds < 0) continue;
    if (name === "max-age") maxAge = seconds;
    if (name === "s-maxage") sMaxAge = seconds;
  }
  const lifetime = sMaxAge ?? maxAge;
  if (lifetime === undefined) return 0;
  const age = Number(headers.get("age") ?? 0);
  return Math.max(0, lifetime - (Number.isFinite(age) ? age : 0)) * 1000;
}

function untilAborted<T>(pending: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return pending;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    pending.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(err);
      },
    );
  });
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
