import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media, productImages, products } from "../../db/schema/index.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { reencodeImage } from "../../lib/image-upload.ts";
import { type Actor, recordAudit } from "../../plugins/audit.ts";
import { insertMedia } from "../media/service.ts";

/** Product pictures: validated and re-encoded as avatars are (docs/decisions/003), kept larger. */
export const PRODUCT_IMAGE_SIDE = 1600;
export const MAX_PRODUCT_IMAGES = 12;

/** Fitted inside 1600 px (never enlarged), WebP, after the common check of every uploaded picture. */
export async function reencodeProductImage(bytes: Buffer): Promise<Buffer> {
  return reencodeImage(
    bytes,
    () => ({ width: PRODUCT_IMAGE_SIDE, height: PRODUCT_IMAGE_SIDE, fit: "inside", withoutEnlargement: true }),
    85,
  );
}

async function lockProduct(tx: Db, productId: number) {
  const [product] = await tx
    .select({ title: products.title })
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  if (!product) throw notFound("Product not found");
  return product;
}

const imagesOf = (tx: Db, productId: number) =>
  tx
    .select({ mediaId: productImages.mediaId, alt: productImages.alt, position: productImages.position })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));

/** Positions are rewritten whole (delete, insert): the primary key (product, position) allows no shuffle in place. */
async function writeOrder(tx: Db, productId: number, images: Array<{ mediaId: string; alt: string }>) {
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (images.length) {
    await tx
      .insert(productImages)
      .values(images.map((img, position) => ({ productId, mediaId: img.mediaId, alt: img.alt, position })));
  }
}

export async function addProductImage(db: Db, actor: Actor, productId: number, webp: Buffer, alt: string | null) {
  await db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    const images = await imagesOf(tx, productId);
    if (images.length >= MAX_PRODUCT_IMAGES) {
      throw new HttpError(422, `A product has at most ${MAX_PRODUCT_IMAGES} images: delete one first`);
    }
    const mediaId = await insertMedia(tx, { contentType: "image/webp", body: webp });
    await tx.insert(productImages).values({ productId, mediaId, alt: alt ?? product.title, position: images.length });
    await recordAudit(tx, actor, {
      entity: "product",
      entityId: productId,
      action: "image_add",
      before: images,
      after: { mediaId },
    });
  });
}

export async function reorderProductImages(db: Db, actor: Actor, productId: number, order: string[]) {
  await db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const images = await imagesOf(tx, productId);
    const current = new Set(images.map((i) => i.mediaId));
    if (
      order.length !== images.length ||
      new Set(order).size !== order.length ||
      !order.every((id) => current.has(id))
    ) {
      throw new HttpError(
        409,
        "The product's images have changed since you opened it: reload it and order them again",
        {
          media_ids: ["Send every image of the product once"],
        },
      );
    }
    const byId = new Map(images.map((i) => [i.mediaId, i]));
    await writeOrder(
      tx,
      productId,
      order.map((id) => byId.get(id) ?? { mediaId: id, alt: "" }),
    );
    await recordAudit(tx, actor, {
      entity: "product",
      entityId: productId,
      action: "image_reorder",
      before: images.map((i) => i.mediaId),
      after: order,
    });
  });
}

export async function deleteProductImage(db: Db, actor: Actor, productId: number, mediaId: string) {
  await db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const images = await imagesOf(tx, productId);
    if (!images.some((i) => i.mediaId === mediaId)) throw notFound("This product has no such image");
    await writeOrder(
      tx,
      productId,
      images.filter((i) => i.mediaId !== mediaId),
    );
    await tx.delete(media).where(and(eq(media.id, mediaId)));
    await recordAudit(tx, actor, {
      entity: "product",
      entityId: productId,
      action: "image_delete",
      before: { mediaId },
      after: null,
    });
  });
}
