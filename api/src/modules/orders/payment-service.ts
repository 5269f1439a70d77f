import type { Order, PayRequest } from "@pitstop/contract/orders";
import type { TestCardInput } from "@pitstop/contract/profile";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { payments } from "../../db/schema/index.ts";
import { HttpError } from "../../lib/http-error.ts";
import { type KeyGuard, NotYet, type StoredResponse } from "../../lib/idempotency.ts";
import { paymentOutcomes } from "../../lib/metrics.ts";
import type { ChargeOutcome, ChargeSource } from "../../lib/payments/provider.ts";
import { keepPaidTestCard, savedCardForCharge } from "../payments/service.ts";
import type { OrderDeps } from "./order-deps.ts";
import { sendOrderMail } from "./order-notices.ts";
import {
  lockOrder,
  markRefundDue,
  moveOrder,
  type OrderOwner,
  type OrderRow,
  PAYMENT_HEARTBEAT_MS,
  paymentInFlight,
} from "./order-queries.ts";
import { cancelLocked, refundPayment } from "./order-service.ts";
import { orderDetail } from "./order-view.ts";

type Account = { id: number; email: string };
/** Who pays: the signed-in buyer, or a guest through their order link (a typed-in test card only). */
export type Payer = Account | { guestEmail: string };
const ownerOf = (payer: Payer): OrderOwner => ("guestEmail" in payer ? { guestEmail: payer.guestEmail } : payer.id);

/** What a recorded outcome means for the order, to act on after the commit. */
export type Applied = { newlyPaid: boolean; refundPaymentId: number | null };
export const NOTHING: Applied = { newlyPaid: false, refundPaymentId: null };

/**
 * A succeeded charge moves an order awaiting payment to paid, then awaiting shipment (the
 * system's two transitions, two history rows). A charge that lands on an order canceled meanwhile
 * is refunded; one that lands on an order already paid (the webhook was first) changes nothing.
 */
export async function applySucceededCharge(tx: Db, order: OrderRow, card: { brand: string; last4: string } | null) {
  if (order.status === "awaiting payment") {
    const note = card ? `Paid with ${card.brand} •••• ${card.last4}` : "Paid";
    if (!(await moveOrder(tx, order, "paid", "system", { note, set: { expiresAt: null } }))) {
      throw new HttpError(409, "The order changed meanwhile. Please reload it.");
    }
    await moveOrder(tx, { id: order.id, status: "paid" }, "awaiting shipment", "system");
    return { newlyPaid: true, refundPaymentId: null };
  }
  if (order.status === "canceled") return { newlyPaid: false, refundPaymentId: await markRefundDue(tx, order.id) };
  return NOTHING;
}

/** Runs what a recorded outcome asks for once committed: the receipt mail or the refund. */
export async function afterCommit(deps: OrderDeps, orderId: number, applied: Applied) {
  if (applied.refundPaymentId !== null) await refundPayment(deps, applied.refundPaymentId);
  if (applied.newlyPaid) await sendOrderMail(deps, orderId, { kind: "paid" });
}

/** Takes the order for this payment: it must be the buyer's, awaiting payment, in time, and not being paid already. */
async function claimPayment(
  deps: OrderDeps,
  account: Payer,
  orderId: number,
  attempt: { idempotencyKey: string; card: { brand: string; last4: string } | null },
): Promise<{ kind: "expired" } | { kind: "charge"; paymentId: number; order: OrderRow }> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, ownerOf(account));
    const overdue = order.expiresAt !== null && order.expiresAt.getTime() <= Date.now();
    if (order.status === "awaiting payment" && overdue && !(await paymentInFlight(tx, order.id))) {
      await cancelLocked(tx, order, "system", "expired");
      return { kind: "expired" as const };
    }
    if (order.status !== "awaiting payment") {
      throw new HttpError(422, `This order is ${order.status}: only an order awaiting payment can be paid.`);
    }
    // Any attempt still processing holds the order — one whose request is alive, and one whose
    // request died and is not settled with the provider yet (it may have charged: a new charge now
    // could charge twice; the unique index allows one processing attempt per order). It is not this
    // request's answer: the retry settles the dead one first (payment-reconciliation.ts).
    const [open] = await tx
      .select({ idempotencyKey: payments.idempotencyKey })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "processing")))
      .limit(1);
    if (open) {
      throw new NotYet(
        open.idempotencyKey === attempt.idempotencyKey
          ? "This request is already being processed. Please wait a moment."
          : "A payment for this order is already going through. Please wait a moment.",
      );
    }
    const [row] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        provider: deps.payments.name,
        amountCents: order.totalCents,
        status: "processing",
        idempotencyKey: attempt.idempotencyKey,
        cardBrand: attempt.card?.brand ?? null,
        cardLast4: attempt.card?.last4 ?? null,
      })
      .returning({ id: payments.id });
    if (!row) throw new Error("the payment insert returned nothing");
    return { kind: "charge" as const, paymentId: row.id, order };
  });
}

const CANCELED_MEANWHILE = "This order was canceled before the payment went through; the charge is being refunded.";

/** What the pay request answers for a recorded outcome (stored with it as the Idempotency-Key's answer). */
async function answerFor(tx: Db, orderId: number, userId: OrderOwner | null, outcome: ChargeOutcome, applied: Applied) {
  if (outcome.status === "failed" || outcome.status === "requires_action") {
    return { status: 402, body: { message: outcome.failureMessage ?? "Your card was declined." } };
  }
  if (applied.refundPaymentId !== null) return { status: 409, body: { message: CANCELED_MEANWHILE } };
  return { status: 200, body: await orderDetail(tx, orderId, userId ?? undefined) };
}

/**
 * Writes the provider's answer on the attempt and moves the order when it was paid. With `answer`,
 * the pay request's answer is stored in the same transaction (its Idempotency-Key settled).
 */
export async function recordOutcome(
  deps: OrderDeps,
  orderId: number,
  paymentId: number,
  outcome: ChargeOutcome,
  answer?: { userId: OrderOwner | null; settle(tx: Db, response: StoredResponse): Promise<void> },
) {
  return deps.db.transaction(async (tx): Promise<{ applied: Applied; response: StoredResponse | null }> => {
    const order = await lockOrder(tx, orderId);
    let rowId = paymentId;
    if (outcome.providerPaymentId) {
      // The webhook may have recorded this very charge first, on a row of its own.
      const [other] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.providerPaymentId, outcome.providerPaymentId), ne(payments.id, paymentId)));
      if (other) {
        await tx.delete(payments).where(and(eq(payments.id, paymentId), eq(payments.status, "processing")));
        rowId = other.id;
      }
    }
    await tx
      .update(payments)
      .set({
        status: outcome.status,
        providerPaymentId: outcome.providerPaymentId,
        failureCode: outcome.failureCode,
        failureMessage: outcome.failureMessage,
        ...(outcome.card ? { cardBrand: outcome.card.brand, cardLast4: outcome.card.last4 } : {}),
        updatedAt: sql`now()`,
      })
      // A late answer never turns a charge the webhook already saw succeed into something else.
      .where(and(eq(payments.id, rowId), ne(payments.status, "succeeded")));
    const applied = outcome.status === "succeeded" ? await applySucceededCharge(tx, order, outcome.card) : NOTHING;
    if (!answer) return { applied, response: null };
    const response = await answerFor(tx, orderId, answer.userId, outcome, applied);
    await answer.settle(tx, response);
    return { applied, response };
  });
}

/** Renews an attempt's lease while its request waits for the provider (order-queries: PAYMENT_LEASE_SECONDS). */
function keepAlive(db: Db, paymentId: number) {
  const timer = setInterval(() => {
    db.update(payments)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(payments.id, paymentId), eq(payments.status, "processing")))
      .catch(() => undefined);
  }, PAYMENT_HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * POST /api/orders/{id}/pay: charges the buyer's order once — a saved card of theirs, or in test
 * mode a test card typed in (kept when `save` is set and the charge went through). Every attempt is
 * recorded. Success: paid → awaiting shipment and a receipt mail. A decline: the order stays
 * awaiting payment and the answer is a 402 with the card's reason. An order past its deadline is
 * canceled (409); one not awaiting payment is a 422; another user's is a 404. A guest (no account)
 * has no saved cards: in test mode they type a test card in.
 */
export async function payOrder(
  deps: OrderDeps,
  account: Payer,
  orderId: number,
  body: PayRequest,
  idempotencyKey: string,
  guard?: KeyGuard,
): Promise<Order> {
  const provider = deps.payments;
  let source: ChargeSource;
  let card: { brand: string; last4: string } | null = null;
  if (body.payment_stripe_id !== undefined) {
    if ("guestEmail" in account) {
      throw new HttpError(400, "Saved cards belong to an account. Enter the card instead.", {
        payment_stripe_id: ["A guest order is paid with a card entered now"],
      });
    }
    const saved = await savedCardForCharge(deps.db, provider, account.id, body.payment_stripe_id);
    source = { kind: "saved", customerId: saved.customerId, paymentMethodId: saved.paymentMethodId };
    card = { brand: saved.brand, last4: saved.last4 };
  } else {
    if (provider.name !== "simulated") {
      throw new HttpError(
        400,
        "guestEmail" in account
          ? "Card payments for guest orders go through Stripe's own form, which this shop does not offer yet. Please create an account to pay."
          : "Add the card in your account first: with Stripe, card numbers go into Stripe's own form.",
      );
    }
    source = { kind: "card", card: body.card as TestCardInput };
  }

  const claim = await claimPayment(deps, account, orderId, { idempotencyKey, card });
  if (claim.kind === "expired") {
    await sendOrderMail(deps, orderId, { kind: "canceled", reason: "expired" });
    throw new HttpError(
      409,
      "This order expired before it was paid, so it was canceled and its parts went back on the shelf. Please place a new order.",
    );
  }
  const { order, paymentId } = claim;

  let outcome: ChargeOutcome;
  const stopKeepingAlive = keepAlive(deps.db, paymentId);
  try {
    outcome = await provider.charge({
      source,
      amountCents: order.totalCents,
      // Stripe's key is per shop account: this one is unique per order and per attempt of the buyer.
      idempotencyKey: `pitstop-order-${order.id}-${idempotencyKey}`,
      description: `Pitstop order ${order.number}`,
      // payment_id finds this attempt at the provider when its request dies before the answer.
      metadata: { order_id: String(order.id), order_number: order.number, payment_id: String(paymentId) },
    });
  } catch (err) {
    stopKeepingAlive();
    // No charge came of it (the card was refused as typed, or the provider did not answer).
    const refused = err instanceof HttpError && err.statusCode < 500;
    paymentOutcomes.inc({ outcome: refused ? "refused" : "provider_unavailable" });
    await deps.db
      .update(payments)
      .set({
        status: "failed",
        failureCode: refused ? "invalid_request" : "provider_unavailable",
        failureMessage: err instanceof HttpError ? err.message : "The card service did not answer.",
        updatedAt: sql`now()`,
      })
      .where(and(eq(payments.id, paymentId), eq(payments.status, "processing")));
    throw err;
  }
  stopKeepingAlive();
  paymentOutcomes.inc({ outcome: outcome.status });

  const { applied, response } = await recordOutcome(deps, order.id, paymentId, outcome, {
    userId: ownerOf(account),
    // Recorded even when another request finished the key meanwhile: a charge is never forgotten.
    settle: async (tx, answer) => void (await guard?.settle(tx, answer)),
  });
  await afterCommit(deps, order.id, applied);
  if (outcome.status === "failed" || outcome.status === "requires_action") {
    throw new HttpError(402, outcome.failureMessage ?? "Your card was declined.");
  }
  if (applied.refundPaymentId !== null) throw new HttpError(409, CANCELED_MEANWHILE);
  if (applied.newlyPaid && body.card && body.save && provider.name === "simulated" && !("guestEmail" in account)) {
    await keepPaidTestCard(deps.db, provider, account, body.card);
  }
  // The answer stored with the outcome, so a replay of this key answers exactly this.
  return response?.body as Order;
}
