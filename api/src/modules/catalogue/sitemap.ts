import { SITEMAP_FILE_URLS, type SitemapFile, type SitemapIndex, type SitemapKind } from "@pitstop/contract/sitemap";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

/**
 * The catalogue's pages for search engines (docs/decisions/033): every category, type and brand
 * page that lists a published part, every vehicle page with parts (`vehicle_products`, published
 * parts only), and every published product — each file at most SITEMAP_FILE_URLS addresses, read a
 * file at a time in id order (never the whole catalogue), each address with the newest change of
 * what it shows. Paths are built in SQL exactly as the pages are named: `/{category}/{type}/{slug}`
 * (product-cards.ts `productPath`) and `/{vehicle slug}-accessories` (contract `vehiclePagePath`).
 */
type Row = { path: string; lastmod: string | Date | null };
const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

function pageSql(kind: SitemapKind, limit: number, offset: number) {
  switch (kind) {
    case "catalogue":
      return sql`
        select path, lastmod from (
          select 0 as part, c.id, '/' || c.slug as path, max(p.updated_at) as lastmod
            from categories c join products p on p.category_id = c.id and p.published group by c.id, c.slug
          union all
          select 1, t.id, '/' || c.slug || '/' || t.slug, max(p.updated_at)
            from product_types t join categories c on c.id = t.category_id
            join products p on p.type_id = t.id and p.published group by t.id, c.slug, t.slug
          union all
          select 2, b.id, '/' || b.slug, max(p.updated_at)
            from brands b join products p on p.brand_id = b.id and p.published group by b.id, b.slug
        ) pages order by part, id limit ${limit} offset ${offset}`;
    case "vehicles":
      return sql`
        select '/' || v.slug || '-accessories' as path,
               (select max(p.updated_at) from vehicle_products vp join products p on p.id = vp.product_id
                 where vp.vehicle_id = v.id) as lastmod
          from vehicles v
         where exists (select 1 from vehicle_products vp where vp.vehicle_id = v.id)
         order by v.id limit ${limit} offset ${offset}`;
    case "products":
      return sql`
        select '/' || c.slug || '/' || t.slug || '/' || p.slug as path, p.updated_at as lastmod
          from products p join categories c on c.id = p.category_id join product_types t on t.id = p.type_id
         where p.published order by p.id limit ${limit} offset ${offset}`;
  }
}

/** One sitemap file: the addresses of page `page` (1-based) of `kind`, at most `perFile`. */
export async function sitemapFile(
  db: Db,
  kind: SitemapKind,
  page: number,
  perFile = SITEMAP_FILE_URLS,
): Promise<SitemapFile> {
  const rows = await rowsOf<Row>(db, pageSql(kind, perFile, (page - 1) * perFile));
  return { urls: rows.map((r) => ({ path: r.path, lastmod: iso(r.lastmod) })) };
}

/** The index: how many files each kind takes, with each kind's newest change. */
export async function sitemapIndex(db: Db, perFile = SITEMAP_FILE_URLS): Promise<SitemapIndex> {
  const [row] = await rowsOf<{
    catalogue: number;
    vehicles: number;
    products: number;
    newest: string | Date | null;
  }>(
    db,
    sql`select
          (select count(distinct p.category_id) + count(distinct p.type_id) + count(distinct p.brand_id)
             from products p where p.published)::int as catalogue,
          (select count(distinct vehicle_id) from vehicle_products)::int as vehicles,
          (select count(*) from products where published)::int as products,
          (select max(updated_at) from products where published) as newest`,
  );
  const newest = iso(row?.newest ?? null);
  const files: SitemapIndex["files"] = [];
  for (const kind of ["catalogue", "vehicles", "products"] as const) {
    const total = row?.[kind] ?? 0;
    for (let page = 1; (page - 1) * perFile < total; page++) {
      files.push({ kind, page, count: Math.min(perFile, total - (page - 1) * perFile), lastmod: newest });
    }
  }
  return { files };
}
