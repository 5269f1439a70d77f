import type { Product } from "@pitstop/contract/catalogue";
import { type FitmentGroup, type Position, type VehicleKey, vehicleKey } from "@pitstop/contract/fitment";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { notFound } from "../../lib/http-error.ts";
import { type ReviewRow, reviewColumns, reviewVehicleJoin, toReview } from "../reviews/review-rows.ts";
import { productCards } from "./catalogue-queries.ts";
import { type Application, answerFit, resolveVehicleKey, resolveVehicleKeys } from "./fit.ts";

type FitmentRow = {
  make: string;
  model: string;
  year: number;
  engines: string[] | null;
  trims: string[] | null;
  position: Position | null;
  note: string | null;
  quantity?: number | null;
};

const sameList = (a: string[] | null, b: string[] | null) => (a ?? []).join("\u0000") === (b ?? []).join("\u0000");

const qualifiersKey = (r: FitmentRow) =>
  [(r.engines ?? []).join("\u0001"), (r.trims ?? []).join("\u0001"), r.position ?? "", r.note ?? ""].join("\u0000");

/**
 * Vehicles a product fits, grouped by make and model with contiguous year ranges; consecutive years
 * join only when their qualifiers (engines, trims, position, note) are the same. A vehicle with several
 * applications (front on one engine, rear on another) gives a row per application, each joined with
 * the same application of the years beside it.
 */
export function groupFitment(applications: FitmentRow[]): FitmentGroup[] {
  const rows = [...applications].sort(
    (a, b) =>
      a.make.localeCompare(b.make) ||
      a.model.localeCompare(b.model) ||
      (qualifiersKey(a) < qualifiersKey(b) ? -1 : qualifiersKey(a) > qualifiersKey(b) ? 1 : 0) ||
      a.year - b.year,
  );
  const groups: FitmentGroup[] = [];
  for (const r of rows) {
    const last = groups.at(-1);
    if (
      last &&
      last.make === r.make &&
      last.model === r.model &&
      r.year === last.year_to + 1 &&
      sameList(last.engines, r.engines) &&
      sameList(last.trims, r.trims) &&
      last.position === r.position &&
      last.note === r.note
    ) {
      last.year_to = r.year;
    } else {
      groups.push({
        make: r.make,
        model: r.model,
        year_from: r.year,
        year_to: r.year,
        years: "",
        engines: r.engines,
        trims: r.trims,
        position: r.position,
        note: r.note,
      });
    }
  }
  for (const g of groups) g.years = g.year_from === g.year_to ? String(g.year_from) : `${g.year_from}–${g.year_to}`;
  return groups;
}

async function productBySlug(db: Db, slug: string): Promise<{ id: number; universal: boolean }> {
  const [row] = await rowsOf<{ id: number; universal: boolean }>(
    db,
    sql`select id, universal from products where slug = ${slug} and published`,
  );
  if (!row) throw notFound("Product not found");
  return row;
}

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
 * API's own thread whatever the statement does (issue 11: the product call there was 5.5× its
 * time on PostgreSQL with six statements).
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
                         from (select ${reviewColumns} from product_reviews r ${reviewVehicleJoin}
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

/** The answer for each of the given vehicle keys ('Does it fit my cars?'), in the keys' order; unknown vehicles are left out. */
export async function productFits(db: Db, slug: string, keys: VehicleKey[]) {
  const { id, universal } = await productBySlug(db, slug);
  const vehicles = await resolveVehicleKeys(db, keys, { skipUnknown: true });
  if (vehicles.length === 0) return [];
  const rows = await rowsOf<Application & { vehicle_id: number }>(
    db,
    sql`select vehicle_id, engines, trims, position, note, quantity from product_fitment
        where product_id = ${id} and vehicle_id in (${sql.join(
          vehicles.map((v) => sql`${v.ref.id}`),
          sql`, `,
        )}) order by id`,
  );
  return vehicles.map((v) => {
    const applications = rows.filter((r) => r.vehicle_id === v.ref.id).map(({ vehicle_id: _, ...app }) => app);
    const fit = answerFit({ universal, applications }, v);
    return { vehicle: v.ref.slug, key: vehicleKey(v.ref), fits: fit.state === "fits", fit };
  });
}
