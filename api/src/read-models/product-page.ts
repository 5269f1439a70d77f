import type { Product } from "@pitstop/contract/catalogue";
import type { VehicleKey } from "@pitstop/contract/fitment";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { notFound } from "../lib/http-error.ts";
import { resolveVehicleKey } from "../modules/catalogue/fit.ts";
import { productCards } from "../modules/catalogue/product-cards.ts";
import { type FitmentRow, groupFitment } from "../modules/catalogue/product-service.ts";
import { type ReviewRow, reviewColumns, reviewJoins, toReview } from "../modules/reviews/review-rows.ts";

/** The product page (GET /api/products/:slug): the catalogue's card and fitment with the latest reviews. */

type ProductPageRow = {
  id: number;
  description: string;
  specifications: Array<{ name: string; value: string }>;
  handling_cents: number;
  shipping_cents: number;
  category_slug: string;
  category_name: string;
  images: Array<{ media_id: string; alt: string }>;
  fitment: FitmentRow[];
  reviews: ReviewRow[];
};

/**
 * Everything a product page shows besides its card, in one statement: each statement is a round
 * trip, and on the embedded database (PGlite) a round trip costs about half a millisecond of the
 * API's own thread whatever the statement does (the product call there once took 5.5× its time on
 * PostgreSQL with six statements).
 */
async function productPage(db: Db, slug: string): Promise<ProductPageRow> {
  const [row] = await rowsOf<ProductPageRow>(
    db,
    sql`select p.id, p.description, p.specifications, p.handling_cents, p.shipping_cents,
               c.slug as category_slug, c.name as category_name,
               coalesce((select json_agg(json_build_object('media_id', i.media_id, 'alt', i.alt) order by i.position)
                         from product_images i where i.product_id = p.id), '[]') as images,
               coalesce((select json_agg(json_build_object('make', v.make, 'model', v.model, 'year', v.year,
                                                           'engines', f.engines, 'trims', f.trims,
                                                           'position', f.position, 'note', f.note)
                                         order by v.make, v.model, v.year)
                         from product_fitment f join vehicles v on v.id = f.vehicle_id
                         where f.product_id = p.id), '[]') as fitment,
               coalesce((select json_agg(latest order by latest.created_at desc, latest.id desc)
                         from (select ${reviewColumns} from product_reviews r ${reviewJoins}
                               where r.product_id = p.id and r.status = 'published'
                               order by r.created_at desc, r.id desc limit 20) latest), '[]') as reviews
        from products p join categories c on c.id = p.category_id
        where p.slug = ${slug} and p.published`,
  );
  if (!row) throw notFound("Product not found");
  return row;
}

export async function getProduct(db: Db, slug: string, key: VehicleKey | undefined): Promise<Product> {
  const [page, vehicle] = await Promise.all([productPage(db, slug), key ? resolveVehicleKey(db, key) : null]);
  const [card] = await productCards(db, [page.id], vehicle);
  if (!card) throw notFound("Product not found");
  return {
    ...card,
    description: page.description,
    category: { slug: page.category_slug, name: page.category_name },
    images: page.images.map((i) => ({ url: `/api/media/${i.media_id}`, alt: i.alt })),
    specifications: page.specifications,
    handling: page.handling_cents / 100,
    shipping: page.shipping_cents / 100,
    fitment: groupFitment(page.fitment),
    fitment_vehicle_count: new Set(page.fitment.map((f) => `${f.make}\u0000${f.model}\u0000${f.year}`)).size,
    reviews: page.reviews.map(toReview),
    vehicle: vehicle?.ref ?? null,
  };
}
