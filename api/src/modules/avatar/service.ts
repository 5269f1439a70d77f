import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/http-error.ts";
import { reencodeImage, UPLOAD_MAX_BYTES } from "../../lib/image-upload.ts";
import { insertMedia } from "../media/service.ts";

/** At most 5,000,000 bytes. */
export const AVATAR_MAX_BYTES = UPLOAD_MAX_BYTES;
/** Stored avatars are square, at most this many pixels a side. */
export const AVATAR_SIDE = 512;
/**
 * The upload cropped to a square of at most 512 px (the subject kept in the middle), WebP, after
 * the common check of every uploaded picture.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  return reencodeImage(
    bytes,
    ({ width, height }) => {
      const side = Math.min(AVATAR_SIDE, width, height);
      return { width: side, height: side, fit: "cover", position: "attention" };
    },
    82,
  );
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
