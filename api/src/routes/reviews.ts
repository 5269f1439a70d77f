import { ErrorResponseSchema } from "@pitstop/contract/errors";
import {
  HelpfulVoteResultSchema,
  HelpfulVoteSchema,
  OwnReviewSchema,
  ProductReviewParamsSchema,
  ReportInputSchema,
  ReportResultSchema,
  ReviewEditSchema,
  ReviewInputSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewParamsSchema,
  WallQuerySchema,
  WallSchema,
} from "@pitstop/contract/reviews";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listProductReviews } from "../modules/reviews/review-list.ts";
import {
  createReview,
  deleteReview,
  editReview,
  type ReviewDeps,
  reportReview,
  voteHelpful,
} from "../modules/reviews/review-service.ts";
import { reviewWall } from "../modules/reviews/review-wall.ts";
import { signedInUser } from "../plugins/auth.ts";

/** A limit per account (whichever address it comes from), as paying has; a guest never gets this far (401 first). */
const perAccount = (name: string, max: number, timeWindow: string) => ({
  rateLimit: {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => (request.user ? `${name}-user-${request.user.id}` : request.ip),
  },
});
/** Writing, editing and deleting reviews; voting; reporting (rate limits on all three). */
export const REVIEW_WRITE_LIMIT = perAccount("review-write", 20, "1 hour");
export const REVIEW_VOTE_LIMIT = perAccount("review-vote", 60, "10 minutes");
export const REVIEW_REPORT_LIMIT = perAccount("review-report", 10, "1 hour");

export const reviewDepsOf = (app: Parameters<FastifyPluginAsyncZod>[0]): ReviewDeps => ({
  db: app.db,
  catalogueChanged: () => app.catalogueRefresh.changed(),
});

/** Reviews, "Helpful" votes, reports and the /reviews wall (docs/decisions/022-reviews-and-fit-answers.md). */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = reviewDepsOf(app);
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const e = ErrorResponseSchema;

  app.get(
    "/api/products/:slug/reviews",
    {
      schema: {
        tags: ["reviews"],
        summary:
          "A product's published reviews: sorted, paged, filtered by stars or to owners of the shopper's car (same make and model, years ±2), with the histogram",
        description:
          "Titles and texts are plain text as their authors typed them: show them escaped, links not clickable. With a bearer token the answer also holds the shopper's own review and their votes and reports.",
        params: ProductReviewParamsSchema,
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListSchema, 400: e, 404: e },
      },
    },
    async (request, reply) => {
      if (request.user) reply.header("cache-control", "private, no-store");
      return listProductReviews(app.db, request.params.slug, request.query, request.user?.id ?? null);
    },
  );

  app.post(
    "/api/products/:slug/reviews",
    {
      ...signedIn,
      config: REVIEW_WRITE_LIMIT,
      schema: {
        tags: ["reviews"],
        summary:
          "Write a review of a product: 1–5 stars, a title (≤ 120 characters), a text (20–5,000 characters, plain text) and one of the author's garage cars (the main car when left out, none with null). One per product per account (409 on a second)",
        security,
        params: ProductReviewParamsSchema,
        body: ReviewInputSchema,
        response: { 201: OwnReviewSchema, 400: e, 404: e, 409: e, 429: e },
      },
    },
    async (request, reply) => {
      const review = await createReview(deps, signedInUser(request).id, request.params.slug, request.body);
      return reply.code(201).send(review);
    },
  );

  app.patch(
    "/api/reviews/:id",
    {
      ...signedIn,
      config: REVIEW_WRITE_LIMIT,
      schema: {
        tags: ["reviews"],
        summary: "Edit one's own review (another account's review is a 404); a review hidden for reports stays hidden",
        security,
        params: ReviewParamsSchema,
        body: ReviewEditSchema,
        response: { 200: OwnReviewSchema, 400: e, 404: e, 422: e, 429: e },
      },
    },
    async (request) => editReview(deps, signedInUser(request).id, request.params.id, request.body),
  );

  app.delete(
    "/api/reviews/:id",
    {
      ...signedIn,
      config: REVIEW_WRITE_LIMIT,
      schema: {
        tags: ["reviews"],
        summary: "Delete one's own review (another account's review is a 404)",
        security,
        params: ReviewParamsSchema,
        response: { 204: z.null().describe("Deleted"), 400: e, 404: e, 429: e },
      },
    },
    async (request, reply) => {
      await deleteReview(deps, signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    "/api/reviews/:id/helpful",
    {
      ...signedIn,
      config: REVIEW_VOTE_LIMIT,
      schema: {
        tags: ["reviews"],
        summary: "Set (helpful: true) or clear (false) the shopper's one \"Helpful\" vote for someone else's review",
        security,
        params: ReviewParamsSchema,
        body: HelpfulVoteSchema,
        response: { 200: HelpfulVoteResultSchema, 400: e, 404: e, 422: e, 429: e },
      },
    },
    async (request) => voteHelpful(app.db, signedInUser(request).id, request.params.id, request.body.helpful),
  );

  app.post(
    "/api/reviews/:id/report",
    {
      ...signedIn,
      config: REVIEW_REPORT_LIMIT,
      schema: {
        tags: ["reviews"],
        summary:
          "Report someone else's review (once per account, 409 on a second); the third account's report hides it until an operator looks",
        security,
        params: ReviewParamsSchema,
        body: ReportInputSchema,
        response: { 200: ReportResultSchema, 400: e, 404: e, 409: e, 422: e, 429: e },
      },
    },
    async (request) => reportReview(deps, signedInUser(request).id, request.params.id, request.body),
  );

  app.get(
    "/api/reviews",
    {
      schema: {
        tags: ["reviews"],
        summary:
          "The review wall (/reviews): the latest published reviews across the catalogue with product and car, by category, paged",
        querystring: WallQuerySchema,
        response: { 200: WallSchema, 400: e, 404: e },
      },
    },
    async (request) => reviewWall(app.db, request.query),
  );
};
export default reviewRoutes;
