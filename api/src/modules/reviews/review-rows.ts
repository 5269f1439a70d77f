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
  /** The name stored with the review: the seed's authors, and "Former customer" once an account is deleted. */
  author_name: string;
  /** The author's account's first and last name now; null when the review has no account (any more). */
  author_first: string | null;
  author_last: string | null;
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
 * The columns every review answer is built from (`r` is product_reviews, joined by `reviewJoins`
 * to vehicles as `rv` and to the author's account as `ru`): one statement, the verified-purchase
 * badge computed per row from the author's paid orders.
 */
export const reviewColumns = sql`r.id, r.product_id, r.user_id, r.author_name, ru.name as author_first,
  ru.lastname as author_last, r.rating, r.title, r.body, r.created_at,
  r.edited_at, r.vehicle_id, rv.slug as vehicle_slug, r.vehicle_name, r.helpful_count, r.report_count, r.status,
  ${paidPurchaseOf(sql`r.user_id`, sql`r.product_id`)} as verified_purchase`;
/** The car a review is about, and its author's account: the name is read from it, never copied. */
export const reviewJoins = sql`left join vehicles rv on rv.id = r.vehicle_id left join users ru on ru.id = r.user_id`;

/**
 * "Dana D.": an account's first name and the initial of its last name, as reviews are signed.
 * A shopper who has not given a first name signs as "Pitstop customer".
 */
export function reviewSignature(first: string, last: string): string {
  const name = first.trim();
  const initial = last.trim().charAt(0).toUpperCase();
  if (!name) return "Pitstop customer";
  return initial ? `${name} ${initial}.` : name;
}

/**
 * Who signs a review: its author's name as the account holds it now (a name set or changed after
 * writing shows at once); without an account — the seed's reviews, or one whose account was
 * deleted and its name erased — the name stored with the review.
 */
const authorOf = (r: ReviewRow) =>
  r.author_first === null ? r.author_name : reviewSignature(r.author_first, r.author_last ?? "");

const iso = (d: string | Date) => new Date(d).toISOString();

export function toReview(r: ReviewRow): Review {
  return {
    id: r.id,
    author: authorOf(r),
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
    sql`select ${reviewColumns} from product_reviews r ${reviewJoins} where r.id = ${id}`,
  );
  return row;
}
