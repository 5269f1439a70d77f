import { z } from "zod";

/**
 * `degraded` names the part that is away: without the database the API answers 503; without Redis
 * it serves on, counting rate limits in memory (docs/decisions/013-riding-out-outages.md).
 */
export const HealthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["ok", "unreachable"]),
  redis: z.enum(["ok", "unreachable", "not configured"]),
});
export type Health = z.infer<typeof HealthSchema>;
