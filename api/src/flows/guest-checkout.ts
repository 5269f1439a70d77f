import { LINE_PURCHASE_LIMIT } from "@pitstop/contract/cart";
import { GUEST_LOOKUP_ANSWER, type GuestCheckoutRequest, type GuestPlacedOrder } from "@pitstop/contract/guest";
import { type CheckoutQuote, MAX_UNPAID_ORDERS } from "@pitstop/contract/orders";
import { sql } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { AttemptLimiter } from "../lib/attempt-limiter.ts";
import { isDisposableEmail } from "../lib/disposable-email.ts";
import { HttpError } from "../lib/http-error.ts";
import { type KeyGuard, KeyTakenOver, NotYet } from "../lib/idempotency.ts";
import { orderOutcomes } from "../lib/metrics.ts";
import { resolveVehicleKey } from "../modules/catalogue/fit.ts";
import { guestOrderByNumber, signGuestLink } from "../modules/orders/guest-links.ts";
import type { OrderDeps } from "../modules/orders/order-deps.ts";
import { sendGuestOrderLink, sendOrderMail } from "../modules/orders/order-notices.ts";
import { unpaidOrderCount } from "../modules/orders/order-queries.ts";
import { expireOverdueOrders } from "../modules/orders/order-service.ts";
import { orderDetail } from "../modules/orders/order-view.ts";
import { checkDestination, orderAddressOf, priceQuote, reserveAndRecord } from "./checkout.ts";

/**
 * Guest checkout (docs/decisions/030): a visitor without an account prices and places an order
 * from the cart on their device, by the same rules as a signed-in checkout — the server's prices,
 * the shipping state's tax, stock reserved in one transaction, at most LINE_PURCHASE_LIMIT units
 * of a part and MAX_UNPAID_ORDERS unpaid orders per email — with no loyalty discount (visitors
 * have none). The order keeps the buyer's email; its answer and its mail carry the private link.
 */

const HOUR_MS = 3600 * 1000;
/** Orders one email may place per hour, wherever they come from (the route also limits per address). */
export const GUEST_CHECKOUTS_PER_EMAIL_PER_HOUR = 10;
/** "Find my order" requests per email per hour, matched or not (so the limit tells nothing either). */
export const GUEST_LOOKUPS_PER_EMAIL_PER_HOUR = 5;

/** The buyer's email, already trimmed and lowercased by the contract; a throwaway address is refused. */
function guestEmailOf(email: string): string {
  if (isDisposableEmail(email)) {
    throw new HttpError(
      422,
      "Please use an email address you will keep: we send your order's link and updates there, and disposable mail services delete them.",
      { email: ["Disposable email addresses can't be used for orders"] },
    );
  }
  return email;
}

/** The device cart as the checkout buys it: each line at most LINE_PURCHASE_LIMIT, as a signed-in cart is clamped. */
const linesOf = (body: GuestCheckoutRequest) =>
  body.lines.map((l) => ({ productId: l.id, quantity: Math.min(l.quantity, LINE_PURCHASE_LIMIT) }));

async function tooMany(attempts: AttemptLimiter, key: string, max: number, what: string) {
  const wait = await attempts.hit(key, max, HOUR_MS);
  if (wait > 0) {
    throw new HttpError(
      429,
      `Too many ${what} for this email address. Please wait ${Math.ceil(wait / 60)} minutes and try again.`,
    );
  }
}

/** POST /api/guest/checkout/quote: what the order would come to now; nothing is written or reserved. */
export async function quoteGuestCheckout(db: Db, config: Config, body: GuestCheckoutRequest): Promise<CheckoutQuote> {
  guestEmailOf(body.email);
  const vehicle = body.vehicle ? await resolveVehicleKey(db, body.vehicle) : null;
  const address = checkDestination(orderAddressOf(body.address), body.shipping_method);
  return priceQuote(db, config, {
    customer: { userId: null, email: guestEmailOf(body.email) },
    coupon: body.coupon || null,
    stored: linesOf(body),
    discountPercent: 0,
    address,
    method: body.shipping_method,
    vehicle,
  });
}

/**
 * POST /api/guest/checkout: the device cart becomes an order awaiting payment, in one transaction
 * that holds the email's lock (one guest checkout per email at a time, as one per account) — the
 * unpaid limit checked, each line's stock reserved, the order written with the guest's email. The
 * answer (stored with the order for its Idempotency-Key) and the confirmation mail carry the link.
 */
export async function placeGuestOrder(
  deps: OrderDeps,
  attempts: AttemptLimiter,
  body: GuestCheckoutRequest,
  guard?: KeyGuard,
): Promise<GuestPlacedOrder> {
  const { db, config } = deps;
  const guestEmail = guestEmailOf(body.email);
  await tooMany(attempts, `guest-checkout:${guestEmail}`, GUEST_CHECKOUTS_PER_EMAIL_PER_HOUR, "orders");
  const vehicle = body.vehicle ? await resolveVehicleKey(db, body.vehicle) : null;
  const address = checkDestination(orderAddressOf(body.address), body.shipping_method);
  // Overdue unpaid orders are canceled first, so they do not count against the limit below.
  await expireOverdueOrders(deps, { userId: { guestEmail } });
  const order = await db.transaction(async (tx) => {
    // The email's checkouts queue, so two at once cannot both pass the unpaid limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`guest-checkout:${guestEmail}`}))`);
    if ((await unpaidOrderCount(tx, { guestEmail })) >= MAX_UNPAID_ORDERS) {
      // Not this attempt's answer, only "not yet": once the buyer pays or cancels one, the same
      // attempt (its same key, as the storefront retries a 409) places the order instead of replaying this.
      throw new NotYet(
        `This email address already has ${MAX_UNPAID_ORDERS} unpaid orders. Pay or cancel one of them (the link is in its mail) before placing another.`,
      );
    }
    const { id } = await reserveAndRecord(tx, config, {
      owner: { guestEmail },
      stored: linesOf(body),
      discountPercent: 0,
      address,
      method: body.shipping_method,
      vehicle,
      coupon: body.coupon || null,
    });
    const link = await signGuestLink(tx, id, guestEmail);
    const placed: GuestPlacedOrder = {
      ...(await orderDetail(tx, id, { guestEmail })),
      token: link.token,
      token_expires_at: link.expiresAt.toISOString(),
    };
    if (guard && !(await guard.settle(tx, { status: 201, body: placed }))) throw new KeyTakenOver();
    return placed;
  });
  orderOutcomes.inc({ outcome: "placed", buyer: "guest" });
  await sendOrderMail(deps, order.id, { kind: "placed" });
  return order;
}

/**
 * POST /api/guest/orders/lookup ("Find my order"): mails a fresh link when the number and email
 * match a guest order, and answers the same sentence either way, so nobody learns whose orders
 * exist. The mail is queued, not awaited, so both answers take as long.
 */
export async function lookUpGuestOrder(
  deps: OrderDeps,
  attempts: AttemptLimiter,
  query: { number: string; email: string },
): Promise<string> {
  await tooMany(attempts, `guest-lookup:${query.email}`, GUEST_LOOKUPS_PER_EMAIL_PER_HOUR, "requests");
  const orderId = await guestOrderByNumber(deps.db, query.number, query.email);
  if (orderId !== null) void sendGuestOrderLink(deps, orderId);
  return GUEST_LOOKUP_ANSWER;
}
