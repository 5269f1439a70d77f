import type { AdminProductDeletion } from "@pitstop/contract/admin-catalogue";
import { countOf } from "@pitstop/contract/plural";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { brands, categories, products, productTypes } from "../../db/schema/index.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { type Actor, recordAudit } from "../../plugins/audit.ts";
import { checkVersion } from "./locking.ts";
import { productSnapshot } from "./product-service.ts";

/**
 * Deleting from the catalogue. The shop's rule: no operator's action deletes a record the
 * shop must keep. A part on an order stays (the order's lines point at it; hiding it is the way to
 * take it off the shop), and a brand, category or type stays while parts use it. What is deleted
 * goes with everything that only hangs on it, in one transaction with its audit entry.
 */

export const productOnOrders = (orders: number) =>
  `This part is on ${countOf(orders, "order")}, so the shop keeps it. Hide it instead.`;

const partsUse = (n: number, what: string) =>
  `${countOf(n, "part uses", "parts use")} this ${what}; move or delete ${n === 1 ? "it" : "them"} first.`;

type HangingCounts = Omit<AdminProductDeletion, "refusal">;

/**
 * What hangs on a product: its orders (which keep it), and what would go with it. The foreign keys
 * of fitment, images, reviews (with their votes and reports), fit answers, cart and wishlist lines
 * cascade; the images' stored pictures (media rows) do not and are deleted by deleteProduct.
 */
async function hangingOn(db: Db, id: number): Promise<HangingCounts> {
  const [counts] = await rowsOf<HangingCounts>(
    db,
    sql`select (select count(distinct order_id)::int from order_lines where product_id = ${id}) as orders,
               (select count(*)::int from product_fitment where product_id = ${id}) as fitments,
               (select count(*)::int from product_images where product_id = ${id}) as images,
               (select count(*)::int from product_reviews where product_id = ${id}) as reviews,
               (select count(*)::int from fit_answers where product_id = ${id}) as fit_answers,
               (select count(*)::int from cart_lines where product_id = ${id}) as cart_lines,
               (select count(*)::int from wishlist_items where product_id = ${id}) as wishlist_items`,
  );
  if (!counts) throw new Error("counting a product's rows returned nothing");
  return counts;
}

/** The editor's confirmation: what deleting the product takes with it, or why it would be refused. */
export async function productDeletion(db: Db, id: number): Promise<AdminProductDeletion> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!product) throw notFound("Product not found");
  const counts = await hangingOn(db, id);
  return { ...counts, refusal: counts.orders > 0 ? productOnOrders(counts.orders) : null };
}

export async function deleteProduct(db: Db, actor: Actor, id: number, version: number) {
  await db.transaction(async (tx) => {
    // The row lock comes first: a checkout writing an order line for this part (whose foreign key
    // check locks the row too) either committed before, and is counted below, or waits and then
    // finds the part gone.
    const [row] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!row) throw notFound("Product not found");
    checkVersion("product", row.version, version);
    const counts = await hangingOn(tx, id);
    if (counts.orders > 0) throw new HttpError(409, productOnOrders(counts.orders));
    const images = await rowsOf<{ media_id: string }>(
      tx,
      sql`select media_id from product_images where product_id = ${id} order by position`,
    );
    // The pictures' bytes first (their product_images rows go with them), then the product and
    // whatever else cascades from it.
    await tx.execute(sql`delete from media where id in (select media_id from product_images where product_id = ${id})`);
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, actor, {
      entity: "product",
      entityId: id,
      action: "delete",
      before: {
        ...productSnapshot(row),
        image_media_ids: images.map((i) => i.media_id),
        removed: {
          fitments: counts.fitments,
          images: counts.images,
          reviews: counts.reviews,
          fit_answers: counts.fit_answers,
          cart_lines: counts.cart_lines,
          wishlist_items: counts.wishlist_items,
        },
      },
      after: null,
    });
  });
}

async function productCount(tx: Db, column: "brand_id" | "category_id" | "type_id", id: number) {
  const [found] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from products where ${sql.identifier(column)} = ${id}`,
  );
  return found?.n ?? 0;
}

export async function deleteBrand(db: Db, actor: Actor, id: number, version: number) {
  await db.transaction(async (tx) => {
    // Locked first: a product being created with this brand waits on the lock (its foreign key check).
    const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for("update");
    if (!row) throw notFound("Brand not found");
    checkVersion("brand", row.version, version);
    const parts = await productCount(tx, "brand_id", id);
    if (parts > 0) throw new HttpError(409, partsUse(parts, "brand"));
    await tx.delete(brands).where(eq(brands.id, id));
    await recordAudit(tx, actor, { entity: "brand", entityId: id, action: "delete", before: row, after: null });
  });
}

/** A category goes with its types when no part is in it (so none is of its types either). */
export async function deleteCategory(db: Db, actor: Actor, id: number, version: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!row) throw notFound("Category not found");
    checkVersion("category", row.version, version);
    const types = await tx.select().from(productTypes).where(eq(productTypes.categoryId, id)).for("update");
    const parts = await productCount(tx, "category_id", id);
    if (parts > 0) throw new HttpError(409, partsUse(parts, "category"));
    await tx.delete(productTypes).where(eq(productTypes.categoryId, id));
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, actor, {
      entity: "category",
      entityId: id,
      action: "delete",
      before: { ...row, types },
      after: null,
    });
  });
}

/** A product type of a category, when no part is of that type. */
export async function deleteType(db: Db, actor: Actor, categoryId: number, typeId: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(productTypes).where(eq(productTypes.id, typeId)).for("update");
    if (!row || row.categoryId !== categoryId) throw notFound("This category has no such type");
    const parts = await productCount(tx, "type_id", typeId);
    if (parts > 0) throw new HttpError(409, partsUse(parts, "type"));
    await tx.delete(productTypes).where(eq(productTypes.id, typeId));
    await recordAudit(tx, actor, {
      entity: "product_type",
      entityId: typeId,
      action: "delete",
      before: row,
      after: null,
    });
  });
}
