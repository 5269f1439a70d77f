import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import mailer from "./lib/mailer.ts";
import { createPaymentProvider, type PaymentProvider } from "./lib/payments/index.ts";
import addressRoutes from "./modules/addresses/routes.ts";
import adminRoutes from "./modules/admin/routes.ts";
import authRoutes from "./modules/auth/routes.ts";
import avatarRoutes from "./modules/avatar/routes.ts";
import cartRoutes from "./modules/cart/routes.ts";
import catalogueRefresh from "./modules/catalogue/catalogue-refresh.ts";
import catalogueRoutes from "./modules/catalogue/routes.ts";
import fitAnswerRoutes from "./modules/fit-answers/routes.ts";
import garageRoutes from "./modules/garage/routes.ts";
import healthRoutes from "./modules/health/routes.ts";
import mediaRoutes from "./modules/media/routes.ts";
import newsRoutes from "./modules/news/routes.ts";
import adminOrderRoutes from "./modules/orders/admin-routes.ts";
import orderSweeper from "./modules/orders/order-sweeper.ts";
import orderRoutes from "./modules/orders/routes.ts";
import stripeWebhookRoutes from "./modules/orders/stripe-webhook-routes.ts";
import paymentRoutes from "./modules/payments/routes.ts";
import profileRoutes from "./modules/profile/routes.ts";
import adminReviewRoutes from "./modules/reviews/admin-routes.ts";
import reviewRoutes from "./modules/reviews/routes.ts";
import settingsRoutes from "./modules/settings/routes.ts";
import vehicleRoutes from "./modules/vehicles/routes.ts";
import vinRoutes from "./modules/vin/routes.ts";
import wishlistRoutes from "./modules/wishlist/routes.ts";
import auth from "./plugins/auth.ts";
import docs from "./plugins/docs.ts";
import errors, { frameworkErrors } from "./plugins/errors.ts";
import rateLimits from "./plugins/rate-limit.ts";
import security from "./plugins/security.ts";
import searchRoutes from "./routes/search.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** The card provider: Stripe when configured, else the simulated one (docs/decisions/007-payments-provider.md). */
    payments: PaymentProvider;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions["logger"];
}

/** Builds the API with every plugin and module registered; it never listens (server.ts does). */
export async function buildApp({ config, db, logger = false }: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Plugins start in well under a second, but a busy machine (a migration of the embedded database
    // blocking the event loop next door) must not turn a slow start into a failed one.
    pluginTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", db);
  app.decorate("config", config);
  app.decorate<PaymentProvider>("payments", createPaymentProvider(config, db, app.log));

  // Cross-cutting first, then the domains (fastify/demo order).
  await app.register(errors);
  await app.register(security);
  await app.register(rateLimits, { redisUrl: config.redisUrl });
  await app.register(docs);
  await app.register(auth);
  await app.register(mailer);
  await app.register(catalogueRefresh);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(garageRoutes);
  await app.register(addressRoutes);
  await app.register(paymentRoutes);
  await app.register(avatarRoutes);
  await app.register(wishlistRoutes);
  await app.register(settingsRoutes);
  await app.register(newsRoutes);
  await app.register(mediaRoutes);
  await app.register(catalogueRoutes);
  await app.register(searchRoutes);
  await app.register(vehicleRoutes);
  await app.register(vinRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminRoutes);
  await app.register(reviewRoutes);
  await app.register(adminReviewRoutes);
  await app.register(fitAnswerRoutes);
  if (config.stripe?.webhookSecret) {
    await app.register(stripeWebhookRoutes, { secret: config.stripe.webhookSecret });
  } else if (config.stripe) {
    app.log.warn("STRIPE_WEBHOOK_SECRET is not set: payments that finish later at Stripe will not reach the shop");
  }
  await app.register(orderSweeper);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
