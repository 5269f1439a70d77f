import { ORDER_STATUSES_KEEPING_ACCOUNT } from "@pitstop/contract/orders";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders, returns } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/http-error.ts";
import { lockStockRows } from "../catalogue/stock.ts";
import { type OrderRow, paymentInFlight, productIdsOfOrders } from "./order-queries.ts";
import { cancelLocked } from "./order-service.ts";

/** Orders not yet closed: what an account deletion has to settle first. */
const OPEN_STATUSES = ["created", "awaiting payment", ...ORDER_STATUSES_KEEPING_ACCOUNT] as const;

const list = (numbers: string[]) =>
  numbers.length === 1 ? numbers[0] : `${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`;

/**
 * Inside the account deletion's transaction (docs/decisions/010): the account's open orders are
 * locked; paid orders not yet shipped refuse the deletion (409, naming them — they ship or are
 * canceled with a refund first); unpaid ones are canceled and their parts go back on the shelf.
 * The orders themselves stay: the user row's deletion detaches them (user_id set null).
 */
export async function closeOrdersOfDeletedAccount(tx: Db, userId: number): Promise<void> {
  const open: OrderRow[] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...OPEN_STATUSES])))
    .orderBy(asc(orders.id))
    .for("update");
  const keeping = open.filter((o) => ORDER_STATUSES_KEEPING_ACCOUNT.includes(o.status));
  if (keeping.length > 0) {
    const numbers = keeping.map((o) => o.number);
    throw new HttpError(
      409,
      `Your ${keeping.length === 1 ? "order" : "orders"} ${list(numbers)} ${keeping.length === 1 ? "is" : "are"} paid and not shipped yet. Cancel ${keeping.length === 1 ? "it" : "them"} for a refund, or wait until ${keeping.length === 1 ? "it ships" : "they ship"}, then delete your account.`,
      { orders: numbers },
    );
  }
  // A return not yet sent back needs the buyer's name and street on its label: the account
  // waits for it, as it waits for a paid order to ship (its address is erased below).
  const awaitingLabel = await tx
    .select({ number: returns.number })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(and(eq(orders.userId, userId), inArray(returns.status, ["requested", "approved"])))
    .orderBy(asc(returns.id));
  if (awaitingLabel.length > 0) {
    const numbers = awaitingLabel.map((r) => r.number);
    throw new HttpError(
      409,
      `Your ${numbers.length === 1 ? "return" : "returns"} ${list(numbers)} ${numbers.length === 1 ? "is" : "are"} waiting for a return label, which needs your name and address. Once the label is issued, delete your account.`,
      { returns: numbers },
    );
  }
  for (const order of open) {
    if (await paymentInFlight(tx, order.id)) {
      throw new HttpError(
        409,
        `A payment for order ${order.number} is going through right now. Try again in a minute.`,
        { orders: [order.number] },
      );
    }
  }
  // All their parts' rows first, in id order, as the expiry sweep does (no deadlock with a checkout).
  await lockStockRows(
    tx,
    await productIdsOfOrders(
      tx,
      open.map((o) => o.id),
    ),
  );
  for (const order of open) await cancelLocked(tx, order, "buyer", "account deleted");
  await keepOnlyTheShopsRecord(tx, userId);
}

/**
 * What an order keeps of a deleted account's holder (docs/decisions/010, "What stays"): what was
 * bought, the amounts, the tax and the place it was taxed at — city, state, ZIP and country, which
 * a sales-tax return is filed by — and the payment's card brand and last 4 digits. The name, the
 * street, the phone and a claimed guest order's email go, on every order of the account.
 */
async function keepOnlyTheShopsRecord(tx: Db, userId: number) {
  await tx
    .update(orders)
    .set({
      shippingAddress: sql`jsonb_build_object(
        'first_name', '', 'last_name', '', 'phone', '', 'address_line1', '', 'address_line2', '',
        'city', ${orders.shippingAddress}->>'city', 'state', ${orders.shippingAddress}->>'state',
        'zip', ${orders.shippingAddress}->>'zip', 'country', ${orders.shippingAddress}->>'country')`,
      guestEmail: null,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.userId, userId));
}
