import { eq } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import type { Mail } from "../../lib/mailer.ts";
import {
  type CancelReason,
  type MailedOrder,
  orderCanceledMail,
  orderCompletedMail,
  orderPlacedMail,
  orderShippedMail,
  paymentReceivedMail,
} from "./mails.ts";
import type { OrderDeps } from "./order-deps.ts";
import { findOrder, linesOf, paymentsOf } from "./order-queries.ts";

export type OrderNotice =
  | { kind: "placed" }
  | { kind: "paid" }
  | { kind: "shipped" }
  | { kind: "canceled"; reason: CancelReason }
  | { kind: "completed"; miles: number };

/**
 * Mails the buyer about their order, after the change is committed. A mail that cannot be built
 * or sent is logged; the order stands either way (the mailer never throws, and neither does this).
 */
export async function sendOrderMail(deps: OrderDeps, orderId: number, notice: OrderNotice): Promise<void> {
  try {
    const order = await findOrder(deps.db, orderId);
    // The buyer deleted their account: there is no one to mail (docs/decisions/010).
    if (order.userId === null) return;
    const buyerId = order.userId;
    const [[buyer], lines, attempts] = await Promise.all([
      deps.db
        .select({ email: users.email, name: users.name, lastname: users.lastname })
        .from(users)
        .where(eq(users.id, buyerId)),
      linesOf(deps.db, orderId),
      notice.kind === "paid" || notice.kind === "canceled" ? paymentsOf(deps.db, orderId) : Promise.resolve([]),
    ]);
    if (!buyer) return;
    const mailed: MailedOrder = { ...order, lines };
    const publicUrl = deps.config.publicUrl;
    const paid = attempts.find((p) => p.status === "succeeded");
    const cardOf = (p: typeof paid) =>
      p?.cardBrand && p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null;
    let mail: Mail;
    switch (notice.kind) {
      case "placed":
        mail = orderPlacedMail(buyer, mailed, publicUrl, deps.config.orders.paymentWindowMinutes);
        break;
      case "paid":
        mail = paymentReceivedMail(buyer, mailed, cardOf(paid), publicUrl);
        break;
      case "shipped":
        mail = orderShippedMail(
          buyer,
          mailed,
          { carrier: order.carrier, trackingNumber: order.trackingNumber ?? "" },
          publicUrl,
        );
        break;
      case "canceled":
        mail = orderCanceledMail(
          buyer,
          mailed,
          notice.reason,
          paid ? { amountCents: paid.amountCents, card: cardOf(paid) } : null,
          publicUrl,
        );
        break;
      case "completed":
        mail = orderCompletedMail(buyer, mailed, notice.miles, publicUrl);
        break;
    }
    deps.mailer.queue(mail);
  } catch (err) {
    deps.log.error({ err, orderId, notice: notice.kind }, "order mail not sent");
  }
}
