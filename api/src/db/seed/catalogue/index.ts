/**
 * Deterministic demo catalogue: categories, product types, brands, ~3,600 products with
 * fitment, images, tens of thousands of reviews (0–60 a product) and some "Did it fit?" answers. Pure function of (vehicles, seed, productCount):
 * no Math.random, no clock, no I/O.
 */
import { slugify } from "@pitstop/contract/slug";
import type {
  SeedBrand,
  SeedCategory,
  SeedFitAnswer,
  SeedProduct,
  SeedProductType,
  SeedReview,
  SeedVehicle,
} from "../types.ts";
import { BRAND_DEFS, brandsFor, SEED_BRANDS } from "./brands.ts";
import { CATEGORIES } from "./categories.ts";
import { buildFitmentIndex } from "./fitment.ts";
import { createRng } from "./prng.ts";
import { type BuildContext, buildProduct } from "./products.ts";
import { createReviewWriter, generateReviews } from "./reviews.ts";
import type { TypeDef } from "./type-def.ts";
import { TYPE_DEFS } from "./type-defs.ts";

export { createFitmentCounter } from "./fitment.ts";

export interface GeneratedCatalogue {
  categories: SeedCategory[];
  types: SeedProductType[];
  brands: SeedBrand[];
  products: SeedProduct[];
  reviews: SeedReview[];
  fitAnswers: SeedFitAnswer[];
}

export const DEFAULT_SEED = 0x5eed_2026;
export const DEFAULT_PRODUCT_COUNT = 3600;

/** Splits `total` across `weights` proportionally, handing out the remainder largest-first. */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (sum > 0 ? (total * w) / sum : 0));
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}

/** How many products of each type: category weights first, then type weights within a category. */
function typeCounts(productCount: number): Array<[TypeDef, number]> {
  const perCategory = apportion(
    productCount,
    CATEGORIES.map((c) => c.weight),
  );
  const out: Array<[TypeDef, number]> = [];
  CATEGORIES.forEach((c, i) => {
    const defs = TYPE_DEFS.filter((t) => t.category === c.slug);
    const counts = apportion(
      perCategory[i] ?? 0,
      defs.map((t) => t.weight),
    );
    for (const [j, d] of defs.entries()) out.push([d, counts[j] ?? 0]);
  });
  return out;
}

export function generateCatalogue(
  vehicles: SeedVehicle[],
  opts: { seed?: number; productCount?: number } = {},
): GeneratedCatalogue {
  const r = createRng(opts.seed ?? DEFAULT_SEED);
  const ctx: BuildContext = {
    r,
    idx: buildFitmentIndex(vehicles),
    partNumbers: new Set(),
    slugs: new Set(),
    titles: new Set(),
  };
  const defsBySlug = new Map(TYPE_DEFS.map((d) => [d.slug, d]));

  const products: SeedProduct[] = [];
  for (const [def, count] of typeCounts(opts.productCount ?? DEFAULT_PRODUCT_COUNT)) {
    const makers = brandsFor(def.category, def.slug);
    if (makers.length === 0) throw new Error(`no brand makes ${def.slug}`);
    for (let i = 0; i < count; i++) products.push(buildProduct(ctx, def, r.pick(makers)));
  }

  // Featured order: well-rated, much-reviewed, in-stock products first, with some noise.
  const scored = products.map((p, i) => ({
    i,
    score: (p.ratingTenths / 10) * Math.log10(p.reviewCount + 10) + r.next() * 3 + (p.stock > 0 ? 1 : -3),
  }));
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  scored.forEach((s, rank) => {
    const p = products[s.i];
    if (p) p.featuredRank = rank + 1;
  });

  // Every rated product gets its reviews, and its figures become theirs: the count on a
  // card is the number of reviews a shopper can read. The drawn popularity and quality above only
  // ranked the featured order and set how many reviews there are and how good.
  const reviews: SeedReview[] = [];
  const fitAnswers: SeedFitAnswer[] = [];
  const writer = createReviewWriter();
  const brandNames = new Map(BRAND_DEFS.map((b) => [slugify(b.name), b.short ?? b.name]));
  for (const p of products) {
    const def = defsBySlug.get(p.typeSlug);
    const brand = brandNames.get(p.brandSlug) ?? p.brandSlug;
    const generated = def ? generateReviews(r, p, def, brand, writer) : { reviews: [], fitAnswers: [] };
    reviews.push(...generated.reviews);
    fitAnswers.push(...generated.fitAnswers);
    const sum = generated.reviews.reduce((s, v) => s + v.rating, 0);
    p.reviewCount = generated.reviews.length;
    p.ratingTenths = p.reviewCount === 0 ? 0 : Math.round((sum * 10) / p.reviewCount);
  }

  return {
    categories: CATEGORIES.map(({ slug, name, description, position }) => ({ slug, name, description, position })),
    types: TYPE_DEFS.map((t) => ({ slug: t.slug, name: t.name, categorySlug: t.category })),
    brands: SEED_BRANDS.map((b) => ({ ...b })),
    products,
    reviews,
    fitAnswers,
  };
}

/** Brand colours by slug, for callers that want to theme brand pages. */
export const BRAND_COLOURS: ReadonlyMap<string, string> = new Map(BRAND_DEFS.map((b) => [slugify(b.name), b.colour]));
