import { type OwnReview, REPORTS_TO_HIDE, type ReviewEdit, type ReviewInput } from "@pitstop/contract/reviews";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { productReviews, reviewReports, reviewVotes, users } from "../../db/schema/index.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { garageVehicleOf } from "../garage/service.ts";
import { productIdBySlug } from "./review-list.ts";
import { reviewById, reviewSignature, toOwnReview } from "./review-rows.ts";

/** What a review write needs besides the database: the catalogue's aggregates follow a rating's change. */
export interface ReviewDeps {
  db: Db;
  /** app.catalogueRefresh.changed: the facet cubes and listings copy products.rating_tenths. */
  catalogueChanged: () => void;
}

/**
 * The signature at the time of writing. Answers read the author's current name from the account
 * (review-rows.ts); this copy is what the review keeps should the account go.
 */
async function authorNameOf(db: Db, userId: number): Promise<string> {
  const [user] = await db
    .select({ name: users.name, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, userId));
  return reviewSignature(user?.name ?? "", user?.lastname ?? "");
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
};

const ALREADY_REVIEWED = "You have already reviewed this part. Edit your review instead.";

/** POST /api/products/{slug}/reviews: one review per product per account (409 on a second). */
export async function createReview(deps: ReviewDeps, userId: number, slug: string, input: ReviewInput) {
  const { db } = deps;
  const productId = await productIdBySlug(db, slug);
  const [existing] = await db
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)));
  if (existing) throw new HttpError(409, ALREADY_REVIEWED);
  const [vehicle, authorName] = await Promise.all([
    garageVehicleOf(db, userId, input.vehicle_id),
    authorNameOf(db, userId),
  ]);
  let id: number;
  try {
    const [row] = await db
      .insert(productReviews)
      .values({
        productId,
        userId,
        authorName,
        rating: input.rating,
        title: input.title,
        body: input.body,
        vehicleId: vehicle?.id ?? null,
        vehicleName: vehicle?.name ?? null,
      })
      .returning({ id: productReviews.id });
    if (!row) throw new Error("review insert returned nothing");
    id = row.id;
  } catch (err: unknown) {
    // Two requests at once: the unique index lets one through.
    if (isUniqueViolation(err)) throw new HttpError(409, ALREADY_REVIEWED);
    throw err;
  }
  deps.catalogueChanged();
  return ownReview(db, id);
}

async function ownReview(db: Db, id: number): Promise<OwnReview> {
  const row = await reviewById(db, id);
  if (!row) throw notFound("Review not found");
  return toOwnReview(row);
}

/** The author's review, by id; another account's (or none) is a 404, never a 403 that says it exists. */
async function authorsReview(db: Db, userId: number, id: number) {
  const [review] = await db
    .select({ id: productReviews.id, status: productReviews.status })
    .from(productReviews)
    .where(and(eq(productReviews.id, id), eq(productReviews.userId, userId)));
  if (!review) throw notFound("Review not found");
  return review;
}

/** PATCH /api/reviews/{id}: the author edits rating, title, text or car. A hidden review stays hidden. */
export async function editReview(deps: ReviewDeps, userId: number, id: number, edit: ReviewEdit): Promise<OwnReview> {
  const { db } = deps;
  const review = await authorsReview(db, userId, id);
  if (review.status === "removed") {
    throw new HttpError(422, "This review was removed by the shop's moderators and can no longer be edited.");
  }
  if (Object.values(edit).every((v) => v === undefined)) return ownReview(db, id);
  const set: Partial<typeof productReviews.$inferInsert> = { editedAt: new Date() };
  if (edit.rating !== undefined) set.rating = edit.rating;
  if (edit.title !== undefined) set.title = edit.title;
  if (edit.body !== undefined) set.body = edit.body;
  if (edit.vehicle_id !== undefined) {
    const vehicle = await garageVehicleOf(db, userId, edit.vehicle_id);
    set.vehicleId = vehicle?.id ?? null;
    set.vehicleName = vehicle?.name ?? null;
  }
  await db
    .update(productReviews)
    .set(set)
    .where(and(eq(productReviews.id, id), eq(productReviews.userId, userId)));
  if (edit.rating !== undefined) deps.catalogueChanged();
  return ownReview(db, id);
}

/** DELETE /api/reviews/{id}: the author's own only. */
export async function deleteReview(deps: ReviewDeps, userId: number, id: number): Promise<void> {
  const deleted = await deps.db
    .delete(productReviews)
    .where(and(eq(productReviews.id, id), eq(productReviews.userId, userId)))
    .returning({ status: productReviews.status });
  if (deleted.length === 0) throw notFound("Review not found");
  if (deleted[0]?.status === "published") deps.catalogueChanged();
}

/** A published review someone else wrote: what a vote or a report may be about. */
async function othersPublishedReview(db: Db, userId: number, id: number, doing: string) {
  const [review] = await db
    .select({ userId: productReviews.userId, status: productReviews.status })
    .from(productReviews)
    .where(eq(productReviews.id, id));
  if (review?.status !== "published") throw notFound("Review not found");
  if (review.userId === userId) throw new HttpError(422, `You cannot ${doing} your own review.`);
}

/** PUT /api/reviews/{id}/helpful: sets or clears the account's one vote; helpful_count follows (trigger). */
export async function voteHelpful(db: Db, userId: number, id: number, helpful: boolean) {
  await othersPublishedReview(db, userId, id, "vote for");
  if (helpful) await db.insert(reviewVotes).values({ reviewId: id, userId }).onConflictDoNothing();
  else await db.delete(reviewVotes).where(and(eq(reviewVotes.reviewId, id), eq(reviewVotes.userId, userId)));
  const [row] = await db
    .select({ helpfulCount: productReviews.helpfulCount })
    .from(productReviews)
    .where(eq(productReviews.id, id));
  return { helpful, helpful_count: row?.helpfulCount ?? 0 };
}

/**
 * POST /api/reviews/{id}/report: once per account (409 on a second). The report of the
 * REPORTS_TO_HIDE-th account hides the review until an operator publishes or removes it.
 */
export async function reportReview(
  deps: ReviewDeps,
  userId: number,
  id: number,
  report: { reason: (typeof reviewReports.$inferInsert)["reason"]; note?: string | undefined },
) {
  const { db } = deps;
  await othersPublishedReview(db, userId, id, "report");
  const hidden = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(reviewReports)
      .values({ reviewId: id, userId, reason: report.reason, note: report.note || null })
      .onConflictDoNothing()
      .returning({ reviewId: reviewReports.reviewId });
    if (inserted.length === 0) throw new HttpError(409, "You have already reported this review.");
    // report_count was raised by the insert's trigger; this statement sees it, and a concurrent
    // report's too once that one commits (the row lock orders them).
    const moved = await tx
      .update(productReviews)
      .set({ status: "pending" })
      .where(
        and(
          eq(productReviews.id, id),
          eq(productReviews.status, "published"),
          sql`${productReviews.reportCount} >= ${REPORTS_TO_HIDE}`,
        ),
      )
      .returning({ id: productReviews.id });
    return moved.length > 0;
  });
  if (hidden) deps.catalogueChanged();
  return { reported: true as const, hidden };
}
