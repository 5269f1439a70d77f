import type {
  AdminProduct,
  AdminProductList,
  AdminProductQuerySchema,
  ProductCreateSchema,
  ProductUpdateSchema,
} from "@pitstop/contract/admin-catalogue";
import { slugify } from "@pitstop/contract/slug";
import { eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { products, productTypes } from "../../db/schema/index.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { containing } from "../../lib/like.ts";
import { type Actor, recordAudit } from "../../plugins/audit.ts";
import { cents, checkVersion, dollars, isUniqueViolation } from "./locking.ts";

type ProductRow = typeof products.$inferSelect;

/** What the audit trail keeps of a product (money in cents, as stored). */
export function productSnapshot(p: ProductRow) {
  return {
    slug: p.slug,
    part_number: p.partNumber,
    title: p.title,
    description: p.description,
    category_id: p.categoryId,
    type_id: p.typeId,
    brand_id: p.brandId,
    price_cents: p.priceCents,
    handling_cents: p.handlingCents,
    shipping_cents: p.shippingCents,
    stock: p.stock,
    specifications: p.specifications,
    universal: p.universal,
    published: p.published,
    version: p.version,
  };
}

type AdminProductDbRow = {
  id: number;
  slug: string;
  part_number: string;
  title: string;
  description: string;
  category: { id: number; slug: string; name: string };
  type: { id: number; slug: string; name: string };
  brand: { id: number; slug: string; name: string };
  price_cents: number;
  handling_cents: number;
  shipping_cents: number;
  stock: number;
  specifications: Array<{ name: string; value: string }>;
  universal: boolean;
  published: boolean;
  images: Array<{ media_id: string; alt: string; position: number }>;
  fitment_count: number;
  rating_tenths: number;
  review_count: number;
  created_at: string | Date;
  updated_at: string | Date;
  version: number;
};

const iso = (d: string | Date) => new Date(d).toISOString();

/** One product as the back office edits it, in one statement. */
export async function getAdminProduct(db: Db, id: number): Promise<AdminProduct> {
  const [r] = await rowsOf<AdminProductDbRow>(
    db,
    sql`select p.id, p.slug, p.part_number, p.title, p.description,
               json_build_object('id', c.id, 'slug', c.slug, 'name', c.name) as category,
               json_build_object('id', t.id, 'slug', t.slug, 'name', t.name) as type,
               json_build_object('id', b.id, 'slug', b.slug, 'name', b.name) as brand,
               p.price_cents, p.handling_cents, p.shipping_cents, p.stock, p.specifications, p.universal, p.published,
               coalesce((select json_agg(json_build_object('media_id', i.media_id, 'alt', i.alt, 'position', i.position)
                                         order by i.position)
                         from product_images i where i.product_id = p.id), '[]') as images,
               (select count(*)::int from product_fitment f where f.product_id = p.id) as fitment_count,
               p.rating_tenths, p.review_count, p.created_at, p.updated_at, p.version
        from products p
        join categories c on c.id = p.category_id
        join product_types t on t.id = p.type_id
        join brands b on b.id = p.brand_id
        where p.id = ${id}`,
  );
  if (!r) throw notFound("Product not found");
  return {
    id: r.id,
    slug: r.slug,
    part_number: r.part_number,
    title: r.title,
    description: r.description,
    category: r.category,
    type: r.type,
    brand: r.brand,
    price: dollars(r.price_cents),
    handling: dollars(r.handling_cents),
    shipping: dollars(r.shipping_cents),
    stock: r.stock,
    specifications: r.specifications,
    universal: r.universal,
    published: r.published,
    images: r.images.map((i) => ({
      media_id: i.media_id,
      url: `/api/media/${i.media_id}`,
      alt: i.alt,
      position: i.position,
    })),
    fitment_count: r.fitment_count,
    rating: r.rating_tenths / 10,
    review_count: r.review_count,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    version: r.version,
  };
}

const SORT_SQL: Record<z.output<typeof AdminProductQuerySchema>["sort"], string> = {
  title: "p.title asc, p.id asc",
  "-title": "p.title desc, p.id desc",
  part_number: "p.part_number asc",
  price: "p.price_cents asc, p.id asc",
  "-price": "p.price_cents desc, p.id desc",
  stock: "p.stock asc, p.id asc",
  "-stock": "p.stock desc, p.id desc",
  updated: "p.updated_at asc, p.id asc",
  "-updated": "p.updated_at desc, p.id desc",
};

/**
 * The back office's product table. Words of the title are read from the title-words GIN index
 * (every word must be there), a part number from the part-key trigram index, whatever its dashes.
 */
export async function listAdminProducts(
  db: Db,
  q: z.output<typeof AdminProductQuerySchema>,
): Promise<AdminProductList> {
  const where: SQL[] = [sql`true`];
  const text = q.q?.trim();
  if (text) {
    const key = text.toUpperCase().replace(/[^A-Z0-9]/g, "");
    const byTitle = sql`p.title_words @> pitstop_words(${text})`;
    where.push(key.length > 0 ? sql`(${byTitle} or pitstop_part_key(p.part_number) like ${containing(key)})` : byTitle);
  }
  if (q.category_id !== undefined) where.push(sql`p.category_id = ${q.category_id}`);
  if (q.brand_id !== undefined) where.push(sql`p.brand_id = ${q.brand_id}`);
  if (q.stock_max !== undefined) where.push(sql`p.stock <= ${q.stock_max}`);
  if (q.published !== undefined) where.push(sql`p.published = ${q.published === "true"}`);
  const condition = sql.join(where, sql` and `);
  const [rows, [total]] = await Promise.all([
    rowsOf<{
      id: number;
      part_number: string;
      title: string;
      category: string;
      brand: string;
      price_cents: number;
      stock: number;
      universal: boolean;
      published: boolean;
      image: string | null;
      updated_at: string | Date;
      version: number;
    }>(
      db,
      sql`select p.id, p.part_number, p.title, c.name as category, b.name as brand, p.price_cents, p.stock,
                 p.universal, p.published, p.updated_at, p.version,
                 (select i.media_id from product_images i where i.product_id = p.id order by i.position limit 1) as image
          from products p join categories c on c.id = p.category_id join brands b on b.id = p.brand_id
          where ${condition}
          order by ${sql.raw(SORT_SQL[q.sort])}
          limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from products p where ${condition}`),
  ]);
  return {
    products: rows.map((r) => ({
      id: r.id,
      part_number: r.part_number,
      title: r.title,
      category: r.category,
      brand: r.brand,
      price: dollars(r.price_cents),
      stock: r.stock,
      universal: r.universal,
      published: r.published,
      image: r.image ? `/api/media/${r.image}` : null,
      updated_at: iso(r.updated_at),
      version: r.version,
    })),
    total: total?.n ?? 0,
    page: q.page,
    page_size: q.page_size,
  };
}

/**
 * The category follows the type; a category sent with a type must be the type's (422 otherwise).
 * The brand, type and category are locked against deletion until the save commits (`for key share`,
 * the lock the foreign keys take): a brand deleted by another operator meanwhile is either gone
 * before this reads it (422, "That brand does not exist") or waits for this save and then finds a
 * part using it (409) — never a foreign key failure at the insert (a 500).
 */
async function checkPlacement(db: Db, categoryId: number, typeId: number, brandId: number) {
  const [found] = await rowsOf<{ type_category: number | null; brand: number | null; category: number | null }>(
    db,
    sql`select (select category_id from product_types where id = ${typeId} for key share) as type_category,
               (select id from brands where id = ${brandId} for key share) as brand,
               (select id from categories where id = ${categoryId} for key share) as category`,
  );
  if (!found?.category) throw new HttpError(422, "That category does not exist", { category_id: ["Unknown category"] });
  if (!found.type_category) throw new HttpError(422, "That product type does not exist", { type_id: ["Unknown type"] });
  if (!found.brand) throw new HttpError(422, "That brand does not exist", { brand_id: ["Unknown brand"] });
  if (found.type_category !== categoryId) {
    throw new HttpError(422, "The product type belongs to another category: choose a type of the category", {
      type_id: ["Not a type of this category"],
    });
  }
}

async function checkPartNumberFree(db: Db, partNumber: string, exceptId: number | null) {
  const [taken] = await rowsOf<{ id: number }>(
    db,
    sql`select id from products where part_number = ${partNumber} ${exceptId ? sql`and id <> ${exceptId}` : sql``}`,
  );
  if (taken) throw partNumberTaken(partNumber);
}

const partNumberTaken = (partNumber: string) =>
  new HttpError(409, `Part number ${partNumber} is already used by another product`, {
    part_number: ["Already used by another product"],
  });
const slugTaken = (slug: string) =>
  new HttpError(409, `The address name ${slug} is already used by another product: choose another slug`, {
    slug: ["Already used by another product"],
  });

function rethrowUnique(err: unknown, partNumber: string, slug: string): never {
  if (isUniqueViolation(err, "products_part_number_key")) throw partNumberTaken(partNumber);
  if (isUniqueViolation(err, "products_slug_key")) throw slugTaken(slug);
  throw err;
}

export async function createProduct(
  db: Db,
  actor: Actor,
  input: z.output<typeof ProductCreateSchema>,
): Promise<AdminProduct> {
  const slug = input.slug ?? slugify(`${input.title} ${input.part_number}`).slice(0, 120).replace(/-$/, "");
  const id = await db
    .transaction(async (tx) => {
      await checkPlacement(tx, input.category_id, input.type_id, input.brand_id);
      await checkPartNumberFree(tx, input.part_number, null);
      const [row] = await tx
        .insert(products)
        .values({
          slug,
          partNumber: input.part_number,
          title: input.title,
          description: input.description,
          brandId: input.brand_id,
          typeId: input.type_id,
          categoryId: input.category_id,
          priceCents: cents(input.price),
          handlingCents: cents(input.handling),
          shippingCents: cents(input.shipping),
          stock: input.stock,
          specifications: input.specifications,
          universal: input.universal,
          published: input.published,
        })
        .returning();
      if (!row) throw new Error("product insert returned no row");
      await recordAudit(tx, actor, {
        entity: "product",
        entityId: row.id,
        action: "create",
        before: null,
        after: productSnapshot(row),
      });
      return row.id;
    })
    .catch((err: unknown) => rethrowUnique(err, input.part_number, slug));
  return getAdminProduct(db, id);
}

export async function updateProduct(
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof ProductUpdateSchema>,
): Promise<AdminProduct> {
  await db
    .transaction(async (tx) => {
      const [row] = await tx.select().from(products).where(eq(products.id, id)).for("update");
      if (!row) throw notFound("Product not found");
      checkVersion("product", row.version, input.version);
      let categoryId = input.category_id ?? row.categoryId;
      const typeId = input.type_id ?? row.typeId;
      if (input.type_id !== undefined && input.category_id === undefined) {
        const [type] = await tx
          .select({ categoryId: productTypes.categoryId })
          .from(productTypes)
          .where(eq(productTypes.id, input.type_id));
        if (type) categoryId = type.categoryId;
      }
      const brandId = input.brand_id ?? row.brandId;
      if (categoryId !== row.categoryId || typeId !== row.typeId || brandId !== row.brandId) {
        await checkPlacement(tx, categoryId, typeId, brandId);
      }
      if (input.part_number !== undefined && input.part_number !== row.partNumber) {
        await checkPartNumberFree(tx, input.part_number, id);
      }
      const universal = input.universal ?? row.universal;
      if (universal && !row.universal) {
        const [fit] = await rowsOf<{ n: number }>(
          tx,
          sql`select count(*)::int as n from product_fitment where product_id = ${id}`,
        );
        if ((fit?.n ?? 0) > 0) {
          throw new HttpError(
            422,
            `A universal product fits every vehicle and has no fitment rows: remove its ${fit?.n} fitment rows first`,
            { universal: ["Remove the fitment rows first"] },
          );
        }
      }
      const [after] = await tx
        .update(products)
        .set({
          ...(input.slug !== undefined && { slug: input.slug }),
          ...(input.part_number !== undefined && { partNumber: input.part_number }),
          ...(input.title !== undefined && { title: input.title }),
          ...(input.description !== undefined && { description: input.description }),
          brandId,
          typeId,
          categoryId,
          ...(input.price !== undefined && { priceCents: cents(input.price) }),
          ...(input.handling !== undefined && { handlingCents: cents(input.handling) }),
          ...(input.shipping !== undefined && { shippingCents: cents(input.shipping) }),
          ...(input.stock !== undefined && { stock: input.stock }),
          ...(input.specifications !== undefined && { specifications: input.specifications }),
          universal,
          ...(input.published !== undefined && { published: input.published }),
          version: row.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id))
        .returning();
      if (!after) throw notFound("Product not found");
      await recordAudit(tx, actor, {
        entity: "product",
        entityId: id,
        action: "update",
        before: productSnapshot(row),
        after: productSnapshot(after),
      });
    })
    .catch((err: unknown) => rethrowUnique(err, input.part_number ?? "", input.slug ?? ""));
  return getAdminProduct(db, id);
}
