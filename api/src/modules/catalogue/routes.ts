import { CategoryListSchema } from "@pitstop/contract/catalogue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listCategories } from "./service.ts";

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/categories",
    {
      schema: {
        tags: ["catalogue"],
        summary: "The shop's categories in display order, with product counts",
        response: { 200: CategoryListSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return listCategories(app.db);
    },
  );
};
export default catalogueRoutes;
