import multipart from "@fastify/multipart";
import { AdminIdParamsSchema } from "@pitstop/contract/admin";
import {
  AdminArticleListSchema,
  AdminArticleQuerySchema,
  AdminArticleSchema,
  ArticleCreateSchema,
  ArticleUpdateSchema,
  ContactUpdateSchema,
  SocialLinksUpdateSchema,
} from "@pitstop/contract/admin-content";
import { ErrorResponseSchema } from "@pitstop/contract/errors";
import { ShopContactSchema, SocialLinksSchema } from "@pitstop/contract/settings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createArticle,
  deleteArticle,
  getArticle,
  listArticles,
  replaceCover,
  updateArticle,
  updateShopContact,
  updateSocialLinks,
} from "../../modules/admin/content-service.ts";
import { reencodeProductImage } from "../../modules/admin/product-images.ts";
import { ImageFormSchema, imageUploadOptions, readImageForm } from "../../plugins/image-form.ts";
import { actorOf, requireOperator } from "../../plugins/operator.ts";

/** Its own plugin, so only this route (with the product images') takes multipart bodies. */
const coverRoutes: FastifyPluginAsyncZod = async (covers) => {
  const operator = { onRequest: [covers.authenticate, requireOperator] };
  const security = [{ bearer: [] }];
  const e = ErrorResponseSchema;
  const tags = ["admin"];
  const write = { 400: e, 401: e, 403: e, 404: e, 409: e, 422: e };
  await covers.register(multipart, { throwFileSizeLimit: false });
  covers.post(
    "/api/admin/articles/:id/cover",
    {
      ...operator,
      ...imageUploadOptions,
      schema: {
        tags,
        security,
        summary: "Set the article's cover (PNG or JPEG, 5 MB at most; stored re-encoded as WebP without metadata)",
        consumes: ["multipart/form-data"],
        params: AdminIdParamsSchema,
        body: ImageFormSchema,
        response: { 200: AdminArticleSchema, ...write, 413: e, 415: e },
      },
    },
    async (request) => {
      const { image } = await readImageForm(request);
      return replaceCover(covers.db, actorOf(request), request.params.id, await reencodeProductImage(image));
    },
  );
};

/** News articles, social links and contact details in the back office; operators only. */
const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const operator = { onRequest: [app.authenticate, requireOperator] };
  const security = [{ bearer: [] }];
  const e = ErrorResponseSchema;
  const read = { 400: e, 401: e, 403: e, 404: e };
  const write = { ...read, 409: e, 422: e };
  const tags = ["admin"];

  app.get(
    "/api/admin/articles",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Every article, drafts and scheduled ones too, newest first",
        querystring: AdminArticleQuerySchema,
        response: { 200: AdminArticleListSchema, ...read },
      },
    },
    async (request) => listArticles(app.db, request.query),
  );
  app.post(
    "/api/admin/articles",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Write an article (a draft unless said otherwise)",
        body: ArticleCreateSchema,
        response: { 201: AdminArticleSchema, ...write },
      },
    },
    async (request, reply) => reply.code(201).send(await createArticle(app.db, actorOf(request), request.body)),
  );
  app.get(
    "/api/admin/articles/:id",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "One article with its Markdown and the preview",
        params: AdminIdParamsSchema,
        response: { 200: AdminArticleSchema, ...read },
      },
    },
    async (request) => getArticle(app.db, request.params.id),
  );
  app.patch(
    "/api/admin/articles/:id",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Edit an article (stale version: 409)",
        params: AdminIdParamsSchema,
        body: ArticleUpdateSchema,
        response: { 200: AdminArticleSchema, ...write },
      },
    },
    async (request) => updateArticle(app.db, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    "/api/admin/articles/:id",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Delete an article and its cover",
        params: AdminIdParamsSchema,
        response: { 204: z.null().describe("Deleted"), ...read },
      },
    },
    async (request, reply) => {
      await deleteArticle(app.db, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  await app.register(coverRoutes);

  app.put(
    "/api/admin/settings/social-links",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Set the footer's social links (https, or empty to hide one)",
        body: SocialLinksUpdateSchema,
        response: { 200: SocialLinksSchema, ...read },
      },
    },
    async (request) => updateSocialLinks(app.db, actorOf(request), request.body),
  );
  app.put(
    "/api/admin/settings/contact",
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: "Set the shop's contact details (the footer's 'Contact us')",
        body: ContactUpdateSchema,
        response: { 200: ShopContactSchema, ...read },
      },
    },
    async (request) => updateShopContact(app.db, actorOf(request), app.config.shop, request.body),
  );
};
export default adminContentRoutes;
