import type {
  ArticleCreateSchema,
  ArticleUpdateSchema,
  ContactUpdateSchema,
  SocialLinksUpdateSchema,
} from "@pitstop/contract/admin-content";
import type { ShopContact } from "@pitstop/contract/settings";
import { slugify } from "@pitstop/contract/slug";
import { count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { articles, media, siteSettings } from "../../db/schema/index.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { readingMinutes, renderMarkdown } from "../../lib/markdown.ts";
import { type Actor, recordAudit } from "../../plugins/audit.ts";
import { insertMedia, mediaUrl } from "../media/service.ts";
import { CONTACT_KEYS, getShopContact, getSocialLinks } from "../settings/service.ts";
import { isUniqueViolation } from "./locking.ts";

/** News articles, social links and contact details as the back office edits them. */

type ArticleRow = typeof articles.$inferSelect;

function view(a: ArticleRow) {
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt,
    category: a.category,
    author: a.author,
    body_markdown: a.bodyMarkdown,
    body_html: a.bodyHtml,
    reading_minutes: a.readingMinutes,
    published_at: a.publishedAt.toISOString(),
    draft: a.draft,
    live: !a.draft && a.publishedAt.getTime() <= Date.now(),
    cover_url: mediaUrl(a.coverMediaId),
    version: a.version,
  };
}

/** What the trail keeps: the source, not the rendered HTML. */
const snapshot = ({ bodyHtml: _html, ...rest }: ArticleRow) => rest;

const slugTaken = (slug: string) =>
  new HttpError(409, `Another article already uses the slug ${slug}`, { slug: ["Already used"] });

export async function listArticles(db: Db, q: { page: number; page_size: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(articles),
  ]);
  return {
    articles: rows.map((r) => {
      const { body_markdown: _m, body_html: _h, ...summary } = view(r);
      return summary;
    }),
    total: Number(total?.n ?? 0),
    page: q.page,
    page_size: q.page_size,
  };
}

export async function getArticle(db: Db, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw notFound("Article not found");
  return view(row);
}

export async function createArticle(db: Db, actor: Actor, input: z.output<typeof ArticleCreateSchema>) {
  const slug = input.slug ?? slugify(input.title).slice(0, 120).replace(/-$/, "");
  if (!slug)
    throw new HttpError(400, "Choose a slug: the title has no letters or digits to make one from", {
      slug: ["Required"],
    });
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(articles)
        .values({
          slug,
          title: input.title,
          excerpt: input.excerpt,
          category: input.category,
          author: input.author,
          bodyMarkdown: input.body_markdown,
          bodyHtml: renderMarkdown(input.body_markdown),
          readingMinutes: readingMinutes(input.body_markdown),
          publishedAt: new Date(input.published_at),
          draft: input.draft,
        })
        .returning();
      if (!created) throw new Error("article insert returned no row");
      await recordAudit(tx, actor, {
        entity: "article",
        entityId: created.id,
        action: "create",
        before: null,
        after: snapshot(created),
      });
      return created;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw slugTaken(slug);
      throw err;
    });
  return view(row);
}

export async function updateArticle(db: Db, actor: Actor, id: number, input: z.output<typeof ArticleUpdateSchema>) {
  const row = await db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for("update");
      if (!before) throw notFound("Article not found");
      if (before.version !== input.version) {
        throw new HttpError(
          409,
          "This article was changed by someone else since you opened it. Reload it to see their changes, then make yours again.",
        );
      }
      const [after] = await tx
        .update(articles)
        .set({
          ...(input.title !== undefined && { title: input.title }),
          ...(input.slug !== undefined && { slug: input.slug }),
          ...(input.excerpt !== undefined && { excerpt: input.excerpt }),
          ...(input.category !== undefined && { category: input.category }),
          ...(input.author !== undefined && { author: input.author }),
          ...(input.body_markdown !== undefined && {
            bodyMarkdown: input.body_markdown,
            bodyHtml: renderMarkdown(input.body_markdown),
            readingMinutes: readingMinutes(input.body_markdown),
          }),
          ...(input.published_at !== undefined && { publishedAt: new Date(input.published_at) }),
          ...(input.draft !== undefined && { draft: input.draft }),
          version: before.version + 1,
        })
        .where(eq(articles.id, id))
        .returning();
      if (!after) throw notFound("Article not found");
      await recordAudit(tx, actor, {
        entity: "article",
        entityId: id,
        action: "update",
        before: snapshot(before),
        after: snapshot(after),
      });
      return after;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw slugTaken(input.slug ?? "");
      throw err;
    });
  return view(row);
}

export async function deleteArticle(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(articles).where(eq(articles.id, id)).returning();
    if (!row) throw notFound("Article not found");
    if (row.coverMediaId) await tx.delete(media).where(eq(media.id, row.coverMediaId));
    await recordAudit(tx, actor, {
      entity: "article",
      entityId: id,
      action: "delete",
      before: snapshot(row),
      after: null,
    });
  });
}

/** A new cover replaces the old one, whose image is deleted with it (decision 003). */
export async function replaceCover(db: Db, actor: Actor, id: number, webp: Buffer) {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for("update");
    if (!before) throw notFound("Article not found");
    const cover = await insertMedia(tx, { contentType: "image/webp", body: webp });
    const [after] = await tx
      .update(articles)
      .set({ coverMediaId: cover, version: before.version + 1 })
      .where(eq(articles.id, id))
      .returning();
    if (before.coverMediaId) await tx.delete(media).where(eq(media.id, before.coverMediaId));
    await recordAudit(tx, actor, {
      entity: "article",
      entityId: id,
      action: "cover",
      before: { cover: before.coverMediaId },
      after: { cover },
    });
    return after ?? before;
  });
  return view(row);
}

async function putSettings(tx: Db, values: Record<string, string>) {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
  await tx
    .insert(siteSettings)
    .values(rows)
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value` } });
}

export async function updateSocialLinks(db: Db, actor: Actor, input: z.output<typeof SocialLinksUpdateSchema>) {
  await db.transaction(async (tx) => {
    const before = await getSocialLinks(tx);
    await putSettings(tx, input);
    await recordAudit(tx, actor, {
      entity: "settings",
      entityId: "social_links",
      action: "update",
      before,
      after: input,
    });
  });
  return getSocialLinks(db);
}

export async function updateShopContact(
  db: Db,
  actor: Actor,
  fallback: ShopContact,
  input: z.output<typeof ContactUpdateSchema>,
) {
  await db.transaction(async (tx) => {
    const before = await getShopContact(tx, fallback);
    await putSettings(tx, {
      [CONTACT_KEYS.email]: input.email,
      [CONTACT_KEYS.phone]: input.phone,
      [CONTACT_KEYS.address]: input.address,
    });
    await recordAudit(tx, actor, { entity: "settings", entityId: "contact", action: "update", before, after: input });
  });
  return getShopContact(db, fallback);
}
