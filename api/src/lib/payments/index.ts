import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { PaymentProvider } from "./provider.ts";
import { createSimulatedProvider } from "./simulated-provider.ts";
import { createStripeProvider } from "./stripe-provider.ts";

export type { PaymentProvider, SavedCard } from "./provider.ts";

/** Stripe when STRIPE_SECRET_KEY is set, else the simulated provider (test mode). */
export function createPaymentProvider(
  config: Config,
  db: Db,
  log: { error(obj: object, msg: string): void },
): PaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe, log) : createSimulatedProvider(db);
}
