import { AdminIdParamsSchema, DeletionQuerySchema } from "@pitstop/contract/admin";
import {
  AdminBrandListSchema,
  AdminBrandSchema,
  BrandCreateSchema,
  BrandUpdateSchema,
} from "@pitstop/contract/admin-catalogue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { catalogueChanged } from "../../flows/catalogue-changes.ts";
import { deleteBrand } from "../../modules/admin/deletions.ts";
import { createBrand, listBrands, updateBrand } from "../../modules/admin/taxonomy-service.ts";
import { actorOf } from "../../plugins/operator.ts";
import { adminRouteOptions } from "./options.ts";

/** Brands in the back office: list, create, change, delete. */
const adminBrandRoutes: FastifyPluginAsyncZod = async (app) => {
  const { operator, security, read, write, tags, deleted } = adminRouteOptions(app);

  app.get(
    "/api/admin/brands",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Every brand, with its product count and version",
        response: { 200: AdminBrandListSchema, ...read },
      },
    },
    async () => listBrands(app.db),
  );
  app.post(
    "/api/admin/brands",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Create a brand",
        body: BrandCreateSchema,
        response: { 201: AdminBrandSchema, ...write },
      },
    },
    async (request, reply) => {
      const brand = await createBrand(app.db, actorOf(request), request.body);
      catalogueChanged(app);
      return reply.code(201).send(brand);
    },
  );
  app.patch(
    "/api/admin/brands/:id",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Edit a brand (stale version: 409)",
        params: AdminIdParamsSchema,
        body: BrandUpdateSchema,
        response: { 200: AdminBrandSchema, ...write },
      },
    },
    async (request) => {
      const brand = await updateBrand(app.db, actorOf(request), request.params.id, request.body);
      catalogueChanged(app);
      return brand;
    },
  );

  app.delete(
    "/api/admin/brands/:id",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Delete a brand no product uses (409 while some do, or for a stale version)",
        params: AdminIdParamsSchema,
        querystring: DeletionQuerySchema,
        response: { 204: deleted, ...write },
      },
    },
    async (request, reply) => {
      await deleteBrand(app.db, actorOf(request), request.params.id, request.query.version);
      catalogueChanged(app);
      return reply.code(204).send(null);
    },
  );
};
export default adminBrandRoutes;
