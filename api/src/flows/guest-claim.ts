import type { Db } from "../db/client.ts";
import { verifyEmail } from "../modules/auth/email-verification.ts";
import { claimGuestOrdersIn } from "../modules/orders/guest-claim.ts";
import { creditOrderMiles } from "../modules/profile/loyalty-service.ts";

/**
 * Guest orders placed with an address become the account's once the account proves it owns the
 * mailbox (docs/decisions/030): in the very transaction that verifies the address, they are
 * attached to the account and each completed one credits its miles (docs/loyalty.md), once —
 * a claimed order is never claimed again.
 */
export async function claimGuestOrders(tx: Db, account: { userId: number; email: string }) {
  const { claimed, completed } = await claimGuestOrdersIn(tx, account.userId, account.email);
  let miles = 0;
  for (const order of completed) miles += await creditOrderMiles(tx, account.userId, order.keptCents);
  return { claimed, miles };
}

/** GET /api/email/verify: the address is verified and its guest orders move into the account. */
export function verifyEmailAndClaimOrders(db: Db, token: string): Promise<string> {
  return verifyEmail(db, token, (tx, account) => claimGuestOrders(tx, account).then(() => undefined));
}
