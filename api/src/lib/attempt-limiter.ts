import type { RedisLink } from "./redis-link.ts";

/**
 * Counts attempts per key in a fixed window — per account, where the per-IP route limit cannot
 * see who is being attacked. Redis when configured (replicas agree), else this process's memory —
 * and memory too while Redis is away (docs/decisions/013-riding-out-outages.md).
 */
export interface AttemptLimiter {
  /** Counts one attempt; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, max: number, windowMs: number): Promise<number>;
  /** How many attempts the key's current window holds (0 when none), without counting one. */
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function createAttemptLimiter(link?: RedisLink): AttemptLimiter {
  const memory = memoryAttemptLimiter();
  if (!link) return memory;
  const redis = link.redis;
  /** Redis while it answers; memory when it is away or a command fails. */
  const either = async <T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> => {
    if (!link.usable) return inMemory();
    try {
      const result = await inRedis();
      link.succeeded();
      return result;
    } catch (err) {
      link.failed(err);
      return inMemory();
    }
  };
  return {
    hit: (key, max, windowMs) =>
      either(
        async () => {
          const k = `pitstop-attempts:${key}`;
          const count = await redis.incr(k);
          if (count === 1) await redis.pexpire(k, windowMs);
          if (count <= max) return 0;
          return Math.max(1, Math.ceil((await redis.pttl(k)) / 1000));
        },
        () => memory.hit(key, max, windowMs),
      ),
    count: (key) =>
      either(
        async () => Number((await redis.get(`pitstop-attempts:${key}`)) ?? 0),
        () => memory.count(key),
      ),
    reset: (key) =>
      either(
        async () => void (await redis.del(`pitstop-attempts:${key}`)),
        () => memory.reset(key),
      ),
  };
}

function memoryAttemptLimiter(): AttemptLimiter {
  const windows = new Map<string, { count: number; until: number }>();
  return {
    async hit(key, max, windowMs) {
      const now = Date.now();
      const w = windows.get(key);
      const current = w && w.until > now ? w : { count: 0, until: now + windowMs };
      current.count += 1;
      windows.set(key, current);
      if (windows.size > 100_000) for (const [k, v] of windows) if (v.until <= now) windows.delete(k);
      return current.count <= max ? 0 : Math.ceil((current.until - now) / 1000);
    },
    async count(key) {
      const w = windows.get(key);
      return w && w.until > Date.now() ? w.count : 0;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
