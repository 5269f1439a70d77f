import type { VehicleKey } from "@pitstop/contract/fitment";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { type FitVehicle, fitVehicleRow, pageVehicle } from "../catalogue/fit.ts";
import { type Lexicon, meanings, splitRunTogether } from "./lexicon.ts";
import { partNumberRun } from "./part-numbers.ts";
import type { QueryWord } from "./strategy.ts";
import { engineNamed, type NamedModel, queryTokens, readVehicleWords, type VehicleWords } from "./vehicle-words.ts";
import { splitWords, stem } from "./words.ts";

/** Words that carry no meaning in a parts query ("pads for my camry"). */
const STOP_WORDS = new Set(["for", "the", "a", "an", "my", "of", "with", "and", "to", "in", "on", "fits", "fit"]);
/**
 * Words that narrow nothing beside others: "brake parts" is every brake part, not the brakes of the
 * brand "Marlow Auto Parts"; beside a car alone, everything for it ("2018 camry parts").
 */
const EVERYTHING_WORDS = new Set(["part", "parts", "accessory", "accessories"]);
/** A token that is a part number rather than a word: letters and digits with a digit in it. */
const PART_TOKEN = /^(?=.*\d)[a-z0-9.-]{3,}$/;

/** A query read: the car it names, and what is left, matched against the catalogue. */
export interface ReadQuery {
  /** The vehicle the query names (and the engine it names), or the shopper's when the query names its model. */
  named: FitVehicle | null;
  /** A model named without a year. */
  model: NamedModel | null;
  engine: string | null;
  words: QueryWord[];
  partTokens: string[];
  partText: string;
  phrase: string;
  /** Words nothing in the shop matches, left out. */
  ignored: string[];
  /** What the query says about the car, as typed (a model with no such year, a make alone). */
  car: Pick<VehicleWords, "model" | "make">;
  /**
   * Every word is about the car ("2018 camry", "camry 2018", "f150", "toyota"): a car owner who
   * types their car means the parts for it, all of them.
   */
  carOnly: boolean;
  /** Words of the shop's typed as one, or one typed as two, and how they were read ("sparkplug" → "spark plug", "head light" → "headlight"). */
  runTogether: { typed: string; read: string }[];
}

async function vehicleOf(db: Db, model: NamedModel, year: number) {
  const [row] = await rowsOf<{ slug: string }>(
    db,
    sql`select slug from vehicles where make_slug = ${model.makeSlug} and model_slug = ${model.modelSlug} and year = ${year}`,
  );
  return row ? fitVehicleRow(db, row.slug) : undefined;
}

/**
 * Two of the shop's words typed without the dash or space between them, split where letters meet
 * digits: "5w30" is "5w 30" (5W-30 oil), "9012led" is "9012 led". A part number ("map24051b")
 * splits into no two words of the shop's.
 */
function wordsRunTogether(lexicon: Lexicon, token: string): string[] | null {
  const runs = token.toLowerCase().match(/[a-z]+|[0-9]+/g) ?? [];
  for (let i = 1; i < runs.length; i++) {
    const apart = [runs.slice(0, i).join(""), runs.slice(i).join("")];
    if (apart.every((w) => lexicon.has(stem(w)))) return apart;
  }
  return null;
}

/** Reads a query: the car in it, and its words against the shop's. */
export async function readQuery(
  db: Db,
  lexicon: Lexicon,
  q: string,
  active: FitVehicle | null,
  opts: { prefix: boolean },
): Promise<ReadQuery> {
  // A part number typed in pieces is read first: "sl 5837 dn" is a Stopline part, not a Saturn SL.
  const queryWords = queryTokens(q);
  const part = await partNumberRun(db, queryWords, opts);
  const aboutCar = part ? queryWords.filter((_, i) => i < part.from || i >= part.to).join(" ") : q;
  const car = await readVehicleWords(db, aboutCar, (word) => lexicon.has(stem(word)));
  let named: FitVehicle | null = null;
  let model: NamedModel | null = null;
  let engine: string | null = null;
  if (car.model && car.year !== null) {
    const row = await vehicleOf(db, car.model, car.year);
    if (row) {
      const sameAsActive = active?.ref.slug === row.slug;
      engine = engineNamed(row.engines, car.engine);
      const key: VehicleKey = {
        slug: row.slug,
        engine: engine ?? (sameAsActive ? (active?.ref.engine ?? null) : null),
        trim: sameAsActive ? (active?.ref.trim ?? null) : null,
      };
      named = pageVehicle(row, key);
    } else {
      // A year the shop has no such model of: the model, any year, as without a year.
      model = car.model;
    }
  } else if (car.model) {
    // The shopper's own car when the query names its model ("camry wipers" with a 2018 Camry active).
    const activeModel =
      active && active.ref.make.toLowerCase() === car.model.make.toLowerCase() && active.ref.model === car.model.model;
    if (activeModel) named = active;
    else model = car.model;
  }
  const meaningful = car.rest.filter((t) => !STOP_WORDS.has(t));
  const narrowing = meaningful.filter((t) => !EVERYTHING_WORDS.has(t));
  const carOnly = (car.model !== null || car.make !== null) && narrowing.length === 0 && part === null;
  const tokens = narrowing.length > 0 || carOnly ? narrowing : meaningful;
  // A make alone ("toyota") is the shopper's car when it is of that make, as its model alone is.
  if (carOnly && car.make && active?.ref.make.toLowerCase() === car.make.make.toLowerCase()) named = active;
  const partTokens: string[] = [];
  const plain: string[] = [];
  const runTogether: { typed: string; read: string }[] = [];
  for (const token of tokens) {
    const words = splitWords(token);
    const known = words.every((w) => lexicon.has(stem(w)));
    if (PART_TOKEN.test(token) && !known) {
      const apart = wordsRunTogether(lexicon, token);
      if (apart) plain.push(...apart);
      else partTokens.push(token);
    } else
      for (const word of words) {
        // Two of the shop's words typed as one ("sparkplug"): the words.
        const apart = splitRunTogether(lexicon, word);
        if (apart) runTogether.push({ typed: word, read: apart.join(" ") });
        plain.push(...(apart ?? [word]));
      }
  }
  // One of the shop's words typed in two ("head light", "wind shield"): the word.
  for (let i = 0; i + 1 < plain.length; i++) {
    const together = `${plain[i]}${plain[i + 1]}`;
    if (/^[a-z]+$/.test(together) && lexicon.holds(stem(together))) {
      runTogether.push({ typed: `${plain[i]} ${plain[i + 1]}`, read: together });
      plain.splice(i, 2, together);
    }
  }
  // A lone letter or digit ("1" of "alert(1)", "4" of "dot 4") narrows nothing on its own.
  const searched = plain.length > 1 ? plain.filter((w) => w.length > 1) : plain;
  const read = readWords(lexicon, searched, opts);
  const ignored = read.filter((w) => w.meanings.size === 0).map((w) => w.typed);
  return {
    named,
    model,
    engine,
    words: read.filter((w) => w.meanings.size > 0),
    partTokens,
    partText: part ? part.key : tokens.join(""),
    phrase: plain.join(" "),
    ignored,
    car: { model: car.model, make: car.make },
    carOnly,
    runTogether,
  };
}

/** The query's words read against the shop's (`prefix`: the last one may be unfinished). */
export function readWords(lexicon: Lexicon, words: string[], opts: { prefix: boolean }): QueryWord[] {
  return words.map((typed, i) => ({
    typed,
    meanings: meanings(lexicon, typed, { prefix: opts.prefix && i === words.length - 1 }),
  }));
}
