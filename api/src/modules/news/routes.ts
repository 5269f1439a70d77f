import { ErrorResponseSchema } from "@pitstop/contract/errors";
import { ArticleSchema, NewsListQuerySchema, NewsListSchema, NewsParamsSchema } from "@pitstop/contract/news";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/http-error.ts";
import { findArticle, listNews } from "./service.ts";

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
    async (request) => {
      const article = await findArticle(app.db, request.params.id);
      if (!article) throw notFound("Article not found");
      return article;
    },
  );
};
export default newsRoutes;
