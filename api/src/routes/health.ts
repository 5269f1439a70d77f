import { HealthSchema } from "@pitstop/contract/health";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DATABASE_RETRY_AFTER_SECONDS } from "../db/availability.ts";

/**
 * Liveness and each part the API leans on. Without the database the API cannot serve (503, so a
 * load balancer or `npm start` sees it); without Redis it serves on with rate limits in memory, so
 * the answer stays 200 but says `degraded` and which part (docs/decisions/013-riding-out-outages.md).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness and the state of the database and Redis; 503 while the database is unreachable",
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const [database, redis] = await Promise.all([
        app.db.execute(sql`select 1`).then(
          () => "ok" as const,
          (err: unknown) => {
            request.log.warn({ err }, "health check: database unreachable");
            return "unreachable" as const;
          },
        ),
        app.redisHealth(),
      ]);
      const status = database === "ok" && redis !== "unreachable" ? ("ok" as const) : ("degraded" as const);
      if (database !== "ok") {
        return reply
          .status(503)
          .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ status, database, redis });
      }
      return { status, database, redis };
    },
  );
};
export default healthRoutes;
