import { createRequire } from "node:module";
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from "@fastify/rate-limit";
import type { RedisLink } from "./redis-link.ts";

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
type InnerStore = FastifyRateLimitStore & {
  read?(key: string, cb: Callback, timeWindow: number, max: number): void;
};
type StoreParams = FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean };

// The plugin's own stores (plain CommonJS, not in its type exports): Redis and in-memory LRU.
const require = createRequire(import.meta.url);
const RedisStore = require("@fastify/rate-limit/store/RedisStore.js") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: unknown,
  key: string,
) => InnerStore;
const LocalStore = require("@fastify/rate-limit/store/LocalStore.js") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => InnerStore;

/**
 * A rate-limit store that counts in Redis while it answers and in this process's memory while it
 * does not (docs/decisions/013-riding-out-outages.md). A failed Redis command is counted in memory
 * instead of failing the request.
 */
export function fallbackStore(link: RedisLink, nameSpace: string) {
  class Fallback {
    readonly redisStore: InnerStore;
    readonly memoryStore: InnerStore;
    constructor(params: StoreParams, stores?: { redisStore: InnerStore; memoryStore: InnerStore }) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      this.redisStore =
        stores?.redisStore ?? new RedisStore(continueExceeding, exponentialBackoff, link.redis, nameSpace);
      this.memoryStore = stores?.memoryStore ?? new LocalStore(continueExceeding, exponentialBackoff);
    }

    private count(method: "incr" | "read", key: string, cb: Callback, timeWindow: number, max: number) {
      const inMemory = () => {
        const store = this.memoryStore;
        if (method === "read" && store.read) store.read(key, cb, timeWindow, max);
        else store.incr(key, cb, timeWindow, max);
      };
      if (!link.usable) return inMemory();
      const store = this.redisStore;
      const done: Callback = (err, result) => {
        if (err) {
          link.failed(err);
          return inMemory();
        }
        link.succeeded();
        cb(null, result);
      };
      if (method === "read" && store.read) store.read(key, done, timeWindow, max);
      else store.incr(key, done, timeWindow, max);
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      this.count("incr", key, cb, timeWindow, max);
    }

    read(key: string, cb: Callback, timeWindow: number, max: number) {
      this.count("read", key, cb, timeWindow, max);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]) {
      return new Fallback(routeOptions as unknown as StoreParams, {
        redisStore: this.redisStore.child(routeOptions),
        memoryStore: this.memoryStore.child(routeOptions),
      });
    }
  }
  return Fallback;
}
