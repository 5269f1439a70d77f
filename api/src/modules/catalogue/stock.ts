import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

/** A product as an order snapshots it, read from the row the reservation locked. */
export type ReservedProduct = {
  id: number;
  title: string;
  partNumber: string;
  priceCents: number;
  handlingCents: number;
  shippingCents: number;
};

/**
 * Takes `quantity` units off the shelf in one conditional statement (stock is never
 * read, subtracted and written back). Answers the product's current price data, or null when fewer
 * than `quantity` units are left. Call it inside the order's transaction, lines in product-id order,
 * so concurrent checkouts lock rows in the same order and never deadlock.
 */
export async function reserveStock(tx: Db, productId: number, quantity: number): Promise<ReservedProduct | null> {
  const [row] = await rowsOf<ReservedProduct>(
    tx,
    sql`update products set stock = stock - ${quantity}
        where id = ${productId} and stock >= ${quantity}
        returning id, title, part_number as "partNumber", price_cents as "priceCents",
                  handling_cents as "handlingCents", shipping_cents as "shippingCents"`,
  );
  return row ?? null;
}

/** Puts units back on the shelf (a canceled or expired order), products in id order. */
export async function releaseStock(tx: Db, lines: ReadonlyArray<{ productId: number | null; quantity: number }>) {
  const byProduct = new Map<number, number>();
  for (const l of lines)
    if (l.productId !== null) byProduct.set(l.productId, (byProduct.get(l.productId) ?? 0) + l.quantity);
  for (const [productId, quantity] of [...byProduct].sort(([a], [b]) => a - b)) {
    await tx.execute(sql`update products set stock = stock + ${quantity} where id = ${productId}`);
  }
}

/**
 * Locks these products' rows, in id order, until the transaction ends. A transaction that puts back
 * the parts of several orders takes them all first, in the order a checkout reserves them, so the
 * two never each hold a row the other waits for (a deadlock PostgreSQL would end by failing one).
 */
export async function lockStockRows(tx: Db, productIds: readonly number[]) {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.execute(sql`select id from products where id in (${sql.join(ids, sql`, `)}) order by id for no key update`);
}

/** Title and stock of a product, to say why a reservation failed. */
export async function stockOf(db: Db, productId: number): Promise<{ title: string; stock: number } | null> {
  const [row] = await rowsOf<{ title: string; stock: number }>(
    db,
    sql`select title, stock from products where id = ${productId}`,
  );
  return row ?? null;
}
