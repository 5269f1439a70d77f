import { ErrorResponseSchema } from "@pitstop/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../lib/http-error.ts";
import { findMedia } from "../modules/media/service.ts";

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/media/:id",
    {
      schema: {
        tags: ["media"],
        summary: "A stored image (product picture, article cover, avatar)",
        params: z.object({ id: z.uuid({ message: "Image id must be a UUID" }) }),
        response: {
          // Raw bytes: Fastify sends a Buffer as it is, without serialising it.
          200: z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe("The image bytes"),
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await findMedia(app.db, request.params.id);
      if (!file) throw notFound("Image not found");
      // Rows never change (a new upload is a new id), so the image can be cached for good.
      reply
        .header("content-type", file.contentType)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        // An SVG opened directly must not run anything.
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply.send(Buffer.from(file.body));
    },
  );
};
export default mediaRoutes;
