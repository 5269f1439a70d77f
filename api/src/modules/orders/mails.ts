import { countOf } from "@pitstop/contract/plural";
import { type Addressee, greeting, recipient, renderMail } from "../../lib/mail-layout.ts";
import type { Mail } from "../../lib/mailer.ts";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
export const money = (cents: number) => usd.format(cents / 100);

/** What every order mail shows of the order. */
export type MailedOrder = {
  id: number;
  number: string;
  subtotalCents: number;
  handlingCents: number;
  shippingCents: number;
  taxCents: number;
  discountCents: number;
  totalCents: number;
  lines: Array<{ title: string; quantity: number; unitPriceCents: number }>;
};

/** Links in mails point at the storefront (PUBLIC_URL): the order page and the pay page. */
export const orderPageUrl = (publicUrl: string, orderId: number) => `${publicUrl}/profile/orders/${orderId}`;
export const payPageUrl = (publicUrl: string, orderId: number) => `${publicUrl}/pay?order=${orderId}`;

/**
 * Where a mail's buttons lead: an account's order and pay pages, or for a guest (no account) the
 * order's private link, which shows the order and pays it.
 */
export type OrderLinks = { order: string; pay: string; guest: boolean };
export const accountLinks = (publicUrl: string, orderId: number): OrderLinks => ({
  order: orderPageUrl(publicUrl, orderId),
  pay: payPageUrl(publicUrl, orderId),
  guest: false,
});

function receipt(order: MailedOrder) {
  const rows = order.lines.map((l) => ({
    label: `${l.quantity} × ${l.title}`,
    value: money(l.unitPriceCents * l.quantity),
  }));
  rows.push({ label: "Subtotal", value: money(order.subtotalCents) });
  // Loyalty and promotions together: what was taken off the parts (the order page itemizes them).
  if (order.discountCents > 0) rows.push({ label: "Discounts", value: `−${money(order.discountCents)}` });
  if (order.handlingCents > 0) rows.push({ label: "Handling", value: money(order.handlingCents) });
  rows.push({ label: "Shipping", value: order.shippingCents === 0 ? "Free" : money(order.shippingCents) });
  rows.push({ label: "Sales tax", value: money(order.taxCents) });
  return [...rows, { label: "Total", value: money(order.totalCents), strong: true }];
}

export function orderPlacedMail(to: Addressee, order: MailedOrder, links: OrderLinks, payWithinMinutes: number): Mail {
  const body = renderMail({
    preheader: `Order ${order.number}: ${money(order.totalCents)}, waiting for your payment.`,
    greeting: greeting(to),
    paragraphs: [
      `Thank you for your order ${order.number}. We have set your parts aside; here is what you ordered.`,
      `Please pay within ${payWithinMinutes} minutes. An order that is not paid by then is canceled and its parts go back on the shelf.`,
    ],
    details: receipt(order),
    action: { label: "Pay for your order", url: links.pay },
    notes: [
      links.guest
        ? "This link is your order's private page: keep this mail to follow, pay or cancel the order. Create a Pitstop account with this email address and the order moves into it."
        : "You can follow this order at any time under Orders in your Pitstop account.",
    ],
  });
  return { to: recipient(to), subject: `Your Pitstop order ${order.number} is waiting for payment`, ...body };
}

export function paymentReceivedMail(
  to: Addressee,
  order: MailedOrder,
  card: { brand: string; last4: string } | null,
  links: OrderLinks,
): Mail {
  const paidWith = card ? ` with your ${brandName(card.brand)} ending in ${card.last4}` : "";
  const body = renderMail({
    preheader: `We received ${money(order.totalCents)} for order ${order.number}.`,
    greeting: greeting(to),
    paragraphs: [
      `We received your payment of ${money(order.totalCents)}${paidWith} for order ${order.number}.`,
      "Your parts are being packed. We will write again with the tracking number as soon as the order ships.",
    ],
    details: receipt(order),
    action: { label: "View your order", url: links.order },
    notes: ["Keep this mail as your receipt."],
  });
  return { to: recipient(to), subject: `Payment received for order ${order.number}`, ...body };
}

export function orderShippedMail(
  to: Addressee,
  order: MailedOrder,
  shipment: { carrier: string | null; trackingNumber: string },
  links: OrderLinks,
): Mail {
  const via = shipment.carrier ? ` with ${shipment.carrier}` : "";
  const body = renderMail({
    preheader: `Order ${order.number} is on its way. Tracking number ${shipment.trackingNumber}.`,
    greeting: greeting(to),
    paragraphs: [
      `Good news: order ${order.number} has shipped${via}.`,
      `Tracking number: ${shipment.trackingNumber}`,
      "Delivery times count from today. If tracking shows no movement for several business days, reply to this mail and we will sort it out with the carrier.",
    ],
    action: { label: "View your order", url: links.order },
    notes: [],
  });
  return { to: recipient(to), subject: `Your Pitstop order ${order.number} has shipped`, ...body };
}

export type CancelReason = "buyer" | "operator" | "expired";

export function orderCanceledMail(
  to: Addressee,
  order: MailedOrder,
  reason: CancelReason,
  refund: { amountCents: number; card: { brand: string; last4: string } | null } | null,
  links: OrderLinks,
): Mail {
  const why =
    reason === "buyer"
      ? `As you asked, we canceled order ${order.number}.`
      : reason === "expired"
        ? `Order ${order.number} was not paid in time, so we canceled it and put its parts back on the shelf.`
        : `We had to cancel order ${order.number}. We are sorry for the trouble; our support team will gladly help you find the parts elsewhere in the shop.`;
  const paragraphs = [why];
  if (refund) {
    const to4 = refund.card ? ` to your ${brandName(refund.card.brand)} ending in ${refund.card.last4}` : "";
    paragraphs.push(
      `Your payment of ${money(refund.amountCents)} is being refunded${to4}. Banks usually show it within 5 to 10 business days.`,
    );
  } else {
    paragraphs.push("Nothing was charged for this order.");
  }
  const body = renderMail({
    preheader: `Order ${order.number} was canceled.`,
    greeting: greeting(to),
    paragraphs,
    action: { label: "View your order", url: links.order },
    notes: [],
  });
  return { to: recipient(to), subject: `Your Pitstop order ${order.number} was canceled`, ...body };
}

export function orderCompletedMail(to: Addressee, order: MailedOrder, miles: number, links: OrderLinks): Mail {
  const body = renderMail({
    preheader: links.guest
      ? `Order ${order.number} is complete.`
      : `Order ${order.number} is complete. You earned ${miles} miles.`,
    greeting: greeting(to),
    paragraphs: [
      `Order ${order.number} is complete. Thank you for shopping with Pitstop.`,
      links.guest
        ? "Create a Pitstop account with this email address and confirm it: this order moves into the account and earns its loyalty miles there."
        : `It earned you ${countOf(miles, "mile")} towards your loyalty level and its discount.`,
      // The order page asks per line; each answer tells owners of the same car whether it fits.
      // Answers and returns belong to an account, so a guest is asked once the order is in one.
      ...(links.guest
        ? []
        : [
            order.lines.length === 1
              ? `Did the ${order.lines[0]?.title} fit your car? Tell us on your order page: your answer shows other owners of the same car whether it fits.`
              : `Did the parts fit your car? Tell us for each one on your order page: your answers show other owners of the same car whether they fit.`,
          ]),
    ],
    action: links.guest
      ? { label: "View your order", url: links.order }
      : { label: "Tell us if it fit", url: `${links.order}#did-it-fit` },
    notes: [
      links.guest
        ? "Something not right with a part? Returns are open for 30 days from delivery, from a Pitstop account with this email address."
        : "Something not right with a part? Returns are open for 30 days from delivery.",
    ],
  });
  return { to: recipient(to), subject: `Order ${order.number} is complete`, ...body };
}

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};
const brandName = (brand: string) => BRANDS[brand] ?? "card";

/** "Find my order": a fresh private link to a guest's order, mailed only to the email it was placed with. */
export function guestOrderLinkMail(
  to: Addressee,
  order: MailedOrder & { status: string },
  link: string,
  days: number,
): Mail {
  const body = renderMail({
    preheader: `Here is the link to order ${order.number}.`,
    greeting: greeting(to),
    paragraphs: [
      `You asked for a link to order ${order.number} (${order.status}, ${money(order.totalCents)}).`,
      `The button below opens the order, where you can follow it and, while it has not shipped, pay or cancel it. The link works for ${days} days.`,
    ],
    action: { label: "View your order", url: link },
    notes: ["If you did not ask for this, you can ignore this mail: the link was sent only to you."],
  });
  return { to: recipient(to), subject: `The link to your Pitstop order ${order.number}`, ...body };
}
