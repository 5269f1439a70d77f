import type { Product } from "@pitstop/contract/catalogue";
import { type FitmentGroup, type Position, type VehicleKey, vehicleKey } from "@pitstop/contract/fitment";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/http-error.ts";
import { productCards, rowsOf } from "./catalogue-queries.ts";
import { answerFit, resolveVehicleKey, resolveVehicleKeys } from "./fit.ts";

type FitmentQualifiers = Pick<FitmentRow, "engines" | "trims" | "position" | "note">;
const NO_QUALIFIERS: FitmentQualifiers = { engines: null, trims: null, position: null, note: null };

type FitmentRow = {
  make: string;
  model: string;
  year: number;
  engines: string[] | null;
  trims: string[] | null;
  position: Position | null;
  note: string | null;
};

const sameList = (a: string[] | null, b: string[] | null) => (a ?? []).join("\u0000") === (b ?? []).join("\u0000");

/**
 * Vehicles a product fits, grouped by make and model with contiguous year ranges; consecutive years
 * join only when their qualifiers (engines, trims, position, note) are the same.
 */
export function groupFitment(rows: FitmentRow[]): FitmentGroup[] {
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
    sql`select id, universal from products where slug = ${slug}`,
  );
  if (!row) throw notFound("Product not found");
  return row;
}

export async function getProduct(db: Db, slug: string, key: VehicleKey | undefined): Promise<Product> {
  const { id } = await productBySlug(db, slug);
  const vehicle = key ? await resolveVehicleKey(db, key) : null;
  const [cards, details, images, fitment, reviews] = await Promise.all([
    productCards(db, [id], vehicle),
    rowsOf<{
      description: string;
      specifications: Array<{ name: string; value: string }>;
      handling_cents: number;
      shipping_cents: number;
      category_slug: string;
      category_name: string;
    }>(
      db,
      sql`select p.description, p.specifications, p.handling_cents, p.shipping_cents, c.slug as category_slug, c.name as category_name
          from products p join categories c on c.id = p.category_id where p.id = ${id}`,
    ),
    rowsOf<{ media_id: string; alt: string }>(
      db,
      sql`select media_id, alt from product_images where product_id = ${id} order by position`,
    ),
    rowsOf<FitmentRow>(
      db,
      sql`select v.make, v.model, v.year, f.engines, f.trims, f.position, f.note
          from product_fitment f join vehicles v on v.id = f.vehicle_id
          where f.product_id = ${id} order by v.make, v.model, v.year`,
    ),
    rowsOf<{ id: number; author_name: string; rating: number; title: string; body: string; created_at: Date | string }>(
      db,
      sql`select id, author_name, rating, title, body, created_at from product_reviews
          where product_id = ${id} order by created_at desc limit 20`,
    ),
  ]);
  const [card] = cards;
  const [detail] = details;
  if (!card || !detail) throw notFound("Product not found");
  return {
    ...card,
    description: detail.description,
    category: { slug: detail.category_slug, name: detail.category_name },
    images: images.map((i) => ({ url: `/api/media/${i.media_id}`, alt: i.alt })),
    specifications: detail.specifications,
    handling: detail.handling_cents / 100,
    shipping: detail.shipping_cents / 100,
    fitment: groupFitment(fitment),
    fitment_vehicle_count: fitment.length,
    reviews: reviews.map((r) => ({
      id: r.id,
      author: r.author_name,
      rating: r.rating,
      title: r.title,
      body: r.body,
      created_at: new Date(r.created_at).toISOString(),
    })),
    vehicle: vehicle?.ref ?? null,
  };
}

/** The answer for each of the given vehicle keys ('Does it fit my cars?'), in the keys' order; unknown vehicles are left out. */
export async function productFits(db: Db, slug: string, keys: VehicleKey[]) {
  const { id, universal } = await productBySlug(db, slug);
  const vehicles = await resolveVehicleKeys(db, keys, { skipUnknown: true });
  if (vehicles.length === 0) return [];
  const rows = await rowsOf<FitmentQualifiers & { vehicle_id: number }>(
    db,
    sql`select vehicle_id, engines, trims, position, note from product_fitment
        where product_id = ${id} and vehicle_id in (${sql.join(
          vehicles.map((v) => sql`${v.ref.id}`),
          sql`, `,
        )})`,
  );
  const byVehicle = new Map(rows.map((r) => [r.vehicle_id, r]));
  return vehicles.map((v) => {
    const row = byVehicle.get(v.ref.id);
    const fit = answerFit({ universal, fitted: row !== undefined, ...(row ?? NO_QUALIFIERS) }, v);
    return { vehicle: v.ref.slug, key: vehicleKey(v.ref), fits: fit.state === "fits", fit };
  });
}
