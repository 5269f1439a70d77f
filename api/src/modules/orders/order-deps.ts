import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Carrier } from "../../lib/carriers/carrier.ts";
import type { Mailer } from "../../lib/mailer.ts";
import type { PaymentProvider } from "../../lib/payments/index.ts";

/**
 * What the order services work with. The API hands over its own (`orderDepsOf(app)`); the admin
 * CLI builds the same from the environment, so both run the very same service functions.
 */
export type OrderDeps = {
  db: Db;
  payments: PaymentProvider;
  /** Issues prepaid return labels (simulated in test mode). */
  carrier: Carrier;
  mailer: Mailer;
  config: Config;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
};

export function orderDepsOf(app: FastifyInstance): OrderDeps {
  return {
    db: app.db,
    payments: app.payments,
    carrier: app.carrier,
    mailer: app.mailer,
    config: app.config,
    log: app.log,
  };
}
