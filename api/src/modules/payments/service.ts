import { PAYMENT_CARDS_MAX, type TestCardInput } from "@pitstop/contract/profile";
import { and, asc, count, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { paymentCards, paymentCustomers } from "../../db/schema/index.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import type { PaymentProvider, SavedCard } from "../../lib/payments/index.ts";
import type { SimulatedProvider, StripeProvider } from "../../lib/payments/provider.ts";
import { lockUser, type Tx } from "../../lib/user-lock.ts";

type Account = { id: number; email: string };

const cardCapMessage = `You can keep at most ${PAYMENT_CARDS_MAX} cards. Remove one to add another.`;

/** GET /api/payments/config */
export function paymentsConfig(provider: PaymentProvider) {
  return { provider: provider.name, publishableKey: provider.publishableKey };
}

/** The user's customer at the provider, created on first use. */
async function customerFor(db: Db, provider: PaymentProvider, account: Account): Promise<string> {
  const mine = and(eq(paymentCustomers.userId, account.id), eq(paymentCustomers.provider, provider.name));
  const [known] = await db.select({ customerId: paymentCustomers.customerId }).from(paymentCustomers).where(mine);
  if (known) return known.customerId;
  const customerId = await provider.createCustomer(account);
  // Two first requests at once: one row wins and both use it.
  await db
    .insert(paymentCustomers)
    .values({ userId: account.id, provider: provider.name, customerId })
    .onConflictDoNothing();
  const [stored] = await db.select({ customerId: paymentCustomers.customerId }).from(paymentCustomers).where(mine);
  if (!stored) throw new Error("the payment customer was not stored");
  return stored.customerId;
}

async function ensureRoomForCard(db: Db, userId: number) {
  const [held] = await db.select({ n: count() }).from(paymentCards).where(eq(paymentCards.userId, userId));
  if ((held?.n ?? 0) >= PAYMENT_CARDS_MAX) throw new HttpError(409, cardCapMessage);
}

/** POST /api/profile/payment in test mode. The first card becomes the default. */
export async function addTestCard(db: Db, provider: SimulatedProvider, account: Account, card: TestCardInput) {
  await ensureRoomForCard(db, account.id);
  const customerId = await customerFor(db, provider, account);
  await storeCard(db, provider, account.id, await provider.saveTestCard(customerId, card));
}

/** POST /api/profile/payment/setup-intent (Stripe): Stripe.js confirms the card with its secret. */
export async function startCardSetup(db: Db, provider: StripeProvider, account: Account) {
  await ensureRoomForCard(db, account.id);
  const customerId = await customerFor(db, provider, account);
  const { clientSecret } = await provider.createSetupIntent(customerId);
  return { client_secret: clientSecret };
}

/** POST /api/profile/payment with Stripe: stores the card a succeeded SetupIntent of this user saved. */
export async function addStripeCard(db: Db, provider: StripeProvider, account: Account, setupIntentId: string) {
  await ensureRoomForCard(db, account.id);
  const customerId = await customerFor(db, provider, account);
  await storeCard(db, provider, account.id, await provider.cardFromSetupIntent(customerId, setupIntentId));
}

/**
 * Keeps brand, last 4, expiry and the `pm_…` id. A card the user already holds (same brand, last 4
 * and expiry) or one past the cap is refused, and the provider's new copy is detached again.
 */
async function storeCard(db: Db, provider: PaymentProvider, userId: number, card: SavedCard) {
  try {
    await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const held = await tx.select().from(paymentCards).where(eq(paymentCards.userId, userId));
      // The same SetupIntent sent twice: already stored, nothing to do.
      if (held.some((c) => c.paymentStripeId === card.paymentMethodId)) return;
      if (
        held.some(
          (c) =>
            c.brand === card.brand &&
            c.last4 === card.last4 &&
            c.expMonth === card.expMonth &&
            c.expYear === card.expYear,
        )
      ) {
        throw new HttpError(409, "This card is already saved");
      }
      if (held.length >= PAYMENT_CARDS_MAX) throw new HttpError(409, cardCapMessage);
      await tx.insert(paymentCards).values({
        userId,
        provider: provider.name,
        paymentStripeId: card.paymentMethodId,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        isDefault: held.length === 0,
      });
    });
  } catch (err) {
    // The refusal is what the user needs to hear; a failed detach was logged by the provider.
    await provider.detachCard(card.paymentMethodId).catch(() => undefined);
    throw err;
  }
}

/**
 * PATCH /api/profile/payment. `default` true makes the card the default and every other card not;
 * false on the default hands that to the oldest other card (an only card stays default).
 */
export async function setDefaultCard(
  db: Db,
  userId: number,
  paymentMethodId: string,
  makeDefault: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const card = await findCard(tx, userId, paymentMethodId);
    if (makeDefault && !card.isDefault) {
      await clearDefault(tx, userId);
      await tx.update(paymentCards).set({ isDefault: true }).where(eq(paymentCards.id, card.id));
    } else if (!makeDefault && card.isDefault) {
      const [next] = await oldestOther(tx, userId, card.id);
      if (next) {
        await clearDefault(tx, userId);
        await tx.update(paymentCards).set({ isDefault: true }).where(eq(paymentCards.id, next.id));
      }
    }
  });
}

/**
 * DELETE /api/profile/payment/. The card is detached at its provider first (a failure there keeps
 * the card, so the user can try again); deleting the default promotes the oldest remaining card.
 */
export async function deleteCard(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  paymentMethodId: string,
): Promise<void> {
  const card = await findCard(db, userId, paymentMethodId);
  // A card saved under another provider (before the shop switched) cannot be reached from here.
  if (card.provider === provider.name) await provider.detachCard(paymentMethodId);
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [removed] = await tx
      .delete(paymentCards)
      .where(eq(paymentCards.id, card.id))
      .returning({ isDefault: paymentCards.isDefault });
    if (!removed?.isDefault) return;
    const [next] = await oldestOther(tx, userId, card.id);
    if (next) await tx.update(paymentCards).set({ isDefault: true }).where(eq(paymentCards.id, next.id));
  });
}

async function findCard(db: Db | Tx, userId: number, paymentMethodId: string) {
  const [card] = await db
    .select({ id: paymentCards.id, isDefault: paymentCards.isDefault, provider: paymentCards.provider })
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, userId), eq(paymentCards.paymentStripeId, paymentMethodId)));
  if (!card) throw notFound("Card not found");
  return card;
}

// Cleared before another is set: the one-default-per-user index checks every statement.
async function clearDefault(tx: Tx, userId: number) {
  await tx
    .update(paymentCards)
    .set({ isDefault: false })
    .where(and(eq(paymentCards.userId, userId), eq(paymentCards.isDefault, true)));
}

function oldestOther(tx: Tx, userId: number, cardId: number) {
  return tx
    .select({ id: paymentCards.id })
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, userId), ne(paymentCards.id, cardId)))
    .orderBy(asc(paymentCards.createdAt), asc(paymentCards.id))
    .limit(1);
}

/**
 * A saved card of the user, ready to be charged through `provider`: its provider customer and
 * display data. Another user's card is a 404; a card saved under the other provider is a 422.
 */
export async function savedCardForCharge(db: Db, provider: PaymentProvider, userId: number, paymentMethodId: string) {
  const [card] = await db
    .select({ provider: paymentCards.provider, brand: paymentCards.brand, last4: paymentCards.last4 })
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, userId), eq(paymentCards.paymentStripeId, paymentMethodId)));
  if (!card) throw notFound("Card not found");
  const [customer] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider.name)));
  if (card.provider !== provider.name || !customer) {
    throw new HttpError(
      422,
      "This card was saved while the shop ran in another payment mode and cannot be charged now. Please add it again.",
    );
  }
  return { customerId: customer.customerId, paymentMethodId, brand: card.brand, last4: card.last4 };
}

/**
 * "Keep this card" on a test-mode payment that went through: saved like a card added in the
 * account. A card that cannot be kept (already saved, the cap reached) leaves the payment as it is.
 */
export async function keepPaidTestCard(
  db: Db,
  provider: SimulatedProvider,
  account: Account,
  card: TestCardInput,
): Promise<boolean> {
  try {
    await addTestCard(db, provider, account, card);
    return true;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode < 500) return false;
    throw err;
  }
}

/**
 * The account's saved cards kept at this provider, read before the account is deleted: once it is,
 * they are detached there (`detachDeletedAccountCards`) so no card stays chargeable for a person the
 * shop no longer knows (docs/decisions/010). Cards saved under another provider cannot be reached.
 */
export async function cardsAtProvider(db: Db, provider: PaymentProvider, userId: number): Promise<string[]> {
  const cards = await db
    .select({ id: paymentCards.paymentStripeId })
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, userId), eq(paymentCards.provider, provider.name)));
  return cards.map((c) => c.id);
}

/** After the deletion committed: detaches each card; one the provider would not detach is logged for a hand. */
export async function detachDeletedAccountCards(
  provider: PaymentProvider,
  paymentMethodIds: readonly string[],
  log: { error: (obj: object, msg: string) => void },
): Promise<void> {
  for (const paymentMethodId of paymentMethodIds) {
    try {
      await provider.detachCard(paymentMethodId);
    } catch (err) {
      log.error({ err, paymentMethodId }, "a deleted account's card could not be detached; detach it by hand");
    }
  }
}
