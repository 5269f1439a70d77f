import { AdminIdParamsSchema, DeletionQuerySchema } from "@pitstop/contract/admin";
import {
  AdminProductDeletionSchema,
  AdminProductListSchema,
  AdminProductQuerySchema,
  AdminProductSchema,
  BulkUpdateReportSchema,
  BulkUpdateRequestSchema,
  ProductCreateSchema,
  ProductUpdateSchema,
} from "@pitstop/contract/admin-catalogue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { catalogueChanged } from "../../flows/catalogue-changes.ts";
import { bulkUpdatePrices } from "../../modules/admin/bulk-update.ts";
import { deleteProduct, productDeletion } from "../../modules/admin/deletions.ts";
import {
  createProduct,
  getAdminProduct,
  listAdminProducts,
  updateProduct,
} from "../../modules/admin/product-service.ts";
import { actorOf } from "../../plugins/operator.ts";
import { adminRouteOptions } from "./options.ts";

/**
 * Products in the back office: list, create, read, change, delete (with what a deletion takes along)
 * and the bulk price update; each write refreshes the catalogue.
 */
const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const { operator, security, read, write, tags, deleted } = adminRouteOptions(app);

  app.get(
    "/api/admin/products",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Products: search by title words or part number, filter by category, brand and stock, sort, page",
        querystring: AdminProductQuerySchema,
        response: { 200: AdminProductListSchema, ...read },
      },
    },
    async (request) => listAdminProducts(app.db, request.query),
  );

  app.post(
    "/api/admin/products",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Create a product",
        body: ProductCreateSchema,
        response: { 201: AdminProductSchema, ...write },
      },
    },
    async (request, reply) => {
      const product = await createProduct(app.db, actorOf(request), request.body);
      catalogueChanged(app);
      return reply.code(201).send(product);
    },
  );

  app.get(
    "/api/admin/products/:id",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "One product as the editor opens it (with its version)",
        params: AdminIdParamsSchema,
        response: { 200: AdminProductSchema, ...read },
      },
    },
    async (request) => getAdminProduct(app.db, request.params.id),
  );

  app.patch(
    "/api/admin/products/:id",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Edit a product: the fields sent change; a stale version is a 409 and nothing is overwritten",
        params: AdminIdParamsSchema,
        body: ProductUpdateSchema,
        response: { 200: AdminProductSchema, ...write },
      },
    },
    async (request) => {
      const product = await updateProduct(app.db, actorOf(request), request.params.id, request.body);
      catalogueChanged(app);
      return product;
    },
  );

  app.get(
    "/api/admin/products/:id/deletion",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary:
          "What deleting a product would take with it (fitment, images, reviews, fit answers, cart and wishlist lines), or why it would be refused",
        params: AdminIdParamsSchema,
        response: { 200: AdminProductDeletionSchema, ...read },
      },
    },
    async (request) => productDeletion(app.db, request.params.id),
  );

  app.delete(
    "/api/admin/products/:id",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary:
          "Delete a product never ordered, with its fitment, images, reviews, fit answers, cart and wishlist lines; a product on an order is kept (409), as is a stale version (409)",
        params: AdminIdParamsSchema,
        querystring: DeletionQuerySchema,
        response: { 204: deleted, ...write },
      },
    },
    async (request, reply) => {
      await deleteProduct(app.db, actorOf(request), request.params.id, request.query.version);
      catalogueChanged(app);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/admin/products/bulk-update",
    {
      ...operator,
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags,
        security,
        summary:
          "Bulk price and stock from a CSV (part_number,price,stock): a dry run reports each line; applying is all or nothing",
        body: BulkUpdateRequestSchema,
        response: { 200: BulkUpdateReportSchema, ...write },
      },
    },
    async (request) => {
      const report = await bulkUpdatePrices(app.db, actorOf(request), request.body);
      if (report.applied && report.changes > 0) catalogueChanged(app);
      return report;
    },
  );
};
export default adminProductRoutes;
