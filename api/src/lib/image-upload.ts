import type { Readable } from "node:stream";
import { UPLOAD_MAX_BYTES } from "@pitstop/contract/uploads";
import sharp, { type ResizeOptions } from "sharp";
import { HttpError } from "./http-error.ts";

/**
 * The security check every uploaded picture passes (avatars, product images, article covers):
 * PNG or JPEG by its first bytes, a bounded canvas, then decoded and re-encoded so that nothing of
 * the original file but its pixels reaches the shop (docs/decisions/003).
 */

/** A photo from any phone fits; a "decompression bomb" (tiny file, huge canvas) does not. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Every picture upload (avatars, product pictures, article covers, return photos) is at most 5,000,000 bytes. */
export { UPLOAD_MAX_BYTES };

/** Uploads are at most 5,000,000 bytes. */
export const tooLarge = () => new HttpError(413, "This file is more than 5MB");
export const invalidType = () => new HttpError(415, "Invalid file type");

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** PNG or JPEG, judged by the file's first bytes, never by its name or declared type. */
export function sniffImage(head: Uint8Array): "png" | "jpeg" | null {
  if (PNG.every((b, i) => head[i] === b)) return "png";
  if (JPEG.every((b, i) => head[i] === b)) return "jpeg";
  return null;
}

/**
 * Decodes and re-encodes an upload as WebP: EXIF orientation applied, then every bit of metadata
 * (GPS, camera, comments) dropped, resized as `resize` says for the picture's size. The canvas size
 * is read from the header before anything is decoded, and sharp refuses more pixels than that too.
 */
export async function reencodeImage(
  bytes: Buffer,
  resize: (size: { width: number; height: number }) => ResizeOptions,
  quality: number,
): Promise<Buffer> {
  let width: number;
  let height: number;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw invalidType();
  }
  if (width * height > MAX_INPUT_PIXELS) {
    throw new HttpError(422, `This image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true, failOn: "error" })
      .resize(resize({ width, height }))
      .webp({ quality })
      .toBuffer();
  } catch {
    // A PNG or JPEG signature over bytes that do not decode.
    throw invalidType();
  }
}

/**
 * Reads the image part as it streams in: the first bytes decide PNG or JPEG at once, and busboy
 * stops keeping bytes past the limit (`truncated`), so an oversized upload is never held whole.
 */
export async function readImage(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let sniffed = false;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (!sniffed && size >= 8) {
      if (!sniffImage(Buffer.concat(chunks).subarray(0, 8))) {
        file.resume();
        throw invalidType();
      }
      sniffed = true;
    }
  }
  if (file.truncated) throw tooLarge();
  if (!sniffed) throw invalidType();
  return Buffer.concat(chunks, size);
}
