import { AuditListSchema, AuditQuerySchema } from "@pitstop/contract/admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listAudit } from "../../modules/admin/audit.ts";
import { adminRouteOptions } from "./options.ts";

/** The audit trail of every back-office write, filtered by entity. */
const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { operator, security, read, tags } = adminRouteOptions(app);

  app.get(
    "/api/admin/audit",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "The audit trail of admin writes, newest first",
        querystring: AuditQuerySchema,
        response: { 200: AuditListSchema, ...read },
      },
    },
    async (request) => ({
      ...(await listAudit(app.db, request.query)),
      page: request.query.page,
      page_size: request.query.page_size,
    }),
  );
};
export default adminAuditRoutes;
