import { ErrorResponseSchema } from "@pitstop/contract/errors";
import {
  ArticleLikedSchema,
  ArticleLikeSchema,
  ArticleSavedSchema,
  ArticleSaveSchema,
  ArticleSchema,
  NewsListQuerySchema,
  NewsListSchema,
  NewsParamsSchema,
} from "@pitstop/contract/news";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../lib/http-error.ts";
import { actingForSelf, hasLiked, likeArticle, saveArticle, unsaveArticle } from "../modules/news/reactions-service.ts";
import { findArticle, listNews } from "../modules/news/service.ts";
import { signedInUser } from "../plugins/auth.ts";

const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/news",
    {
      schema: {
        tags: ["content"],
        summary: "Articles, newest first; the total is in the X-Total-Count header",
        querystring: NewsListQuerySchema,
        response: { 200: NewsListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { articles, total } = await listNews(app.db, request.query);
      // The same list for everyone: the storefront's frame keeps it (docs/decisions/016).
      reply.header("cache-control", "public, max-age=60");
      reply.header("x-total-count", String(total));
      return articles;
    },
  );

  app.get(
    "/api/news/:id",
    {
      schema: {
        tags: ["content"],
        summary: "One article by id or slug",
        params: NewsParamsSchema,
        response: { 200: ArticleSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const article = await findArticle(app.db, request.params.id);
      if (!article) throw notFound("Article not found");
      if (!request.user) return { ...article, liked: null };
      // The answer now depends on who asks: never shared by a cache.
      reply.header("cache-control", "private, no-store");
      return { ...article, liked: await hasLiked(app.db, request.user.id, article.id) };
    },
  );

  // Saving and liking: signed-in users, for themselves only (the body names a `user_id`).
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const reactionErrors = {
    400: ErrorResponseSchema,
    401: ErrorResponseSchema,
    403: ErrorResponseSchema,
    404: ErrorResponseSchema,
  };

  app.post(
    "/api/news/save",
    {
      ...signedIn,
      schema: {
        tags: ["content"],
        summary: "Save an article to the profile",
        security,
        body: ArticleSaveSchema,
        response: { 200: ArticleSavedSchema, ...reactionErrors },
      },
    },
    async (request) => {
      const caller = signedInUser(request).id;
      actingForSelf(caller, request.body.user_id);
      return saveArticle(app.db, caller, request.body.news_id);
    },
  );

  app.delete(
    "/api/news/delete",
    {
      ...signedIn,
      schema: {
        tags: ["content"],
        summary: "Remove an article from the saved ones",
        security,
        body: ArticleSaveSchema,
        response: { 200: ArticleSavedSchema, ...reactionErrors },
      },
    },
    async (request) => {
      const caller = signedInUser(request).id;
      actingForSelf(caller, request.body.user_id);
      return unsaveArticle(app.db, caller, request.body.news_id);
    },
  );

  app.post(
    "/api/articles/like",
    {
      ...signedIn,
      schema: {
        tags: ["content"],
        summary: "Like an article (once per user); answers the article's like count",
        security,
        body: ArticleLikeSchema,
        response: { 200: ArticleLikedSchema, ...reactionErrors },
      },
    },
    async (request) => {
      const caller = signedInUser(request).id;
      actingForSelf(caller, request.body.user_id);
      return likeArticle(app.db, caller, request.body.article_id);
    },
  );
};
export default newsRoutes;
