import multipart from "@fastify/multipart";
import { ErrorResponseSchema } from "@pitstop/contract/errors";
import { UserSchema } from "@pitstop/contract/profile";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, HttpError } from "../lib/http-error.ts";
import { readImage, tooLarge } from "../lib/image-upload.ts";
import { AVATAR_MAX_BYTES, reencodeAvatar, replaceAvatar } from "../modules/avatar/service.ts";
import { signedInUser } from "../plugins/auth.ts";
import { getUser } from "../read-models/user.ts";

/** Room for the multipart framing and the user_id field around a file of the largest size. */
const MAX_REQUEST_BYTES = AVATAR_MAX_BYTES + 64 * 1024;

const notYours = () => new HttpError(403, "You can only act for your own account");

/** The form's `user_id` and `image`; anything else in the form is refused. */
async function readAvatarForm(request: FastifyRequest, callerId: number): Promise<Buffer> {
  let userIdSeen = false;
  let image: Buffer | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 100, fieldNameSize: 50 },
    });
    for await (const part of parts) {
      if (part.type === "file") {
        if (part.fieldname !== "image")
          throw badRequest(`Send the picture in the field 'image', not '${part.fieldname}'`);
        image = await readImage(part.file);
      } else if (part.fieldname === "user_id") {
        if (String(part.value).trim() !== String(callerId)) throw notYours();
        userIdSeen = true;
      } else if (!part.fieldname) {
        throw badRequest("Every part of the form needs a name: send only user_id and image");
      } else {
        throw badRequest(`Unrecognized field '${part.fieldname}': send only user_id and image`);
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: unknown }).code;
    if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") {
      throw new HttpError(415, "Send the picture as multipart/form-data with the fields user_id and image");
    }
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
      throw badRequest("Send one picture in 'image' and your user_id, nothing more");
    }
    // Everything else was thrown by the form parser itself ("Unexpected end of multipart data",
    // "Multipart: Boundary not found"): the body is not a whole form, which is the sender's fault.
    throw badRequest(
      "The upload was not a complete form. Choose the picture again and send it as multipart/form-data with the fields user_id and image.",
    );
  }
  if (!userIdSeen) throw badRequest("user_id is required", { user_id: ["Required"] });
  if (!image) throw badRequest("Choose a picture to upload", { image: ["Required"] });
  return image;
}

/**
 * The form as the OpenAPI description states it. Fastify never validates it: the parts are read as
 * they stream in (readAvatarForm), so that an oversized picture is never held whole.
 */
const AvatarFormSchema = z.object({
  user_id: z
    .string()
    .regex(/^\d{1,10}$/)
    .describe("The caller's own user id"),
  image: z.string().meta({ format: "binary" }).describe("A PNG or JPEG of at most 5,000,000 bytes"),
});

/** POST /api/profile/uploadImage, multipart `user_id` and `image`. */
const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so only this route takes multipart bodies.
  await app.register(multipart, { throwFileSizeLimit: false });

  app.post(
    "/api/profile/uploadImage",
    {
      preHandler: [
        app.authenticate,
        // A body announced as larger than any allowed upload is refused before a byte is read.
        async (request) => {
          if (Number(request.headers["content-length"] ?? 0) > MAX_REQUEST_BYTES) throw tooLarge();
        },
      ],
      config: { rateLimit: { max: 20, timeWindow: "10 minutes" } },
      // The body schema only describes the form (see AvatarFormSchema).
      validatorCompiler: () => (value) => ({ value }),
      schema: {
        tags: ["profile"],
        summary: "Upload a new avatar (PNG or JPEG, at most 5,000,000 bytes); it replaces the old one",
        description:
          "multipart/form-data with `user_id` (the caller's id) and `image`. Stored re-encoded as a square WebP without metadata.",
        consumes: ["multipart/form-data"],
        body: AvatarFormSchema,
        security: [{ bearer: [] }],
        response: {
          200: UserSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const callerId = signedInUser(request).id;
      const upload = await readAvatarForm(request, callerId);
      await replaceAvatar(app.db, callerId, await reencodeAvatar(upload));
      return getUser(app.db, callerId);
    },
  );
};
export default avatarRoutes;
