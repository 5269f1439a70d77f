import { eq } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import type { Addressee } from "../../lib/mail-layout.ts";
import type { Mail } from "../../lib/mailer.ts";
import { GUEST_LINK_DAYS, guestOrderUrl, signGuestLink } from "./guest-links.ts";
import {
  accountLinks,
  type CancelReason,
  guestOrderLinkMail,
  type MailedOrder,
  type OrderLinks,
  orderCanceledMail,
  orderCompletedMail,
  orderPlacedMail,
  orderShippedMail,
  paymentReceivedMail,
} from "./mails.ts";
import type { OrderDeps } from "./order-deps.ts";
import { findOrder, linesOf, type OrderRow, paymentsOf } from "./order-queries.ts";

export type OrderNotice =
  | { kind: "placed" }
  | { kind: "paid" }
  | { kind: "shipped" }
  | { kind: "canceled"; reason: CancelReason }
  | { kind: "completed"; miles: number };

type Recipient = { to: Addressee; links: OrderLinks };

/**
 * Who an order's mails go to: the account's holder, or for a guest's order the email it was
 * placed with (the name on its shipping address), each mail with a fresh private link. Null when
 * the buyer deleted their account: there is no one to mail (docs/decisions/010).
 */
async function recipientOf(deps: OrderDeps, order: OrderRow): Promise<Recipient | null> {
  if (order.userId !== null) {
    const [buyer] = await deps.db
      .select({ email: users.email, name: users.name, lastname: users.lastname })
      .from(users)
      .where(eq(users.id, order.userId));
    return buyer ? { to: buyer, links: accountLinks(deps.config.publicUrl, order.id) } : null;
  }
  if (order.guestEmail !== null && order.claimedAt === null) {
    const url = guestOrderUrl(deps.config.publicUrl, (await signGuestLink(deps.db, order.id, order.guestEmail)).token);
    return {
      to: {
        email: order.guestEmail,
        name: order.shippingAddress.first_name,
        lastname: order.shippingAddress.last_name,
      },
      links: { order: url, pay: url, guest: true },
    };
  }
  return null;
}

/**
 * Mails the buyer about their order, after the change is committed. A mail that cannot be built
 * or sent is logged; the order stands either way (the mailer never throws, and neither does this).
 */
export async function sendOrderMail(deps: OrderDeps, orderId: number, notice: OrderNotice): Promise<void> {
  try {
    const order = await findOrder(deps.db, orderId);
    const who = await recipientOf(deps, order);
    if (!who) return;
    const { to: buyer, links } = who;
    const [lines, attempts] = await Promise.all([
      linesOf(deps.db, orderId),
      notice.kind === "paid" || notice.kind === "canceled" ? paymentsOf(deps.db, orderId) : Promise.resolve([]),
    ]);
    const mailed: MailedOrder = { ...order, lines };
    const paid = attempts.find((p) => p.status === "succeeded");
    const cardOf = (p: typeof paid) =>
      p?.cardBrand && p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null;
    let mail: Mail;
    switch (notice.kind) {
      case "placed":
        mail = orderPlacedMail(buyer, mailed, links, deps.config.orders.paymentWindowMinutes);
        break;
      case "paid":
        mail = paymentReceivedMail(buyer, mailed, cardOf(paid), links);
        break;
      case "shipped":
        mail = orderShippedMail(
          buyer,
          mailed,
          { carrier: order.carrier, trackingNumber: order.trackingNumber ?? "" },
          links,
        );
        break;
      case "canceled":
        mail = orderCanceledMail(
          buyer,
          mailed,
          notice.reason,
          paid ? { amountCents: paid.amountCents, card: cardOf(paid) } : null,
          links,
        );
        break;
      case "completed":
        mail = orderCompletedMail(buyer, mailed, notice.miles, links);
        break;
    }
    deps.mailer.queue(mail);
  } catch (err) {
    deps.log.error({ err, orderId, notice: notice.kind }, "order mail not sent");
  }
}

/** "Find my order": mails a fresh private link to a guest's order, to the email it was placed with. */
export async function sendGuestOrderLink(deps: OrderDeps, orderId: number): Promise<void> {
  try {
    const order = await findOrder(deps.db, orderId);
    const who = await recipientOf(deps, order);
    if (!who?.links.guest) return;
    const lines = await linesOf(deps.db, orderId);
    deps.mailer.queue(guestOrderLinkMail(who.to, { ...order, lines }, who.links.order, GUEST_LINK_DAYS));
  } catch (err) {
    deps.log.error({ err, orderId }, "guest order link not sent");
  }
}
