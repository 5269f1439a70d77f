import type { SearchResponse } from "@pitstop/contract/catalogue";
import type { VehicleKey } from "@pitstop/contract/fitment";
import { slugify } from "@pitstop/contract/slug";
import type { VehicleRef } from "@pitstop/contract/vehicles";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { toVehicleRef } from "../vehicles/service.ts";
import { productCards, rowsOf } from "./catalogue-queries.ts";
import { fitVehicleRow, pageVehicle, resolveVehicleKey } from "./fit.ts";
import { referenceData } from "./reference-data.ts";

const YEAR = /^(19[89]\d|20[0-4]\d)$/;

/** Word runs of 1–3 tokens as slugs: "grand cherokee" → grand, cherokee, grand-cherokee. */
function slugRuns(tokens: string[]): string[] {
  const runs: string[] = [];
  for (let size = 3; size >= 1; size--) {
    for (let i = 0; i + size <= tokens.length; i++) runs.push(slugify(tokens.slice(i, i + size).join(" ")));
  }
  return runs.filter(Boolean);
}

type VehicleRow = {
  id: number;
  year: number;
  make: string;
  model: string;
  slug: string;
  make_slug: string;
  model_slug: string;
};

/**
 * A vehicle named in the query ("brake pads 2018 camry", "2020 ford f-150 wipers"): a model year
 * plus a model (and optionally its make). Returns it with the words that named it.
 */
async function findNamedVehicle(db: Db, tokens: string[]) {
  const yearToken = tokens.find((t) => YEAR.test(t));
  const words = tokens.filter((t) => t !== yearToken);
  const runs = slugRuns(words);
  if (runs.length === 0) return { vehicle: null, suggestions: [] as VehicleRef[], used: new Set<string>() };
  const rows = await rowsOf<VehicleRow>(
    db,
    sql`select id, year, make, model, slug, make_slug, model_slug from vehicles
        where (model_slug in (${sql.join(runs, sql`, `)}) or make_slug in (${sql.join(runs, sql`, `)}))
          ${yearToken ? sql`and year = ${Number(yearToken)}` : sql``}
        order by year desc, make, model limit 200`,
  );
  const runSet = new Set(runs);
  const byModel = rows.filter((r) => runSet.has(r.model_slug));
  const withMake = byModel.filter((r) => runSet.has(r.make_slug));
  const candidates = withMake.length > 0 ? withMake : byModel;
  const suggestions = (candidates.length > 0 ? candidates : rows).slice(0, 5).map(toVehicleRef);
  if (!yearToken || candidates.length === 0) return { vehicle: null, suggestions, used: new Set<string>() };
  // The longest model name wins ("grand cherokee" over "cherokee").
  const best = [...candidates].sort((a, b) => b.model_slug.length - a.model_slug.length)[0];
  if (!best) return { vehicle: null, suggestions, used: new Set<string>() };
  const used = new Set([yearToken, ...best.model_slug.split("-"), ...best.make_slug.split("-")]);
  return { vehicle: toVehicleRef(best), suggestions, used };
}

/** GET /api/search: products (typo-tolerant, part numbers too), categories and vehicles. */
export async function search(db: Db, q: string, key?: VehicleKey): Promise<SearchResponse> {
  const tokens = q.toLowerCase().split(/\s+/).filter(Boolean);
  const { vehicle, suggestions, used } = await findNamedVehicle(db, tokens);
  const rest = tokens.filter((t) => !used.has(slugify(t))).join(" ");
  const text = rest || (vehicle ? "" : q.toLowerCase());

  const ref = await referenceData(db);
  const categories = [
    ...ref.categories.map((c) => ({ slug: c.slug, name: c.name, path: `/${c.slug}` })),
    ...[...ref.typeById.values()].flatMap((t) => {
      const c = ref.categoryById.get(t.categoryId);
      return c ? [{ slug: t.slug, name: t.name, path: `/${c.slug}/${t.slug}` }] : [];
    }),
  ]
    .filter(
      (c) =>
        text !== "" && (c.name.toLowerCase().includes(text) || text.includes(c.name.toLowerCase().replace(/s$/, ""))),
    )
    .map((c) => (vehicle ? { ...c, path: `${vehicle.path}${c.path}` } : c))
    .slice(0, 5);

  // Brands are suggested by name (a prefix of it, or the whole name inside the query), and a query
  // that names a brand finds that brand's parts even where the title does not repeat the name.
  const brandMatches =
    text.length >= 2
      ? [...ref.brandById.values()]
          .filter((b) => {
            const name = b.name.toLowerCase();
            return name.startsWith(text) || name.split(/\s+/).some((w) => w.startsWith(text)) || text.includes(name);
          })
          .slice(0, 3)
      : [];
  const brands = brandMatches.map((b) => ({
    slug: b.slug,
    name: b.name,
    path: `/search?q=${encodeURIComponent(b.name)}`,
  }));
  const namedBrandIds = brandMatches.filter((b) => text.includes(b.name.toLowerCase())).map((b) => b.id);
  const brandMatch =
    namedBrandIds.length > 0
      ? sql`p.brand_id in (${sql.join(
          namedBrandIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`false`;
  // A constant in ORDER BY is a syntax error: the brand orders only when the query names one.
  const byBrand = namedBrandIds.length > 0 ? sql`, (${brandMatch}) desc` : sql``;

  const fitsVehicle = vehicle
    ? sql`and (p.universal or exists (select 1 from product_fitment f where f.product_id = p.id and f.vehicle_id = ${vehicle.id}))`
    : sql``;
  // Each word is matched on its own (`<%`: word similarity, served by the trigram index), so one
  // typo'd word still finds its products; a part number matches by fragment. Best total first.
  const words = text
    .split(/\s+/)
    .filter((w) => w.length >= 3)
    .slice(0, 6);
  const partNumber = text.replace(/[%_\\\s]/g, "");
  const wordMatch =
    words.length > 0
      ? sql.join(
          words.map((w) => sql`${w} <% p.title`),
          sql` or `,
        )
      : sql`false`;
  // Without words to score (a 1–2 character or digits-only query) there is no score to sort by: a
  // bare `0` in ORDER BY would name a select-list position and fail the whole query.
  const byScore =
    words.length > 0
      ? sql`, ${sql.join(
          words.map((w) => sql`word_similarity(${w}, p.title)`),
          sql` + `,
        )} desc`
      : sql``;
  const matches = text
    ? await rowsOf<{ id: number }>(
        db,
        sql`select p.id from products p
            where (${wordMatch} or ${brandMatch} or (${partNumber.length >= 3} and p.part_number ilike ${`%${partNumber}%`})) ${fitsVehicle}
            order by (upper(p.part_number) = upper(${partNumber})) desc${byBrand}${byScore}, p.featured_rank
            limit 8`,
      )
    : vehicle
      ? await rowsOf<{ id: number }>(
          db,
          sql`select p.id from product_fitment f join products p on p.id = f.product_id
              where f.vehicle_id = ${vehicle.id} order by p.featured_rank limit 8`,
        )
      : [];
  // The cards answer for the vehicle the query names, else for the shopper's active vehicle (with
  // its configuration when the query names that same car).
  const active = key ? await resolveVehicleKey(db, key) : null;
  const named =
    vehicle && !(active && active.ref.id === vehicle.id) ? await fitVehicleRow(db, vehicle.slug) : undefined;
  const fitsFor = vehicle ? (named ? pageVehicle(named, null) : active) : active;
  const products = await productCards(
    db,
    matches.map((m) => m.id),
    fitsFor,
  );
  return { products, categories, brands, vehicles: vehicle ? [vehicle] : suggestions, vehicle };
}
