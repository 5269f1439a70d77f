import type { Dashboard } from "@pitstop/contract/admin-shop";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { dollars } from "./locking.ts";

/** Orders that were paid (and what followed): what counts as revenue. */
const PAID = sql.raw(`('paid', 'awaiting shipment', 'shipped', 'completed')`);
export const LOW_STOCK = 5;

/** The back office's first screen, in six indexed reads run side by side. */
export async function dashboard(db: Db): Promise<Dashboard> {
  const [days, [awaiting], unpaid, low, [lowCount], parts, cars] = await Promise.all([
    rowsOf<{ day: string; orders: number; revenue_cents: number }>(
      db,
      sql`select to_char(d.day, 'YYYY-MM-DD') as day, count(o.id)::int as orders, coalesce(sum(o.total_cents), 0)::int as revenue_cents
          from generate_series((now() at time zone 'UTC')::date - 29, (now() at time zone 'UTC')::date, interval '1 day') as d(day)
          left join orders o on o.status in ${PAID}
            and o.created_at >= d.day at time zone 'UTC' and o.created_at < (d.day + interval '1 day') at time zone 'UTC'
          group by d.day order by d.day`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from orders where status = 'awaiting shipment'`),
    rowsOf<{ id: number; number: string; expires_at: string | Date; total_cents: number }>(
      db,
      sql`select id, number, expires_at, total_cents from orders
          where status = 'awaiting payment' and expires_at > now() and expires_at <= now() + interval '24 hours'
          order by expires_at limit 20`,
    ),
    rowsOf<{ id: number; part_number: string; title: string; stock: number }>(
      db,
      sql`select id, part_number, title, stock from products where stock <= ${LOW_STOCK} order by stock, id limit 20`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from products where stock <= ${LOW_STOCK}`),
    rowsOf<{ product_id: number | null; part_number: string; title: string; quantity: number; revenue_cents: number }>(
      db,
      sql`select l.product_id, l.part_number, min(l.title) as title, sum(l.quantity)::int as quantity,
                 sum(l.quantity * l.unit_price_cents)::int as revenue_cents
          from orders o join order_lines l on l.order_id = o.id
          where o.status in ${PAID} and o.created_at >= now() - interval '30 days'
          group by l.product_id, l.part_number
          order by quantity desc, revenue_cents desc limit 10`,
    ),
    rowsOf<{ vehicle_id: number; year: number; make: string; model: string; orders: number }>(
      db,
      sql`select v.id as vehicle_id, v.year, v.make, v.model, count(*)::int as orders
          from orders o join vehicles v on v.id = o.vehicle_id
          where o.status in ${PAID} and o.created_at >= now() - interval '30 days'
          group by v.id order by orders desc, v.id limit 10`,
    ),
  ]);
  return {
    days: days.map((d) => ({ day: d.day, orders: d.orders, revenue: dollars(d.revenue_cents) })),
    awaiting_shipment: awaiting?.n ?? 0,
    unpaid_expiring: unpaid.map((u) => ({
      id: u.id,
      number: u.number,
      expires_at: new Date(u.expires_at).toISOString(),
      total: dollars(u.total_cents),
    })),
    low_stock: low,
    low_stock_count: lowCount?.n ?? 0,
    top_parts: parts.map((p) => ({
      product_id: p.product_id,
      part_number: p.part_number,
      title: p.title,
      quantity: p.quantity,
      revenue: dollars(p.revenue_cents),
    })),
    top_vehicles: cars.map((c) => ({
      vehicle_id: c.vehicle_id,
      label: `${c.year} ${c.make} ${c.model}`,
      orders: c.orders,
    })),
  };
}
