import type { VehicleKey } from "@pitstop/contract/fitment";
import {
  OWNER_YEARS_AROUND,
  REVIEW_PAGE_SIZE,
  type ReviewList,
  type ReviewSort,
  type ReviewSummary,
} from "@pitstop/contract/reviews";
import { slugify } from "@pitstop/contract/slug";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import { resolveVehicleKey } from "../catalogue/fit.ts";
import { type ReviewRow, reviewColumns, reviewJoins, toOwnReview, toReview } from "./review-rows.ts";

const ORDER: Record<ReviewSort, SQL> = {
  newest: sql`r.created_at desc, r.id desc`,
  helpful: sql`r.helpful_count desc, r.created_at desc, r.id desc`,
  highest: sql`r.rating desc, r.created_at desc, r.id desc`,
  lowest: sql`r.rating asc, r.created_at desc, r.id desc`,
};

export async function productIdBySlug(db: Db, slug: string): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(db, sql`select id from products where slug = ${slug}`);
  if (!row) throw notFound("Product not found");
  return row.id;
}

/** 5★ first, every star present. */
export function histogramOf(counts: Map<number, number>): ReviewSummary["histogram"] {
  return [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.get(stars) ?? 0 }));
}

/** Rounded as the database rounds products.rating_tenths (migration 0017_review_aggregates). */
export function averageTenths(counts: Map<number, number>): number {
  let n = 0;
  let sum = 0;
  for (const [stars, count] of counts) {
    n += count;
    sum += stars * count;
  }
  return n === 0 ? 0 : Math.round((sum * 10) / n);
}

/**
 * "Owners of your car": the same make and model, model years within ±2. Answers the car
 * named by the key and the ids of its neighbours (vehicles_make_model_year_idx).
 */
async function ownersOf(db: Db, key: VehicleKey) {
  const vehicle = (await resolveVehicleKey(db, key)).ref;
  const year = Number(vehicle.year);
  const from = year - OWNER_YEARS_AROUND;
  const to = year + OWNER_YEARS_AROUND;
  const ids = await rowsOf<{ id: number; year: number }>(
    db,
    sql`select id, year from vehicles
        where make_slug = ${slugify(vehicle.make)} and model_slug = ${slugify(vehicle.model)}
          and year between ${from} and ${to}
        order by year`,
  );
  const first = ids[0]?.year ?? year;
  const last = ids.at(-1)?.year ?? year;
  return {
    vehicle: { id: vehicle.id, slug: vehicle.slug, name: `${vehicle.year} ${vehicle.make} ${vehicle.model}` },
    years: first === last ? String(first) : `${first}–${last}`,
    ids: ids.map((v) => v.id),
  };
}

export interface ReviewListParams {
  sort: ReviewSort;
  page: number;
  stars?: number | undefined;
  vehicle?: VehicleKey | undefined;
  owners: "0" | "1";
}

/** GET /api/products/{slug}/reviews: one page of the published reviews, the histogram, and the viewer's own. */
export async function listProductReviews(
  db: Db,
  slug: string,
  params: ReviewListParams,
  viewerId: number | null,
): Promise<ReviewList> {
  if (params.owners === "1" && !params.vehicle) {
    throw badRequest("Reviews from owners of your car need the car: send vehicle", {
      vehicle: ["Send the vehicle whose owners' reviews you want"],
    });
  }
  const [productId, owners] = await Promise.all([
    productIdBySlug(db, slug),
    params.vehicle ? ownersOf(db, params.vehicle) : null,
  ]);
  const ownerIds = owners ? sql`array[${sql.join([0, ...owners.ids], sql`, `)}]::int[]` : sql`'{}'::int[]`;

  const counts = await rowsOf<{ rating: number; n: number; owners_n: number }>(
    db,
    sql`select r.rating, count(*)::int as n, count(*) filter (where r.vehicle_id = any(${ownerIds}))::int as owners_n
        from product_reviews r
        where r.product_id = ${productId} and r.status = 'published'
        group by r.rating`,
  );
  const byStars = new Map(counts.map((c) => [c.rating, c.n]));
  const onlyOwners = params.owners === "1";
  const total = counts
    .filter((c) => params.stars === undefined || c.rating === params.stars)
    .reduce((sum, c) => sum + (onlyOwners ? c.owners_n : c.n), 0);
  const pages = Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE));

  const filters: SQL[] = [sql`r.product_id = ${productId}`, sql`r.status = 'published'`];
  if (params.stars !== undefined) filters.push(sql`r.rating = ${params.stars}`);
  if (onlyOwners) filters.push(sql`r.vehicle_id = any(${ownerIds})`);
  const page =
    total === 0 || params.page > pages
      ? []
      : await rowsOf<ReviewRow>(
          db,
          sql`select ${reviewColumns} from product_reviews r ${reviewJoins}
              where ${sql.join(filters, sql` and `)}
              order by ${ORDER[params.sort]}
              limit ${REVIEW_PAGE_SIZE} offset ${(params.page - 1) * REVIEW_PAGE_SIZE}`,
        );

  const viewer =
    viewerId === null
      ? null
      : await viewerState(
          db,
          productId,
          viewerId,
          page.map((r) => r.id),
        );
  const n = counts.reduce((sum, c) => sum + c.n, 0);
  return {
    reviews: page.map(toReview),
    total,
    page: params.page,
    pages,
    page_size: REVIEW_PAGE_SIZE,
    summary: { rating: averageTenths(byStars) / 10, count: n, histogram: histogramOf(byStars) },
    owners: owners
      ? {
          vehicle: owners.vehicle,
          years: owners.years,
          count: counts.reduce((sum, c) => sum + c.owners_n, 0),
        }
      : null,
    mine: viewer?.mine ? toOwnReview(viewer.mine) : null,
    my_helpful: viewer?.helpful ?? [],
    my_reports: viewer?.reported ?? [],
  };
}

/** The viewer's own review of the product, and which of the listed reviews they voted for or reported (two statements). */
async function viewerState(db: Db, productId: number, userId: number, listed: number[]) {
  const ids = sql`array[${sql.join([0, ...listed], sql`, `)}]::int[]`;
  const [mine] = await rowsOf<ReviewRow>(
    db,
    sql`select ${reviewColumns} from product_reviews r ${reviewJoins}
        where r.product_id = ${productId} and r.user_id = ${userId}`,
  );
  const marks = await rowsOf<{ review_id: number; kind: "helpful" | "report" }>(
    db,
    sql`select review_id, 'helpful' as kind from review_votes where user_id = ${userId} and review_id = any(${ids})
        union all
        select review_id, 'report' from review_reports where user_id = ${userId} and review_id = any(${ids})`,
  );
  return {
    mine,
    helpful: marks.filter((m) => m.kind === "helpful").map((m) => m.review_id),
    reported: marks.filter((m) => m.kind === "report").map((m) => m.review_id),
  };
}
