import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userTokens } from "../../db/schema/index.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";

/** The single-use tokens mailed to a user; the table's CHECK constraint lists the same purposes. */
export type TokenPurpose = "verify-email" | "reset-password";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * A new mail-link token (256 random bits; only its SHA-256 is stored). Earlier unused tokens of the
 * same purpose stop working, so only the latest mail's link is valid.
 */
export async function issueUserToken(
  db: Db,
  input: { userId: number; purpose: TokenPurpose; email: string; ttlMs: number },
): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await retireUserTokens(tx, input.userId, input.purpose);
    await tx.insert(userTokens).values({
      userId: input.userId,
      purpose: input.purpose,
      email: input.email,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + input.ttlMs),
    });
  });
  return token;
}

export type UserToken = { id: number; userId: number; email: string; expired: boolean; used: boolean };

/** What a token from a link is, without using it; null when no such token was ever issued. */
export async function findUserToken(db: Db, token: string, purpose: TokenPurpose): Promise<UserToken | null> {
  const [row] = await db
    .select({
      id: userTokens.id,
      userId: userTokens.userId,
      email: userTokens.email,
      expired: sql<boolean>`${userTokens.expiresAt} <= now()`,
      used: sql<boolean>`${userTokens.usedAt} is not null`,
    })
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, purpose)));
  return row ?? null;
}

/**
 * Marks the token used if it still can be; false when another request used it first or it has
 * expired meanwhile. One UPDATE, so two clicks at once cannot both succeed.
 */
export async function useUserToken(tx: Tx | Db, id: number): Promise<boolean> {
  const used = await tx
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt), gt(userTokens.expiresAt, sql`now()`)))
    .returning({ id: userTokens.id });
  return used.length === 1;
}

/** Every unused token of this purpose stops working (a newer one was sent, or the job is done). */
export async function retireUserTokens(tx: Tx | Db, userId: number, purpose: TokenPurpose) {
  await tx
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}
