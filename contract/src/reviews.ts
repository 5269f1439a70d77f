import { z } from "zod";
import { VehicleKeySchema } from "./fitment.ts";
import { idNumberSchema, idSchema, positiveIntQuerySchema } from "./ids.ts";

/**
 * Reviews from owners of your car, helpful votes, reports and moderation, and the
 * "Did it fit?" answers of completed orders (docs/decisions/022-reviews-and-fit-answers.md).
 *
 * Review text is plain text, stored as typed and answered as JSON strings: the API never reads it
 * as HTML, and every client shows it escaped, with links not clickable.
 */

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 5_000;
/** Reviews per page of a product's list, the /reviews wall and the admin lists. */
export const REVIEW_PAGE_SIZE = 10;
/** A review reported by this many different accounts is hidden until an operator looks at it. */
export const REPORTS_TO_HIDE = 3;
/** "Owners of your car": the same make and model, model years within this many of the shopper's. */
export const OWNER_YEARS_AROUND = 2;
/** A part/vehicle pair is flagged for the fitment team with at least this many "No" and no "Yes". */
export const FIT_FLAG_MIN_NO = 3;

/** published: counted and shown; pending: hidden after reports, awaiting an operator; removed: by an operator. */
export const REVIEW_STATUSES = ["published", "pending", "removed"] as const;
export const ReviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;

export const REVIEW_SORTS = ["newest", "helpful", "highest", "lowest"] as const;
export const ReviewSortSchema = z.enum(REVIEW_SORTS, {
  error: `Sort must be one of: ${REVIEW_SORTS.join(", ")}`,
});
export type ReviewSort = z.infer<typeof ReviewSortSchema>;

export const REPORT_REASONS = ["spam", "offensive", "off_topic", "not_a_review", "other"] as const;
export const ReportReasonSchema = z.enum(REPORT_REASONS, {
  error: `Reason must be one of: ${REPORT_REASONS.join(", ")}`,
});

export const NOT_FIT_REASONS = ["wrong_size", "wrong_position", "needs_other_parts", "other"] as const;
export const NotFitReasonSchema = z.enum(NOT_FIT_REASONS, {
  error: `Reason must be one of: ${NOT_FIT_REASONS.join(", ")}`,
});
export type NotFitReason = z.infer<typeof NotFitReasonSchema>;

/** Control characters other than line breaks and tabs (the body keeps its paragraphs). */
const hasControl = (s: string, allowBreaks: boolean) =>
  [...s].some((ch) => {
    const c = ch.charCodeAt(0);
    if (allowBreaks && (c === 10 || c === 13 || c === 9)) return false;
    return c < 32 || c === 127;
  });

const titleSchema = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(REVIEW_TITLE_MAX, `Title is too long (${REVIEW_TITLE_MAX} characters at most)`)
  .refine((s) => !hasControl(s, false), "Title cannot contain control characters");

const bodySchema = z
  .string({ error: "Review text is required" })
  .trim()
  .min(REVIEW_BODY_MIN, `Review text is too short (${REVIEW_BODY_MIN} characters at least)`)
  .max(REVIEW_BODY_MAX, `Review text is too long (${REVIEW_BODY_MAX.toLocaleString("en-US")} characters at most)`)
  .refine((s) => !hasControl(s, true), "Review text cannot contain control characters");

const ratingSchema = z
  .number({ error: "Rating must be a whole number of stars from 1 to 5" })
  .int({ error: "Rating must be a whole number of stars from 1 to 5" })
  .min(1, { error: "Rating must be a whole number of stars from 1 to 5" })
  .max(5, { error: "Rating must be a whole number of stars from 1 to 5" });

/**
 * POST /api/products/{slug}/reviews. `vehicle_id` is one of the author's garage cars (its vehicle
 * id); left out, the garage's main car (the active vehicle) is taken; null: no car.
 */
export const ReviewInputSchema = z
  .object({
    rating: ratingSchema,
    title: titleSchema,
    body: bodySchema,
    vehicle_id: idNumberSchema("vehicle_id").nullable().optional(),
  })
  .strict();
export type ReviewInput = z.input<typeof ReviewInputSchema>;

/** PATCH /api/reviews/{id}: the fields to change; an empty edit changes nothing. */
export const ReviewEditSchema = z
  .object({
    rating: ratingSchema.optional(),
    title: titleSchema.optional(),
    body: bodySchema.optional(),
    vehicle_id: idNumberSchema("vehicle_id").nullable().optional(),
  })
  .strict();
export type ReviewEdit = z.input<typeof ReviewEditSchema>;

export const ReviewParamsSchema = z.object({ id: idSchema("Review id") });
export const ProductReviewParamsSchema = z.object({ slug: z.string().trim().min(1).max(200) });

/** The car a review was written for, as the author had it in their garage. */
export const ReviewVehicleSchema = z.object({
  id: z.number().int(),
  /** Vehicle slug (`toyota-camry-2018`): the vehicle page is `/{slug}-accessories`. */
  slug: z.string(),
  /** "2018 Toyota Camry". */
  name: z.string(),
});

/** One review as every list shows it. `title` and `body` are plain text (show them escaped). */
export const ReviewSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
  /** When the author last edited it; null if never. */
  edited_at: z.string().nullable(),
  vehicle: ReviewVehicleSchema.nullable(),
  /** The author has a paid order holding this product. */
  verified_purchase: z.boolean(),
  helpful_count: z.number().int(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** The signed-in author's own review, whatever its status (a hidden or removed one says so). */
export const OwnReviewSchema = ReviewSchema.extend({ status: ReviewStatusSchema });
export type OwnReview = z.infer<typeof OwnReviewSchema>;

/** Counts per star, 5★ first; every star is present (count 0 when none). */
export const HistogramSchema = z.array(z.object({ stars: z.number().int(), count: z.number().int() }));

export const ReviewSummarySchema = z.object({
  /** Average of the published reviews, to one decimal (0 without reviews). */
  rating: z.number(),
  count: z.number().int(),
  histogram: HistogramSchema,
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

/** GET /api/products/{slug}/reviews. */
export const ReviewListQuerySchema = z.object({
  sort: ReviewSortSchema.default("newest"),
  page: positiveIntQuerySchema("Page", 10_000).default(1),
  /** Only reviews with this many stars (the histogram's rows are these filters). */
  stars: z.coerce
    .number({ error: "Stars must be a whole number from 1 to 5" })
    .int({ error: "Stars must be a whole number from 1 to 5" })
    .min(1, { error: "Stars must be a whole number from 1 to 5" })
    .max(5, { error: "Stars must be a whole number from 1 to 5" })
    .optional(),
  /** The shopper's car (vehicle key): the answer's `owners` counts the reviews of owners of that model. */
  vehicle: VehicleKeySchema.optional(),
  /** "1": only reviews from owners of `vehicle`'s make and model, years within ±2 (needs `vehicle`). */
  owners: z.enum(["0", "1"], { error: "owners must be 0 or 1" }).default("0"),
});
export type ReviewListQuery = z.input<typeof ReviewListQuerySchema>;

export const ReviewListSchema = z.object({
  reviews: z.array(ReviewSchema),
  /** Reviews matching the filters (stars, owners). */
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  page_size: z.number().int(),
  /** The whole product's figures, whatever the filters (the histogram's counts). */
  summary: ReviewSummarySchema,
  /** With `vehicle`: "Reviews from owners of your 2018 Toyota Camry" and how many there are. */
  owners: z
    .object({
      vehicle: ReviewVehicleSchema,
      /** Model years counted as the same car ("2016–2020"). */
      years: z.string(),
      count: z.number().int(),
    })
    .nullable(),
  /** The signed-in shopper's own review of this product (any status); null for guests or none. */
  mine: OwnReviewSchema.nullable(),
  /** Ids of the listed reviews the signed-in shopper found helpful, and those they reported. */
  my_helpful: z.array(z.number().int()),
  my_reports: z.array(z.number().int()),
});
export type ReviewList = z.infer<typeof ReviewListSchema>;

/** PUT /api/reviews/{id}/helpful: set or clear the shopper's "Helpful" vote (one per account). */
export const HelpfulVoteSchema = z.object({ helpful: z.boolean({ error: "helpful must be true or false" }) }).strict();
export const HelpfulVoteResultSchema = z.object({ helpful: z.boolean(), helpful_count: z.number().int() });

/** POST /api/reviews/{id}/report: once per account. */
export const ReportInputSchema = z
  .object({
    reason: ReportReasonSchema,
    /** Optional words for the operator, plain text. */
    note: z
      .string()
      .trim()
      .max(500, "Note is too long (500 characters at most)")
      .refine((s) => !hasControl(s, true), "Note cannot contain control characters")
      .optional(),
  })
  .strict();
export const ReportResultSchema = z.object({
  reported: z.literal(true),
  /** Whether the review is now hidden pending a look (the third report). */
  hidden: z.boolean(),
});

// ---- The /reviews wall ----

export const WallQuerySchema = z.object({
  /** A category slug ("brakes"): only reviews of its parts. */
  category: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,80}$/, "Category must be a category slug like brakes")
    .optional(),
  page: positiveIntQuerySchema("Page", 1_000).default(1),
});

export const WallReviewSchema = ReviewSchema.extend({
  product: z.object({
    id: z.number().int(),
    slug: z.string(),
    /** The product page: /{category}/{type}/{product}. */
    path: z.string(),
    title: z.string(),
    image_url: z.string().nullable(),
    category: z.object({ slug: z.string(), name: z.string() }),
  }),
});
export const WallSchema = z.object({
  reviews: z.array(WallReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  page_size: z.number().int(),
  /** The categories with published reviews, for the filter. */
  categories: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
});
export type Wall = z.infer<typeof WallSchema>;

// ---- Moderation (role admin) ----

export const AdminReviewQuerySchema = z.object({
  /** reported: published or pending reviews with at least one report; pending: hidden awaiting a look. */
  status: z
    .enum(["reported", "pending", "removed"], { error: "status must be reported, pending or removed" })
    .default("pending"),
  page: positiveIntQuerySchema("Page", 10_000).default(1),
});
export const AdminReviewSchema = OwnReviewSchema.extend({
  product: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  report_count: z.number().int(),
  reports: z.array(z.object({ reason: ReportReasonSchema, note: z.string().nullable(), created_at: z.string() })),
});
export const AdminReviewListSchema = z.object({
  reviews: z.array(AdminReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export const ModerationActionSchema = z.object({}).strict().nullish();

// ---- "Did it fit?" ----

/**
 * PUT /api/orders/{id}/lines/{lineId}/fit. The car is the order's (the active vehicle at checkout);
 * an order bought without one names a garage car in `vehicle_id`. `reason` goes with a "No".
 */
export const FitAnswerInputSchema = z.discriminatedUnion(
  "fits",
  [
    z.object({ fits: z.literal(true), vehicle_id: idNumberSchema("vehicle_id").optional() }).strict(),
    z
      .object({
        fits: z.literal(false),
        /** Why it did not fit (required with a "No"). */
        reason: NotFitReasonSchema,
        vehicle_id: idNumberSchema("vehicle_id").optional(),
      })
      .strict(),
  ],
  { error: "fits must be true, or false with a reason" },
);
export type FitAnswerInput = z.input<typeof FitAnswerInputSchema>;

export const OrderLineParamsSchema = z.object({ id: idSchema("Order id"), lineId: idSchema("Line id") });

export const FitAnswerSchema = z.object({
  fits: z.boolean(),
  reason: NotFitReasonSchema.nullable(),
  vehicle: ReviewVehicleSchema,
  answered_at: z.string(),
});

/** GET /api/orders/{id}/fit: each line of the order with its question and the buyer's answer. */
export const OrderFitSchema = z.object({
  /** Only a completed order asks. */
  asks: z.boolean(),
  /** The car the order was bought for; null: the buyer names a garage car with each answer. */
  vehicle: ReviewVehicleSchema.nullable(),
  lines: z.array(
    z.object({
      line_id: z.number().int(),
      /** Null when the product has left the catalogue (nothing to answer for). */
      product_id: z.number().int().nullable(),
      title: z.string(),
      answer: FitAnswerSchema.nullable(),
      /**
       * The line was sent back as "doesn't fit my vehicle" (a return not refused): that return is
       * the answer, counted as a "No" for the order's car, so the question is not asked.
       */
      returned_as_not_fitting: z.boolean(),
    }),
  ),
});
export type OrderFit = z.infer<typeof OrderFitSchema>;

/** GET /api/products/{slug}/fit-answers?vehicle=…: what owners of that vehicle said. */
export const ProductFitQuerySchema = z.object({ vehicle: VehicleKeySchema });
export const ProductFitSchema = z.object({
  vehicle: ReviewVehicleSchema,
  /** "Confirmed to fit by 14 owners of a 2018 Toyota Camry". */
  confirmed: z.number().int(),
  /** "3 owners said it did not fit (wrong position)": the total and each reason's count (every reason present). */
  did_not_fit: z.object({
    total: z.number().int(),
    reasons: z.array(z.object({ reason: NotFitReasonSchema, count: z.number().int() })),
  }),
});
export type ProductFit = z.infer<typeof ProductFitSchema>;

export const AdminFitReportQuerySchema = z.object({
  /** "1": only flagged pairs (at least FIT_FLAG_MIN_NO "No" answers and no "Yes"). */
  flagged: z.enum(["0", "1"], { error: "flagged must be 0 or 1" }).default("0"),
  page: positiveIntQuerySchema("Page", 10_000).default(1),
});
export const AdminFitReportSchema = z.object({
  product: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), part_number: z.string() }),
  vehicle: ReviewVehicleSchema,
  yes: z.number().int(),
  no: z.number().int(),
  reasons: z.array(z.object({ reason: NotFitReasonSchema, count: z.number().int() })),
  /** Of the "No": order lines returned as "doesn't fit" (docs/returns.md), each counted once. */
  returned: z.number().int(),
  /** Those returns, newest first (at most 5): the buyer's note and the configuration the part was bought for. */
  returns: z.array(
    z.object({
      return_number: z.string(),
      note: z.string().nullable(),
      /** "2.5L L4" or "LE": the engine and trim the order was bought for, when known. */
      configuration: z.string().nullable(),
      at: z.string(),
    }),
  ),
  flagged: z.boolean(),
});
export const AdminFitReportListSchema = z.object({
  reports: z.array(AdminFitReportSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
