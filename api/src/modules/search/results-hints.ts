import type { VehicleRef } from "@pitstop/contract/vehicles";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { FitVehicle } from "../catalogue/fit.ts";
import type { ReferenceData } from "../catalogue/reference-data.ts";
import { toVehicleRef } from "../vehicles/service.ts";
import type { Lexicon } from "./lexicon.ts";
import type { ReadQuery } from "./read-query.ts";
import type { Match, QueryWord } from "./strategy.ts";
import { nameWords } from "./type-ranks.ts";
import type { NamedModel } from "./vehicle-words.ts";
import { allowedTypos, plural, splitWords, stem, typoDistance } from "./words.ts";

/** What the results page says beside its list: how it read the query, links, and what to try when nothing is found. */

function vehicleName(v: { year: string | number; make: string; model: string }) {
  return `${v.year} ${v.make} ${v.model}`;
}

/**
 * The words as the shop read them: each typed word with a typo, and the word it was read as — plural
 * when the typed one was ("pdas" → "pads"), so that the corrected query reads as the shopper meant it.
 */
export function correctionsOf(words: QueryWord[], lexicon: Lexicon) {
  return words.flatMap((w) => {
    const typedStem = stem(w.typed);
    if (lexicon.has(typedStem) || [...w.meanings.values()].every((t) => t > 0) === false) return [];
    // The closest of the fewest typos: "rotars" is "rotors", not its synonym "discs".
    const edits = (m: string) => typoDistance(typedStem, m, typedStem.length + m.length);
    const best = [...w.meanings].sort(
      (a, b) => a[1] - b[1] || edits(a[0]) - edits(b[0]) || a[0].localeCompare(b[0]),
    )[0];
    if (!best) return [];
    const typedPlural = typedStem !== w.typed.toLowerCase();
    return [{ typed: w.typed, read: typedPlural ? plural(best[0]) : best[0] }];
  });
}

/**
 * The closest word of the shop's to one nothing matched, for "Did you mean" (up to one edit for
 * words under 5 letters, two under 8, three from 8), in the number typed, as the corrections are:
 * the shop's words are singular stems, so each is weighed against the typed word as it is and as
 * its plural ("paddzs" → "pads", "padqz" → "pad").
 */
export function closestWord(lexicon: Lexicon, typed: string): string | null {
  const word = typed.toLowerCase();
  const max = word.length >= 8 ? 3 : word.length >= 5 ? 2 : 1;
  let best: { word: string; distance: number } | null = null;
  for (const stemmed of lexicon.sorted) {
    if (Math.abs(stemmed.length - word.length) > max + 1) continue;
    for (const form of [stemmed, plural(stemmed)]) {
      const distance = typoDistance(word, form, max);
      if (distance <= max && (!best || distance < best.distance)) best = { word: form, distance };
    }
  }
  return best?.word ?? null;
}

/** The words the list was found without: those nothing matched and those let go; none for a part number found whole ("map 24051 b"). */
export function ignoredWords(read: ReadQuery, dropped: string[], matches: Match[]): string[] {
  return matches.some((m) => m.partExact)
    ? []
    : [...new Set([...read.ignored, ...dropped].map((w) => w.toLowerCase()))];
}

/**
 * Direct links: a category or type every word of whose name the query holds, for the car the list
 * is narrowed to (`linkCar`) as the list is; else the page of the car the query names.
 */
export function linksOf(ref: ReferenceData, read: ReadQuery, linkCar: FitVehicle | null) {
  const queryStems = new Set(read.words.flatMap((w) => [...w.meanings].filter(([, t]) => t <= 1).map(([m]) => m)));
  // The names' words as stems, made once per reference data.
  const named = nameWords(ref);
  const namesAll = (words: string[]) => words.every((w) => queryStems.has(w));
  const linkedTypes = new Set(named.types.filter((t) => namesAll(t.words)).map((t) => t.id));
  const linkedCategories = new Set(named.categories.filter((c) => namesAll(c.words)).map((c) => c.id));
  const base = linkCar ? linkCar.ref.path : "";
  const forWhom = linkCar ? ` for ${vehicleName(linkCar.ref)}` : "";
  const typeLinks = [...ref.typeById.values()].filter((t) => linkedTypes.has(t.id));
  const links = [
    ...typeLinks.flatMap((t) => {
      const c = ref.categoryById.get(t.categoryId);
      return c ? [{ label: `${t.name}${forWhom}`, path: `${base}/${c.slug}/${t.slug}` }] : [];
    }),
    ...ref.categories
      .filter((c) => linkedCategories.has(c.id) && !typeLinks.some((t) => t.categoryId === c.id))
      .map((c) => ({ label: `${c.name}${forWhom}`, path: `${base}/${c.slug}` })),
  ].slice(0, 3);
  if (links.length === 0 && read.named)
    links.push({ label: `All parts for ${vehicleName(read.named.ref)}`, path: read.named.ref.path });
  return links;
}

/**
 * Nothing found: the query as typed with each word nothing matched respelled — the car, the words
 * read and part numbers stay — offered only when it finds something (`findsParts`).
 */
export async function didYouMeanOf(
  lexicon: Lexicon,
  q: string,
  ignored: string[],
  findsParts: (q: string) => Promise<boolean>,
): Promise<{ query: string | null; respelling: Map<string, string> }> {
  const respelling = new Map(
    ignored
      .filter((w) => /^[a-z]{3,}$/.test(w))
      .flatMap((w) => {
        const closest = closestWord(lexicon, w);
        return closest && closest !== w ? [[w, closest] as const] : [];
      }),
  );
  const respelledQuery = q.replace(/[a-z0-9]+/gi, (w) => respelling.get(w.toLowerCase()) ?? w);
  const query = respelling.size > 0 && (await findsParts(respelledQuery)) ? respelledQuery : null;
  return { query, respelling };
}

/** Nothing found: categories and types near the words of parts typed (not the car's, nor part numbers), else the first few. */
export function suggestedCategoriesOf(ref: ReferenceData, phrase: string, respelling: Map<string, string>) {
  const respelled = splitWords(phrase)
    .filter((w) => /^[a-z]{3,}$/.test(w))
    .map((w) => respelling.get(w) ?? w);
  // As near as a search forgives: "oil" is Oils and Oil Filters, not Air Filters or Coil Springs.
  const near = (name: string) =>
    splitWords(name).some((n) =>
      respelled.some((w) => typoDistance(stem(w), stem(n), allowedTypos(w)) <= allowedTypos(w)),
    );
  const suggested = [
    ...[...ref.typeById.values()]
      .filter((t) => near(t.name))
      .map((t) => {
        const c = ref.categoryById.get(t.categoryId);
        return { label: t.name, path: c ? `/${c.slug}/${t.slug}` : "/" };
      }),
    ...ref.categories.filter((c) => near(c.name)).map((c) => ({ label: c.name, path: `/${c.slug}` })),
  ].slice(0, 5);
  return suggested.length > 0
    ? suggested
    : ref.categories.slice(0, 5).map((c) => ({ label: c.name, path: `/${c.slug}` }));
}

/**
 * A model's vehicle pages, newest first: a query naming the model alone asks for its year first, as
 * RockAuto's catalogue does — a part fits a year (and an engine), not a model.
 */
export async function modelYears(db: Db, model: NamedModel): Promise<VehicleRef[]> {
  const rows = await rowsOf<{ id: number; year: number; make: string; model: string; slug: string }>(
    db,
    sql`select id, year, make, model, slug from vehicles
        where make_slug = ${model.makeSlug} and model_slug = ${model.modelSlug} order by year desc`,
  );
  return rows.map(toVehicleRef);
}

/**
 * A make's models, by name, each a search for it ("Toyota Camry"), which asks its year: a query
 * naming the make alone, as RockAuto's catalogue goes from the make to its models.
 */
export async function makeModels(db: Db, make: { make: string; makeSlug: string }) {
  const rows = await rowsOf<{ model: string }>(
    db,
    sql`select distinct model from vehicles where make_slug = ${make.makeSlug} order by model`,
  );
  return {
    make: make.make,
    models: rows.map((r) => ({ label: r.model, path: `/search?q=${encodeURIComponent(`${make.make} ${r.model}`)}` })),
  };
}

/** The vehicle as answers name it, without its configuration. */
export function namedRef(v: FitVehicle): VehicleRef {
  return { id: v.ref.id, year: v.ref.year, make: v.ref.make, model: v.ref.model, slug: v.ref.slug, path: v.ref.path };
}
