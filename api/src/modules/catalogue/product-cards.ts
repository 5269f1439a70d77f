/** Product cards (list and search answers) and the prices the cart and checkout read, one query each. */
import type { ProductCard } from "@pitstop/contract/catalogue";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { PromotionRow } from "../promotions/promotion-rules.ts";
import { cardPromotion, runningAutomaticPromotions } from "../promotions/running.ts";
import { answerFit, type FitColumns, type FitVehicle, fitColumns, fitJoin, fitRowOf, fitsFlag } from "./fit.ts";

type CardRow = FitColumns & {
  id: number;
  slug: string;
  title: string;
  part_number: string;
  price_cents: number;
  shipping_cents: number;
  rating_tenths: number;
  review_count: number;
  stock: number;
  brand_slug: string;
  brand_name: string;
  type_slug: string;
  type_name: string;
  category_slug: string;
  media_id: string | null;
  /** "Yes, it fit" answers of owners of the vehicle in context (productCards only; null without a vehicle). */
  fit_confirmations?: number | null;
};

export const productPath = (categorySlug: string, typeSlug: string, slug: string) =>
  `/${categorySlug}/${typeSlug}/${slug}`;

export function toCard(r: CardRow, vehicle: FitVehicle | null, running: readonly PromotionRow[] = []): ProductCard {
  const fit = vehicle ? answerFit(fitRowOf(r), vehicle) : null;
  const promotion =
    running.length === 0
      ? null
      : cardPromotion(running, {
          productId: r.id,
          categorySlug: r.category_slug,
          typeSlug: r.type_slug,
          brandSlug: r.brand_slug,
          priceCents: r.price_cents,
        });
  return {
    id: r.id,
    slug: r.slug,
    path: productPath(r.category_slug, r.type_slug, r.slug),
    title: r.title,
    part_number: r.part_number,
    brand: { slug: r.brand_slug, name: r.brand_name },
    type: { slug: r.type_slug, name: r.type_name },
    price: r.price_cents / 100,
    shipping: r.shipping_cents / 100,
    rating: r.rating_tenths / 10,
    review_count: r.review_count,
    qty: r.stock,
    image_url: r.media_id ? `/api/media/${r.media_id}` : null,
    universal: r.universal,
    fits: fitsFlag(fit),
    fit,
    ...(typeof r.fit_confirmations === "number" ? { fit_confirmations: r.fit_confirmations } : {}),
    promotion,
  };
}

/**
 * How many owners of the vehicle said "Yes, it fit" — an index lookup per card inside the
 * cards' one statement (fit_answers_vehicle_confirmed_idx), not a query per card.
 */
const fitConfirmations = (vehicleId: number | null): SQL =>
  vehicleId === null
    ? sql`null::int`
    : sql`(select count(*)::int from fit_answers fa where fa.vehicle_id = ${vehicleId} and fa.product_id = p.id and fa.fits)`;

/** Cards for the given ids, in the given order; `fit` answers for `vehicle` (and its configuration) when there is one. */
export async function productCards(db: Db, ids: number[], vehicle: FitVehicle | null): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const [rows, running] = await Promise.all([
    cardRows(db, ids, vehicle),
    // The automatic promotions a card shows: a per-process copy, read again every few seconds.
    runningAutomaticPromotions(db),
  ]);
  const byId = new Map(rows.map((r) => [r.id, toCard(r, vehicle, running)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function cardRows(db: Db, ids: number[], vehicle: FitVehicle | null): Promise<CardRow[]> {
  return rowsOf<CardRow>(
    db,
    sql`select p.id, p.slug, p.title, p.part_number, p.price_cents, p.shipping_cents, p.rating_tenths, p.review_count, p.stock, p.universal,
               b.slug as brand_slug, b.name as brand_name, t.slug as type_slug, t.name as type_name, c.slug as category_slug,
               (select i.media_id from product_images i where i.product_id = p.id order by i.position limit 1) as media_id,
               ${fitConfirmations(vehicle?.ref.id ?? null)} as fit_confirmations,
               ${fitColumns}
        from products p
        join brands b on b.id = p.brand_id
        join product_types t on t.id = p.type_id
        join categories c on c.id = p.category_id
        ${fitJoin(vehicle?.ref.id ?? null)}
        where p.id in (${sql.join(ids, sql`, `)})`,
  );
}

export type ProductPrice = {
  id: number;
  title: string;
  priceCents: number;
  handlingCents: number;
  shippingCents: number;
  stock: number;
};

/** What the cart needs to price the given products (by primary key, one query). */
export async function productPrices(db: Db, ids: number[]): Promise<ProductPrice[]> {
  if (ids.length === 0) return [];
  return rowsOf<ProductPrice>(
    db,
    sql`select id, title, price_cents as "priceCents", handling_cents as "handlingCents",
               shipping_cents as "shippingCents", stock
        from products where id in (${sql.join(ids, sql`, `)}) and published`,
  );
}
