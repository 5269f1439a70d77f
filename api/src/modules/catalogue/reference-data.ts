import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands, categories, productTypes } from "../../db/schema/index.ts";
import { countLookup } from "../../lib/metrics.ts";

export type CategoryRef = { id: number; slug: string; name: string; description: string; position: number };
export type TypeRef = { id: number; slug: string; name: string; categoryId: number };
export type BrandRef = { id: number; slug: string; name: string; description: string };

export interface ReferenceData {
  categories: CategoryRef[];
  categoryById: Map<number, CategoryRef>;
  categoryBySlug: Map<string, CategoryRef>;
  typeById: Map<number, TypeRef>;
  typeBySlug: Map<string, TypeRef>;
  brandById: Map<number, BrandRef>;
  brandBySlug: Map<string, BrandRef>;
}

/**
 * Categories, types and brands: a few hundred rows read on every catalogue request, so each
 * process keeps them for a minute (a cache, not state: every replica reads the same tables).
 */
const TTL_MS = 60_000;
const cache = new WeakMap<Db, { at: number; data: Promise<ReferenceData> }>();

export function referenceData(db: Db): Promise<ReferenceData> {
  const hit = cache.get(db);
  const fresh = hit !== undefined && Date.now() - hit.at < TTL_MS;
  countLookup("reference_data", fresh);
  if (hit && fresh) return hit.data;
  const data = load(db);
  cache.set(db, { at: Date.now(), data });
  data.catch(() => cache.delete(db));
  return data;
}

export function forgetReferenceData(db: Db) {
  cache.delete(db);
}

async function load(db: Db): Promise<ReferenceData> {
  const [cats, types, brandRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position)),
    db.select().from(productTypes).orderBy(asc(productTypes.name)),
    db.select().from(brands).orderBy(asc(brands.name)),
  ]);
  return {
    categories: cats,
    categoryById: new Map(cats.map((c) => [c.id, c])),
    categoryBySlug: new Map(cats.map((c) => [c.slug, c])),
    typeById: new Map(types.map((t) => [t.id, t])),
    typeBySlug: new Map(types.map((t) => [t.slug, t])),
    brandById: new Map(brandRows.map((b) => [b.id, b])),
    brandBySlug: new Map(brandRows.map((b) => [b.slug, b])),
  };
}
