import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt } from "./columns.ts";
import { media } from "./media.ts";

/** Blog and news articles; Markdown is the source, the sanitised HTML is rendered once on write. */
export const articles = pgTable(
  "articles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    category: text("category").notNull(),
    author: text("author").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    bodyHtml: text("body_html").notNull(),
    readingMinutes: smallint("reading_minutes").notNull(),
    coverMediaId: uuid("cover_media_id").references(() => media.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    /** A draft, or an article whose publish date is still ahead, is shown only in the back office. */
    draft: boolean("draft").notNull().default(false),
    /** Optimistic locking of the back office's editor (docs/decisions/023). */
    version: integer("version").notNull().default(1),
  },
  (t) => [uniqueIndex("articles_slug_key").on(t.slug), index("articles_published_idx").on(t.publishedAt)],
);

export const savedArticles = pgTable(
  "saved_articles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: "saved_articles_pkey", columns: [t.userId, t.articleId] })],
);

/** One like per user and article: the primary key makes a repeated like a no-op. */
export const articleLikes = pgTable(
  "article_likes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "article_likes_pkey", columns: [t.userId, t.articleId] }),
    index("article_likes_article_idx").on(t.articleId),
  ],
);

/** Shop-wide settings by key (social links and the like). */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
