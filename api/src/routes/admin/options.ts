import { ErrorResponseSchema } from "@pitstop/contract/errors";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireOperator } from "../../plugins/operator.ts";

/**
 * What every back-office route file shares: accounts with the role 'admin' only, checked on request
 * before any body is read (docs/decisions/023); the bearer token in the API description; the error
 * answers of a read and of a write.
 */
export function adminRouteOptions(app: FastifyInstance) {
  const e = ErrorResponseSchema;
  const read = { 400: e, 401: e, 403: e, 404: e };
  return {
    operator: { onRequest: [app.authenticate, requireOperator] },
    security: [{ bearer: [] }],
    e,
    read,
    write: { ...read, 409: e, 422: e },
    tags: ["admin"],
    deleted: z.null().describe("Deleted"),
  };
}
