import type { Article, ArticleSummary } from "@pitstop/contract/news";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { articleLikes, articles } from "../../db/schema/index.ts";
import { sanitizeArticleHtml } from "../../lib/article-html.ts";
import { mediaUrl } from "../media/service.ts";

/** What the shop shows: not a draft, and its publish date reached (the back office schedules). */
export const PUBLISHED_ARTICLE = sql`not ${articles.draft} and ${articles.publishedAt} <= now()`;

const likes = sql<number>`(select count(*)::int from ${articleLikes} where ${articleLikes.articleId} = ${articles.id})`;

const summaryColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  category: articles.category,
  author: articles.author,
  publishedAt: articles.publishedAt,
  readingMinutes: articles.readingMinutes,
  coverMediaId: articles.coverMediaId,
  likes,
};

type SummaryRow = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  publishedAt: Date;
  readingMinutes: number;
  coverMediaId: string | null;
  likes: number;
};

function toSummary(row: SummaryRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    author: row.author,
    published_at: row.publishedAt.toISOString(),
    reading_minutes: row.readingMinutes,
    cover_url: mediaUrl(row.coverMediaId),
    likes: Number(row.likes),
  };
}

export async function listNews(db: Db, { limit, page }: { limit: number; page: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(articles)
      .where(PUBLISHED_ARTICLE)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(articles).where(PUBLISHED_ARTICLE),
  ]);
  return { articles: rows.map(toSummary), total: total?.n ?? 0 };
}

/** By numeric id or by slug; undefined when there is no such article. */
export async function findArticle(db: Db, idOrSlug: string): Promise<Omit<Article, "liked"> | undefined> {
  const where = /^\d{1,9}$/.test(idOrSlug) ? eq(articles.id, Number(idOrSlug)) : eq(articles.slug, idOrSlug);
  const [row] = await db
    .select({ ...summaryColumns, bodyHtml: articles.bodyHtml })
    .from(articles)
    .where(and(where, PUBLISHED_ARTICLE));
  // Sanitised again on the way out: a body stored by any path but renderMarkdown is safe too.
  return row ? { ...toSummary(row), body_html: sanitizeArticleHtml(row.bodyHtml) } : undefined;
}
