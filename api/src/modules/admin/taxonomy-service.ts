import type {
  BrandCreateSchema,
  BrandUpdateSchema,
  CategoryCreateSchema,
  CategoryUpdateSchema,
  TypeCreateSchema,
} from "@pitstop/contract/admin-catalogue";
import { slugify } from "@pitstop/contract/slug";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { brands, categories, productTypes } from "../../db/schema/index.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { type Actor, recordAudit } from "../../plugins/audit.ts";
import { checkVersion, isUniqueViolation } from "./locking.ts";

/** Brands, categories and product types as the back office edits them. */

const slugTaken = (what: string, slug: string) =>
  new HttpError(409, `Another ${what} already uses the slug ${slug}`, { slug: ["Already used"] });

function slugOf(name: string, slug: string | undefined) {
  const s = slug ?? slugify(name).slice(0, 120).replace(/-$/, "");
  if (!s)
    throw new HttpError(400, "Choose a slug: the name has no letters or digits to make one from", {
      slug: ["Required"],
    });
  return s;
}

export async function listBrands(db: Db) {
  return rowsOf<{
    id: number;
    slug: string;
    name: string;
    description: string;
    product_count: number;
    version: number;
  }>(
    db,
    sql`select b.id, b.slug, b.name, b.description, b.version,
               (select count(*)::int from products p where p.brand_id = b.id) as product_count
        from brands b order by b.name, b.id`,
  );
}

async function brandById(db: Db, id: number) {
  const [brand] = (await listBrands(db)).filter((b) => b.id === id);
  if (!brand) throw notFound("Brand not found");
  return brand;
}

export async function createBrand(db: Db, actor: Actor, input: z.output<typeof BrandCreateSchema>) {
  const slug = slugOf(input.name, input.slug);
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(brands)
        .values({ slug, name: input.name, description: input.description })
        .returning();
      if (!row) throw new Error("brand insert returned no row");
      await recordAudit(tx, actor, { entity: "brand", entityId: row.id, action: "create", before: null, after: row });
      return row.id;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw slugTaken("brand", slug);
      throw err;
    });
  return brandById(db, id);
}

export async function updateBrand(db: Db, actor: Actor, id: number, input: z.output<typeof BrandUpdateSchema>) {
  await db
    .transaction(async (tx) => {
      const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for("update");
      if (!row) throw notFound("Brand not found");
      checkVersion("brand", row.version, input.version);
      const [after] = await tx
        .update(brands)
        .set({
          ...(input.name !== undefined && { name: input.name }),
          ...(input.slug !== undefined && { slug: input.slug }),
          ...(input.description !== undefined && { description: input.description }),
          version: row.version + 1,
        })
        .where(eq(brands.id, id))
        .returning();
      await recordAudit(tx, actor, { entity: "brand", entityId: id, action: "update", before: row, after });
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw slugTaken("brand", input.slug ?? "");
      throw err;
    });
  return brandById(db, id);
}

export async function listCategories(db: Db) {
  return rowsOf<{
    id: number;
    slug: string;
    name: string;
    description: string;
    position: number;
    product_count: number;
    types: Array<{ id: number; slug: string; name: string }>;
    version: number;
  }>(
    db,
    sql`select c.id, c.slug, c.name, c.description, c.position, c.version,
               (select count(*)::int from products p where p.category_id = c.id) as product_count,
               coalesce((select json_agg(json_build_object('id', t.id, 'slug', t.slug, 'name', t.name) order by t.name)
                         from product_types t where t.category_id = c.id), '[]') as types
        from categories c order by c.position, c.name`,
  );
}

export async function categoryById(db: Db, id: number) {
  const [category] = (await listCategories(db)).filter((c) => c.id === id);
  if (!category) throw notFound("Category not found");
  return category;
}

export async function createCategory(db: Db, actor: Actor, input: z.output<typeof CategoryCreateSchema>) {
  const slug = slugOf(input.name, input.slug);
  const id = await db
    .transaction(async (tx) => {
      const [last] = await rowsOf<{ p: number }>(tx, sql`select coalesce(max(position), 0)::int as p from categories`);
      const [row] = await tx
        .insert(categories)
        .values({
          slug,
          name: input.name,
          description: input.description,
          position: input.position ?? (last?.p ?? 0) + 1,
        })
        .returning();
      if (!row) throw new Error("category insert returned no row");
      await recordAudit(tx, actor, {
        entity: "category",
        entityId: row.id,
        action: "create",
        before: null,
        after: row,
      });
      return row.id;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw slugTaken("category", slug);
      throw err;
    });
  return categoryById(db, id);
}

export async function updateCategory(db: Db, actor: Actor, id: number, input: z.output<typeof CategoryUpdateSchema>) {
  await db
    .transaction(async (tx) => {
      const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
      if (!row) throw notFound("Category not found");
      checkVersion("category", row.version, input.version);
      const [after] = await tx
        .update(categories)
        .set({
          ...(input.name !== undefined && { name: input.name }),
          ...(input.slug !== undefined && { slug: input.slug }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.position !== undefined && { position: input.position }),
          version: row.version + 1,
        })
        .where(eq(categories.id, id))
        .returning();
      await recordAudit(tx, actor, { entity: "category", entityId: id, action: "update", before: row, after });
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw slugTaken("category", input.slug ?? "");
      throw err;
    });
  return categoryById(db, id);
}

export async function createType(db: Db, actor: Actor, categoryId: number, input: z.output<typeof TypeCreateSchema>) {
  const slug = slugOf(input.name, input.slug);
  await db
    .transaction(async (tx) => {
      const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
      if (!category) throw notFound("Category not found");
      const [row] = await tx.insert(productTypes).values({ categoryId, slug, name: input.name }).returning();
      await recordAudit(tx, actor, {
        entity: "product_type",
        entityId: row?.id ?? 0,
        action: "create",
        before: null,
        after: row,
      });
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw slugTaken("type of this category", slug);
      throw err;
    });
  return categoryById(db, categoryId);
}
