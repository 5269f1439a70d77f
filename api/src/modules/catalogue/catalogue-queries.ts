import type { Sort } from "@pitstop/contract/catalogue";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { keptAnswers } from "../../lib/kept-answers.ts";
import { Lru } from "../vin/vpic-runtime.ts";
import type { FacetCell, Filters, Scope } from "./facets.ts";
import { type Configuration, configured, fitAllowsSql, forgetVehicleFits } from "./fit.ts";

/** Each sort with its tie-breaker, matching an index in migration 0001 (scanned forward or back). */
const ORDER_BY: Record<Sort, string> = {
  featured: "featured_rank asc, id asc",
  "price-asc": "price_cents asc, id asc",
  "price-desc": "price_cents desc, id desc",
  rating: "rating_tenths desc, review_count desc, id asc",
  newest: "created_at desc, id desc",
  name: "title asc, id asc",
};

/** Each sort's position column in category_positions (migration 0006), numbered in ORDER_BY's order. */
const POSITION_COLUMN: Record<Sort, string> = {
  featured: "featured",
  "price-asc": "price_asc",
  "price-desc": "price_desc",
  rating: "rating",
  newest: "newest",
  name: "name",
};

type CellRow = { category_id: number; type_id: number; brand_id: number; stars: number; universal: boolean; n: number };
const toCell = (r: CellRow): FacetCell => ({
  categoryId: r.category_id,
  typeId: r.type_id,
  brandId: r.brand_id,
  stars: Number(r.stars),
  universal: r.universal,
  n: Number(r.n),
});

/**
 * Universal parts fit every vehicle, so every vehicle page shares these cells: each process keeps
 * them for a minute instead of reading them on every request (refreshCatalogueFacets forgets them).
 */
const UNIVERSAL_TTL_MS = 60_000;
const universalCache = new WeakMap<Db, { at: number; cells: Promise<FacetCell[]> }>();

function universalCells(db: Db): Promise<FacetCell[]> {
  const hit = universalCache.get(db);
  if (hit && Date.now() - hit.at < UNIVERSAL_TTL_MS) return hit.cells;
  const cells = rowsOf<CellRow>(
    db,
    sql`select category_id, type_id, brand_id, stars, universal, n from catalogue_facets where universal`,
  ).then((rows) => rows.map(toCell));
  universalCache.set(db, { at: Date.now(), cells });
  cells.catch(() => universalCache.delete(db));
  return cells;
}

/**
 * A vehicle's cells decoded, kept while its packed row and the universal cells stay the same: the
 * popular vehicles' pages then skip decoding ~1,000 cells per request. The packed text itself is the
 * check (compared, not trusted), so a refresh on another replica is seen at once.
 */
const decodedCells = new Lru<number, { universal: FacetCell[]; text: string; cells: FacetCell[] }>(256);

function vehicleCells(vehicleId: number, universal: FacetCell[], text: string): FacetCell[] {
  const hit = decodedCells.get(vehicleId);
  if (hit && hit.universal === universal && hit.text === text) return hit.cells;
  const direct = JSON.parse(text) as Array<[number, number, number, number, number]>;
  const cells = [
    ...universal,
    ...direct.map(([categoryId, typeId, brandId, stars, n]) => ({
      categoryId,
      typeId,
      brandId,
      stars,
      universal: false,
      n,
    })),
  ];
  decodedCells.set(vehicleId, { universal, text, cells });
  return cells;
}

/** The shopper's engine and trim for a list's vehicle (null: not said): its direct fits the configuration does not allow drop out. */
const inConfiguration = (config: Configuration | null): SQL =>
  config === null ? sql`true` : fitAllowsSql("vehicle_products", config);

/** A vehicle's direct fits' cells, kept and forgotten with its parts' fits (catalogue/fit.ts). */
const keptProductCells = keptAnswers<number, Map<number, FacetCell>>({ name: "product_cells", max: 64, ttlMs: 60_000 });

/** A vehicle's direct fits, one cell each: what a list's engine or trim question counts per choice. Shared: never change it. */
export function vehicleProductCells(db: Db, vehicleId: number): Promise<Map<number, FacetCell>> {
  return keptProductCells.get(db, vehicleId, () => readVehicleProductCells(db, vehicleId));
}

async function readVehicleProductCells(db: Db, vehicleId: number): Promise<Map<number, FacetCell>> {
  const rows = await rowsOf<CellRow & { product_id: number }>(
    db,
    sql`select product_id, category_id, type_id, brand_id, (rating_tenths / 10)::smallint as stars, false as universal, 1 as n
        from vehicle_products where vehicle_id = ${vehicleId}`,
  );
  return new Map(rows.map((r) => [r.product_id, toCell(r)]));
}

/** The universal parts' cells (every vehicle shares them). */
export const sharedUniversalCells = universalCells;

/** The cube cells a page needs. */
export async function loadFacetCells(
  db: Db,
  scope: Scope,
  vehicleId: number | null,
  /** The shopper's engine and trim for the vehicle, when either is given. */
  config: Configuration | null = null,
): Promise<{ cells: FacetCell[] }> {
  if (vehicleId !== null && config !== null && configured(config)) {
    // The direct fits the configuration allows, grouped live: a vehicle has a few hundred (decision 004).
    const [universal, direct] = await Promise.all([
      universalCells(db),
      rowsOf<CellRow>(
        db,
        sql`select category_id, type_id, brand_id, (rating_tenths / 10)::smallint as stars, false as universal, count(*)::int as n
            from vehicle_products where vehicle_id = ${vehicleId} and ${inConfiguration(config)}
            group by 1, 2, 3, 4`,
      ),
    ]);
    return { cells: [...universal, ...direct.map(toCell)] };
  }
  if (vehicleId !== null) {
    // The vehicle's direct fits come packed in one row (migration 0006): [category, type, brand, stars, n] each.
    const [universal, packed] = await Promise.all([
      universalCells(db),
      rowsOf<{ cells: string }>(db, sql`select cells from vehicle_facet_cells where vehicle_id = ${vehicleId}`),
    ]);
    return { cells: vehicleCells(vehicleId, universal, packed[0]?.cells ?? "[]") };
  }
  if (scope.categoryId !== null) {
    // A category's cells come packed in one row (migration 0006): [type, brand, stars, universal, n] each.
    const [row] = await rowsOf<{ cells: string }>(
      db,
      sql`select cells from category_facet_cells where category_id = ${scope.categoryId}`,
    );
    const packed = row ? (JSON.parse(row.cells) as Array<[number, number, number, number, number]>) : [];
    const categoryId = scope.categoryId;
    const cells = packed.map(([typeId, brandId, stars, universal, n]) => ({
      categoryId,
      typeId,
      brandId,
      stars,
      universal: universal === 1,
      n,
    }));
    return { cells };
  }
  const where = scope.brandId !== null ? sql`brand_id = ${scope.brandId}` : sql`true`;
  const rows = await rowsOf<CellRow>(
    db,
    sql`select category_id, type_id, brand_id, stars, universal, n from catalogue_facets where ${where}`,
  );
  return { cells: rows.map(toCell) };
}

/** Scope and filters over the columns `products` and `vehicle_products` share. */
/**
 * Hidden products are listed nowhere: a query over `products` says so, which also lets
 * the planner use the sort indexes, which hold published products only (migration 0013). The
 * aggregates (`vehicle_products` and the others) hold published products only already.
 */
const LISTED = sql`published`;

function conditions(scope: Scope, filters: Filters): SQL {
  const parts: SQL[] = [];
  if (scope.categoryId !== null) parts.push(sql`category_id = ${scope.categoryId}`);
  if (scope.typeId !== null) parts.push(sql`type_id = ${scope.typeId}`);
  if (scope.brandId !== null) parts.push(sql`brand_id = ${scope.brandId}`);
  if (filters.typeIds.size > 0) parts.push(sql`type_id in (${sql.join([...filters.typeIds], sql`, `)})`);
  if (filters.brandIds.size > 0) parts.push(sql`brand_id in (${sql.join([...filters.brandIds], sql`, `)})`);
  if (filters.minStars !== null) parts.push(sql`rating_tenths >= ${filters.minStars * 10}`);
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * One page of product ids. Only indexed columns are read here; the 24 products' details are
 * fetched afterwards by id, so a deep page costs index entries, not rows.
 */
export async function pageProductIds(
  db: Db,
  opts: {
    scope: Scope;
    filters: Filters;
    vehicleId: number | null;
    sort: Sort;
    offset: number;
    limit: number;
    /** How many direct fits pass the filters (known from the facet cube): lets "featured" page exactly. */
    directTotal?: number;
    /** The shopper's engine and trim for the vehicle: the direct fits it does not allow are left out. */
    config?: Configuration | null;
  },
): Promise<number[]> {
  const { scope, filters, vehicleId, sort, offset, limit, directTotal } = opts;
  const config = opts.config && configured(opts.config) ? opts.config : null;
  const allowed = inConfiguration(config);
  const orderBy = sql.raw(ORDER_BY[sort]);
  const wantDirect = filters.fitment.size === 0 || filters.fitment.has("direct");
  const wantUniversal = filters.fitment.size === 0 || filters.fitment.has("universal");

  if (vehicleId === null) {
    // An unfiltered category page reads a range of positions (migration 0006): any page costs page 1.
    if (
      scope.categoryId !== null &&
      scope.typeId === null &&
      scope.brandId === null &&
      filters.typeIds.size === 0 &&
      filters.brandIds.size === 0 &&
      filters.minStars === null &&
      wantDirect &&
      wantUniversal
    ) {
      const pos = sql.raw(`"${POSITION_COLUMN[sort]}"`);
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select product_id as id from category_positions
            where category_id = ${scope.categoryId} and ${pos} > ${offset} and ${pos} <= ${offset + limit}
            order by ${pos}`,
      );
      return rows.map((r) => r.id);
    }
    const fitment = wantDirect && wantUniversal ? sql`true` : wantUniversal ? sql`universal` : sql`not universal`;
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`select id from products where ${LISTED} and ${conditions(scope, filters)} and ${fitment}
          order by ${orderBy} limit ${limit} offset ${offset}`,
    );
    return rows.map((r) => r.id);
  }

  // "Featured" on a vehicle page lists its direct fits, then the universal parts. With the number of
  // direct fits known, a page is an index range of one list or the seam of both: no merge. Without a
  // scope or filter both lists are numbered (migration 0006), so any page is a range of positions
  // (keyset) and page 200 costs what page 1 costs; otherwise a deep page walks its offset.
  const unfiltered =
    scope.categoryId === null &&
    scope.typeId === null &&
    scope.brandId === null &&
    filters.typeIds.size === 0 &&
    filters.brandIds.size === 0 &&
    filters.minStars === null &&
    config === null;
  if (sort === "featured" && wantDirect && wantUniversal && directTotal !== undefined && unfiltered) {
    const directCount = Math.max(0, Math.min(limit, directTotal - offset));
    const directIds =
      directCount > 0
        ? await rowsOf<{ id: number }>(
            db,
            sql`select product_id as id from vehicle_products
                where vehicle_id = ${vehicleId} and featured_pos > ${offset} and featured_pos <= ${offset + directCount}
                order by featured_pos`,
          )
        : [];
    const remaining = limit - directIds.length;
    const universalFrom = Math.max(0, offset - directTotal);
    const universalIds =
      remaining > 0
        ? await rowsOf<{ id: number }>(
            db,
            sql`select product_id as id from universal_featured
                where pos > ${universalFrom} and pos <= ${universalFrom + remaining} order by pos`,
          )
        : [];
    return [...directIds, ...universalIds].map((r) => r.id);
  }
  if (sort === "featured" && wantDirect && wantUniversal && directTotal !== undefined) {
    const directIds =
      offset < directTotal
        ? await rowsOf<{ id: number }>(
            db,
            sql`select product_id as id from vehicle_products where vehicle_id = ${vehicleId} and ${conditions(scope, filters)}
                and ${allowed} order by featured_rank, product_id limit ${Math.min(limit, directTotal - offset)} offset ${offset}`,
          )
        : [];
    const remaining = limit - directIds.length;
    const universalIds =
      remaining > 0
        ? await rowsOf<{ id: number }>(
            db,
            sql`select id from products where universal and ${LISTED} and ${conditions(scope, filters)}
                order by featured_rank, id limit ${remaining} offset ${Math.max(0, offset - directTotal)}`,
          )
        : [];
    return [...directIds, ...universalIds].map((r) => r.id);
  }

  // Other sorts interleave both lists: merge the two index-ordered branches.
  const enough = offset + limit;
  const columns = sql.raw("id, featured_rank, price_cents, rating_tenths, review_count, created_at, title");
  const branches: SQL[] = [];
  if (wantUniversal) {
    branches.push(
      sql`(select ${columns}, 1 as fit_group from products where universal and ${LISTED} and ${conditions(scope, filters)} order by ${orderBy} limit ${enough})`,
    );
  }
  if (wantDirect) {
    const byProductId = sql.raw(ORDER_BY[sort].replace(/\bid\b/, "product_id"));
    branches.push(
      sql`(select ${sql.raw("product_id as id, featured_rank, price_cents, rating_tenths, review_count, created_at, title, 0 as fit_group")}
           from vehicle_products where vehicle_id = ${vehicleId} and ${conditions(scope, filters)} and ${allowed}
           order by ${byProductId} limit ${enough})`,
    );
  }
  // On a vehicle's page, "featured" shows the parts made for it before the universal ones.
  const outerOrder = sort === "featured" ? sql`fit_group, ${orderBy}` : orderBy;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from (${sql.join(branches, sql` union all `)}) u order by ${outerOrder} limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => r.id);
}

/** Drops this process's universal cells, so the next vehicle page reads them again (another replica rebuilt them). */
export function forgetUniversalCells(db: Db) {
  universalCache.delete(db);
  keptProductCells.forget(db);
  forgetVehicleFits(db);
}

/** Rebuilds the catalogue's aggregates (migrations 0001, 0002, 0006, 0013, 0018) after the catalogue changed. */
export async function refreshCatalogueFacets(db: Db) {
  forgetUniversalCells(db);
  await db.execute(sql`refresh materialized view catalogue_facets`);
  await db.execute(sql`refresh materialized view category_facet_cells`);
  await db.execute(sql`refresh materialized view vehicle_products`);
  await db.execute(sql`refresh materialized view vehicle_facet_cells`);
  await db.execute(sql`refresh materialized view universal_featured`);
  await db.execute(sql`refresh materialized view category_positions`);
  await db.execute(sql`refresh materialized view search_word_products`);
  await db.execute(sql`refresh materialized view search_vehicle_products`);
  await db.execute(sql`refresh materialized view search_universal_products`);
  // Anything read while the views were being rebuilt is read again.
  forgetUniversalCells(db);
}
