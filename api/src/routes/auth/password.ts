import {
  MessageSchema,
  NewPasswordResponseSchema,
  NewPasswordSchema,
  PasswordChangeSchema,
  PasswordResetRequestSchema,
  ResetLinkSchema,
} from "@pitstop/contract/auth";
import { ErrorResponseSchema } from "@pitstop/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { mailContext } from "../../modules/auth/email-verification.ts";
import { changePassword } from "../../modules/auth/password-change.ts";
import { checkResetLink, createNewPassword, requestPasswordReset } from "../../modules/auth/password-reset.ts";
import { signedInUser } from "../../plugins/auth.ts";

/** Forgotten passwords (reset by mail) and password changes from the settings page. */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/profile/reset",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 hour" } },
      schema: {
        tags: ["auth"],
        summary: "Mail a password reset link; the answer is the same whether or not the address has an account",
        body: PasswordResetRequestSchema,
        response: { 200: MessageSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => ({ message: await requestPasswordReset(mailContext(app), request.body.email, request.log) }),
  );

  app.post(
    "/api/create-new-password",
    {
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
      schema: {
        tags: ["auth"],
        summary:
          "Set a new password with the token from the reset mail; every session ends and a new one signs the visitor in",
        body: NewPasswordSchema,
        response: { 200: NewPasswordResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => ({
      message: "Your password has been changed and you are signed in.",
      token: await createNewPassword(mailContext(app), request.body, request.ip),
    }),
  );

  app.post(
    "/api/create-new-password/check",
    {
      config: { rateLimit: { max: 20, timeWindow: "15 minutes" } },
      schema: {
        tags: ["auth"],
        summary:
          "Whether a password reset link still works (unknown, used or expired links answer 400 saying which); the token stays unused",
        body: ResetLinkSchema,
        response: { 200: MessageSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => ({ message: await checkResetLink(mailContext(app), request.body) }),
  );

  app.put(
    "/api/profile/update/password",
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 20, timeWindow: "15 minutes" } },
      schema: {
        tags: ["profile"],
        summary: "Change the password (current one required); other sessions end, this one stays",
        security: [{ bearer: [] }],
        body: PasswordChangeSchema,
        response: { 200: MessageSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      await changePassword(app.db, app.attempts, signedInUser(request), request.body);
      return { message: "Password updated" };
    },
  );
};
export default passwordRoutes;
