import { slugify } from "@pitstop/contract/slug";
import type { Db } from "../src/db/client.ts";
import { brands, categories, productFitment, products, productTypes, vehicles } from "../src/db/schema/index.ts";
import { refreshCatalogueFacets } from "../src/modules/catalogue/catalogue-queries.ts";

export interface SmallProduct {
  title: string;
  priceCents: number;
  stock: number;
  handlingCents?: number;
  shippingCents?: number;
  universal?: boolean;
  /** The vehicles (below) this part fits: a slug, or a slug with the fitment's qualifiers. */
  fits?: Array<string | SmallFit>;
}

export interface SmallFit {
  vehicle: string;
  engines?: string[];
  trims?: string[];
  position?: "Front" | "Rear" | "Left" | "Right";
  note?: string;
}

/** Two real-looking vehicles for fitment checks, with engines and trims as vPIC names them. */
export const SMALL_VEHICLES = [
  {
    year: 2018,
    make: "Toyota",
    model: "Camry",
    slug: "toyota-camry-2018",
    engines: ["2.5L 4-cyl", "2.5L 4-cyl Hybrid", "3.5L V6"],
    trims: ["L", "LE", "SE", "XLE", "XSE"],
  },
  { year: 2015, make: "Honda", model: "Civic", slug: "honda-civic-2015", engines: [], trims: [] },
];

/**
 * A catalogue small enough to reason about in a test: one category, type and brand, the two
 * vehicles above and the given products (ids in the order given). Returns the products' ids.
 */
export async function seedSmallCatalogue(db: Db, items: readonly SmallProduct[]): Promise<number[]> {
  const [category] = await db
    .insert(categories)
    .values({ slug: "brakes", name: "Brakes", description: "Brake parts", position: 1 })
    .returning();
  if (!category) throw new Error("no category");
  const [type] = await db
    .insert(productTypes)
    .values({ categoryId: category.id, slug: "brake-pads", name: "Brake pads" })
    .returning();
  const [brand] = await db
    .insert(brands)
    .values({ slug: "stopwell", name: "Stopwell", description: "Brakes" })
    .returning();
  if (!type || !brand) throw new Error("no type or brand");
  const vehicleRows = await db
    .insert(vehicles)
    .values(
      SMALL_VEHICLES.map((v, i) => ({
        ...v,
        engines: [...v.engines],
        trims: [...v.trims],
        makeSlug: slugify(v.make),
        modelSlug: slugify(v.model),
        kind: "car",
        vpicMakeId: 100 + i,
        vpicModelId: 200 + i,
      })),
    )
    .returning();
  const values = items.map((p, i) => ({
    slug: `${slugify(p.title)}-${i + 1}`,
    partNumber: `SW-${1000 + i}`,
    title: p.title,
    description: `${p.title}.`,
    brandId: brand.id,
    typeId: type.id,
    categoryId: category.id,
    priceCents: p.priceCents,
    handlingCents: p.handlingCents ?? 0,
    shippingCents: p.shippingCents ?? 0,
    stock: p.stock,
    universal: p.universal ?? false,
  }));
  // In slices: one statement's parameters are limited (a few thousand products at most per insert).
  const rows: Array<{ id: number }> = [];
  for (let i = 0; i < values.length; i += 2_000) {
    rows.push(
      ...(await db
        .insert(products)
        .values(values.slice(i, i + 2_000))
        .returning({ id: products.id })),
    );
  }
  const fitment = items.flatMap((p, i) =>
    (p.fits ?? []).map((fit) => {
      const f: SmallFit = typeof fit === "string" ? { vehicle: fit } : fit;
      return {
        productId: rows[i]?.id ?? 0,
        vehicleId: vehicleRows.find((v) => v.slug === f.vehicle)?.id ?? 0,
        engines: f.engines ?? null,
        trims: f.trims ?? null,
        position: f.position ?? null,
        note: f.note ?? null,
      };
    }),
  );
  if (fitment.length > 0) await db.insert(productFitment).values(fitment);
  await refreshCatalogueFacets(db);
  return rows.map((r) => r.id);
}
