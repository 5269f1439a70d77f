import type { Product } from "@pitstop/contract/catalogue";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/http-error.ts";
import { findVehicleBySlug, findVehiclesBySlugs } from "../vehicles/service.ts";
import { productCards, rowsOf } from "./catalogue-queries.ts";

type FitmentRow = { make: string; model: string; year: number };

/** Vehicles a product fits, grouped by make and model with contiguous year ranges. */
export function groupFitment(rows: FitmentRow[]) {
  const groups: Array<{ make: string; model: string; year_from: number; year_to: number; years: string }> = [];
  for (const r of rows) {
    const last = groups.at(-1);
    if (last && last.make === r.make && last.model === r.model && r.year === last.year_to + 1) {
      last.year_to = r.year;
    } else {
      groups.push({ make: r.make, model: r.model, year_from: r.year, year_to: r.year, years: "" });
    }
  }
  for (const g of groups) g.years = g.year_from === g.year_to ? String(g.year_from) : `${g.year_from}–${g.year_to}`;
  return groups;
}

async function productIdBySlug(db: Db, slug: string): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(db, sql`select id from products where slug = ${slug}`);
  if (!row) throw notFound("Product not found");
  return row.id;
}

export async function getProduct(db: Db, slug: string, vehicleSlug: string | undefined): Promise<Product> {
  const id = await productIdBySlug(db, slug);
  const vehicle = vehicleSlug ? ((await findVehicleBySlug(db, vehicleSlug)) ?? null) : null;
  const [cards, details, images, fitment, reviews] = await Promise.all([
    productCards(db, [id], vehicle?.id ?? null),
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
      sql`select v.make, v.model, v.year from product_fitment f join vehicles v on v.id = f.vehicle_id
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
    vehicle,
  };
}

/** Which of the given vehicles (slugs) the product fits; unknown slugs are left out. */
export async function productFits(db: Db, slug: string, vehicleSlugs: string[]) {
  const id = await productIdBySlug(db, slug);
  const vehicles = await findVehiclesBySlugs(db, vehicleSlugs);
  if (vehicles.length === 0) return [];
  const ids: SQL = sql.join(
    vehicles.map((v) => sql`${v.id}`),
    sql`, `,
  );
  const [universal] = await rowsOf<{ universal: boolean }>(db, sql`select universal from products where id = ${id}`);
  const fitting = new Set(
    (
      await rowsOf<{ vehicle_id: number }>(
        db,
        sql`select vehicle_id from product_fitment where product_id = ${id} and vehicle_id in (${ids})`,
      )
    ).map((r) => r.vehicle_id),
  );
  return vehicles.map((v) => ({ vehicle: v.slug, fits: Boolean(universal?.universal) || fitting.has(v.id) }));
}
