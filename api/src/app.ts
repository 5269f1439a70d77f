import { randomUUID } from "node:crypto";
import { requestIdOr } from "@pitstop/contract/request-id";
import Fastify, { type FastifyServerOptions, LogController } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import catalogueGeneration from "./flows/catalogue-generation.ts";
import catalogueRefresh from "./flows/catalogue-refresh.ts";
import type { Carrier } from "./lib/carriers/carrier.ts";
import { createCarrier } from "./lib/carriers/index.ts";
import mailer from "./lib/mailer.ts";
import { createPaymentProvider, type PaymentProvider } from "./lib/payments/index.ts";
import orderSweeper from "./modules/orders/order-sweeper.ts";
import auth from "./plugins/auth.ts";
import changeFeed from "./plugins/change-feed.ts";
import docs from "./plugins/docs.ts";
import errors, { frameworkErrors } from "./plugins/errors.ts";
import metrics from "./plugins/metrics.ts";
import rateLimits from "./plugins/rate-limit.ts";
import security from "./plugins/security.ts";
import addressRoutes from "./routes/addresses.ts";
import adminAuditRoutes from "./routes/admin/audit.ts";
import adminBrandRoutes from "./routes/admin/brands.ts";
import adminCategoryRoutes from "./routes/admin/categories.ts";
import adminContentRoutes from "./routes/admin/content.ts";
import adminFitmentRoutes from "./routes/admin/fitment.ts";
import adminFitmentImportRoutes from "./routes/admin/fitment-imports.ts";
import adminOrderRoutes from "./routes/admin/orders.ts";
import productImageRoutes from "./routes/admin/product-images.ts";
import adminProductRoutes from "./routes/admin/products.ts";
import adminPromotionRoutes from "./routes/admin/promotions.ts";
import adminReturnRoutes from "./routes/admin/returns.ts";
import adminReviewRoutes from "./routes/admin/reviews.ts";
import adminShopRoutes from "./routes/admin/shop.ts";
import authRoutes from "./routes/auth/sessions.ts";
import avatarRoutes from "./routes/avatar.ts";
import backupRoutes from "./routes/backup.ts";
import cartRoutes from "./routes/cart.ts";
import catalogueRoutes from "./routes/catalogue.ts";
import changeRoutes from "./routes/changes.ts";
import fitAnswerRoutes from "./routes/fit-answers.ts";
import garageRoutes from "./routes/garage.ts";
import guestRoutes from "./routes/guest.ts";
import healthRoutes from "./routes/health.ts";
import mediaRoutes from "./routes/media.ts";
import newsRoutes from "./routes/news.ts";
import orderRoutes from "./routes/orders.ts";
import paymentRoutes from "./routes/payments.ts";
import profileRoutes from "./routes/profile.ts";
import returnRoutes from "./routes/returns.ts";
import reviewRoutes from "./routes/reviews.ts";
import searchRoutes from "./routes/search.ts";
import settingsRoutes from "./routes/settings.ts";
import sitemapRoutes from "./routes/sitemap.ts";
import stripeWebhookRoutes from "./routes/stripe-webhook.ts";
import vehicleRoutes from "./routes/vehicles.ts";
import vinRoutes from "./routes/vin.ts";
import wishlistRoutes from "./routes/wishlist.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** The card provider: Stripe when configured, else the simulated one (docs/decisions/007-payments-provider.md). */
    payments: PaymentProvider;
    carrier: Carrier;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions["logger"];
  /** The embedded database's backups are answered to this token (server.ts writes it for `npm run backup`). */
  backupToken?: string | null;
}

/** Builds the API with every plugin and module registered; it never listens (server.ts does). */
/** A request id the storefront (or a load balancer) sent, kept when it is a plain token; else a new one. */
export const requestIdOf = (header: string | string[] | undefined): string => requestIdOr(header, randomUUID);

export async function buildApp({ config, db, logger = false, backupToken = null }: AppOptions) {
  const app = Fastify({
    logger,
    // Access lines are written at debug by the metrics plugin, not at info for every request.
    logController: new LogController({ disableRequestLogging: true }),
    // The storefront's id for the visitor's request, so its lines and the API's share one reqId.
    requestIdHeader: false,
    genReqId: (req) => requestIdOf(req.headers["x-request-id"]),
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
  app.decorate<Carrier>("carrier", createCarrier(config));

  // Cross-cutting first, then the domains (fastify/demo order).
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  await app.register(metrics, { token: config.metricsToken });
  await app.register(errors);
  await app.register(security);
  await app.register(rateLimits, { redisUrl: config.redisUrl });
  await app.register(docs);
  await app.register(auth);
  await app.register(mailer);
  await app.register(changeFeed);
  await app.register(catalogueRefresh);

  await app.register(healthRoutes);
  await app.register(changeRoutes);
  await app.register(backupRoutes, { token: backupToken });
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
  await app.register(sitemapRoutes);
  await app.register(vehicleRoutes);
  await app.register(vinRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(guestRoutes);
  await app.register(returnRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminPromotionRoutes);
  await app.register(adminReturnRoutes);
  // The back office, one file per resource (the order of the API description).
  await app.register(adminAuditRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminFitmentRoutes);
  await app.register(adminFitmentImportRoutes);
  await app.register(adminBrandRoutes);
  await app.register(adminCategoryRoutes);
  await app.register(productImageRoutes);
  await app.register(adminShopRoutes);
  await app.register(adminContentRoutes);
  await app.register(catalogueGeneration);
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
