import type { AdminReviewListSchema, AdminReviewQuerySchema } from "@pitstop/contract/reviews";
import { REVIEW_PAGE_SIZE } from "@pitstop/contract/reviews";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { productReviews, reviewReports } from "../../db/schema/index.ts";
import { notFound } from "../../lib/http-error.ts";
import { type Actor, recordAudit } from "../../plugins/audit.ts";
import { type ReviewRow, reviewColumns, reviewJoins, toOwnReview } from "./review-rows.ts";
import type { ReviewDeps } from "./review-service.ts";

type AdminRow = ReviewRow & {
  product_slug: string;
  product_title: string;
  reports: Array<{
    reason: "spam" | "offensive" | "off_topic" | "not_a_review" | "other";
    note: string | null;
    created_at: string;
  }>;
  total: number;
};

/** GET /api/admin/reviews: reviews waiting for an operator (pending), all reported ones, or removed ones. */
export async function moderationList(
  deps: ReviewDeps,
  query: z.infer<typeof AdminReviewQuerySchema>,
): Promise<z.infer<typeof AdminReviewListSchema>> {
  const where =
    query.status === "reported" ? sql`r.report_count > 0 and r.status <> 'removed'` : sql`r.status = ${query.status}`;
  const page = await rowsOf<AdminRow>(
    deps.db,
    sql`select ${reviewColumns}, p.slug as product_slug, p.title as product_title, count(*) over ()::int as total,
               coalesce((select json_agg(json_build_object('reason', x.reason, 'note', x.note, 'created_at', x.created_at)
                                         order by x.created_at)
                         from review_reports x where x.review_id = r.id), '[]') as reports
        from product_reviews r join products p on p.id = r.product_id ${reviewJoins}
        where ${where}
        order by r.report_count desc, r.created_at desc, r.id desc
        limit ${REVIEW_PAGE_SIZE} offset ${(query.page - 1) * REVIEW_PAGE_SIZE}`,
  );
  const total = page[0]?.total ?? 0;
  return {
    reviews: page.map((r) => ({
      ...toOwnReview(r),
      product: { id: r.product_id, slug: r.product_slug, title: r.product_title },
      report_count: r.report_count,
      reports: r.reports.map((x) => ({ ...x, created_at: new Date(x.created_at).toISOString() })),
    })),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE)),
  };
}

/**
 * POST /api/admin/reviews/{id}/publish: the operator keeps it. Its reports are settled (cleared),
 * so three new reports would hide it again.
 */
export async function publishReview(deps: ReviewDeps, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    const before = await lockForModeration(tx, id);
    await tx
      .update(productReviews)
      .set({ status: "published", moderatedAt: new Date() })
      .where(eq(productReviews.id, id));
    const settled = await tx
      .delete(reviewReports)
      .where(eq(reviewReports.reviewId, id))
      .returning({ userId: reviewReports.userId });
    await recordAudit(tx, actor, {
      entity: "review",
      entityId: id,
      action: "publish",
      before,
      after: { ...before, status: "published", reports_settled: settled.length },
    });
  });
  deps.catalogueChanged();
  return moderated(deps, id);
}

/** The review as the trail shows it before a moderation: whose, on which part, its stars and state. */
async function lockForModeration(tx: Db, id: number) {
  const [row] = await tx
    .select({
      status: productReviews.status,
      productId: productReviews.productId,
      userId: productReviews.userId,
      rating: productReviews.rating,
      title: productReviews.title,
    })
    .from(productReviews)
    .where(eq(productReviews.id, id))
    .for("update");
  if (!row) throw notFound("Review not found");
  return { status: row.status, product_id: row.productId, user_id: row.userId, rating: row.rating, title: row.title };
}

/** POST /api/admin/reviews/{id}/remove: off the shop and out of the rating; the author sees it as removed. */
export async function removeReview(deps: ReviewDeps, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    const before = await lockForModeration(tx, id);
    await tx
      .update(productReviews)
      .set({ status: "removed", moderatedAt: new Date() })
      .where(eq(productReviews.id, id));
    await recordAudit(tx, actor, {
      entity: "review",
      entityId: id,
      action: "remove",
      before,
      after: { ...before, status: "removed" },
    });
  });
  deps.catalogueChanged();
  return moderated(deps, id);
}

async function moderated(deps: ReviewDeps, id: number) {
  const [row] = await rowsOf<AdminRow>(
    deps.db,
    sql`select ${reviewColumns}, p.slug as product_slug, p.title as product_title, 1 as total,
               coalesce((select json_agg(json_build_object('reason', x.reason, 'note', x.note, 'created_at', x.created_at)
                                         order by x.created_at)
                         from review_reports x where x.review_id = r.id), '[]') as reports
        from product_reviews r join products p on p.id = r.product_id ${reviewJoins}
        where r.id = ${id}`,
  );
  if (!row) throw notFound("Review not found");
  return {
    ...toOwnReview(row),
    product: { id: row.product_id, slug: row.product_slug, title: row.product_title },
    report_count: row.report_count,
    reports: row.reports.map((x) => ({ ...x, created_at: new Date(x.created_at).toISOString() })),
  };
}
