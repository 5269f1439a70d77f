import { ErrorResponseSchema } from "@pitstop/contract/errors";
import {
  CheckoutQuoteSchema,
  CheckoutRequestSchema,
  EmptyBodySchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderParamsSchema,
  OrderSchema,
  PayRequestSchema,
  ShippingMethodSchema,
  ShippingMethodsQuerySchema,
} from "@pitstop/contract/orders";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { placeOrder, quoteCheckout, shippingMethodsForCart } from "../flows/checkout.ts";
import { idempotencyKeyOf, requestFingerprint, runIdempotent, sendIdempotent } from "../lib/idempotency.ts";
import { orderDepsOf } from "../modules/orders/order-deps.ts";
import { cancelOrder, getBuyerOrder, listBuyerOrders } from "../modules/orders/order-service.ts";
import { reconcileInterruptedPayments } from "../modules/orders/payment-reconciliation.ts";
import { payOrder } from "../modules/orders/payment-service.ts";
import { signedInUser } from "../plugins/auth.ts";

/** Paying is where stolen card numbers get tried: a limit per account, whichever address it comes from. */
const payAttempts = {
  rateLimit: {
    max: 30,
    timeWindow: "10 minutes",
    keyGenerator: (request: FastifyRequest) => (request.user ? `pay-user-${request.user.id}` : request.ip),
  },
};

/** Checkout and the buyer's orders (docs/decisions/008-orders-and-payments.md). */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = orderDepsOf(app);
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const e = ErrorResponseSchema;

  app.get(
    "/api/checkout/shipping-methods",
    {
      ...signedIn,
      schema: {
        tags: ["checkout"],
        summary:
          "Shipping methods for the cart as it is now, with their prices; `state` leaves out what cannot reach it",
        security,
        querystring: ShippingMethodsQuerySchema,
        response: { 200: z.array(ShippingMethodSchema), 400: e, 401: e },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return shippingMethodsForCart(app.db, app.config, signedInUser(request).id, request.query.state);
    },
  );

  app.post(
    "/api/checkout/quote",
    {
      ...signedIn,
      schema: {
        tags: ["checkout"],
        summary: "The full priced summary the review step shows, from the server's current prices; nothing is reserved",
        security,
        body: CheckoutRequestSchema,
        response: { 200: CheckoutQuoteSchema, 400: e, 401: e, 404: e, 409: e, 422: e },
      },
    },
    async (request) => quoteCheckout(app.db, app.config, signedInUser(request).id, request.body),
  );

  app.post(
    "/api/checkout",
    {
      ...signedIn,
      schema: {
        tags: ["checkout"],
        summary:
          "Place an order from the signed-in user's cart: stock reserved, awaiting payment (Idempotency-Key required)",
        security,
        body: CheckoutRequestSchema,
        response: { 201: OrderSchema, 400: e, 401: e, 404: e, 409: e, 422: e },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const key = idempotencyKeyOf(request);
      const outcome = await runIdempotent(
        app.db,
        { userId: user.id, key, fingerprint: requestFingerprint("POST /api/checkout", request.body) },
        async (guard) => ({ status: 201, body: await placeOrder(deps, user.id, request.body, guard) }),
      );
      return sendIdempotent(reply, outcome);
    },
  );

  app.get(
    "/api/orders",
    {
      ...signedIn,
      schema: {
        tags: ["orders"],
        summary: "The signed-in user's orders, newest first ('created' ones hidden); the total is in X-Total-Count",
        security,
        querystring: OrderListQuerySchema,
        response: { 200: OrderListSchema, 400: e, 401: e },
      },
    },
    async (request, reply) => {
      const { orders, total } = await listBuyerOrders(
        deps,
        signedInUser(request).id,
        request.query.page,
        request.query.limit,
      );
      reply.header("cache-control", "private, no-store");
      reply.header("x-total-count", String(total));
      return orders;
    },
  );

  app.get(
    "/api/orders/:id",
    {
      ...signedIn,
      schema: {
        tags: ["orders"],
        summary: "One order of the signed-in user: lines, totals, address, payment, history, what can be done now",
        security,
        params: OrderParamsSchema,
        response: { 200: OrderSchema, 400: e, 401: e, 404: e },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return getBuyerOrder(deps, signedInUser(request).id, request.params.id);
    },
  );

  app.post(
    "/api/orders/:id/pay",
    {
      ...signedIn,
      config: payAttempts,
      schema: {
        tags: ["orders"],
        summary:
          "Pay an order awaiting payment with a saved card, or in test mode a Stripe test card (Idempotency-Key required); a decline is a 402 with its reason",
        security,
        params: OrderParamsSchema,
        body: PayRequestSchema,
        response: { 200: OrderSchema, 400: e, 401: e, 402: e, 404: e, 409: e, 422: e, 429: e, 502: e },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const key = idempotencyKeyOf(request);
      const { id } = request.params;
      // A payment of this order whose request died is settled first: its key then replays its
      // answer, or (nothing was charged) is free to run again (docs/decisions/013).
      await reconcileInterruptedPayments(deps, { orderId: id });
      const outcome = await runIdempotent(
        app.db,
        { userId: user.id, key, fingerprint: requestFingerprint(`POST /api/orders/${id}/pay`, request.body) },
        async (guard) => ({ status: 200, body: await payOrder(deps, user, id, request.body, key, guard) }),
      );
      return sendIdempotent(reply, outcome);
    },
  );

  app.post(
    "/api/orders/:id/cancel",
    {
      ...signedIn,
      schema: {
        tags: ["orders"],
        summary: "Cancel the signed-in user's order before it ships: stock released, a paid order refunded",
        security,
        params: OrderParamsSchema,
        body: EmptyBodySchema,
        response: { 200: OrderSchema, 400: e, 401: e, 404: e, 409: e, 422: e },
      },
    },
    async (request) => cancelOrder(deps, request.params.id, { actor: "buyer", userId: signedInUser(request).id }),
  );
};
export default orderRoutes;
