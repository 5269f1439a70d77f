import { REVIEW_PAGE_SIZE, type Wall } from "@pitstop/contract/reviews";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { notFound } from "../../lib/http-error.ts";
import { productPath } from "../catalogue/product-cards.ts";
import { type ReviewRow, reviewColumns, reviewJoins, toReview } from "./review-rows.ts";

type WallRow = ReviewRow & {
  slug: string;
  product_title: string;
  type_slug: string;
  category_slug: string;
  category_name: string;
  media_id: string | null;
};

/**
 * GET /api/reviews: the shop's review wall, the latest published reviews of the
 * whole catalogue (product_reviews_wall_idx, newest first) or of one category, with their products.
 */
export async function reviewWall(db: Db, params: { category?: string | undefined; page: number }): Promise<Wall> {
  const categories = await rowsOf<{ id: number; slug: string; name: string; count: number }>(
    db,
    sql`select c.id, c.slug, c.name, coalesce(sum(p.review_count), 0)::int as count
        from categories c left join products p on p.category_id = c.id
        group by c.id order by c.position`,
  );
  const category = params.category ? categories.find((c) => c.slug === params.category) : undefined;
  if (params.category && !category) throw notFound("Category not found");
  const total = category ? category.count : categories.reduce((sum, c) => sum + c.count, 0);
  const pages = Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE));
  const page =
    params.page > pages
      ? []
      : await rowsOf<WallRow>(
          db,
          sql`select ${reviewColumns}, p.slug, p.title as product_title, t.slug as type_slug,
                     c.slug as category_slug, c.name as category_name,
                     (select i.media_id from product_images i where i.product_id = p.id order by i.position limit 1) as media_id
              from product_reviews r
              join products p on p.id = r.product_id
              join product_types t on t.id = p.type_id
              join categories c on c.id = p.category_id
              ${reviewJoins}
              where r.status = 'published' ${category ? sql`and p.category_id = ${category.id}` : sql``}
              order by r.created_at desc, r.id desc
              limit ${REVIEW_PAGE_SIZE} offset ${(params.page - 1) * REVIEW_PAGE_SIZE}`,
        );
  return {
    reviews: page.map((r) => ({
      ...toReview(r),
      product: {
        id: r.product_id,
        slug: r.slug,
        path: productPath(r.category_slug, r.type_slug, r.slug),
        title: r.product_title,
        image_url: r.media_id ? `/api/media/${r.media_id}` : null,
        category: { slug: r.category_slug, name: r.category_name },
      },
    })),
    total,
    page: params.page,
    pages,
    page_size: REVIEW_PAGE_SIZE,
    categories: categories.filter((c) => c.count > 0).map(({ slug, name, count }) => ({ slug, name, count })),
  };
}
