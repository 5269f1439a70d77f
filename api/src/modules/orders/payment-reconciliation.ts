import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { paymentCustomers, payments } from "../../db/schema/index.ts";
import { type KeyOwner, releaseKeyIn, settleKeyIn } from "../../lib/idempotency.ts";
import type { ChargeOutcome } from "../../lib/payments/provider.ts";
import type { OrderDeps } from "./order-deps.ts";
import { PAYMENT_LEASE_SECONDS } from "./order-queries.ts";
import { afterCommit, recordOutcome } from "./payment-service.ts";

/** An attempt the provider answered `processing` is asked about again this often, until it settles. */
const PROCESSING_RECHECK_SECONDS = 300;
/** How often the API looks for interrupted payments (besides a pay of that order). */
export const RECONCILE_EVERY_MS = 15_000;

export const INTERRUPTED_MESSAGE = "The payment did not finish. Please try again.";

type Interrupted = {
  id: number;
  order_id: number;
  user_id: number | null;
  /** A guest order's email (its keys are the guest's); null once an account claimed it. */
  guest_email: string | null;
  idempotency_key: string | null;
  provider_payment_id: string | null;
};

/**
 * Payments whose request died while it asked the provider (the API was killed mid-charge) are
 * settled with the provider: Stripe is asked for the PaymentIntent, the simulated provider
 * (whose charges live inside the request) settles it as never charged. The attempt's outcome and
 * its Idempotency-Key's answer are recorded in one transaction, so the buyer's retry with the same
 * key gets the answer the lost request would have given — or, when nothing was charged, runs again.
 * An attempt whose request is alive renews its lease and is never touched (docs/decisions/013).
 */
export async function reconcileInterruptedPayments(deps: OrderDeps, scope: { orderId?: number } = {}): Promise<number> {
  const stale = await rowsOf<Interrupted>(
    deps.db,
    sql`select p.id, p.order_id, o.user_id,
               case when o.user_id is null and o.claimed_at is null then o.guest_email end as guest_email,
               p.idempotency_key, p.provider_payment_id
        from payments p join orders o on o.id = p.order_id
        where p.status = 'processing' and p.provider = ${deps.payments.name}
          ${scope.orderId === undefined ? sql`` : sql`and p.order_id = ${scope.orderId}`}
          and ((p.provider_payment_id is null and p.updated_at <= now() - make_interval(secs => ${PAYMENT_LEASE_SECONDS}))
            or (p.provider_payment_id is not null and p.updated_at <= now() - make_interval(secs => ${PROCESSING_RECHECK_SECONDS})))
        order by p.id
        limit 20`,
  );
  let settled = 0;
  for (const attempt of stale) {
    if (await reconcileOne(deps, attempt)) settled += 1;
  }
  return settled;
}

async function reconcileOne(deps: OrderDeps, attempt: Interrupted): Promise<boolean> {
  // Take the attempt for this reconciliation (a fresh lease), so two replicas never ask twice at once.
  const [taken] = await deps.db
    .update(payments)
    .set({ updatedAt: sql`now()` })
    .where(
      and(
        eq(payments.id, attempt.id),
        eq(payments.status, "processing"),
        attempt.provider_payment_id === null
          ? sql`${payments.updatedAt} <= now() - make_interval(secs => ${PAYMENT_LEASE_SECONDS})`
          : sql`${payments.updatedAt} <= now() - make_interval(secs => ${PROCESSING_RECHECK_SECONDS})`,
      ),
    )
    .returning({ id: payments.id });
  if (!taken) return false;

  let outcome: ChargeOutcome | null;
  try {
    outcome = await deps.payments.findCharge({
      paymentId: attempt.id,
      providerPaymentId: attempt.provider_payment_id,
      customerId: attempt.user_id === null ? null : await customerOf(deps.db, attempt.user_id, deps.payments.name),
    });
  } catch (err) {
    // The provider did not answer: the next round asks again.
    deps.log.warn({ err, paymentId: attempt.id }, "an interrupted payment could not be checked with the provider");
    return false;
  }

  // The key's owner: the buyer's account, or the guest's email (a deleted account's order has neither).
  const userId: KeyOwner | null =
    attempt.user_id ?? (attempt.guest_email === null ? null : { guestEmail: attempt.guest_email });
  const key = attempt.idempotency_key;
  const answerKey = async (tx: Db, answer: () => Promise<{ status: number; body: unknown }>) => {
    if (userId !== null && key !== null) await settleKeyIn(tx, userId, key, await answer());
  };

  if (outcome === null) {
    // Nothing was charged: the attempt failed, and its key is freed so the same attempt can run again.
    await deps.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({
          status: "failed",
          failureCode: "interrupted",
          failureMessage: INTERRUPTED_MESSAGE,
          updatedAt: sql`now()`,
        })
        .where(and(eq(payments.id, attempt.id), eq(payments.status, "processing")));
      if (userId !== null && key !== null) await releaseKeyIn(tx, userId, key);
    });
    deps.log.info(
      { paymentId: attempt.id, orderId: attempt.order_id },
      "interrupted payment settled: nothing was charged",
    );
    return true;
  }
  const { applied } = await recordOutcome(deps, attempt.order_id, attempt.id, outcome, {
    userId,
    settle: (tx, response) => answerKey(tx, async () => response),
  });
  await afterCommit(deps, attempt.order_id, applied);
  deps.log.info(
    { paymentId: attempt.id, orderId: attempt.order_id, status: outcome.status },
    "interrupted payment settled with the provider",
  );
  return true;
}

async function customerOf(db: Db, userId: number, provider: OrderDeps["payments"]["name"]): Promise<string | null> {
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
  return row?.customerId ?? null;
}
