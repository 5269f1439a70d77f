import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrder,
  type AdminOrderList,
  type AdminOrderListQuery,
} from "@pitstop/contract/admin-orders";
import { ORDER_STATUSES, type OrderStatus } from "@pitstop/contract/orders";
import { countOf } from "@pitstop/contract/plural";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { OrderAddress } from "../../db/schema/index.ts";
import { notFound } from "../../lib/http-error.ts";
import { containing } from "../../lib/like.ts";
import { dollars, orderDetail } from "./order-view.ts";

type Row = {
  id: number;
  number: string;
  status: OrderStatus;
  created_at: Date | string;
  total_cents: number;
  tracking_number: string | null;
  shipping_address: OrderAddress;
  user_id: number | null;
  email: string | null;
  name: string | null;
  lastname: string | null;
  guest_email: string | null;
  item_count: number;
};

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/**
 * GET /api/admin/orders: every buyer's orders, newest first, filtered by status, the
 * day placed (UTC) and a customer's email or name or the order number; with each status's count
 * under the other filters, for the status tabs. 'created' orders live only inside a checkout and
 * are never listed. Indexed on (status, created_at) and (created_at) — migration 0011.
 */
export async function adminOrderList(db: Db, query: AdminOrderListQuery): Promise<AdminOrderList> {
  const filters: SQL[] = [sql`o.status <> 'created'`];
  if (query.from) filters.push(sql`o.created_at >= ${`${query.from}T00:00:00Z`}::timestamptz`);
  if (query.to) filters.push(sql`o.created_at < (${`${query.to}T00:00:00Z`}::timestamptz + interval '1 day')`);
  if (query.q) {
    const like = containing(query.q.toLowerCase());
    // The buyers' side is the expression of the customers' trigram index (migration 0014).
    filters.push(sql`(lower(u.email || ' ' || u.name || ' ' || u.lastname) like ${like}
      or lower(o.number) like ${like}
      or o.guest_email like ${like}
      or lower(o.shipping_address->>'first_name' || ' ' || (o.shipping_address->>'last_name')) like ${like})`);
  }
  const where = sql.join(filters, sql` and `);
  const listed = query.status ? sql`${where} and o.status = ${query.status}` : where;
  const [rows, counts] = await Promise.all([
    rowsOf<Row>(
      db,
      sql`select o.id, o.number, o.status, o.created_at, o.total_cents, o.tracking_number, o.shipping_address,
                 u.id as user_id, u.email, u.name, u.lastname, o.guest_email,
                 (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as item_count
          from orders o left join users u on u.id = o.user_id
          where ${listed}
          order by o.created_at desc, o.id desc
          limit ${ADMIN_ORDERS_PAGE_SIZE} offset ${(query.page - 1) * ADMIN_ORDERS_PAGE_SIZE}`,
    ),
    rowsOf<{ status: OrderStatus; n: number }>(
      db,
      sql`select o.status, count(*)::int as n from orders o left join users u on u.id = o.user_id
          where ${where} group by o.status`,
    ),
  ]);
  const statusCounts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const c of counts) statusCounts[c.status] = Number(c.n);
  const total = query.status ? statusCounts[query.status] : Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
  const pages = Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE));
  if (query.page > pages) throw notFound(`There is no page ${query.page}; this list has ${countOf(pages, "page")}`);
  return {
    orders: rows.map((r) => ({
      id: r.id,
      number: r.number,
      status: r.status,
      created_at: iso(r.created_at),
      total: dollars(r.total_cents),
      item_count: Number(r.item_count),
      customer:
        r.user_id !== null && r.email !== null
          ? { id: r.user_id, email: r.email, name: `${r.name ?? ""} ${r.lastname ?? ""}`.trim() }
          : null,
      guest_email: r.guest_email,
      ship_to: `${r.shipping_address.first_name} ${r.shipping_address.last_name}`.trim(),
      tracking_number: r.tracking_number,
    })),
    total,
    page: query.page,
    pages,
    status_counts: statusCounts,
  };
}

/** GET /api/admin/orders/{id}: any buyer's order (not a 'created' one), with who placed it. */
export async function adminOrder(db: Db, orderId: number): Promise<AdminOrder> {
  const [who] = await rowsOf<{
    status: OrderStatus;
    user_id: number | null;
    email: string | null;
    name: string | null;
    lastname: string | null;
    guest_email: string | null;
  }>(
    db,
    sql`select o.status, u.id as user_id, u.email, u.name, u.lastname, o.guest_email
        from orders o left join users u on u.id = o.user_id where o.id = ${orderId}`,
  );
  if (!who || who.status === "created") throw notFound("Order not found");
  const order = await orderDetail(db, orderId);
  return {
    ...order,
    customer:
      who.user_id !== null && who.email !== null
        ? { id: who.user_id, email: who.email, name: `${who.name ?? ""} ${who.lastname ?? ""}`.trim() }
        : null,
    guest_email: who.guest_email,
  };
}
