import { ErrorResponseSchema } from "@pitstop/contract/errors";
import { EmptyBodySchema } from "@pitstop/contract/orders";
import {
  AdminReturnListQuerySchema,
  AdminReturnListSchema,
  AdminReturnParamsSchema,
  AdminReturnSchema,
  ReceiveReturnSchema,
  RefuseReturnSchema,
} from "@pitstop/contract/returns";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idempotencyKeyOf, requestFingerprint, runIdempotent, sendIdempotent } from "../../lib/idempotency.ts";
import { orderDepsOf } from "../../modules/orders/order-deps.ts";
import {
  adminReturn,
  adminReturnList,
  approveReturn,
  receiveReturn,
  refundReturn,
  refuseReturn,
  returnLabel,
} from "../../modules/orders/return-operator.ts";
import { actorOf, requireOperator } from "../../plugins/operator.ts";

/** The returns queue of the back office (docs/returns.md); every step is audited. */
/** Raw bytes: Fastify sends a Buffer as it is, without serialising it. */
const pdfBytes = z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe("The label, a PDF");

const adminReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = orderDepsOf(app);
  const operator = { onRequest: [app.authenticate, requireOperator] };
  const security = [{ bearer: [] }];
  const e = ErrorResponseSchema;
  const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 422: e };
  const tags = ["admin"];
  const params = AdminReturnParamsSchema;

  app.get(
    "/api/admin/returns",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Every return, newest first, by status and reason, with the count of each status",
        querystring: AdminReturnListQuerySchema,
        response: { 200: AdminReturnListSchema, ...errors },
      },
    },
    async (request) => adminReturnList(app.db, request.query),
  );

  app.get(
    "/api/admin/returns/:id",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "A return with its buyer, car, photos, refund and history",
        params,
        response: { 200: AdminReturnSchema, ...errors },
      },
    },
    async (request) => adminReturn(app.db, request.params.id),
  );

  app.get(
    "/api/admin/returns/:id/label",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "The return's prepaid label (PDF)",
        params,
        produces: ["application/pdf"],
        response: { 200: pdfBytes, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request, reply) => {
      const pdf = await returnLabel(app.db, request.params.id);
      reply.header("cache-control", "private, no-store");
      return reply.type("application/pdf").send(pdf);
    },
  );

  app.post(
    "/api/admin/returns/:id/approve",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Approve a requested return and issue its prepaid label (the buyer is mailed it)",
        params,
        body: EmptyBodySchema,
        response: { 200: AdminReturnSchema, ...errors, 502: e },
      },
    },
    async (request) => approveReturn(deps, request.params.id, actorOf(request)),
  );

  app.post(
    "/api/admin/returns/:id/refuse",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Refuse a return not yet received, with the reason the buyer is told",
        params,
        body: RefuseReturnSchema,
        response: { 200: AdminReturnSchema, ...errors },
      },
    },
    async (request) => refuseReturn(deps, request.params.id, request.body.reason, actorOf(request)),
  );

  app.post(
    "/api/admin/returns/:id/receive",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Mark a return's parts received: back in stock, except the lines that arrived damaged",
        params,
        body: ReceiveReturnSchema,
        response: { 200: AdminReturnSchema, ...errors },
      },
    },
    async (request) => receiveReturn(deps, request.params.id, request.body?.damaged_line_ids ?? [], actorOf(request)),
  );

  app.post(
    "/api/admin/returns/:id/refund",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary:
          "Refund a received return through the payment provider, exactly once (Idempotency-Key required); never more than is left of the payment",
        params,
        body: EmptyBodySchema,
        response: { 200: AdminReturnSchema, ...errors, 502: e },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const key = idempotencyKeyOf(request);
      const outcome = await runIdempotent(
        app.db,
        {
          userId: actor.id,
          key,
          fingerprint: requestFingerprint(`POST /api/admin/returns/${request.params.id}/refund`, null),
        },
        async () => ({ status: 200, body: await refundReturn(deps, request.params.id, actor) }),
      );
      return sendIdempotent(reply, outcome);
    },
  );
};
export default adminReturnRoutes;
