import { ShippingRuleSchema, ShopContactSchema, SocialLinksSchema } from "@pitstop/contract/settings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getShopContact, getSocialLinks } from "../modules/settings/service.ts";

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The storefront has always asked for this path without a leading slash; it is served at /api/social_links.
  app.get(
    "/api/social_links",
    {
      schema: {
        tags: ["content"],
        summary: "The shop's social links (footer 'Follow us')",
        response: { 200: SocialLinksSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return getSocialLinks(app.db);
    },
  );

  app.get(
    "/api/shop/contact",
    {
      schema: {
        tags: ["content"],
        summary: "The shop's contact details (footer 'Contact us')",
        response: { 200: ShopContactSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return getShopContact(app.db, app.config.shop);
    },
  );

  app.get(
    "/api/shop/shipping",
    {
      schema: {
        tags: ["content"],
        summary: "The standard-shipping rule the pages state (free from this merchandise total, after the discount)",
        response: { 200: ShippingRuleSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { freeShippingFrom: app.config.pricing.freeShippingFromCents / 100 };
    },
  );
};
export default settingsRoutes;
