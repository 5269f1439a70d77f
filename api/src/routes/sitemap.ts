import { ErrorResponseSchema } from "@pitstop/contract/errors";
import { SitemapFileParamsSchema, SitemapFileSchema, SitemapIndexSchema } from "@pitstop/contract/sitemap";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sitemapFile, sitemapIndex } from "../modules/catalogue/sitemap.ts";

/** The catalogue's sitemap for the storefront's /sitemap.xml (docs/decisions/033). Public, kept an hour. */
const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/sitemap",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "The catalogue's sitemap files: for categories, types and brands, vehicle pages and products, each at most 50,000 addresses",
        response: { 200: SitemapIndexSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return sitemapIndex(app.db);
    },
  );
  app.get(
    "/api/sitemap/:kind/:page",
    {
      schema: {
        tags: ["catalogue"],
        summary: "One sitemap file: the storefront paths of its pages, each with its last change",
        params: SitemapFileParamsSchema,
        response: { 200: SitemapFileSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return sitemapFile(app.db, request.params.kind, request.params.page);
    },
  );
};
export default sitemapRoutes;
