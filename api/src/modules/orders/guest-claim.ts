import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema/index.ts";
import { returnRefundsOf } from "./return-view.ts";

/**
 * Moves the guest orders placed with `email` into the account `userId`, inside the caller's
 * transaction (the one that verified the address): the user is set, the guest email stays for the
 * record and `claimed_at` says when. Only orders never claimed are taken, so an order that was
 * claimed and whose account was later deleted stays detached (docs/decisions/010, 030). Answers the
 * completed ones with the cents they kept (total less settled return refunds), for their miles.
 */
export async function claimGuestOrdersIn(
  tx: Db,
  userId: number,
  email: string,
): Promise<{ claimed: number[]; completed: Array<{ id: number; keptCents: number }> }> {
  const rows = await tx
    .update(orders)
    .set({ userId, claimedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(isNull(orders.userId), isNull(orders.claimedAt), eq(orders.guestEmail, email)))
    .returning({ id: orders.id, status: orders.status, totalCents: orders.totalCents });
  const completed: Array<{ id: number; keptCents: number }> = [];
  for (const row of rows.filter((r) => r.status === "completed")) {
    completed.push({ id: row.id, keptCents: row.totalCents - (await returnRefundsOf(tx, row.id)).settled });
  }
  return { claimed: rows.map((r) => r.id), completed };
}
