import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../../db/client.ts";
import { media, users } from "../../db/schema/index.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { insertMedia } from "../media/service.ts";

/** spec §5/§9: at most 5,000,000 bytes. */
export const AVATAR_MAX_BYTES = 5_000_000;
/** Stored avatars are square, at most this many pixels a side. */
export const AVATAR_SIDE = 512;
/** A photo from any phone fits; a "decompression bomb" (tiny file, huge canvas) does not. */
export const AVATAR_MAX_INPUT_PIXELS = 50_000_000;

export const tooLarge = () => new HttpError(413, "This file is more than 5MB");
export const invalidType = () => new HttpError(415, "Invalid file type");

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** spec §5: PNG or JPEG, judged by the file's first bytes, never by its name or declared type. */
export function sniffImage(head: Uint8Array): "png" | "jpeg" | null {
  if (PNG.every((b, i) => head[i] === b)) return "png";
  if (JPEG.every((b, i) => head[i] === b)) return "jpeg";
  return null;
}

/**
 * Decodes and re-encodes the upload: EXIF orientation applied, then every bit of metadata (GPS,
 * camera, comments) dropped; cropped to a square of at most 512 px; WebP. The canvas size is read
 * from the header before anything is decoded, and sharp refuses more pixels than that too.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  let width: number;
  let height: number;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw invalidType();
  }
  if (width * height > AVATAR_MAX_INPUT_PIXELS) {
    throw new HttpError(422, `This image is too large: at most ${AVATAR_MAX_INPUT_PIXELS / 1_000_000} megapixels`);
  }
  const side = Math.min(AVATAR_SIDE, width, height);
  try {
    return await sharp(bytes, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, autoOrient: true, failOn: "error" })
      .resize(side, side, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A PNG or JPEG signature over bytes that do not decode.
    throw invalidType();
  }
}

/** Stores the new avatar and deletes the previous one (docs/decisions/003) in one transaction. */
export async function replaceAvatar(db: Db, userId: number, webp: Buffer): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ avatar: users.avatarMediaId })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) throw notFound("Account not found");
    const avatar = await insertMedia(tx, { contentType: "image/webp", body: webp });
    await tx.update(users).set({ avatarMediaId: avatar }).where(eq(users.id, userId));
    if (user.avatar) await tx.delete(media).where(eq(media.id, user.avatar));
  });
}
