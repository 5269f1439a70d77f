import multipart from "@fastify/multipart";
import { ErrorResponseSchema } from "@pitstop/contract/errors";
import { OrderParamsSchema } from "@pitstop/contract/orders";
import { ReturnParamsSchema, ReturnQuoteSchema, ReturnRequestSchema, ReturnSchema } from "@pitstop/contract/returns";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { reencodeImage } from "../lib/image-upload.ts";
import { orderDepsOf } from "../modules/orders/order-deps.ts";
import { returnLabel } from "../modules/orders/return-operator.ts";
import { addReturnPhoto, quoteReturn, requestReturn } from "../modules/orders/return-service.ts";
import { signedInUser } from "../plugins/auth.ts";
import { ImageFormSchema, imageUploadOptions, readImageForm } from "../plugins/image-form.ts";

/** Raw bytes: Fastify sends a Buffer as it is, without serialising it. */
const pdfBytes = z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe("The label, a PDF");

/** A return photo is kept at most this wide or tall: enough to see a cracked housing or a part number. */
const PHOTO_SIDE = 1600;

/** The buyer's returns (docs/returns.md): a quote, the return, its photos and its label. */
const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: false });
  const deps = orderDepsOf(app);
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const e = ErrorResponseSchema;
  const errors = { 400: e, 401: e, 404: e, 409: e, 422: e };
  const tags = ["orders"];

  app.post(
    "/api/orders/:id/returns/quote",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          "What a return would refund and whether its label is free, before the buyer confirms; nothing is written",
        params: OrderParamsSchema,
        body: ReturnRequestSchema,
        response: { 200: ReturnQuoteSchema, ...errors },
      },
    },
    async (request) => quoteReturn(app.db, signedInUser(request).id, request.params.id, request.body),
  );

  app.post(
    "/api/orders/:id/returns",
    {
      ...signedIn,
      config: { rateLimit: { max: 20, timeWindow: "10 minutes" } },
      schema: {
        tags,
        security,
        summary:
          "Return lines of a shipped or completed order within 30 days of delivery: 409 before shipping or past the window, 422 beyond what is left",
        params: OrderParamsSchema,
        body: ReturnRequestSchema,
        response: { 201: ReturnSchema, ...errors },
      },
    },
    async (request, reply) => {
      const made = await requestReturn(deps, signedInUser(request).id, request.params.id, request.body);
      return reply.code(201).send(made);
    },
  );

  app.post(
    "/api/orders/:id/returns/:returnId/photos",
    {
      ...signedIn,
      ...imageUploadOptions,
      config: { rateLimit: { max: 20, timeWindow: "10 minutes" } },
      schema: {
        tags,
        security,
        summary:
          "Add a photo to a return (PNG or JPEG, 5 MB at most, three per return; stored re-encoded as WebP without metadata)",
        description: "multipart/form-data with `image`.",
        consumes: ["multipart/form-data"],
        params: ReturnParamsSchema,
        body: ImageFormSchema.pick({ image: true }),
        response: { 201: ReturnSchema, ...errors, 413: e, 415: e },
      },
    },
    async (request, reply) => {
      const { image } = await readImageForm(request);
      const webp = await reencodeImage(
        image,
        ({ width, height }) =>
          width > PHOTO_SIDE || height > PHOTO_SIDE
            ? { width: PHOTO_SIDE, height: PHOTO_SIDE, fit: "inside" }
            : { width, height },
        80,
      );
      const { id, returnId } = request.params;
      return reply.code(201).send(await addReturnPhoto(app.db, signedInUser(request).id, id, returnId, webp));
    },
  );

  app.get(
    "/api/orders/:id/returns/:returnId/label",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "The prepaid return label to print (PDF), once the return is approved",
        params: ReturnParamsSchema,
        produces: ["application/pdf"],
        response: { 200: pdfBytes, 400: e, 401: e, 404: e },
      },
    },
    async (request, reply) => {
      const { id, returnId } = request.params;
      const pdf = await returnLabel(app.db, returnId, id, signedInUser(request).id);
      reply.header("cache-control", "private, no-store");
      reply.header("content-disposition", `inline; filename="return-label-${returnId}.pdf"`);
      return reply.type("application/pdf").send(pdf);
    },
  );
};
export default returnRoutes;
