import { ErrorResponseSchema } from "@pitstop/contract/errors";
import { PaymentsConfigSchema, SetupIntentSchema } from "@pitstop/contract/payments";
import {
  PaymentCardDeleteSchema,
  PaymentCardUpdateSchema,
  StripeCardInputSchema,
  TestCardInputSchema,
  UserSchema,
} from "@pitstop/contract/profile";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HttpError } from "../lib/http-error.ts";
import {
  addStripeCard,
  addTestCard,
  deleteCard,
  paymentsConfig,
  setDefaultCard,
  startCardSetup,
} from "../modules/payments/service.ts";
import { signedInUser } from "../plugins/auth.ts";
import { getUser } from "../read-models/user.ts";

/** Saving a card is where stolen numbers get tried: a few per address and ten minutes. */
const cardAttempts = { rateLimit: { max: 10, timeWindow: "10 minutes" } };

/** Saved payment cards, through the provider the shop runs (docs/decisions/007-payments-provider.md). */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
  const provider = app.payments;

  app.get(
    "/api/payments/config",
    {
      schema: {
        tags: ["payments"],
        summary: "Which card provider the shop runs: simulated (test mode) or stripe",
        response: { 200: PaymentsConfigSchema },
      },
    },
    async () => paymentsConfig(provider),
  );

  if (provider.name === "stripe") {
    app.post(
      "/api/profile/payment/setup-intent",
      {
        ...signedIn,
        config: cardAttempts,
        schema: {
          tags: ["profile"],
          summary: "Start saving a card: a SetupIntent's client secret for Stripe.js",
          security,
          response: {
            200: SetupIntentSchema,
            401: ErrorResponseSchema,
            409: ErrorResponseSchema,
            502: ErrorResponseSchema,
          },
        },
      },
      async (request) => startCardSetup(app.db, provider, signedInUser(request)),
    );

    app.post(
      "/api/profile/payment",
      {
        ...signedIn,
        config: cardAttempts,
        schema: {
          tags: ["profile"],
          summary: "Save the card a succeeded SetupIntent confirmed; the first card becomes the default",
          security,
          body: StripeCardInputSchema,
          response: {
            201: UserSchema,
            ...errors,
            402: ErrorResponseSchema,
            409: ErrorResponseSchema,
            502: ErrorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const account = signedInUser(request);
        await addStripeCard(app.db, provider, account, request.body.setup_intent_id);
        return reply.code(201).send(await getUser(app.db, account.id));
      },
    );
  } else {
    app.post(
      "/api/profile/payment/setup-intent",
      {
        ...signedIn,
        schema: {
          tags: ["profile"],
          summary: "Only with Stripe; in test mode a card is saved from its test number",
          security,
          response: { 401: ErrorResponseSchema, 409: ErrorResponseSchema },
        },
      },
      async () => {
        throw new HttpError(409, "The shop runs in test mode: save a Stripe test card by its number instead.");
      },
    );

    app.post(
      "/api/profile/payment",
      {
        ...signedIn,
        config: cardAttempts,
        schema: {
          tags: ["profile"],
          summary: "Save a Stripe test card (test mode); the first card becomes the default",
          security,
          body: TestCardInputSchema,
          response: { 201: UserSchema, ...errors, 402: ErrorResponseSchema, 409: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const account = signedInUser(request);
        await addTestCard(app.db, provider, account, request.body);
        return reply.code(201).send(await getUser(app.db, account.id));
      },
    );
  }

  app.patch(
    "/api/profile/payment",
    {
      ...signedIn,
      schema: {
        tags: ["profile"],
        summary: "Make a card the default (all others stop being default)",
        security,
        body: PaymentCardUpdateSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await setDefaultCard(app.db, userId, request.body.payment_stripe_id, request.body.default);
      return getUser(app.db, userId);
    },
  );

  app.delete(
    "/api/profile/payment",
    {
      ...signedIn,
      schema: {
        tags: ["profile"],
        summary: "Delete a card and detach it at the provider; the oldest remaining becomes default",
        security,
        body: PaymentCardDeleteSchema,
        response: { 200: UserSchema, ...errors, 502: ErrorResponseSchema },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await deleteCard(app.db, provider, userId, request.body.payment_stripe_id);
      return getUser(app.db, userId);
    },
  );
};
export default paymentRoutes;
