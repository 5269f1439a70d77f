import { GoogleAuthSchema, TokenResponseSchema } from "@pitstop/contract/auth";
import { ErrorResponseSchema } from "@pitstop/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HttpError } from "../../lib/http-error.ts";
import { createGoogleVerifier, googleSignIn } from "../../modules/auth/google-auth.ts";

/** Social sign-in exists only when a client id is configured. */
const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clientId, jwksUrl } = app.config.google;
  const verify = clientId ? createGoogleVerifier(clientId, jwksUrl) : null;

  app.post(
    "/api/googleAuth",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Sign in with a Google ID token; answers a session token (only when GOOGLE_CLIENT_ID is set)",
        body: GoogleAuthSchema,
        response: {
          200: TokenResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      if (!verify) throw new HttpError(404, "Google sign-in is not enabled on this shop.");
      const identity = await verify(request.body.token);
      return { token: await googleSignIn(app.db, identity) };
    },
  );
};
export default googleRoutes;
