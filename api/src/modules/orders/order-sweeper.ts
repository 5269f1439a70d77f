import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { orderDepsOf } from "./order-deps.ts";
import { sweepOrders } from "./order-service.ts";

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

  app.addHook("onReady", async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
    await running;
  });
});
