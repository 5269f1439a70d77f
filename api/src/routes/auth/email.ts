import { EmailVerifyQuerySchema, MessageSchema } from "@pitstop/contract/auth";
import { ErrorResponseSchema } from "@pitstop/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { verifyEmailAndClaimOrders } from "../../flows/guest-claim.ts";
import { mailContext, resendVerification } from "../../modules/auth/email-verification.ts";
import { signedInUser } from "../../plugins/auth.ts";

/** Email verification: the mailed link, and "send the link again" for a signed-in visitor. */
const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/email/verify",
    {
      config: { rateLimit: { max: 20, timeWindow: "15 minutes" } },
      schema: {
        tags: ["auth"],
        summary: "Confirm an email address with the token from the verification mail",
        querystring: EmailVerifyQuerySchema,
        response: { 200: MessageSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { message: await verifyEmailAndClaimOrders(app.db, request.query.token) };
    },
  );

  app.post(
    "/api/email/verify/resend",
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 10, timeWindow: "1 hour" } },
      schema: {
        tags: ["auth"],
        summary: "Mail a new verification link to the signed-in account's address",
        security: [{ bearer: [] }],
        response: {
          200: MessageSchema,
          401: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({ message: await resendVerification(mailContext(app), signedInUser(request).id) }),
  );
};
export default emailRoutes;
