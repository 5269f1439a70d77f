import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type AttemptLimiter, createAttemptLimiter } from "../lib/attempt-limiter.ts";
import { fallbackStore } from "../lib/rate-limit-store.ts";
import { connectRedis, type RedisLink } from "../lib/redis-link.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Per-key attempt counting (per account), beside the per-IP route limits. */
    attempts: AttemptLimiter;
    /** Whether Redis answers (for /api/health): while it does not, rate limits are counted in memory. */
    redisHealth(): Promise<"ok" | "unreachable" | "not configured">;
  }
}

/**
 * Rate limits are declared per route (`config.rateLimit`); nothing is limited globally. With
 * REDIS_URL the counters live in Redis so every API replica agrees; while
 * Redis is away they are counted in memory, and a request never fails for it
 * (docs/decisions/013-riding-out-outages.md).
 */
export default fp(async function rateLimits(app: FastifyInstance, opts: { redisUrl: string | undefined }) {
  const link: RedisLink | undefined = opts.redisUrl ? connectRedis(opts.redisUrl, app.log) : undefined;
  if (link) app.addHook("onClose", async () => link.close());
  app.decorate("attempts", createAttemptLimiter(link));
  app.decorate("redisHealth", async () => {
    if (!link) return "not configured" as const;
    if (!link.usable) return "unreachable" as const;
    try {
      await link.redis.ping();
      link.succeeded();
      return "ok" as const;
    } catch (err) {
      link.failed(err);
      return "unreachable" as const;
    }
  });
  await app.register(rateLimit, {
    global: false,
    ...(link ? { store: fallbackStore(link, "pitstop-rl:") } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
});
