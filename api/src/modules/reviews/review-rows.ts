import type { OwnReview, Review, ReviewStatus } from "@pitstop/contract/reviews";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { Tx } from "../../lib/user-lock.ts";
import { paidPurchaseOf } from "../orders/order-queries.ts";

export type ReviewRow = {
  id: number;
  product_id: number;
  user_id: number | null;
  author_name: string;
  rating: number;
  title: string;
  body: string;
  created_at: string | Date;
  edited_at: string | Date | null;
  vehicle_id: number | null;
  vehicle_slug: string | null;
  vehicle_name: string | null;
  helpful_count: number;
  report_count: number;
  status: ReviewStatus;
  verified_purchase: boolean;
};

/**
 * The columns every review answer is built from (`r` is product_reviews, joined to vehicles as
 * `rv`): one statement, the verified-purchase badge computed per row from the author's paid orders.
 */
export const reviewColumns = sql`r.id, r.product_id, r.user_id, r.author_name, r.rating, r.title, r.body, r.created_at,
  r.edited_at, r.vehicle_id, rv.slug as vehicle_slug, r.vehicle_name, r.helpful_count, r.report_count, r.status,
  ${paidPurchaseOf(sql`r.user_id`, sql`r.product_id`)} as verified_purchase`;
export const reviewVehicleJoin = sql`left join vehicles rv on rv.id = r.vehicle_id`;

const iso = (d: string | Date) => new Date(d).toISOString();

export function toReview(r: ReviewRow): Review {
  return {
    id: r.id,
    author: r.author_name,
    rating: r.rating,
    title: r.title,
    body: r.body,
    created_at: iso(r.created_at),
    edited_at: r.edited_at === null ? null : iso(r.edited_at),
    vehicle:
      r.vehicle_id !== null && r.vehicle_slug !== null
        ? { id: r.vehicle_id, slug: r.vehicle_slug, name: r.vehicle_name ?? "" }
        : null,
    verified_purchase: r.verified_purchase,
    helpful_count: r.helpful_count,
  };
}

export const toOwnReview = (r: ReviewRow): OwnReview => ({ ...toReview(r), status: r.status });

/** One review with its columns, by id (any status); undefined when there is none. */
export async function reviewById(db: Db | Tx, id: number): Promise<ReviewRow | undefined> {
  const [row] = await rowsOf<ReviewRow>(
    db,
    sql`select ${reviewColumns} from product_reviews r ${reviewVehicleJoin} where r.id = ${id}`,
  );
  return row;
}
