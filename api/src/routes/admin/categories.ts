import { AdminIdParamsSchema, DeletionQuerySchema } from "@pitstop/contract/admin";
import {
  AdminCategoryListSchema,
  AdminCategorySchema,
  CategoryCreateSchema,
  CategoryUpdateSchema,
  TypeCreateSchema,
  TypeParamsSchema,
} from "@pitstop/contract/admin-catalogue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { catalogueChanged } from "../../flows/catalogue-changes.ts";
import { deleteCategory, deleteType } from "../../modules/admin/deletions.ts";
import {
  categoryById,
  createCategory,
  createType,
  listCategories,
  updateCategory,
} from "../../modules/admin/taxonomy-service.ts";
import { actorOf } from "../../plugins/operator.ts";
import { adminRouteOptions } from "./options.ts";

/** Categories and their product types in the back office: list, create, change, delete. */
const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { operator, security, read, write, tags, deleted } = adminRouteOptions(app);

  app.get(
    "/api/admin/categories",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Every category with its product types",
        response: { 200: AdminCategoryListSchema, ...read },
      },
    },
    async () => listCategories(app.db),
  );
  app.post(
    "/api/admin/categories",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Create a category",
        body: CategoryCreateSchema,
        response: { 201: AdminCategorySchema, ...write },
      },
    },
    async (request, reply) => {
      const category = await createCategory(app.db, actorOf(request), request.body);
      catalogueChanged(app);
      return reply.code(201).send(category);
    },
  );
  app.patch(
    "/api/admin/categories/:id",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Edit a category (stale version: 409)",
        params: AdminIdParamsSchema,
        body: CategoryUpdateSchema,
        response: { 200: AdminCategorySchema, ...write },
      },
    },
    async (request) => {
      const category = await updateCategory(app.db, actorOf(request), request.params.id, request.body);
      catalogueChanged(app);
      return category;
    },
  );
  app.post(
    "/api/admin/categories/:id/types",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Add a product type to a category",
        params: AdminIdParamsSchema,
        body: TypeCreateSchema,
        response: { 201: AdminCategorySchema, ...write },
      },
    },
    async (request, reply) => {
      const category = await createType(app.db, actorOf(request), request.params.id, request.body);
      catalogueChanged(app);
      return reply.code(201).send(category);
    },
  );

  app.delete(
    "/api/admin/categories/:id",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary:
          "Delete a category with its product types when no product is in it (409 while some are, or for a stale version)",
        params: AdminIdParamsSchema,
        querystring: DeletionQuerySchema,
        response: { 204: deleted, ...write },
      },
    },
    async (request, reply) => {
      await deleteCategory(app.db, actorOf(request), request.params.id, request.query.version);
      catalogueChanged(app);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    "/api/admin/categories/:id/types/:typeId",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Delete a product type of a category when no product is of that type (409 while some are)",
        params: TypeParamsSchema,
        response: { 200: AdminCategorySchema, ...write },
      },
    },
    async (request) => {
      await deleteType(app.db, actorOf(request), request.params.id, request.params.typeId);
      catalogueChanged(app);
      return categoryById(app.db, request.params.id);
    },
  );
};
export default adminCategoryRoutes;
