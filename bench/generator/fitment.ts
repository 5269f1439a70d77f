/** The product_fitment rows: which vehicles each vehicle-specific product fits. */
import { elapsed, type TierSpec } from "../tiers.ts";
import { type Client, log } from "./client.ts";

/** Fitment shape: each vehicle-specific product fits a few models over a run of model years. */
const FITMENT = {
  // With one product in seven universal (was one in three) these keep tier S at ~2.1M rows.
  modelsMax: 6, // 1..6 models per product (uniform)
  broadModelsMax: 23, // tires, wipers, batteries… fit many makes at once
  yearsMax: 14, // each model: a run of 1..14 model years
  popularitySkew: 2.5, // model pick = rank ⌊count · u^skew⌋: the top 10% of models get ~40% of picks
};

export async function insertFitment(client: Client, spec: TierSpec): Promise<number> {
  const step = performance.now();
  const { rows } = await client.query<{ n: number }>("select count(*)::int as n from bench_models");
  const models = rows[0]?.n ?? 0;
  const chunk = 50_000;
  let total = 0;
  for (let lo = 1; lo <= spec.products; lo += chunk) {
    const hi = Math.min(spec.products, lo + chunk - 1);
    // Each vehicle-specific product: k models picked by popularity rank, each over a run of years
    // ending at or before the model's latest year (recent years are picked more often). Fitment is
    // qualified as the demo catalogue's is (docs/decisions/009): engine parts fit one engine of a
    // vehicle that has several, axle parts carry a position.
    const result = await client.query(
      `insert into product_fitment (product_id, vehicle_id, engines, position)
       select distinct p.id, v.id,
              case when t.type_slug = any($8::text[]) and cardinality(v.engines) > 1
                   then array[v.engines[1 + floor(pg_temp.bench_u(p.id, 400) * cardinality(v.engines))::int]] end,
              case when t.type_slug = any($9::text[])
                   then (array['Front', 'Rear'])[1 + floor(pg_temp.bench_u(p.id, 401) * 2)::int] end
       from products p
       join bench_types t on t.type_id = p.type_id
       cross join lateral generate_series(1,
         1 + floor(pg_temp.bench_u(p.id, 20) * case when t.broad_fit then $4::int else $3::int end)::int) k
       join bench_models m on m.rank = 1 + floor($5::int * power(pg_temp.bench_u(p.id, 100 + k), $6::float8))::int
       cross join lateral (
         select m.y1 - floor((m.y1 - m.y0 + 1) * power(pg_temp.bench_u(p.id, 200 + k), 1.5))::int as y_end,
                1 + floor(pg_temp.bench_u(p.id, 300 + k) * $7::int)::int as years) y
       join vehicles v on v.make_slug = m.make_slug and v.model_slug = m.model_slug
                      and v.year between y.y_end - y.years + 1 and y.y_end
       where p.id between $1 and $2 and not p.universal`,
      [
        lo,
        hi,
        FITMENT.modelsMax,
        FITMENT.broadModelsMax,
        models,
        FITMENT.popularitySkew,
        FITMENT.yearsMax,
        ["oil-filters", "air-filters", "fuel-filters", "spark-plugs", "ignition-coils"],
        ["brake-pads", "brake-rotors", "brake-calipers", "shocks", "coil-springs"],
      ],
    );
    total += result.rowCount ?? 0;
    if (hi % 200_000 === 0 || hi === spec.products || spec.products <= 200_000) {
      log(
        `fitment for products ${hi.toLocaleString("en-US")} / ${spec.products.toLocaleString("en-US")}: ${total.toLocaleString("en-US")} rows (${elapsed(step)})`,
      );
    }
  }
  return total;
}
