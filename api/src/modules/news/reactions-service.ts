import type { ArticleLiked, ArticleSaved } from "@pitstop/contract/news";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { articleLikes, articles, savedArticles } from "../../db/schema/index.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { PUBLISHED_ARTICLE } from "./service.ts";

/** The API sends `user_id` in the body: it must be the signed-in caller. */
export function actingForSelf(callerId: number, userId: number) {
  if (userId !== callerId) throw new HttpError(403, "You can only act for your own account");
}

async function requireArticle(db: Db, articleId: number) {
  const [article] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, articleId), PUBLISHED_ARTICLE));
  if (!article) throw notFound("Article not found");
}

/** POST /api/news/save: saving twice keeps one saved entry. */
export async function saveArticle(db: Db, userId: number, articleId: number): Promise<ArticleSaved> {
  await requireArticle(db, articleId);
  await db.insert(savedArticles).values({ userId, articleId }).onConflictDoNothing();
  return { message: "Article saved", saved: true };
}

/** DELETE /api/news/delete: removing an article that is not saved is already done. */
export async function unsaveArticle(db: Db, userId: number, articleId: number): Promise<ArticleSaved> {
  await requireArticle(db, articleId);
  await db.delete(savedArticles).where(and(eq(savedArticles.userId, userId), eq(savedArticles.articleId, articleId)));
  return { message: "Article removed", saved: false };
}

/**
 * POST /api/articles/like: one like per user and article. The primary key with `on conflict do
 * nothing` makes a repeat — even many at once — a no-op; the count is read back from the index.
 */
export async function likeArticle(db: Db, userId: number, articleId: number): Promise<ArticleLiked> {
  await requireArticle(db, articleId);
  await db.insert(articleLikes).values({ userId, articleId }).onConflictDoNothing();
  const [likes] = await db.select({ n: count() }).from(articleLikes).where(eq(articleLikes.articleId, articleId));
  return { likes: likes?.n ?? 0, liked: true };
}

/** Whether this user has liked the article (one primary-key lookup). */
export async function hasLiked(db: Db, userId: number, articleId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: articleLikes.userId })
    .from(articleLikes)
    .where(and(eq(articleLikes.userId, userId), eq(articleLikes.articleId, articleId)));
  return row !== undefined;
}
