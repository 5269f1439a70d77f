import { z } from "zod";
import { LineTextSchema, MarkdownSchema, PageQuerySchema, SlugInputSchema, VersionSchema } from "./admin.ts";

/** The back office's content: news articles, the social links, the shop's contact details. */

const articleFields = {
  title: LineTextSchema("Title", 200),
  slug: SlugInputSchema,
  excerpt: LineTextSchema("Excerpt", 400),
  category: LineTextSchema("Category", 60),
  author: LineTextSchema("Author", 80),
  body_markdown: MarkdownSchema("Body", 100_000).min(1, { error: "Body is required" }),
  /** When it appears in the shop (ISO 8601 date and time); a later date schedules it. */
  published_at: z.iso.datetime({
    offset: true,
    error: "published_at must be a date and time like 2026-11-26T09:00:00Z",
  }),
  /** A draft is shown only here, whatever its date. */
  draft: z.boolean({ error: "draft must be true or false" }),
};

export const ArticleCreateSchema = z
  .object({ ...articleFields, slug: articleFields.slug.optional(), draft: articleFields.draft.default(true) })
  .strict();
export const ArticleUpdateSchema = z.object(articleFields).partial().extend({ version: VersionSchema }).strict();

export const AdminArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  author: z.string(),
  body_markdown: z.string(),
  /** The body as the shop shows it (sanitised HTML): the editor's preview. */
  body_html: z.string(),
  reading_minutes: z.number().int(),
  published_at: z.string(),
  draft: z.boolean(),
  /** Whether the shop shows it now (not a draft, its date reached). */
  live: z.boolean(),
  cover_url: z.string().nullable(),
  version: z.number().int(),
});

export const AdminArticleListSchema = z.object({
  articles: z.array(AdminArticleSchema.omit({ body_markdown: true, body_html: true })),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const AdminArticleQuerySchema = z.object({ ...PageQuerySchema });

/** Empty, or an https address. */
const link = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(300, { error: `${label} is too long (300 characters at most)` })
    .regex(/^(|https:\/\/[^\s<>"']+)$/, { error: `${label} must be an https:// address, or empty` });

export const SocialLinksUpdateSchema = z
  .object({ facebook_link: link("facebook_link"), instagram_link: link("instagram_link") })
  .strict();

export const ContactUpdateSchema = z
  .object({
    email: z.email({ error: "Enter a valid email address" }).max(200),
    phone: z
      .string()
      .trim()
      .min(3, { error: "Enter a phone number" })
      .max(40, { error: "The phone number is too long" })
      .regex(/^[0-9+()\-. ]+$/, { error: "A phone number holds digits, spaces and + ( ) - ." }),
    address: LineTextSchema("Address", 300),
  })
  .strict();
