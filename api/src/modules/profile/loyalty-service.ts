import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { loyaltyFor, milesForOrder } from "../../lib/loyalty.ts";

/** The signed-in buyer's personal discount in percent (docs/loyalty.md); 0 for an unknown user. */
export async function personalDiscountPercent(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ mile: users.mile }).from(users).where(eq(users.id, userId));
  return row ? loyaltyFor(row.mile).discountPercent : 0;
}

/** A completed order's miles (docs/loyalty.md), credited inside the transaction that completes it. */
export async function creditOrderMiles(tx: Db, userId: number, orderTotalCents: number): Promise<number> {
  const miles = milesForOrder(orderTotalCents);
  if (miles > 0)
    await tx
      .update(users)
      .set({ mile: sql`${users.mile} + ${miles}` })
      .where(eq(users.id, userId));
  return miles;
}

/**
 * Takes back miles a refund un-earned, inside the refund's transaction, never below 0. Answers how
 * many were taken.
 */
export async function takeBackMiles(tx: Db, userId: number, miles: number): Promise<number> {
  const [row] = await tx.select({ mile: users.mile }).from(users).where(eq(users.id, userId)).for("update");
  const taken = Math.min(row?.mile ?? 0, miles);
  if (taken > 0)
    await tx
      .update(users)
      .set({ mile: sql`${users.mile} - ${taken}` })
      .where(eq(users.id, userId));
  return taken;
}
