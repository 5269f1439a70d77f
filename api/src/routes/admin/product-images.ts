import multipart from "@fastify/multipart";
import { AdminIdParamsSchema } from "@pitstop/contract/admin";
import { AdminProductSchema, ImageOrderSchema, ProductImageParamsSchema } from "@pitstop/contract/admin-catalogue";
import { ErrorResponseSchema } from "@pitstop/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { catalogueChanged } from "../../flows/catalogue-changes.ts";
import {
  addProductImage,
  deleteProductImage,
  reencodeProductImage,
  reorderProductImages,
} from "../../modules/admin/product-images.ts";
import { getAdminProduct } from "../../modules/admin/product-service.ts";
import { ImageFormSchema, imageUploadOptions, readImageForm } from "../../plugins/image-form.ts";
import { actorOf, requireOperator } from "../../plugins/operator.ts";

const productImageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: false });
  const operator = { onRequest: [app.authenticate, requireOperator] };
  const security = [{ bearer: [] }];
  const e = ErrorResponseSchema;
  const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 413: e, 415: e, 422: e };
  const tags = ["admin"];

  app.post(
    "/api/admin/products/:id/images",
    {
      ...operator,
      ...imageUploadOptions,
      schema: {
        tags,
        security,
        summary: "Add a picture (PNG or JPEG, 5 MB at most; stored re-encoded as WebP without metadata)",
        description: "multipart/form-data with `image` and an optional `alt` text.",
        consumes: ["multipart/form-data"],
        params: AdminIdParamsSchema,
        body: ImageFormSchema,
        response: { 201: AdminProductSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { image, alt } = await readImageForm(request);
      await addProductImage(app.db, actorOf(request), request.params.id, await reencodeProductImage(image), alt);
      catalogueChanged(app);
      return reply.code(201).send(await getAdminProduct(app.db, request.params.id));
    },
  );

  app.put(
    "/api/admin/products/:id/images/order",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Order a product's pictures (the first is the main one)",
        params: AdminIdParamsSchema,
        body: ImageOrderSchema,
        response: { 200: AdminProductSchema, ...errors },
      },
    },
    async (request) => {
      await reorderProductImages(app.db, actorOf(request), request.params.id, request.body.media_ids);
      catalogueChanged(app);
      return getAdminProduct(app.db, request.params.id);
    },
  );

  app.delete(
    "/api/admin/products/:id/images/:mediaId",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Delete one of a product's pictures",
        params: ProductImageParamsSchema,
        response: { 200: AdminProductSchema, ...errors },
      },
    },
    async (request) => {
      await deleteProductImage(app.db, actorOf(request), request.params.id, request.params.mediaId);
      catalogueChanged(app);
      return getAdminProduct(app.db, request.params.id);
    },
  );
};
export default productImageRoutes;
