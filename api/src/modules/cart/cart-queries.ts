import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

export type StoredLine = { productId: number; quantity: number };

/** The user's cart id, creating the cart the first time (safe when many requests race). */
export async function ensureCartId(tx: Db, userId: number): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into carts (user_id) values (${userId})
        on conflict (user_id) do update set updated_at = now()
        returning id`,
  );
  if (!row) throw new Error("cart upsert returned nothing");
  return row.id;
}

/** Sets each line's quantity (upsert), in product-id order so concurrent writers never deadlock. */
export async function upsertCartLines(tx: Db, cartId: number, lines: readonly StoredLine[]) {
  if (lines.length === 0) return;
  const values = sql.join(
    lines.map((l) => sql`(${cartId}::int, ${l.productId}::int, ${l.quantity}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`insert into cart_lines (cart_id, product_id, quantity) values ${values}
        on conflict (cart_id, product_id) do update set quantity = excluded.quantity`,
  );
}

export async function deleteCartLines(tx: Db, cartId: number, productIds: number[]) {
  if (productIds.length === 0) return;
  await tx.execute(
    sql`delete from cart_lines where cart_id = ${cartId} and product_id in (${sql.join(productIds, sql`, `)})`,
  );
}

/** A user's stored lines, oldest first (the order they were added in). */
export async function storedLines(db: Db, userId: number): Promise<StoredLine[]> {
  return rowsOf<StoredLine>(
    db,
    sql`select l.product_id as "productId", l.quantity
        from carts c join cart_lines l on l.cart_id = c.id
        where c.user_id = ${userId}
        order by l.created_at, l.product_id`,
  );
}

export async function cartLineCount(tx: Db, cartId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from cart_lines where cart_id = ${cartId}`,
  );
  return Number(row?.n ?? 0);
}

export async function cartIdOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(db, sql`select id from carts where user_id = ${userId}`);
  return row?.id ?? null;
}

/** The user's cart id with its row locked until the transaction ends; null without a cart. */
export async function lockCartOf(tx: Db, userId: number): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(tx, sql`select id from carts where user_id = ${userId} for update`);
  return row?.id ?? null;
}
