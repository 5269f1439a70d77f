import type { VehicleKey } from "@pitstop/contract/fitment";
import {
  type AdminFitReportListSchema,
  FIT_FLAG_MIN_NO,
  type FitAnswerInput,
  NOT_FIT_REASONS,
  type NotFitReason,
  type OrderFit,
  type ProductFit,
  REVIEW_PAGE_SIZE,
} from "@pitstop/contract/reviews";
import { eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { fitAnswers, vehicles } from "../../db/schema/index.ts";
import { badRequest, HttpError, notFound } from "../../lib/http-error.ts";
import { resolveVehicleKey } from "../catalogue/fit.ts";
import { type GarageVehicle, garageVehicleOf } from "../garage/service.ts";
import { buyerOrderLines } from "../orders/order-queries.ts";
import { DOESNT_FIT_RETURNS } from "../orders/return-view.ts";
import { productIdBySlug } from "../reviews/review-list.ts";

const nameOf = (v: { year: number | string; make: string; model: string }) => `${v.year} ${v.make} ${v.model}`;

async function vehicleById(db: Db, id: number | null): Promise<GarageVehicle | null> {
  if (id === null) return null;
  const [v] = await db
    .select({ id: vehicles.id, slug: vehicles.slug, year: vehicles.year, make: vehicles.make, model: vehicles.model })
    .from(vehicles)
    .where(eq(vehicles.id, id));
  return v ? { id: v.id, slug: v.slug, name: nameOf(v) } : null;
}

async function buyersOrder(db: Db, userId: number, orderId: number) {
  const order = await buyerOrderLines(db, orderId, userId);
  if (!order) throw notFound("Order not found");
  return order;
}

/** GET /api/orders/{id}/fit: the question per line of a completed order, with the buyer's answers so far. */
export async function orderFit(db: Db, userId: number, orderId: number): Promise<OrderFit> {
  const order = await buyersOrder(db, userId, orderId);
  const lineIds = order.lines.map((l) => l.id);
  const [vehicle, answers] = await Promise.all([
    vehicleById(db, order.vehicleId),
    lineIds.length === 0
      ? []
      : db
          .select({
            lineId: fitAnswers.orderLineId,
            fits: fitAnswers.fits,
            reason: fitAnswers.reason,
            updatedAt: fitAnswers.updatedAt,
            vehicleId: vehicles.id,
            slug: vehicles.slug,
            year: vehicles.year,
            make: vehicles.make,
            model: vehicles.model,
          })
          .from(fitAnswers)
          .innerJoin(vehicles, eq(vehicles.id, fitAnswers.vehicleId))
          .where(inArray(fitAnswers.orderLineId, lineIds)),
  ]);
  const byLine = new Map(answers.map((a) => [a.lineId, a]));
  const returned = new Set(
    lineIds.length === 0
      ? []
      : (
          await rowsOf<{ order_line_id: number }>(
            db,
            sql`select d.order_line_id from ${DOESNT_FIT_RETURNS} d
                where d.order_line_id in (${sql.join(
                  lineIds.map((id) => sql`${id}`),
                  sql`, `,
                )})`,
          )
        ).map((r) => Number(r.order_line_id)),
  );
  return {
    asks: order.status === "completed",
    vehicle,
    lines: order.lines.map((l) => {
      const a = byLine.get(l.id);
      return {
        line_id: l.id,
        product_id: l.productId,
        title: l.title,
        answer: a
          ? {
              fits: a.fits,
              reason: a.reason as NotFitReason | null,
              vehicle: { id: a.vehicleId, slug: a.slug, name: nameOf(a) },
              answered_at: a.updatedAt.toISOString(),
            }
          : null,
        returned_as_not_fitting: returned.has(l.id),
      };
    }),
  };
}

/**
 * PUT /api/orders/{id}/lines/{lineId}/fit: the buyer's answer, changeable. Only a line of their own
 * completed order; the car is the order's, or (an order bought without one) a garage car.
 */
export async function answerFit(db: Db, userId: number, orderId: number, lineId: number, input: FitAnswerInput) {
  const order = await buyersOrder(db, userId, orderId);
  const line = order.lines.find((l) => l.id === lineId);
  if (!line) throw notFound("Order line not found");
  if (order.status !== "completed") {
    throw new HttpError(422, "You can tell us whether a part fit once the order is completed.");
  }
  if (line.productId === null) throw new HttpError(422, "This part is no longer in the catalogue.");
  let vehicle = await vehicleById(db, order.vehicleId);
  if (vehicle) {
    if (input.vehicle_id !== undefined && input.vehicle_id !== vehicle.id) {
      throw new HttpError(422, `This order was bought for your ${vehicle.name}.`);
    }
  } else {
    if (input.vehicle_id === undefined) {
      throw badRequest("Choose the car you fitted it to", { vehicle_id: ["Choose one of your garage cars"] });
    }
    vehicle = await garageVehicleOf(db, userId, input.vehicle_id);
    if (!vehicle) throw notFound("This car is not in your garage");
  }
  const reason = input.fits ? null : input.reason;
  const now = new Date();
  await db
    .insert(fitAnswers)
    .values({
      orderLineId: line.id,
      userId,
      productId: line.productId,
      vehicleId: vehicle.id,
      fits: input.fits,
      reason,
    })
    .onConflictDoUpdate({
      target: fitAnswers.orderLineId,
      set: { fits: input.fits, reason, vehicleId: vehicle.id, updatedAt: now },
    });
  return orderFit(db, userId, orderId);
}

/**
 * Every verdict on a part for a car: the buyers' "Did it fit?" answers and their "doesn't fit"
 * returns (docs/returns.md), one per order line — a line returned as not fitting counts as its
 * return, in place of an answer of the same line.
 */
const VERDICTS = sql`(
  select f.product_id, f.vehicle_id, f.fits, f.reason, false as returned
  from fit_answers f
  where f.order_line_id is null
     or not exists (select 1 from ${DOESNT_FIT_RETURNS} d where d.order_line_id = f.order_line_id)
  union all
  select d.product_id, d.vehicle_id, false, null, true from ${DOESNT_FIT_RETURNS} d
)`;

const reasonsOf = (counts: Partial<Record<NotFitReason, number>>) =>
  NOT_FIT_REASONS.map((reason) => ({ reason, count: counts[reason] ?? 0 }));

/** GET /api/products/{slug}/fit-answers?vehicle=…: "Confirmed to fit by 14 owners of a 2018 Toyota Camry". */
export async function productFit(db: Db, slug: string, key: VehicleKey): Promise<ProductFit> {
  const [productId, fitVehicle] = await Promise.all([productIdBySlug(db, slug), resolveVehicleKey(db, key)]);
  const v = fitVehicle.ref;
  const counts = await rowsOf<{ fits: boolean; reason: NotFitReason | null; n: number }>(
    db,
    sql`select fits, reason, count(*)::int as n from ${VERDICTS} f
        where product_id = ${productId} and vehicle_id = ${v.id}
        group by fits, reason`,
  );
  const no = Object.fromEntries(counts.filter((c) => !c.fits && c.reason).map((c) => [c.reason, c.n]));
  return {
    vehicle: { id: v.id, slug: v.slug, name: nameOf(v) },
    confirmed: counts.filter((c) => c.fits).reduce((sum, c) => sum + c.n, 0),
    did_not_fit: {
      total: counts.filter((c) => !c.fits).reduce((sum, c) => sum + c.n, 0),
      reasons: reasonsOf(no),
    },
  };
}

type ReportRow = {
  product_id: number;
  slug: string;
  title: string;
  part_number: string;
  vehicle_id: number;
  vehicle_slug: string;
  year: number;
  make: string;
  model: string;
  yes: number;
  no: number;
  wrong_size: number;
  wrong_position: number;
  needs_other_parts: number;
  other: number;
  returned: number;
  flagged: boolean;
  total: number;
};

/**
 * GET /api/admin/fit-reports: part/vehicle pairs with "did not fit" answers, flagged ones first
 * (at least FIT_FLAG_MIN_NO "No" and no "Yes"): where the fitment data may be wrong.
 */
export async function fitReports(
  db: Db,
  query: { flagged: "0" | "1"; page: number },
): Promise<z.infer<typeof AdminFitReportListSchema>> {
  const flagged = sql`count(*) filter (where not f.fits) >= ${FIT_FLAG_MIN_NO} and count(*) filter (where f.fits) = 0`;
  const page = await rowsOf<ReportRow>(
    db,
    sql`select f.product_id, p.slug, p.title, p.part_number, f.vehicle_id, v.slug as vehicle_slug, v.year, v.make, v.model,
               count(*) filter (where f.fits)::int as yes, count(*) filter (where not f.fits)::int as no,
               count(*) filter (where f.reason = 'wrong_size')::int as wrong_size,
               count(*) filter (where f.reason = 'wrong_position')::int as wrong_position,
               count(*) filter (where f.reason = 'needs_other_parts')::int as needs_other_parts,
               count(*) filter (where f.reason = 'other')::int as other,
               count(*) filter (where f.returned)::int as returned,
               (${flagged}) as flagged, count(*) over ()::int as total
        from ${VERDICTS} f
        join products p on p.id = f.product_id
        join vehicles v on v.id = f.vehicle_id
        group by f.product_id, f.vehicle_id, p.slug, p.title, p.part_number, v.slug, v.year, v.make, v.model
        having count(*) filter (where not f.fits) > 0 ${query.flagged === "1" ? sql`and ${flagged}` : sql``}
        order by flagged desc, no desc, yes, f.product_id, f.vehicle_id
        limit ${REVIEW_PAGE_SIZE} offset ${(query.page - 1) * REVIEW_PAGE_SIZE}`,
  );
  const total = page[0]?.total ?? 0;
  const withReturns = page.filter((r) => r.returned > 0);
  const notes =
    withReturns.length === 0
      ? []
      : await rowsOf<{
          product_id: number;
          vehicle_id: number;
          vehicle_engine: string | null;
          vehicle_trim: string | null;
          note: string | null;
          return_number: string;
          created_at: string | Date;
          rank: number;
        }>(
          db,
          sql`select * from (
                select d.*, row_number() over (partition by d.product_id, d.vehicle_id order by d.created_at desc) as rank
                from ${DOESNT_FIT_RETURNS} d
                where (d.product_id, d.vehicle_id) in (${sql.join(
                  withReturns.map((r) => sql`(${r.product_id}, ${r.vehicle_id})`),
                  sql`, `,
                )})
              ) n where n.rank <= 5 order by n.created_at desc`,
        );
  return {
    reports: page.map((r) => ({
      product: { id: r.product_id, slug: r.slug, title: r.title, part_number: r.part_number },
      vehicle: { id: r.vehicle_id, slug: r.vehicle_slug, name: nameOf(r) },
      yes: r.yes,
      no: r.no,
      reasons: reasonsOf(r),
      returned: r.returned,
      returns: notes
        .filter((n) => n.product_id === r.product_id && n.vehicle_id === r.vehicle_id)
        .map((n) => ({
          return_number: n.return_number,
          note: n.note,
          configuration: [n.vehicle_engine, n.vehicle_trim].filter(Boolean).join(", ") || null,
          at: new Date(n.created_at).toISOString(),
        })),
      flagged: r.flagged,
    })),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE)),
  };
}
