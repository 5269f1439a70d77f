import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { payments, stripeEvents } from "../../db/schema/index.ts";
import type { StripeEvent } from "../../lib/payments/stripe-signature.ts";
import type { OrderDeps } from "./order-deps.ts";
import { lockOrder, type OrderRow } from "./order-queries.ts";
import { afterCommit, applySucceededCharge, NOTHING } from "./payment-service.ts";

type PaymentIntentObject = {
  id?: unknown;
  amount?: unknown;
  metadata?: { order_id?: unknown } | null;
  last_payment_error?: { code?: string; decline_code?: string; message?: string } | null;
};

/**
 * POST /api/payments/webhook (Stripe): a verified event, handled once (its id is kept) and in any
 * order. `payment_intent.succeeded` pays the order if it is still awaiting payment (refunds it if it
 * was canceled meanwhile); `payment_intent.payment_failed` records the decline unless that charge
 * already succeeded. Other event types are acknowledged and ignored.
 */
export async function handleStripeEvent(deps: OrderDeps, event: StripeEvent): Promise<{ duplicate: boolean }> {
  const intent = event.data.object as PaymentIntentObject;
  const relevant = event.type === "payment_intent.succeeded" || event.type === "payment_intent.payment_failed";
  let orderId: number | null = null;
  const result = await deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (fresh.length === 0) return { duplicate: true, applied: NOTHING };
    if (!relevant || typeof intent.id !== "string") return { duplicate: false, applied: NOTHING };
    const intentId = intent.id;

    const [known] = await tx.select().from(payments).where(eq(payments.providerPaymentId, intentId));
    const fromMetadata = Number(intent.metadata?.order_id);
    orderId = known?.orderId ?? (Number.isInteger(fromMetadata) && fromMetadata > 0 ? fromMetadata : null);
    if (orderId === null) return { duplicate: false, applied: NOTHING };
    let order: OrderRow;
    try {
      order = await lockOrder(tx, orderId);
    } catch {
      return { duplicate: false, applied: NOTHING }; // not one of ours (or deleted with its account)
    }

    let paymentId = known?.id ?? null;
    if (paymentId === null) {
      // Our attempt whose answer has not arrived yet (or whose request died) is this charge.
      const [open] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.orderId, order.id),
            eq(payments.provider, "stripe"),
            isNull(payments.providerPaymentId),
            inArray(payments.status, ["processing", "failed"]),
          ),
        )
        .orderBy(desc(payments.id))
        .limit(1);
      if (open) {
        await tx.update(payments).set({ providerPaymentId: intentId }).where(eq(payments.id, open.id));
        paymentId = open.id;
      } else {
        const amount = typeof intent.amount === "number" && intent.amount > 0 ? intent.amount : order.totalCents;
        const [row] = await tx
          .insert(payments)
          .values({
            orderId: order.id,
            provider: "stripe",
            providerPaymentId: intentId,
            amountCents: amount,
            status: "processing",
          })
          .returning({ id: payments.id });
        paymentId = row?.id ?? null;
      }
    }
    if (paymentId === null) return { duplicate: false, applied: NOTHING };

    if (event.type === "payment_intent.succeeded") {
      await tx
        .update(payments)
        .set({ status: "succeeded", failureCode: null, failureMessage: null, updatedAt: sql`now()` })
        .where(eq(payments.id, paymentId));
      return { duplicate: false, applied: await applySucceededCharge(tx, order, null) };
    }
    const error = intent.last_payment_error;
    await tx
      .update(payments)
      .set({
        status: "failed",
        failureCode: error?.decline_code ?? error?.code ?? "card_declined",
        failureMessage: error?.message ?? "Your card was declined.",
        updatedAt: sql`now()`,
      })
      // A failure reported after the success changes nothing.
      .where(and(eq(payments.id, paymentId), ne(payments.status, "succeeded")));
    return { duplicate: false, applied: NOTHING };
  });
  if (orderId !== null) await afterCommit(deps, orderId, result.applied);
  return { duplicate: result.duplicate };
}
