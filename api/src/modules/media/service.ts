import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema/index.ts";

export async function findMedia(db: Db, id: string) {
  const [row] = await db
    .select({ contentType: media.contentType, body: media.body })
    .from(media)
    .where(eq(media.id, id));
  return row;
}

export async function insertMedia(db: Db, file: { contentType: string; body: Uint8Array }): Promise<string> {
  const [row] = await db
    .insert(media)
    .values({ contentType: file.contentType, body: file.body, byteSize: file.body.byteLength })
    .returning({ id: media.id });
  if (!row) throw new Error("media insert returned no row");
  return row.id;
}

export const mediaUrl = (id: string | null | undefined) => (id ? `/api/media/${id}` : null);
