import { RETURN_REASON_LABELS, type ReturnReason } from "@pitstop/contract/returns";
import { asc, eq } from "drizzle-orm";
import { orderLines, refunds, returnLines, users } from "../../db/schema/index.ts";
import { greeting, recipient, renderMail } from "../../lib/mail-layout.ts";
import type { Mail } from "../../lib/mailer.ts";
import { money, orderPageUrl } from "./mails.ts";
import type { OrderDeps } from "./order-deps.ts";
import { findOrder } from "./order-queries.ts";
import { findReturn, type ReturnRow } from "./return-view.ts";

export type ReturnNotice = { kind: "requested" | "approved" | "refused" | "received" | "refunded" };

/** The mail of one step of a return: subject, opening line, and what the buyer does next. */
function returnMail(
  notice: ReturnNotice,
  r: ReturnRow,
  refundedCents: number | null,
): { subject: string; paragraphs: string[]; action: string } {
  const estimate = money(r.estimateCents);
  const label = r.freeLabel
    ? "The return label is free."
    : `Return shipping of ${money(r.feeCents)} is taken off the refund.`;
  switch (notice.kind) {
    case "requested":
      return {
        subject: `We received your return request ${r.number}`,
        paragraphs: [
          `Thank you: we received your return request ${r.number}. We will look at it within one business day and send you a prepaid label.`,
          `Estimated refund: ${estimate}. ${label}`,
        ],
        action: "View your return",
      };
    case "approved":
      return {
        subject: `Return ${r.number} approved: print your label`,
        paragraphs: [
          `Your return ${r.number} is approved. Print the prepaid label from your order page, put it on the box and drop it off with ${r.carrier ?? "the carrier"}.`,
          `Tracking number: ${r.trackingNumber ?? ""}`,
          `Once the parts reach us we refund ${estimate} to your card. ${label}`,
        ],
        action: "Print your return label",
      };
    case "refused":
      return {
        subject: `Return ${r.number} could not be accepted`,
        paragraphs: [
          `We are sorry: we could not accept your return ${r.number}.`,
          `Reason: ${r.refusalReason ?? "not given"}`,
          "Reply to this mail if you think this is a mistake; a person will look at it again.",
        ],
        action: "View your order",
      };
    case "received":
      return {
        subject: `Your return ${r.number} has arrived`,
        paragraphs: [
          `The parts of your return ${r.number} have reached us. We are refunding ${estimate} to your card now.`,
        ],
        action: "View your order",
      };
    case "refunded":
      return {
        subject: `Refunded: ${money(refundedCents ?? r.estimateCents)} for return ${r.number}`,
        paragraphs: [
          `We refunded ${money(refundedCents ?? r.estimateCents)} for your return ${r.number}. Banks usually show it within 5 to 10 business days.`,
          "Loyalty miles earned on the returned parts are taken back.",
        ],
        action: "View your order",
      };
  }
}

/**
 * Mails the buyer about a step of their return, after it is committed. A mail that cannot be built
 * or sent is logged; the return stands either way.
 */
export async function sendReturnMail(deps: OrderDeps, returnId: number, notice: ReturnNotice): Promise<void> {
  try {
    const r = await findReturn(deps.db, returnId);
    const order = await findOrder(deps.db, r.orderId);
    if (order.userId === null) return;
    const [[buyer], lines, [refund]] = await Promise.all([
      deps.db
        .select({ email: users.email, name: users.name, lastname: users.lastname })
        .from(users)
        .where(eq(users.id, order.userId)),
      deps.db
        .select({ title: orderLines.title, quantity: returnLines.quantity, reason: returnLines.reason })
        .from(returnLines)
        .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
        .where(eq(returnLines.returnId, returnId))
        .orderBy(asc(returnLines.id)),
      deps.db
        .select({ cents: refunds.amountCents, status: refunds.status })
        .from(refunds)
        .where(eq(refunds.returnId, returnId)),
    ]);
    if (!buyer) return;
    const text = returnMail(notice, r, refund?.status === "succeeded" ? refund.cents : null);
    const body = renderMail({
      preheader: text.paragraphs[0] ?? text.subject,
      greeting: greeting(buyer),
      paragraphs: text.paragraphs,
      details: lines.map((l) => ({
        label: `${l.quantity} × ${l.title}`,
        value: RETURN_REASON_LABELS[l.reason as ReturnReason] ?? l.reason,
      })),
      action: { label: text.action, url: `${orderPageUrl(deps.config.publicUrl, order.id)}#returns` },
      notes: [`Order ${order.number}. Our returns policy: ${deps.config.publicUrl}/returns`],
    });
    const mail: Mail = { to: recipient(buyer), subject: text.subject, ...body };
    deps.mailer.queue(mail);
  } catch (err) {
    deps.log.error({ err, returnId, notice: notice.kind }, "return mail not sent");
  }
}
