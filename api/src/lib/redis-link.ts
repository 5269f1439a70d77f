import { Redis } from "ioredis";
import { redisUp } from "./metrics.ts";

type Log = { warn(msg: string): void; info(msg: string): void };

/**
 * The API's connection to Redis, which only shares rate-limit counters between replicas: when it is
 * away the limits are counted in this process's memory instead, and Redis is used again once it is
 * back (docs/decisions/013-riding-out-outages.md). Commands fail at once while it is disconnected
 * (no offline queue) and within half a second when it stops answering, so a dead Redis never holds
 * a sign-in up.
 */
export interface RedisLink {
  readonly redis: Redis;
  /** Connected and answering: count in Redis. */
  readonly usable: boolean;
  /** A command failed: count in memory for a while (until the connection is ready again). */
  failed(err: unknown): void;
  /** A command went through. */
  succeeded(): void;
  close(): void;
}

export const REDIS_TIMEOUT_MS = 500;
/** After a failed command on a connection that still looks open, Redis is tried again this much later. */
const RETRY_AFTER_FAILURE_MS = 2000;

export function connectRedis(url: string, log: Log): RedisLink {
  const redis = new Redis(url, {
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // Keep trying to come back, at most every 2 seconds.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let failedUntil = 0;
  let closing = false;
  // One log line per change of state, not one per failed command or reconnection attempt.
  let announcedDown = false;
  const down = (reason: string) => {
    redisUp.set(0);
    failedUntil = Date.now() + RETRY_AFTER_FAILURE_MS;
    if (announcedDown || closing) return;
    announcedDown = true;
    log.warn(`Redis is unreachable (${reason}): rate limits are counted in this process's memory until it is back`);
  };
  const up = () => {
    redisUp.set(1);
    failedUntil = 0;
    if (!announcedDown) return;
    announcedDown = false;
    log.info("Redis is back: rate limits are shared through it again");
  };
  redis.on("ready", up);
  redis.on("error", (err: Error) => down(err.message || "connection error"));
  redis.on("close", () => down("connection closed"));
  return {
    redis,
    get usable() {
      return redis.status === "ready" && Date.now() >= failedUntil;
    },
    failed(err) {
      down(err instanceof Error ? err.message : String(err));
    },
    succeeded() {
      if (announcedDown) up();
    },
    close() {
      closing = true;
      redis.disconnect();
    },
  };
}
