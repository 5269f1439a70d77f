import { MessageSchema } from "@pitstop/contract/auth";
import { ErrorResponseSchema } from "@pitstop/contract/errors";
import {
  GuestCheckoutRequestSchema,
  GuestOrderLookupSchema,
  GuestOrderSchema,
  GuestOrderTokenParamsSchema,
  GuestPlacedOrderSchema,
} from "@pitstop/contract/guest";
import { CheckoutQuoteSchema, EmptyBodySchema, OrderSchema, PayRequestSchema } from "@pitstop/contract/orders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { lookUpGuestOrder, placeGuestOrder, quoteGuestCheckout } from "../flows/guest-checkout.ts";
import { idempotencyKeyOf, requestFingerprint, runIdempotent, sendIdempotent } from "../lib/idempotency.ts";
import { guestOrderFromLink } from "../modules/orders/guest-links.ts";
import { orderDepsOf } from "../modules/orders/order-deps.ts";
import { cancelOrder, getBuyerOrder } from "../modules/orders/order-service.ts";
import { reconcileInterruptedPayments } from "../modules/orders/payment-reconciliation.ts";
import { payOrder } from "../modules/orders/payment-service.ts";

/** Per address; each flow also counts per email (docs/decisions/030). */
const checkoutLimit = { rateLimit: { max: 20, timeWindow: "10 minutes" } };
const quoteLimit = { rateLimit: { max: 60, timeWindow: "10 minutes" } };
const linkLimit = { rateLimit: { max: 60, timeWindow: "10 minutes" } };
/** Paying is where stolen card numbers get tried. */
const payLimit = { rateLimit: { max: 20, timeWindow: "10 minutes" } };
const lookupLimit = { rateLimit: { max: 10, timeWindow: "15 minutes" } };

/**
 * Guest checkout and guest orders (docs/decisions/030): no account, no session — a guest's order
 * is reached only through its private, signed, expiring link. A link that does not verify is a 404.
 */
const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = orderDepsOf(app);
  const e = ErrorResponseSchema;

  app.post(
    "/api/guest/checkout/quote",
    {
      config: quoteLimit,
      schema: {
        tags: ["guest checkout"],
        summary:
          "A visitor's checkout review: the device cart priced from the server's current prices for the address and method; nothing is reserved",
        body: GuestCheckoutRequestSchema,
        response: { 200: CheckoutQuoteSchema, 400: e, 404: e, 409: e, 422: e },
      },
    },
    async (request) => quoteGuestCheckout(app.db, app.config, request.body),
  );

  app.post(
    "/api/guest/checkout",
    {
      config: checkoutLimit,
      schema: {
        tags: ["guest checkout"],
        summary:
          "Place a visitor's order from the device cart: stock reserved, awaiting payment; the answer and the mail carry the order's private link (Idempotency-Key required, per email)",
        body: GuestCheckoutRequestSchema,
        response: { 201: GuestPlacedOrderSchema, 400: e, 404: e, 409: e, 422: e },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const outcome = await runIdempotent(
        app.db,
        {
          // A guest's keys are theirs by the normalized email: another email's equal key is unrelated.
          userId: { guestEmail: request.body.email },
          key,
          fingerprint: requestFingerprint("POST /api/guest/checkout", request.body),
        },
        async (guard) => ({ status: 201, body: await placeGuestOrder(deps, app.attempts, request.body, guard) }),
      );
      return sendIdempotent(reply, outcome);
    },
  );

  app.post(
    "/api/guest/orders/lookup",
    {
      config: lookupLimit,
      schema: {
        tags: ["guest checkout"],
        summary:
          "Find my order: mails a fresh private link when the number and email match a guest order; the same 202 answer either way",
        body: GuestOrderLookupSchema,
        response: { 202: MessageSchema, 400: e },
      },
    },
    async (request, reply) => {
      const message = await lookUpGuestOrder(deps, app.attempts, request.body);
      return reply.code(202).send({ message });
    },
  );

  app.get(
    "/api/guest/orders/:token",
    {
      config: linkLimit,
      schema: {
        tags: ["guest checkout"],
        summary: "A guest's order through its private link (a link that is not valid or has expired is a 404)",
        params: GuestOrderTokenParamsSchema,
        response: { 200: GuestOrderSchema, 400: e, 404: e },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const { orderId, guestEmail } = await guestOrderFromLink(app.db, request.params.token);
      return { ...(await getBuyerOrder(deps, { guestEmail }, orderId)), email: guestEmail };
    },
  );

  app.post(
    "/api/guest/orders/:token/pay",
    {
      config: payLimit,
      schema: {
        tags: ["guest checkout"],
        summary:
          "Pay a guest's order through its private link with a card entered now (test mode: Stripe test cards; Idempotency-Key required); a decline is a 402 with its reason",
        params: GuestOrderTokenParamsSchema,
        body: PayRequestSchema,
        response: { 200: OrderSchema, 400: e, 402: e, 404: e, 409: e, 422: e, 502: e },
      },
    },
    async (request, reply) => {
      const { orderId, guestEmail } = await guestOrderFromLink(app.db, request.params.token);
      const key = idempotencyKeyOf(request);
      // A payment of this order whose request died is settled first (docs/decisions/013).
      await reconcileInterruptedPayments(deps, { orderId });
      const outcome = await runIdempotent(
        app.db,
        {
          userId: { guestEmail },
          key,
          // By order, not by link: a fresh link from "Find my order" repeats the same attempt.
          fingerprint: requestFingerprint(`POST /api/guest/orders/${orderId}/pay`, request.body),
        },
        async (guard) => ({
          status: 200,
          body: await payOrder(deps, { guestEmail }, orderId, request.body, key, guard),
        }),
      );
      return sendIdempotent(reply, outcome);
    },
  );

  app.post(
    "/api/guest/orders/:token/cancel",
    {
      config: linkLimit,
      schema: {
        tags: ["guest checkout"],
        summary:
          "Cancel a guest's order through its private link before it ships: stock released, a paid order refunded",
        params: GuestOrderTokenParamsSchema,
        body: EmptyBodySchema,
        response: { 200: OrderSchema, 400: e, 404: e, 409: e, 422: e },
      },
    },
    async (request) => {
      const { orderId, guestEmail } = await guestOrderFromLink(app.db, request.params.token);
      return cancelOrder(deps, orderId, { actor: "guest", guestEmail });
    },
  );
};
export default guestRoutes;
