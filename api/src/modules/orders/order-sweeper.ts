import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { orderDepsOf } from "./order-deps.ts";
import { sweepOrders } from "./order-service.ts";
import { RECONCILE_EVERY_MS, reconcileInterruptedPayments } from "./payment-reconciliation.ts";

/** How often unpaid orders past their deadline are canceled (they are also canceled when touched). */
export const SWEEP_EVERY_MS = 60_000;

/**
 * Runs the order sweep when the API is ready and then every minute (`sweepOrders`: expiry, pending
 * refunds, old idempotency keys). The timer never keeps the process alive, and closing the app
 * stops it and waits for a sweep under way. Safe with several replicas: each order is locked and
 * moved conditionally, and a sweep skips orders another one holds.
 */
export default fp(async function orderSweeper(app: FastifyInstance) {
  const deps = orderDepsOf(app);
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const sweep = () => {
    if (running) return;
    running = sweepOrders(deps)
      .then((done) => {
        if (done.expired > 0 || done.refunds > 0) app.log.info(done, "order sweep");
      })
      .catch((err: unknown) => app.log.error({ err }, "order sweep failed"))
      .finally(() => {
        running = null;
      });
  };

  // Payments whose request died mid-charge are settled with the provider within seconds, not
  // left to block the order (payment-reconciliation.ts).
  let reconciling: Promise<void> | null = null;
  let reconcileTimer: NodeJS.Timeout | null = null;
  const reconcile = () => {
    if (reconciling) return;
    reconciling = reconcileInterruptedPayments(deps)
      .then(() => undefined)
      .catch((err: unknown) => app.log.warn({ err }, "payment reconciliation failed"))
      .finally(() => {
        reconciling = null;
      });
  };

  app.addHook("onReady", async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
    reconcileTimer = setInterval(reconcile, RECONCILE_EVERY_MS);
    reconcileTimer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
    if (reconcileTimer) clearInterval(reconcileTimer);
    await Promise.all([running, reconciling]);
  });
});
