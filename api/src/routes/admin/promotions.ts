import { ErrorResponseSchema } from "@pitstop/contract/errors";
import { EmptyBodySchema } from "@pitstop/contract/orders";
import {
  PromotionCreateSchema,
  PromotionListSchema,
  PromotionParamsSchema,
  PromotionSchema,
  PromotionUpdateSchema,
} from "@pitstop/contract/promotions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createPromotion,
  deactivatePromotion,
  listPromotions,
  updatePromotion,
} from "../../modules/promotions/promotion-service.ts";
import { actorOf, requireOperator } from "../../plugins/operator.ts";

/** The shop operator's promotions: codes and automatic discounts (docs/pricing.md). */
const adminPromotionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Both on request, before the body is read or validated: a shopper's admin call is a 403 whatever it sends.
  const operator = { onRequest: [app.authenticate, requireOperator] };
  const security = [{ bearer: [] }];
  const e = ErrorResponseSchema;
  const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 422: e };

  app.get(
    "/api/admin/promotions",
    {
      ...operator,
      schema: {
        tags: ["admin"],
        summary: "Every promotion, newest first, with how often it was used and how much it gave away",
        security,
        response: { 200: PromotionListSchema, ...errors },
      },
    },
    async () => listPromotions(app.db),
  );

  app.post(
    "/api/admin/promotions",
    {
      ...operator,
      schema: {
        tags: ["admin"],
        summary: "Create a promotion: a code or an automatic discount (percent, fixed or free shipping)",
        security,
        body: PromotionCreateSchema,
        response: { 201: PromotionSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createPromotion(app.db, request.body, actorOf(request))),
  );

  app.patch(
    "/api/admin/promotions/:id",
    {
      ...operator,
      schema: {
        tags: ["admin"],
        summary: "Change a promotion; orders already placed keep what they were given",
        security,
        params: PromotionParamsSchema,
        body: PromotionUpdateSchema,
        response: { 200: PromotionSchema, ...errors },
      },
    },
    async (request) => updatePromotion(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    "/api/admin/promotions/:id/deactivate",
    {
      ...operator,
      schema: {
        tags: ["admin"],
        summary: "Stop a promotion: no new order gets it",
        security,
        params: PromotionParamsSchema,
        body: EmptyBodySchema,
        response: { 200: PromotionSchema, ...errors },
      },
    },
    async (request) => deactivatePromotion(app.db, request.params.id, actorOf(request)),
  );
};
export default adminPromotionRoutes;
