import {
  CategoryListSchema,
  FilterRequestSchema,
  FilterResponseSchema,
  FitsQuerySchema,
  FitsResponseSchema,
  ProductQuerySchema,
  ProductSchema,
} from "@pitstop/contract/catalogue";
import { ErrorResponseSchema } from "@pitstop/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { filterCatalogue } from "../modules/catalogue/filter-service.ts";
import { productFits } from "../modules/catalogue/product-service.ts";
import { listCategories } from "../modules/catalogue/service.ts";
import { getProduct } from "../read-models/product-page.ts";

const ProductParamsSchema = z.object({ slug: z.string().trim().min(1).max(200) });

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

  // Not cached — the storefront asks again on every query change.
  app.post(
    "/api/filter",
    {
      schema: {
        tags: ["catalogue"],
        summary: "One page of products under a category, type, brand or vehicle, with facets",
        body: FilterRequestSchema,
        response: { 200: FilterResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return filterCatalogue(app.db, request.body);
    },
  );

  app.get(
    "/api/products/:slug",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "One product with its qualified fitment, specifications and reviews; `vehicle` (a vehicle key) adds `fit`",
        params: ProductParamsSchema,
        querystring: ProductQuerySchema,
        response: { 200: ProductSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => getProduct(app.db, request.params.slug, request.query.vehicle),
  );

  app.get(
    "/api/products/:slug/fits",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Whether the product fits each of the given vehicles (comma-separated vehicle keys)",
        description:
          "A vehicle key is a vehicle slug (toyota-camry-2018), optionally followed by |engine|trim with both " +
          "percent-encoded (toyota-camry-2018|2.5L%204-cyl|). Each answer is fits, doesnt_fit or needs_config; the " +
          "last names the question (engine or trim) and each choice with its answer. An unknown vehicle is a 404, " +
          "an engine or trim the vehicle does not have a 400.",
        params: ProductParamsSchema,
        querystring: FitsQuerySchema,
        response: { 200: FitsResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => productFits(app.db, request.params.slug, request.query.vehicles),
  );
};
export default catalogueRoutes;
