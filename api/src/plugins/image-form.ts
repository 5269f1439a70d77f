import type { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, HttpError } from "../lib/http-error.ts";
import { invalidType, sniffImage, tooLarge, UPLOAD_MAX_BYTES } from "../lib/image-upload.ts";

/** Reads the form's `image` (PNG or JPEG by its first bytes, 5 MB at most) and optional `alt`. */
export async function readImageForm(request: FastifyRequest): Promise<{ image: Buffer; alt: string | null }> {
  let image: Buffer | undefined;
  let alt: string | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 300, fieldNameSize: 20 },
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
  bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024,
  validatorCompiler: (req: Parameters<typeof zodValidator>[0]) =>
    req.httpPart === "body" ? (value: unknown) => ({ value }) : zodValidator(req),
};
