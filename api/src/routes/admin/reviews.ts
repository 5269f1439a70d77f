import { ErrorResponseSchema } from "@pitstop/contract/errors";
import {
  AdminReviewListSchema,
  AdminReviewQuerySchema,
  AdminReviewSchema,
  ModerationActionSchema,
  ReviewParamsSchema,
} from "@pitstop/contract/reviews";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { moderationList, publishReview, removeReview } from "../../modules/reviews/moderation-service.ts";
import { actorOf, requireOperator } from "../../plugins/operator.ts";
import { reviewDepsOf } from "../reviews.ts";

/** Moderation by shop operators (role admin): reported and hidden reviews, published again or removed. */
const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = reviewDepsOf(app);
  const operator = { onRequest: [app.authenticate, requireOperator] };
  const security = [{ bearer: [] }];
  const e = ErrorResponseSchema;
  const errors = { 400: e, 401: e, 403: e, 404: e };

  app.get(
    "/api/admin/reviews",
    {
      ...operator,
      schema: {
        tags: ["admin"],
        summary: "Reviews for an operator's look: pending (hidden after 3 reports, the default), reported, or removed",
        security,
        querystring: AdminReviewQuerySchema,
        response: { 200: AdminReviewListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return moderationList(deps, request.query);
    },
  );

  app.post(
    "/api/admin/reviews/:id/publish",
    {
      ...operator,
      schema: {
        tags: ["admin"],
        summary: "Publish a review (again): shown and counted; its reports are settled",
        security,
        params: ReviewParamsSchema,
        body: ModerationActionSchema,
        response: { 200: AdminReviewSchema, ...errors },
      },
    },
    async (request) => publishReview(deps, actorOf(request), request.params.id),
  );

  app.post(
    "/api/admin/reviews/:id/remove",
    {
      ...operator,
      schema: {
        tags: ["admin"],
        summary: "Remove a review: no longer shown nor counted; its author sees it as removed",
        security,
        params: ReviewParamsSchema,
        body: ModerationActionSchema,
        response: { 200: AdminReviewSchema, ...errors },
      },
    },
    async (request) => removeReview(deps, actorOf(request), request.params.id),
  );
};
export default adminReviewRoutes;
