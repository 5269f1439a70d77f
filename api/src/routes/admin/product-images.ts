import type { Readable } from "node:stream";
import multipart from "@fastify/multipart";
import { AdminIdParamsSchema } from "@pitstop/contract/admin";
import { AdminProductSchema, ImageOrderSchema, ProductImageParamsSchema } from "@pitstop/contract/admin-catalogue";
import { ErrorResponseSchema } from "@pitstop/contract/errors";
import type { FastifyRequest } from "fastify";
import { type FastifyPluginAsyncZod, validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { catalogueChanged } from "../../flows/catalogue-changes.ts";
import { badRequest, HttpError } from "../../lib/http-error.ts";
import { invalidType, sniffImage, tooLarge } from "../../lib/image-upload.ts";
import {
  addProductImage,
  deleteProductImage,
  PRODUCT_IMAGE_MAX_BYTES,
  reencodeProductImage,
  reorderProductImages,
} from "../../modules/admin/product-images.ts";
import { getAdminProduct } from "../../modules/admin/product-service.ts";
import { actorOf, requireOperator } from "../../plugins/operator.ts";

/** Reads the form's `image` (PNG or JPEG by its first bytes, 5 MB at most) and optional `alt`. */
export async function readImageForm(request: FastifyRequest): Promise<{ image: Buffer; alt: string | null }> {
  let image: Buffer | undefined;
  let alt: string | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 300, fieldNameSize: 20 },
    })) {
      if (part.type === "file") {
        if (part.fieldname !== "image")
          throw badRequest(`Send the picture in the field 'image', not '${part.fieldname}'`);
        const file = part.file as Readable & { truncated?: boolean };
        const chunks: Buffer[] = [];
        for await (const chunk of file as AsyncIterable<Buffer>) chunks.push(chunk);
        if (file.truncated) throw tooLarge();
        image = Buffer.concat(chunks);
        if (!sniffImage(image.subarray(0, 8))) throw invalidType();
      } else if (part.fieldname === "alt") {
        alt = String(part.value).trim().slice(0, 200) || null;
        if (alt && /[<>\p{Cc}]/u.test(alt))
          throw badRequest("The description of the picture cannot hold < > or control characters");
      } else {
        throw badRequest(`Unrecognized field '${part.fieldname}': send only image and alt`);
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: unknown }).code;
    if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") {
      throw new HttpError(415, "Send the picture as multipart/form-data with the field image");
    }
    throw badRequest(
      "The upload was not a complete form: send the picture as multipart/form-data with the field image",
    );
  }
  if (!image) throw badRequest("image is required", { image: ["Required"] });
  return { image, alt };
}

/** Describes the form for the API's description; the form itself is read as it streams (readImageForm). */
export const ImageFormSchema = z.object({
  image: z.string().meta({ format: "binary" }).describe("A PNG or JPEG of at most 5,000,000 bytes"),
  alt: z.string().max(200).optional().describe("What the picture shows (the product's title when left out)"),
});

export const zodValidator = validatorCompiler as (req: {
  schema: unknown;
  httpPart?: string;
  method: string;
  url: string;
}) => (value: unknown) => { value?: unknown; error?: Error };

/**
 * A picture upload's route options: the body may be the picture plus its form's framing, the path
 * is validated as everywhere, and the form is read part by part as it streams in (readImageForm).
 */
export const imageUploadOptions = {
  bodyLimit: PRODUCT_IMAGE_MAX_BYTES + 64 * 1024,
  validatorCompiler: (req: Parameters<typeof zodValidator>[0]) =>
    req.httpPart === "body" ? (value: unknown) => ({ value }) : zodValidator(req),
};

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
