import type { CartQuery } from "@pitstop/contract/cart";
import {
  CartQuerySchema,
  CartRemoveSchema,
  CartResponseSchema,
  CartUpdateSchema,
  FavoriteProductListSchema,
  WishlistLookupSchema,
} from "@pitstop/contract/cart";
import { ErrorResponseSchema } from "@pitstop/contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  assertSignedInOrVisitor,
  type CartContext,
  getUserCart,
  lookUpFavorites,
  priceVisitorCart,
  removeUserCartLines,
  type ShopPricing,
  setUserCartQuantities,
} from "../modules/cart/service.ts";
import { resolveVehicleKey } from "../modules/catalogue/fit.ts";
import { signedInUser } from "../plugins/auth.ts";

const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const pricing: ShopPricing = {
    taxRateMillipercent: app.config.pricing.taxRateMillipercent,
    freeShippingFromCents: app.config.pricing.freeShippingFromCents,
  };
  const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
  /** The vehicle the fit answers are for and the code typed (an empty one is none). */
  const contextOf = async (query: CartQuery): Promise<CartContext> => ({
    vehicle: query.vehicle ? await resolveVehicleKey(app.db, query.vehicle) : null,
    coupon: query.coupon || null,
  });

  app.get(
    "/api/cart",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["cart"],
        summary: "The signed-in user's cart, priced now (quantities clamped to stock)",
        security: [{ bearer: [] }],
        querystring: CartQuerySchema,
        response: { 200: CartResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return getUserCart(app.db, signedInUser(request).id, pricing, await contextOf(request.query));
    },
  );

  app.post(
    "/api/cart",
    {
      schema: {
        tags: ["cart"],
        summary: "Visitor: price these lines. Signed in: set these quantities on the stored cart (0 removes)",
        querystring: CartQuerySchema,
        body: CartUpdateSchema,
        response: { 200: CartResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      assertSignedInOrVisitor(request.staleToken);
      const { products } = request.body;
      const context = await contextOf(request.query);
      if (!request.user) return priceVisitorCart(app.db, products, pricing, context);
      return setUserCartQuantities(app.db, request.user.id, products, pricing, context);
    },
  );

  app.delete(
    "/api/cart",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["cart"],
        summary: "Remove lines from the signed-in user's cart",
        security: [{ bearer: [] }],
        querystring: CartQuerySchema,
        body: CartRemoveSchema,
        response: { 200: CartResponseSchema, ...errors },
      },
    },
    async (request) =>
      removeUserCartLines(
        app.db,
        signedInUser(request).id,
        request.body.products,
        pricing,
        await contextOf(request.query),
      ),
  );

  app.post(
    "/api/cart/wishlist",
    {
      schema: {
        tags: ["cart"],
        summary: "Current data of a visitor's local favourites (ids no longer sold are left out)",
        body: WishlistLookupSchema,
        response: { 200: FavoriteProductListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) =>
      lookUpFavorites(
        app.db,
        request.body.products.map((p) => p.id),
      ),
  );
};
export default cartRoutes;
