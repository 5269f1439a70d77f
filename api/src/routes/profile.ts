import { MessageSchema } from "@pitstop/contract/auth";
import { ErrorResponseSchema } from "@pitstop/contract/errors";
import { ProfileUpdateSchema, UserSchema } from "@pitstop/contract/profile";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { closeAccount } from "../flows/account-closing.ts";
import { emailChanged, mailContext } from "../modules/auth/email-verification.ts";
import { updateProfile } from "../modules/profile/service.ts";
import { signedInUser } from "../plugins/auth.ts";
import { getUser } from "../read-models/user.ts";

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];

  app.get(
    "/api/profile",
    {
      ...signedIn,
      schema: {
        tags: ["profile"],
        summary: "The signed-in user: profile, addresses, wishlist, garage, payments, orders, saved news",
        security,
        response: { 200: UserSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return getUser(app.db, signedInUser(request).id);
    },
  );

  app.put(
    "/api/profile/update",
    {
      ...signedIn,
      config: { rateLimit: { max: 30, timeWindow: "15 minutes" } },
      schema: {
        tags: ["profile"],
        summary: "Update name, last name, phone, email and username; a new email is mailed a confirmation link",
        security,
        body: ProfileUpdateSchema,
        response: {
          200: UserSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const { previousEmail } = await updateProfile(app.db, userId, request.body);
      const user = await getUser(app.db, userId);
      if (previousEmail) {
        const { id, email, name, lastname } = user.profile;
        // The update stands whatever happens to the mails (the mailer logs failures).
        await emailChanged(mailContext(app), { id, email, name, lastname }, previousEmail).catch((err: unknown) =>
          request.log.error({ err }, "verification mail not started"),
        );
      }
      return user;
    },
  );

  app.delete(
    "/api/profile",
    {
      ...signedIn,
      schema: {
        tags: ["profile"],
        summary: "Delete the account: personal data erased, orders and payments kept without it",
        description:
          "Refused (409, the orders named in `errors.orders`) while an order is paid and not shipped yet, or a payment is going through. Unpaid orders are canceled and their parts released. Orders and payments stay, detached from the person (docs/decisions/010).",
        security,
        response: { 200: MessageSchema, 401: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      await closeAccount(app.db, app.payments, signedInUser(request).id, request.log);
      return { message: "User account deleted" };
    },
  );
};
export default profileRoutes;
