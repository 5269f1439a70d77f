/**
 * The reference data the products are drawn from: the demo seed's categories, product types and
 * brands, each type's generation data (weight, price range, titles, makers), and the vehicle
 * models ranked by popularity.
 */
import { slugify } from "@pitstop/contract/slug";
import { brandsFor, SEED_BRANDS } from "../../api/src/db/seed/catalogue/brands.ts";
import { CATEGORIES } from "../../api/src/db/seed/catalogue/categories.ts";
import { createRng } from "../../api/src/db/seed/catalogue/prng.ts";
import { TYPE_DEFS } from "../../api/src/db/seed/catalogue/type-defs.ts";
import type { Client } from "./client.ts";

const SEED = 0x5eed_2026;

/** A few makes dominate US sales; every other make weighs 1. */
const MAKE_WEIGHT: Record<string, number> = {
  toyota: 10,
  ford: 10,
  chevrolet: 10,
  honda: 9,
  nissan: 7,
  jeep: 6,
  ram: 6,
  hyundai: 6,
  kia: 5,
  subaru: 5,
  gmc: 5,
  dodge: 4,
  volkswagen: 4,
  bmw: 4,
  "mercedes-benz": 4,
  mazda: 4,
  lexus: 3,
  tesla: 3,
};

/** The best-selling models, most popular first: they lead the popularity ranking. */
const BESTSELLERS = [
  "toyota/camry",
  "ford/f-150",
  "toyota/corolla",
  "honda/civic",
  "honda/accord",
  "toyota/rav4",
  "chevrolet/silverado",
  "honda/cr-v",
  "ram/1500",
  "nissan/altima",
  "toyota/tacoma",
  "jeep/wrangler",
  "chevrolet/equinox",
  "nissan/rogue",
  "toyota/highlander",
  "ford/explorer",
  "gmc/sierra",
  "jeep/grand-cherokee",
  "hyundai/elantra",
  "subaru/outback",
];

/** Categories, product types and brands as the demo seed has them, plus per-type generation data. */
export async function insertReference(client: Client) {
  for (const c of CATEGORIES) {
    await client.query("insert into categories (slug, name, description, position) values ($1, $2, $3, $4)", [
      c.slug,
      c.name,
      c.description,
      c.position,
    ]);
  }
  for (const b of SEED_BRANDS) {
    await client.query("insert into brands (slug, name, description) values ($1, $2, $3)", [
      b.slug,
      b.name,
      b.description,
    ]);
  }
  await client.query(`create temp table bench_types (
    idx int primary key, type_id int, category_id int, type_slug text, weight float8,
    price_lo int, price_hi int, ship_lo int, ship_hi int, handling_lo int, handling_hi int,
    universal_p float8, broad_fit boolean, brand_ids int[], brand_slugs text[], brand_names text[], titles text[])`);

  const r = createRng(SEED);
  const cents = (usd: number) => Math.round(usd * 100);
  let idx = 0;
  for (const c of CATEGORIES) {
    const defs = TYPE_DEFS.filter((t) => t.category === c.slug);
    const typeWeights = defs.reduce((sum, t) => sum + t.weight, 0);
    for (const def of defs) {
      idx++;
      const makers = brandsFor(def.category, def.slug).map((b) => slugify(b.name));
      const titles = [...new Set(Array.from({ length: 60 }, () => def.variant(r).title))];
      await client.query(
        `with t as (
           insert into product_types (category_id, slug, name)
           select id, $2, $3 from categories where slug = $1 returning id, category_id)
         insert into bench_types
         select $4, t.id, t.category_id, $2, $5, $6, $7, $8, $9, $10, $11, $12, $13,
                array(select b.id from unnest($14::text[]) with ordinality s(slug, n) join brands b using (slug) order by n),
                array(select b.slug from unnest($14::text[]) with ordinality s(slug, n) join brands b using (slug) order by n),
                array(select b.name from unnest($14::text[]) with ordinality s(slug, n) join brands b using (slug) order by n),
                $15::text[]
         from t`,
        [
          def.category,
          def.slug,
          def.name,
          idx,
          (c.weight * def.weight) / typeWeights,
          cents(def.price[0]),
          cents(def.price[1]),
          cents(def.shipping[0]),
          cents(def.shipping[1]),
          cents(def.handling?.[0] ?? 0),
          cents(def.handling?.[1] ?? 0),
          def.universal,
          def.broadFit ?? false,
          makers,
          titles,
        ],
      );
    }
  }
  // A lookup array maps a uniform draw to a type in proportion to its weight.
  await client.query(`create temp table bench_type_pick as
    select array_agg(idx order by idx, n) as pick from (
      select idx, generate_series(1, greatest(1, round(weight / sum(weight) over () * 10000)::int)) as n from bench_types) s`);

  // Vehicle models by popularity: make weight × a per-model draw × how long the model ran.
  await client.query(`create temp table bench_models as
    select row_number() over (order by array_position(array[${BESTSELLERS.map((m) => `'${m}'`).join(", ")}], make_slug || '/' || model_slug) nulls last,
                                    score desc, make_slug, model_slug)::int as rank,
           make_slug, model_slug, y0, y1
    from (
      select make_slug, model_slug, min(year)::int as y0, max(year)::int as y1,
             (case make_slug ${Object.entries(MAKE_WEIGHT)
               .map(([make, w]) => `when '${make}' then ${w}`)
               .join(" ")} else 1 end)
             * (0.2 + pg_temp.bench_u(hashtext(make_slug || '/' || model_slug), 7))
             * sqrt(count(*)) as score
      from vehicles group by make_slug, model_slug) m`);
  await client.query("create unique index on bench_models (rank)");
}
