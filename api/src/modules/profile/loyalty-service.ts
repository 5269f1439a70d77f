import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { loyaltyFor } from "../../lib/loyalty.ts";

/** The signed-in buyer's personal discount in percent (docs/loyalty.md); 0 for an unknown user. */
export async function personalDiscountPercent(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ mile: users.mile }).from(users).where(eq(users.id, userId));
  return row ? loyaltyFor(row.mile).discountPercent : 0;
}
