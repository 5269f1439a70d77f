import { AdminIdParamsSchema, AuditListSchema, AuditQuerySchema, DeletionQuerySchema } from "@pitstop/contract/admin";
import {
  AdminBrandListSchema,
  AdminBrandSchema,
  AdminCategoryListSchema,
  AdminCategorySchema,
  AdminFitmentListSchema,
  AdminProductDeletionSchema,
  AdminProductListSchema,
  AdminProductQuerySchema,
  AdminProductSchema,
  BrandCreateSchema,
  BrandUpdateSchema,
  BulkUpdateReportSchema,
  BulkUpdateRequestSchema,
  CategoryCreateSchema,
  CategoryUpdateSchema,
  FitmentAddSchema,
  FitmentApplicationParamsSchema,
  FitmentRowParamsSchema,
  ProductCreateSchema,
  ProductUpdateSchema,
  TypeCreateSchema,
  TypeParamsSchema,
} from "@pitstop/contract/admin-catalogue";
import {
  FITMENT_IMPORT_MAX_BYTES,
  FitmentImportListSchema,
  FitmentImportParamsSchema,
  FitmentImportReportSchema,
  FitmentImportRequestSchema,
  FitmentImportStartedSchema,
  FitmentImportStatusSchema,
} from "@pitstop/contract/admin-import";
import { ErrorResponseSchema } from "@pitstop/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sharedDatabase } from "../../db/client.ts";
import { listAudit } from "../../modules/admin/audit.ts";
import { bulkUpdatePrices } from "../../modules/admin/bulk-update.ts";
import { catalogueChanged } from "../../modules/admin/catalogue-changes.ts";
import catalogueGeneration from "../../modules/admin/catalogue-generation.ts";
import {
  deleteBrand,
  deleteCategory,
  deleteProduct,
  deleteType,
  productDeletion,
} from "../../modules/admin/deletions.ts";
import { readFitmentFile } from "../../modules/admin/fitment-file.ts";
import { dryRunFitmentImport } from "../../modules/admin/fitment-import.ts";
import {
  failInterruptedImports,
  getFitmentImport,
  listFitmentImports,
  startFitmentImport,
} from "../../modules/admin/fitment-import-jobs.ts";
import { addFitment, listFitment, removeFitment, removeFitmentApplication } from "../../modules/admin/fitment-rows.ts";
import {
  createProduct,
  getAdminProduct,
  listAdminProducts,
  updateProduct,
} from "../../modules/admin/product-service.ts";
import {
  categoryById,
  createBrand,
  createCategory,
  createType,
  listBrands,
  listCategories,
  updateBrand,
  updateCategory,
} from "../../modules/admin/taxonomy-service.ts";
import { actorOf, requireOperator } from "../../plugins/operator.ts";
import adminContentRoutes from "./content.ts";
import productImageRoutes from "./product-images.ts";
import adminShopRoutes from "./shop.ts";

/**
 * The back office's API (issue 14, docs/decisions/023): accounts with the role 'admin' only,
 * checked on request before any body is read; every write validated by the contract, recorded in
 * the audit trail in its own transaction, and followed by a catalogue refresh.
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const operator = { onRequest: [app.authenticate, requireOperator] };
  const security = [{ bearer: [] }];
  const e = ErrorResponseSchema;
  const read = { 400: e, 401: e, 403: e, 404: e };
  const write = { ...read, 409: e, 422: e };
  const tags = ["admin"];
  const deleted = z.null().describe("Deleted");

  app.get(
    "/api/admin/audit",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "The audit trail of admin writes, newest first",
        querystring: AuditQuerySchema,
        response: { 200: AuditListSchema, ...read },
      },
    },
    async (request) => ({
      ...(await listAudit(app.db, request.query)),
      page: request.query.page,
      page_size: request.query.page_size,
    }),
  );

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

  app.get(
    "/api/admin/products/:id/fitment",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "A product's fitment: its ACES applications, each with its id, any number per vehicle",
        params: AdminIdParamsSchema,
        response: { 200: AdminFitmentListSchema, ...read },
      },
    },
    async (request) => listFitment(app.db, request.params.id),
  );

  app.post(
    "/api/admin/products/:id/fitment",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary:
          "Add an application of a product to a make and model over a range of years (engines, trims, position, note, quantity optional); one every year already has is a 409",
        params: AdminIdParamsSchema,
        body: FitmentAddSchema,
        response: { 200: AdminFitmentListSchema, ...write },
      },
    },
    async (request) => {
      const rows = await addFitment(app.db, actorOf(request), request.params.id, request.body);
      catalogueChanged(app);
      return rows;
    },
  );

  app.delete(
    "/api/admin/products/:id/fitment/:vehicleId",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Remove every application of a product to one vehicle",
        params: FitmentRowParamsSchema,
        response: { 200: AdminFitmentListSchema, ...read },
      },
    },
    async (request) => {
      const rows = await removeFitment(app.db, actorOf(request), request.params.id, request.params.vehicleId);
      catalogueChanged(app);
      return rows;
    },
  );

  app.delete(
    "/api/admin/products/:id/fitment/applications/:applicationId",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Remove one application of a product (its id in the product's fitment)",
        params: FitmentApplicationParamsSchema,
        response: { 200: AdminFitmentListSchema, ...read },
      },
    },
    async (request) => {
      const rows = await removeFitmentApplication(
        app.db,
        actorOf(request),
        request.params.id,
        request.params.applicationId,
      );
      catalogueChanged(app);
      return rows;
    },
  );

  // Applied imports run in this process after their 202; the API waits for them before it closes,
  // and on start-up marks failed any that a stop cut short (fitment-import-jobs.ts).
  const runningImports = new Set<Promise<void>>();
  app.addHook("onReady", async () => {
    // Every running import on the embedded database (only this process uses it); on PostgreSQL only
    // those whose API stopped, since another replica may be running one.
    const interrupted = await failInterruptedImports(app.db, { all: !sharedDatabase(app.db) });
    if (interrupted > 0) app.log.warn({ interrupted }, "fitment imports cut short by a restart marked failed");
  });
  app.addHook("onClose", async () => {
    await Promise.all(runningImports);
  });

  app.post(
    "/api/admin/fitment-imports",
    {
      ...operator,
      bodyLimit: FITMENT_IMPORT_MAX_BYTES + 8 * 1024 * 1024,
      schema: {
        tags,
        security,
        summary:
          "Import fitment from a CSV or ACES XML file: a dry run (200) reports what resolves and each problem line; applying (202) starts a job that writes all of the file or nothing — follow it at status_url. One import runs at a time (409).",
        body: FitmentImportRequestSchema,
        response: { 200: FitmentImportReportSchema, 202: FitmentImportStartedSchema, ...write },
      },
    },
    async (request, reply) => {
      if (request.body.dry_run) return dryRunFitmentImport(app.db, request.body);
      const file = readFitmentFile(request.body);
      const { started, run } = await startFitmentImport(
        app.db,
        actorOf(request),
        file,
        { fileName: request.body.file_name || null, content: request.body.content },
        {
          onApplied: () => catalogueChanged(app),
          onFailure: (err, importId) => app.log.error({ err, importId }, "fitment import failed"),
        },
      );
      runningImports.add(run);
      void run.finally(() => runningImports.delete(run));
      return reply.code(202).header("location", started.status_url).send(started);
    },
  );

  app.get(
    "/api/admin/fitment-imports",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary:
          "The 20 most recent applied fitment imports, newest first: who sent which file, its status and rows, and why it failed",
        response: { 200: FitmentImportListSchema, ...read },
      },
    },
    async () => listFitmentImports(app.db),
  );

  app.get(
    "/api/admin/fitment-imports/:id",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary:
          "An applied fitment import: its status (queued, resolving, writing, done, failed), rows done of rows total, then its report or why it failed",
        params: FitmentImportParamsSchema,
        response: { 200: FitmentImportStatusSchema, ...read },
      },
    },
    async (request) => getFitmentImport(app.db, request.params.id),
  );

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

  await app.register(productImageRoutes);
  await app.register(adminShopRoutes);
  await app.register(adminContentRoutes);
  await app.register(catalogueGeneration);
};
export default adminRoutes;
