import { ErrorResponseSchema } from "@pitstop/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { verifyStripeEvent } from "../lib/payments/stripe-signature.ts";
import { orderDepsOf } from "../modules/orders/order-deps.ts";
import { handleStripeEvent } from "../modules/orders/stripe-event-service.ts";

/**
 * POST /api/payments/webhook: Stripe's payment events, signed with STRIPE_WEBHOOK_SECRET. Registered
 * only when the shop runs Stripe with a webhook secret. The signature covers the raw bytes, so this
 * plugin (and only it) reads JSON bodies as a Buffer.
 */
const stripeWebhookRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, { secret }) => {
  const deps = orderDepsOf(app);
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post(
    "/api/payments/webhook",
    {
      schema: {
        tags: ["payments"],
        summary: "Stripe webhook: payment_intent.succeeded and payment_intent.payment_failed (signature checked)",
        response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }), 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers["stripe-signature"];
      const event = verifyStripeEvent(raw, Array.isArray(header) ? header[0] : header, secret);
      const { duplicate } = await handleStripeEvent(deps, event);
      return { received: true as const, duplicate };
    },
  );
};
export default stripeWebhookRoutes;
