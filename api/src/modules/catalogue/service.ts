import type { Category } from "@pitstop/contract/catalogue";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

/** Categories in display order with their product counts, summed from the facet cube (no scan). */
export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await rowsOf<{ id: number; slug: string; name: string; description: string; product_count: number }>(
    db,
    sql`select c.id, c.slug, c.name, c.description, coalesce(f.n, 0)::int as product_count
        from categories c
        left join (select category_id, sum(n) as n from catalogue_facets group by category_id) f on f.category_id = c.id
        order by c.position`,
  );
  return rows.map((r) => ({ ...r, product_count: Number(r.product_count) }));
}
