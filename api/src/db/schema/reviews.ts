import { NOT_FIT_REASONS, REPORT_REASONS, REVIEW_STATUSES, type ReviewStatus } from "@pitstop/contract/reviews";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { products } from "./catalogue.ts";
import { createdAt } from "./columns.ts";
import { orderLines } from "./orders.ts";
import { vehicles } from "./vehicles.ts";

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * A product's rating and review count (products.rating_tenths, products.review_count)
 * are computed from the published rows of this table by database triggers in the same transaction
 * (migration 0017_review_aggregates, docs/decisions/022); `helpful_count` and `report_count` from
 * review_votes and review_reports the same way. Nothing else writes them.
 */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The author; null for the demo catalogue's reviews and once the author deleted their account. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    rating: smallint("rating").notNull(),
    /** Plain text, stored as typed. */
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** The author's car, and its name as it was ("2018 Toyota Camry"), kept if the vehicle goes. */
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    vehicleName: text("vehicle_name"),
    status: text("status").$type<ReviewStatus>().notNull().default("published"),
    helpfulCount: integer("helpful_count").notNull().default(0),
    reportCount: integer("report_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** When an operator last published or removed it. */
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
  },
  (t) => [
    // One review per product per account (accounts' reviews only: the demo's have no user).
    uniqueIndex("product_reviews_product_user_key").on(t.productId, t.userId),
    index("product_reviews_user_idx").on(t.userId),
    // A product's list, newest and most helpful first, and its histogram: published rows only.
    index("product_reviews_product_newest_idx")
      .on(t.productId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index("product_reviews_product_helpful_idx")
      .on(t.productId, t.helpfulCount.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index("product_reviews_product_rating_idx").on(t.productId, t.rating).where(sql`${t.status} = 'published'`),
    // The /reviews wall: the latest published reviews of the whole catalogue.
    index("product_reviews_wall_idx").on(t.createdAt.desc(), t.id.desc()).where(sql`${t.status} = 'published'`),
    // The operators' lists: reported, hidden or removed reviews.
    index("product_reviews_moderation_idx")
      .on(t.status, t.createdAt.desc())
      .where(sql`${t.status} <> 'published' or ${t.reportCount} > 0`),
    check("product_reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("product_reviews_status_check", sql`${t.status} in (${list(REVIEW_STATUSES)})`),
    check("product_reviews_counts_check", sql`${t.helpfulCount} >= 0 and ${t.reportCount} >= 0`),
  ],
);

/** "Helpful": one vote per account and review (the primary key). */
export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => productReviews.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "review_votes_pkey", columns: [t.reviewId, t.userId] }),
    index("review_votes_user_idx").on(t.userId),
  ],
);

/** "Report": one per account and review; the third account's report hides the review. */
export const reviewReports = pgTable(
  "review_reports",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => productReviews.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "review_reports_pkey", columns: [t.reviewId, t.userId] }),
    index("review_reports_user_idx").on(t.userId),
    check("review_reports_reason_check", sql`${t.reason} in (${list(REPORT_REASONS)})`),
  ],
);

/**
 * "Did it fit?": a buyer's answer for one line of a completed order, for the car it was bought for.
 * The demo catalogue's answers have no order line and no user; an account's answers outlive the
 * account (the shop's fitment learning, like its orders: docs/decisions/010).
 */
export const fitAnswers = pgTable(
  "fit_answers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderLineId: integer("order_line_id").references(() => orderLines.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    fits: boolean("fits").notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("fit_answers_order_line_key").on(t.orderLineId),
    // A product page's counts for one vehicle, and the operators' list per pair.
    index("fit_answers_product_vehicle_idx").on(t.productId, t.vehicleId),
    // Cards on a vehicle page: confirmations of the listed parts for that vehicle.
    index("fit_answers_vehicle_confirmed_idx").on(t.vehicleId, t.productId).where(sql`${t.fits}`),
    check(
      "fit_answers_reason_check",
      sql`(${t.fits} and ${t.reason} is null) or (not ${t.fits} and ${t.reason} in (${list(NOT_FIT_REASONS)}))`,
    ),
  ],
);
