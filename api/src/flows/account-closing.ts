import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { media, productReviews, users } from "../db/schema/index.ts";
import type { PaymentProvider } from "../lib/payments/index.ts";
import { lockUser } from "../lib/user-lock.ts";
import { closeOrdersOfDeletedAccount } from "../modules/orders/account-closing.ts";
import { cardsAtProvider, detachDeletedAccountCards } from "../modules/payments/service.ts";

/**
 * DELETE /api/profile from start to end: the cards the provider keeps for the account are listed
 * first, the account goes (below), then the provider forgets those cards.
 */
export async function closeAccount(db: Db, payments: PaymentProvider, userId: number, log: FastifyBaseLogger) {
  const cards = await cardsAtProvider(db, payments, userId);
  await deleteAccount(db, userId);
  await detachDeletedAccountCards(payments, cards, log);
}

/**
 * DELETE /api/profile (docs/decisions/010): the person goes, the shop's records stay. Refused (409)
 * while an order is paid and not shipped; unpaid orders are canceled and their parts released;
 * then the user row is deleted, which erases the personal data by cascade (sessions, tokens,
 * addresses, cards, garage, wishlist, cart, saved and liked articles, idempotency keys, the
 * provider's customer record) and detaches the orders and their payments (user_id set null). The
 * author name on the account's reviews is erased; the avatar image is deleted. One transaction:
 * a refusal or a failure changes nothing.
 */
export async function deleteAccount(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await closeOrdersOfDeletedAccount(tx, userId);
    await tx.update(productReviews).set({ authorName: DELETED_AUTHOR_NAME }).where(eq(productReviews.userId, userId));
    const [user] = await tx.delete(users).where(eq(users.id, userId)).returning({ avatar: users.avatarMediaId });
    if (user?.avatar) await tx.delete(media).where(eq(media.id, user.avatar));
  });
}

/** What a review says of an author who deleted their account. */
export const DELETED_AUTHOR_NAME = "Former customer";
