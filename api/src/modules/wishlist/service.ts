import { WISHLIST_MAX } from "@pitstop/contract/profile";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { products, wishlistItems } from "../../db/schema/index.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { lockUser } from "../../lib/user-lock.ts";

/**
 * POST /api/profile/wishlist: adds the products (a device's favourites after sign-in). Sending a
 * product again changes nothing, and ids of products that no longer exist are skipped, so a stale
 * local list never blocks the sync.
 */
export async function addToWishlist(db: Db, userId: number, productIds: number[]): Promise<void> {
  const wanted = [...new Set(productIds)];
  if (wanted.length > 0) {
    await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const known = await tx.select({ id: products.id }).from(products).where(inArray(products.id, wanted));
      if (known.length === 0) return;
      await tx
        .insert(wishlistItems)
        .values(known.map((p) => ({ userId, productId: p.id })))
        .onConflictDoNothing();
      const [held] = await tx.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
      if ((held?.n ?? 0) > WISHLIST_MAX) {
        throw new HttpError(409, `Your wishlist holds at most ${WISHLIST_MAX} products. Remove some to add more.`);
      }
    });
  }
}

/** DELETE /api/profile/wishlist */
export async function removeFromWishlist(db: Db, userId: number, productId: number): Promise<void> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  if (removed.length === 0) throw notFound("This product is not in your wishlist");
}
