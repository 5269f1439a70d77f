import { ErrorResponseSchema } from "@pitstop/contract/errors";
import { AddressInputSchema, AddressParamsSchema, UserSchema } from "@pitstop/contract/profile";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createAddress, deleteAddress, updateAddress } from "../modules/addresses/service.ts";
import { signedInUser } from "../plugins/auth.ts";
import { getUser } from "../read-models/user.ts";

/** The signed-in user's saved addresses; each answers the whole user. */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

  app.post(
    "/api/profile/addresses/create",
    {
      ...signedIn,
      schema: {
        tags: ["profile"],
        summary: "Save an address; the first one becomes the default",
        security,
        body: AddressInputSchema,
        response: { 201: UserSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      await createAddress(app.db, userId, request.body);
      return reply.code(201).send(await getUser(app.db, userId));
    },
  );

  app.put(
    "/api/profile/addresses/update/:id",
    {
      ...signedIn,
      schema: {
        tags: ["profile"],
        summary: "Replace an address's fields; `default: true` makes it the default",
        security,
        params: AddressParamsSchema,
        body: AddressInputSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await updateAddress(app.db, userId, request.params.id, request.body);
      return getUser(app.db, userId);
    },
  );

  app.delete(
    "/api/profile/addresses/delete/:id",
    {
      ...signedIn,
      schema: {
        tags: ["profile"],
        summary: "Delete an address; deleting the default promotes the oldest remaining",
        security,
        params: AddressParamsSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await deleteAddress(app.db, userId, request.params.id);
      return getUser(app.db, userId);
    },
  );
};
export default addressRoutes;
