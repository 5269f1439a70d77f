import type { Category } from "@pitstop/contract/catalogue";
import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories, products } from "../../db/schema/index.ts";

export async function listCategories(db: Db): Promise<Category[]> {
  const counts = db
    .select({ categoryId: products.categoryId, n: count().as("n") })
    .from(products)
    .groupBy(products.categoryId)
    .as("counts");
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      description: categories.description,
      n: counts.n,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .orderBy(asc(categories.position));
  return rows.map(({ n, ...c }) => ({ ...c, product_count: Number(n ?? 0) }));
}
