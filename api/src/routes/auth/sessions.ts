import { AuthConfigSchema, CredentialsSchema, MessageSchema, TokenResponseSchema } from "@pitstop/contract/auth";
import { ErrorResponseSchema } from "@pitstop/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { mailContext, startEmailVerification } from "../../modules/auth/email-verification.ts";
import { login, register } from "../../modules/auth/service.ts";
import { revokeSession } from "../../modules/auth/session-service.ts";
import { signedInUser } from "../../plugins/auth.ts";
import emailRoutes from "./email.ts";
import googleRoutes from "./google.ts";
import passwordRoutes from "./password.ts";

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/auth/register",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 hour" } },
      schema: {
        tags: ["auth"],
        summary: "Create an account; answers a session token and mails a link to confirm the address",
        body: CredentialsSchema,
        response: {
          201: TokenResponseSchema,
          400: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const { token, userId } = await register(app.db, app.attempts, email, password);
      // The account exists from here on, whatever happens to the mail (the mailer logs failures).
      await startEmailVerification(mailContext(app), { id: userId, email }).catch((err: unknown) =>
        request.log.error({ err }, "verification mail not started"),
      );
      return reply.status(201).send({ token });
    },
  );

  app.post(
    "/api/auth/login",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Sign in; answers a session token",
        body: CredentialsSchema,
        response: {
          200: TokenResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      token: await login(app.db, app.attempts, request.body.email, request.body.password, request.ip),
    }),
  );

  app.post(
    "/api/auth/logout",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["auth"],
        summary: "Sign out: the calling session's token stops working",
        security: [{ bearer: [] }],
        response: { 200: MessageSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      await revokeSession(app.db, signedInUser(request).sessionId);
      return { message: "Signed out" };
    },
  );

  app.get(
    "/api/auth/config",
    {
      schema: {
        tags: ["auth"],
        summary: "What the sign-in pages offer: the Google client id when Google sign-in is on",
        response: { 200: AuthConfigSchema },
      },
    },
    async () => ({ googleClientId: app.config.google.clientId ?? null }),
  );

  await app.register(emailRoutes);
  await app.register(passwordRoutes);
  await app.register(googleRoutes);
};
export default authRoutes;
