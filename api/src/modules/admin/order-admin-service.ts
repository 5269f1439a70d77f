import type { AdminOrderQuerySchema } from "@pitstop/contract/admin-shop";
import type { OrderStatus } from "@pitstop/contract/orders";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { orderDetail } from "../orders/order-view.ts";
import { dollars } from "./locking.ts";

/** The back office's orders: the list with its filters, and one order through the buyer's own view. */

const likePattern = (text: string) => `%${text.replace(/[%_\\]/g, "\\$&")}%`;

export async function listAdminOrders(db: Db, q: z.output<typeof AdminOrderQuerySchema>) {
  const where: SQL[] = [sql`true`];
  if (q.status) where.push(sql`o.status = ${q.status}`);
  if (q.from) where.push(sql`o.created_at >= ${q.from}::date`);
  if (q.to) where.push(sql`o.created_at < ${q.to}::date + 1`);
  if (q.customer) {
    const like = likePattern(q.customer.toLowerCase());
    // The buyers' side is the expression of the trigram index of migration 0015.
    where.push(
      sql`(lower(u.email || ' ' || u.name || ' ' || u.lastname) like ${like} or lower(o.number) like ${like})`,
    );
  }
  const condition = sql.join(where, sql` and `);
  const [rows, [count]] = await Promise.all([
    rowsOf<{
      id: number;
      number: string;
      status: OrderStatus;
      created_at: string | Date;
      total_cents: number;
      tracking_number: string | null;
      item_count: number;
      user_id: number | null;
      email: string | null;
      name: string | null;
    }>(
      db,
      sql`select o.id, o.number, o.status, o.created_at, o.total_cents, o.tracking_number,
                 (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as item_count,
                 u.id as user_id, u.email, trim(u.name || ' ' || u.lastname) as name
          from orders o left join users u on u.id = o.user_id
          where ${condition}
          order by o.created_at desc, o.id desc
          limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from orders o left join users u on u.id = o.user_id where ${condition}`,
    ),
  ]);
  return {
    orders: rows.map((r) => ({
      id: r.id,
      number: r.number,
      status: r.status,
      created_at: new Date(r.created_at).toISOString(),
      total: dollars(r.total_cents),
      item_count: r.item_count,
      customer: r.user_id === null ? null : { id: r.user_id, email: r.email ?? "", name: r.name ?? "" },
      tracking_number: r.tracking_number,
    })),
    total: count?.n ?? 0,
    page: q.page,
    page_size: q.page_size,
  };
}

export async function getAdminOrder(db: Db, id: number) {
  const order = await orderDetail(db, id);
  const [buyer] = await rowsOf<{ id: number; email: string; name: string }>(
    db,
    sql`select u.id, u.email, trim(u.name || ' ' || u.lastname) as name
        from orders o join users u on u.id = o.user_id where o.id = ${id}`,
  );
  return { ...order, customer: buyer ?? null };
}
