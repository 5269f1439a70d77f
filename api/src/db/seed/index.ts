import { slugify, vehicleSlug } from "@pitstop/contract/slug";
import { count, sql } from "drizzle-orm";
import { readingMinutes, renderMarkdown } from "../../lib/markdown.ts";
import { type Progress, silentProgress } from "../../lib/progress.ts";
import { refreshCatalogueFacets } from "../../modules/catalogue/catalogue-queries.ts";
import type { Db } from "../client.ts";
import {
  articles,
  brands,
  categories,
  media,
  productImages,
  products,
  productTypes,
  promotions,
  siteSettings,
  vehicles,
} from "../schema/index.ts";
import { gatherPlannerStatistics } from "../statistics.ts";
import { seedArticles } from "./articles.ts";
import { generateCatalogue } from "./catalogue/index.ts";
import { enginesForSlot } from "./catalogue/qualifiers.ts";
import type { SeedVehicle } from "./types.ts";
import { addConfigurations, loadSeedVehicles } from "./vehicles.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** "make|model" → the seeded vehicles of that model: id, year and vPIC's engines. */
export type SeededVehicleIds = Map<string, Array<{ year: number; id: number; engines: string[] }>>;

/** One product_fitment row as the seed writes it (engines joined by US, the unit separator). */
interface FitmentRows {
  products: number[];
  vehicles: number[];
  engines: Array<string | null>;
  positions: Array<string | null>;
  notes: Array<string | null>;
}

const UNIT_SEPARATOR = "\u001f";

/** A text[] literal for unnest() that keeps nulls. */
const textArray = (values: Array<string | null>) =>
  `{${values.map((v) => (v === null ? "NULL" : `"${v.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`)).join(",")}}`;

const SOCIAL_LINKS = {
  facebook_link: "https://www.facebook.com/pitstopparts",
  instagram_link: "https://www.instagram.com/pitstopparts",
};

const encoder = new TextEncoder();

/** True when the catalogue has never been loaded (the first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(categories);
  return (row?.n ?? 0) === 0;
}

async function insertChunked<T>(rows: T[], size: number, progress: Progress, write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    await write(chunk);
    progress.tick(chunk.length);
  }
}

export async function seedSettings(tx: Tx) {
  await tx
    .insert(siteSettings)
    .values(Object.entries(SOCIAL_LINKS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
}

/**
 * One welcome code a new customer can type in the cart (docs/pricing.md). No automatic promotion:
 * the demo's prices stay as listed until an operator runs one from /admin/promotions.
 */
export async function seedPromotions(tx: Tx) {
  await tx
    .insert(promotions)
    .values({
      code: "WELCOME10",
      label: "10% off your first order over $50",
      kind: "percent",
      percent: 10,
      minSubtotalCents: 5000,
      perCustomerLimit: 1,
      scope: { categories: [], product_types: [], brands: [], product_ids: [] },
      combinesWithLoyalty: false,
    })
    .onConflictDoNothing();
}

export async function seedContent(tx: Tx, progress: Progress = silentProgress) {
  progress.step("articles", seedArticles.length);
  for (const a of seedArticles) {
    const [cover] = await tx
      .insert(media)
      .values({
        contentType: "image/svg+xml",
        body: encoder.encode(a.coverSvg),
        byteSize: Buffer.byteLength(a.coverSvg),
      })
      .returning({ id: media.id });
    await tx.insert(articles).values({
      slug: a.slug,
      title: a.title,
      excerpt: a.excerpt,
      category: a.category,
      author: a.author,
      bodyMarkdown: a.bodyMarkdown,
      bodyHtml: renderMarkdown(a.bodyMarkdown),
      readingMinutes: readingMinutes(a.bodyMarkdown),
      coverMediaId: cover?.id ?? null,
      publishedAt: new Date(`${a.publishedAt}T09:00:00Z`),
    });
    progress.tick();
  }
}

export async function seedVehicles(tx: Tx, vehicleList: SeedVehicle[], progress: Progress = silentProgress) {
  progress.step("vehicles", vehicleList.length);
  const ids: SeededVehicleIds = new Map();
  await insertChunked(vehicleList, 2000, progress, async (chunk) => {
    const rows = await tx
      .insert(vehicles)
      .values(
        chunk.map((v) => ({
          year: v.year,
          make: v.make,
          model: v.model,
          makeSlug: slugify(v.make),
          modelSlug: slugify(v.model),
          slug: vehicleSlug(v),
          kind: v.kind,
          vpicMakeId: v.vpicMakeId,
          vpicModelId: v.vpicModelId,
          engines: v.engines ?? [],
          trims: v.trims ?? [],
        })),
      )
      .returning({
        id: vehicles.id,
        year: vehicles.year,
        make: vehicles.make,
        model: vehicles.model,
        engines: vehicles.engines,
      });
    for (const r of rows) {
      const key = `${r.make}|${r.model}`;
      const list = ids.get(key) ?? [];
      list.push({ year: r.year, id: r.id, engines: r.engines });
      ids.set(key, list);
    }
  });
  return ids;
}

export async function seedCatalogue(
  tx: Tx,
  vehicleList: SeedVehicle[],
  vehicleIds: SeededVehicleIds,
  progress: Progress = silentProgress,
) {
  const catalogue = generateCatalogue(vehicleList);

  progress.step("categories and brands", catalogue.categories.length + catalogue.brands.length);
  const categoryRows = await tx.insert(categories).values(catalogue.categories).returning();
  const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));
  const typeRows = await tx
    .insert(productTypes)
    .values(
      catalogue.types.map((t) => ({ slug: t.slug, name: t.name, categoryId: mustGet(categoryId, t.categorySlug) })),
    )
    .returning();
  const typeById = new Map(typeRows.map((t) => [t.slug, t]));
  const brandRows = await tx.insert(brands).values(catalogue.brands).returning();
  const brandId = new Map(brandRows.map((b) => [b.slug, b.id]));
  progress.tick(catalogue.categories.length + catalogue.brands.length);

  progress.step("products", catalogue.products.length);
  const productId = new Map<string, number>();
  const fitment: FitmentRows = { products: [], vehicles: [], engines: [], positions: [], notes: [] };
  await insertChunked(catalogue.products, 500, progress, async (chunk) => {
    const images = await tx
      .insert(media)
      .values(
        chunk.map((p) => ({
          contentType: "image/svg+xml",
          body: encoder.encode(p.imageSvg),
          byteSize: Buffer.byteLength(p.imageSvg),
        })),
      )
      .returning({ id: media.id });
    const rows = await tx
      .insert(products)
      .values(
        chunk.map((p) => {
          const type = mustGet(typeById, p.typeSlug);
          return {
            slug: p.slug,
            partNumber: p.partNumber,
            title: p.title,
            description: p.description,
            brandId: mustGet(brandId, p.brandSlug),
            typeId: type.id,
            categoryId: type.categoryId,
            priceCents: p.priceCents,
            handlingCents: p.handlingCents,
            shippingCents: p.shippingCents,
            stock: p.stock,
            specifications: p.specifications,
            universal: p.universal,
            featuredRank: p.featuredRank,
            createdAt: new Date(Date.UTC(2026, 10, 1) - p.createdDaysAgo * 86_400_000),
          };
        }),
      )
      .returning({ id: products.id, slug: products.slug });
    await tx.insert(productImages).values(
      rows.map((r, i) => {
        const image = images[i];
        const product = chunk[i];
        if (!image || !product) throw new Error("seed: product and image rows out of step");
        return { productId: r.id, mediaId: image.id, position: 0, alt: product.title };
      }),
    );
    chunk.forEach((p, i) => {
      const id = rows[i]?.id;
      if (id === undefined) return;
      productId.set(p.slug, id);
      const seen = new Set<number>();
      for (const range of p.fitment) {
        for (const v of vehicleIds.get(`${range.make}|${range.model}`) ?? []) {
          if (v.year >= range.yearFrom && v.year <= range.yearTo && !seen.has(v.id)) {
            seen.add(v.id);
            const engines = enginesForSlot(v.engines, p.qualifier?.engineSlot ?? null);
            fitment.products.push(id);
            fitment.vehicles.push(v.id);
            fitment.engines.push(engines ? engines.join(UNIT_SEPARATOR) : null);
            fitment.positions.push(p.qualifier?.position ?? null);
            fitment.notes.push(p.qualifier?.note ?? null);
          }
        }
      }
    });
  });

  progress.step("fitment", fitment.products.length);
  // One statement per 50k rows: the columns as arrays unnested server-side instead of 5 params a row.
  for (let i = 0; i < fitment.products.length; i += 50_000) {
    const end = i + 50_000;
    const p = fitment.products.slice(i, end);
    const v = fitment.vehicles.slice(i, end);
    await tx.execute(
      sql`insert into product_fitment (product_id, vehicle_id, engines, position, note)
          select f.p, f.v, string_to_array(f.e, ${UNIT_SEPARATOR}), f.pos, f.note
          from unnest(${`{${p.join(",")}}`}::int[], ${`{${v.join(",")}}`}::int[], ${textArray(fitment.engines.slice(i, end))}::text[],
                      ${textArray(fitment.positions.slice(i, end))}::text[], ${textArray(fitment.notes.slice(i, end))}::text[])
               as f(p, v, e, pos, note)`,
    );
    progress.tick(p.length);
  }

  // Reviews and fit answers as arrays unnested server-side, 10,000 rows a statement: the triggers
  // that compute each product's rating and count (migration 0017_review_aggregates) run once a statement.
  const vehicleIdOf = (v: { make: string; model: string; year: number } | null) =>
    v ? (vehicleIds.get(`${v.make}|${v.model}`)?.find((x) => x.year === v.year)?.id ?? null) : null;
  const vehicleNameOf = (v: { make: string; model: string; year: number } | null) =>
    v ? `${v.year} ${v.make} ${v.model}` : null;
  const ids = (values: Array<number | null>) => `{${values.map((v) => (v === null ? "NULL" : String(v))).join(",")}}`;
  progress.step("reviews", catalogue.reviews.length);
  const seededAt = Date.UTC(2026, 10, 1);
  // Spread over the day, so that "newest first" is not a tie between a day's reviews.
  const timeOfDay = (n: number) => (n * 7_919_000) % 86_400_000;
  for (let i = 0; i < catalogue.reviews.length; i += 10_000) {
    const chunk = catalogue.reviews.slice(i, i + 10_000);
    const vehicleIdList = chunk.map((r) => vehicleIdOf(r.vehicle));
    await tx.execute(
      sql`insert into product_reviews (product_id, author_name, rating, title, body, created_at, vehicle_id, vehicle_name)
          select f.p, f.a, f.r, f.t, f.b, to_timestamp(f.at / 1000.0), f.v, f.vn
          from unnest(${ids(chunk.map((r) => mustGet(productId, r.productSlug)))}::int[], ${textArray(chunk.map((r) => r.authorName))}::text[],
                      ${ids(chunk.map((r) => r.rating))}::smallint[], ${textArray(chunk.map((r) => r.title))}::text[],
                      ${textArray(chunk.map((r) => r.body))}::text[],
                      ${`{${chunk.map((r, k) => seededAt - r.daysAgo * 86_400_000 - timeOfDay(i + k)).join(",")}}`}::float8[],
                      ${ids(vehicleIdList)}::int[],
                      ${textArray(chunk.map((r, k) => (vehicleIdList[k] === null ? null : vehicleNameOf(r.vehicle))))}::text[])
               as f(p, a, r, t, b, at, v, vn)`,
    );
    progress.tick(chunk.length);
  }
  const answers = catalogue.fitAnswers.flatMap((a) => {
    const vehicleId = vehicleIdOf(a.vehicle);
    return vehicleId === null ? [] : [{ ...a, vehicleId }];
  });
  for (let i = 0; i < answers.length; i += 10_000) {
    const chunk = answers.slice(i, i + 10_000);
    await tx.execute(
      sql`insert into fit_answers (product_id, vehicle_id, fits, reason)
          select f.p, f.v, f.fits, f.reason
          from unnest(${ids(chunk.map((a) => mustGet(productId, a.productSlug)))}::int[], ${ids(chunk.map((a) => a.vehicleId))}::int[],
                      ${`{${chunk.map((a) => a.fits).join(",")}}`}::boolean[], ${textArray(chunk.map((a) => a.reason))}::text[])
               as f(p, v, fits, reason)`,
    );
  }
  await refreshCatalogueFacets(tx);
  return { products: catalogue.products.length, fitment: fitment.products.length };
}

/** Loads the whole demo shop in one transaction: a failed seed leaves the database empty. */
export async function seedDemoData(db: Db, opts: { cacheDir: string; progress?: Progress }) {
  const progress = opts.progress ?? silentProgress;
  progress.step("reading vPIC vehicle data", 1);
  const vehicleList = await addConfigurations(await loadSeedVehicles(opts.cacheDir), opts.cacheDir);
  progress.tick();
  const result = await db.transaction(async (tx) => {
    await seedSettings(tx);
    await seedPromotions(tx);
    await seedContent(tx, progress);
    const vehicleIds = await seedVehicles(tx, vehicleList, progress);
    return seedCatalogue(tx, vehicleList, vehicleIds, progress);
  });
  progress.step("planner statistics", 1);
  await gatherPlannerStatistics(db);
  progress.tick();
  progress.done();
  return { vehicles: vehicleList.length, ...result };
}

function mustGet<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown reference ${String(key)}`);
  return value;
}
