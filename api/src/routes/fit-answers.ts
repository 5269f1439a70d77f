import { ErrorResponseSchema } from "@pitstop/contract/errors";
import { OrderParamsSchema } from "@pitstop/contract/orders";
import {
  AdminFitReportListSchema,
  AdminFitReportQuerySchema,
  FitAnswerInputSchema,
  OrderFitSchema,
  OrderLineParamsSchema,
  ProductFitQuerySchema,
  ProductFitSchema,
  ProductReviewParamsSchema,
} from "@pitstop/contract/reviews";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answerFit, fitReports, orderFit, productFit } from "../modules/fit-answers/fit-service.ts";
import { signedInUser } from "../plugins/auth.ts";
import { requireOperator } from "../plugins/operator.ts";

const FIT_ANSWER_LIMIT = {
  rateLimit: {
    max: 60,
    timeWindow: "10 minutes",
    keyGenerator: (request: FastifyRequest) => (request.user ? `fit-user-${request.user.id}` : request.ip),
  },
};

/** "Did it fit?": the buyers' answers, what owners of a car said, the operators' list. */
const fitAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const e = ErrorResponseSchema;

  app.get(
    "/api/orders/:id/fit",
    {
      ...signedIn,
      schema: {
        tags: ["orders"],
        summary:
          '"Did it fit your 2018 Toyota Camry?": each line of one of the buyer\'s orders with their answer; `asks` once the order is completed',
        security,
        params: OrderParamsSchema,
        response: { 200: OrderFitSchema, 400: e, 404: e },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return orderFit(app.db, signedInUser(request).id, request.params.id);
    },
  );

  app.put(
    "/api/orders/:id/lines/:lineId/fit",
    {
      ...signedIn,
      config: FIT_ANSWER_LIMIT,
      schema: {
        tags: ["orders"],
        summary:
          "Answer (or change) \"Did it fit?\" for a line of one's own completed order: yes, or no with a reason; the car is the order's, else one of the buyer's garage cars (vehicle_id)",
        security,
        params: OrderLineParamsSchema,
        body: FitAnswerInputSchema,
        response: { 200: OrderFitSchema, 400: e, 404: e, 422: e, 429: e },
      },
    },
    async (request) =>
      answerFit(app.db, signedInUser(request).id, request.params.id, request.params.lineId, request.body),
  );

  app.get(
    "/api/products/:slug/fit-answers",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "What owners of a vehicle said after buying the part: how many confirmed it fit, and how many said it did not, by reason",
        params: ProductReviewParamsSchema,
        querystring: ProductFitQuerySchema,
        response: { 200: ProductFitSchema, 400: e, 404: e },
      },
    },
    async (request) => productFit(app.db, request.params.slug, request.query.vehicle),
  );

  app.get(
    "/api/admin/fit-reports",
    {
      onRequest: [app.authenticate, requireOperator],
      schema: {
        tags: ["admin"],
        summary:
          'Parts with "did not fit" answers per vehicle, flagged first (3 or more "No" and no "Yes"): fitment data to check',
        security,
        querystring: AdminFitReportQuerySchema,
        response: { 200: AdminFitReportListSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return fitReports(app.db, request.query);
    },
  );
};
export default fitAnswerRoutes;
