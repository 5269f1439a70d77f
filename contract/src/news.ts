import { z } from "zod";

export const NEWS_PAGE_SIZE_MAX = 50;
/** spec §9: the 'latest news' block takes 2 by default. */
export const LATEST_NEWS_DEFAULT = 2;

export const NewsListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NEWS_PAGE_SIZE_MAX).default(12),
  page: z.coerce.number().int().min(1).default(1),
});
export type NewsListQuery = z.infer<typeof NewsListQuerySchema>;

export const ArticleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  author: z.string(),
  published_at: z.string(),
  reading_minutes: z.number().int(),
  cover_url: z.string().nullable(),
  likes: z.number().int(),
});
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

/** One article; `body_html` is sanitised on the server and safe to render. */
export const ArticleSchema = ArticleSummarySchema.extend({
  body_html: z.string(),
});
export type Article = z.infer<typeof ArticleSchema>;

export const NewsListSchema = z.array(ArticleSummarySchema);

/** `{id}` takes the numeric id or the article's slug. */
export const NewsParamsSchema = z.object({
  id: z.string().trim().min(1).max(200),
});
