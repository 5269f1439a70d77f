import { ErrorResponseSchema } from "@pitstop/contract/errors";
import { UserSchema, WishlistAddSchema, WishlistRemoveSchema } from "@pitstop/contract/profile";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addToWishlist, removeFromWishlist } from "../modules/wishlist/service.ts";
import { signedInUser } from "../plugins/auth.ts";
import { getUser } from "../read-models/user.ts";

/** The signed-in user's wishlist (guests keep theirs on the device). */
const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { preHandler: app.authenticate };
  const security = [{ bearer: [] }];

  app.post(
    "/api/profile/wishlist",
    {
      ...signedIn,
      schema: {
        tags: ["profile"],
        summary: "Add products to the wishlist; repeats change nothing and unknown ids are skipped",
        security,
        body: WishlistAddSchema,
        response: { 200: UserSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await addToWishlist(app.db, userId, request.body.products);
      return getUser(app.db, userId);
    },
  );

  app.delete(
    "/api/profile/wishlist",
    {
      ...signedIn,
      schema: {
        tags: ["profile"],
        summary: "Remove a product from the wishlist",
        security,
        body: WishlistRemoveSchema,
        response: { 200: UserSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await removeFromWishlist(app.db, userId, request.body.id);
      return getUser(app.db, userId);
    },
  );
};
export default wishlistRoutes;
