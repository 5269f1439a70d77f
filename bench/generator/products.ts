/**
 * The products, their images and their reviews, generated in SQL from hash-based pseudo-random
 * draws (pg_temp.bench_u), so the same tier always yields the same rows.
 */
import { elapsed, type TierSpec } from "../tiers.ts";
import { type Client, log } from "./client.ts";

export async function insertProducts(client: Client, spec: TierSpec) {
  const step = performance.now();
  const { rows: media } = await client.query<{ id: string }>(
    `insert into media (content_type, body, byte_size)
     values ('image/svg+xml', convert_to($1, 'UTF8'), octet_length($1)) returning id`,
    ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#ccc"/></svg>'],
  );
  const mediaId = media[0]?.id;
  const chunk = 100_000;
  for (let lo = 1; lo <= spec.products; lo += chunk) {
    const hi = Math.min(spec.products, lo + chunk - 1);
    // u(k) = the k-th independent uniform draw for product g.
    await client.query(
      `insert into products (id, slug, part_number, title, description, brand_id, type_id, category_id,
         price_cents, handling_cents, shipping_cents, stock, universal,
         featured_rank, created_at, updated_at)
       overriding system value
       select g, slug, part_number, title, title || '. Generated for the Pitstop benchmark catalogue.',
              brand_id, type_id, category_id, price_cents, handling_cents, shipping_cents, stock,
              universal,
              -- featured: well-rated, much-reviewed, in-stock first, with noise (ties break by id). The
              -- drawn popularity (review_count) and quality (rating_tenths) shape the product's review
              -- rows (insertReviews); its figures are computed from those by the database.
              1 + floor((1.0 - (0.6 * rating_tenths / 50.0 * least(1.0, ln(review_count + 1) / ln(2001))
                                + 0.4 * pg_temp.bench_u(g, 11) - case when stock = 0 then 0.3 else 0 end)) * 1e9)::int,
              created_at, created_at
       from (
         select g, b.brand_id, t.type_id, t.category_id,
                t.type_slug || '-' || b.brand_slug || '-' || g as slug,
                upper(left(replace(b.brand_slug, '-', ''), 3)) || '-'
                  || upper(lpad(to_hex((g::bigint * 2654435761) % 4294967296), 8, '0')) as part_number,
                b.brand_name || ' ' || t.titles[1 + floor(pg_temp.bench_u(g, 3) * cardinality(t.titles))::int] as title,
                t.price_lo + floor(power(pg_temp.bench_u(g, 4), 1.3) * (t.price_hi - t.price_lo))::int as price_cents,
                t.handling_lo + floor(pg_temp.bench_u(g, 12) * (t.handling_hi - t.handling_lo))::int as handling_cents,
                t.ship_lo + floor(pg_temp.bench_u(g, 13) * (t.ship_hi - t.ship_lo))::int as shipping_cents,
                case when pg_temp.bench_u(g, 5) < 0.08 then 0 else floor(pg_temp.bench_u(g, 6) * 250)::int end as stock,
                r.review_count,
                case when r.review_count = 0 then 0
                     else greatest(10, least(50, round(50 - 30 * power(pg_temp.bench_u(g, 9), 2))))::int end as rating_tenths,
                pg_temp.bench_u(g, 10) < t.universal_p as universal,
                timestamptz '2026-11-01 00:00:00+00' - pg_temp.bench_u(g, 14) * interval '1500 days' as created_at
         from generate_series($1::int, $2::int) g
         cross join bench_type_pick tp
         join bench_types t on t.idx = tp.pick[1 + floor(pg_temp.bench_u(g, 1) * cardinality(tp.pick))::int]
         cross join lateral (
           select t.brand_ids[k] as brand_id, t.brand_slugs[k] as brand_slug, t.brand_names[k] as brand_name
           from (select 1 + floor(pg_temp.bench_u(g, 2) * cardinality(t.brand_ids))::int as k) pick) b
         cross join lateral (
           select case when pg_temp.bench_u(g, 7) < 0.15 then 0
                       else floor(exp(pg_temp.bench_u(g, 8) * ln(2000)))::int end as review_count) r
       ) p`,
      [lo, hi],
    );
    await client.query(
      `insert into product_images (product_id, media_id, position, alt)
       select id, $3, 0, title from products where id between $1 and $2`,
      [lo, hi, mediaId],
    );
    log(`products ${hi.toLocaleString("en-US")} / ${spec.products.toLocaleString("en-US")} (${elapsed(step)})`);
  }
}

/**
 * Each rated product's reviews, 0–60 of them as the demo catalogue has, rated around its
 * drawn quality: the database's triggers set products.rating_tenths and review_count from them, so
 * the rating facet and sort measure figures made the way the shop makes them. Loaded while the
 * products' secondary indexes are dropped, so the triggers' updates of products stay cheap.
 */
export async function insertReviews(client: Client, spec: TierSpec) {
  const step = performance.now();
  const chunk = 50_000;
  let total = 0;
  for (let lo = 1; lo <= spec.products; lo += chunk) {
    const hi = Math.min(spec.products, lo + chunk - 1);
    // The same draws as insertProducts: u(7) unrated, u(8) popularity, u(9) quality.
    const result = await client.query(
      `insert into product_reviews (product_id, author_name, rating, title, body, created_at)
       select g, 'Bench reviewer ' || k,
              greatest(1, least(5, round(q.stars + (pg_temp.bench_u(g, 600 + k) + pg_temp.bench_u(g, 700 + k) - 1) * 1.6)))::int,
              'Bench review ' || k,
              'Benchmark review number ' || k || ' of product ' || g || '.',
              timestamptz '2026-11-01 00:00:00+00' - pg_temp.bench_u(g, 800 + k) * interval '700 days'
       from generate_series($1::int, $2::int) g
       cross join lateral (
         select greatest(10, least(50, round(50 - 30 * power(pg_temp.bench_u(g, 9), 2)))) / 10.0 as stars,
                case when pg_temp.bench_u(g, 7) < 0.15 then 0
                     else greatest(1, round(60 * power(pg_temp.bench_u(g, 8), 4)))::int end as n) q
       cross join lateral generate_series(1, q.n) k`,
      [lo, hi],
    );
    total += result.rowCount ?? 0;
    log(`reviews ${total.toLocaleString("en-US")} for ${hi.toLocaleString("en-US")} products (${elapsed(step)})`);
  }
}
