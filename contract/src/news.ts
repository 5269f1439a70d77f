import { z } from "zod";
import { idSchema, positiveIntQuerySchema } from "./ids.ts";
import { NEWS_PAGE_MAX, NEWS_PAGE_SIZE_MAX } from "./news-limits.ts";

export { LATEST_NEWS_DEFAULT, NEWS_PAGE_MAX, NEWS_PAGE_SIZE_MAX } from "./news-limits.ts";

export const NewsListQuerySchema = z.object({
  limit: positiveIntQuerySchema("limit", NEWS_PAGE_SIZE_MAX).default(12),
  page: positiveIntQuerySchema("page", NEWS_PAGE_MAX).default(1),
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
  /** Whether the signed-in caller has liked it; null for a visitor. */
  liked: z.boolean().nullable(),
});
export type Article = z.infer<typeof ArticleSchema>;

export const NewsListSchema = z.array(ArticleSummarySchema);

/** `{id}` takes the numeric id or the article's slug. */
export const NewsParamsSchema = z.object({
  id: z.string().trim().min(1).max(200),
});

/** POST /api/news/save and DELETE /api/news/delete: `user_id` must be the caller. */
export const ArticleSaveSchema = z.object({ user_id: idSchema("user_id"), news_id: idSchema("news_id") }).strict();

/** Answer of save and delete: the toast text ('Article saved', 'Article removed') and the article's new state. */
export const ArticleSavedSchema = z.object({ message: z.string(), saved: z.boolean() });
export type ArticleSaved = z.infer<typeof ArticleSavedSchema>;

/** POST /api/articles/like: one like per user and article. */
export const ArticleLikeSchema = z
  .object({ user_id: idSchema("user_id"), article_id: idSchema("article_id") })
  .strict();

export const ArticleLikedSchema = z.object({ likes: z.number().int(), liked: z.literal(true) });
export type ArticleLiked = z.infer<typeof ArticleLikedSchema>;
