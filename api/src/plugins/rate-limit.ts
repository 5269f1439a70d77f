import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { type AttemptLimiter, createAttemptLimiter } from "../lib/attempt-limiter.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Per-key attempt counting (per account), beside the per-IP route limits. */
    attempts: AttemptLimiter;
  }
}

/**
 * Rate limits are declared per route (`config.rateLimit`); nothing is limited globally. With
 * REDIS_URL the counters live in Redis so every API replica agrees (ARCHITECTURE: Redis).
 */
export default fp(async function rateLimits(app: FastifyInstance, opts: { redisUrl: string | undefined }) {
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook("onClose", async () => void (await redis.quit()));
  app.decorate("attempts", createAttemptLimiter(redis));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "pitstop-rl:" } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
});
