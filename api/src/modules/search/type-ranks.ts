import type { ReferenceData } from "../catalogue/reference-data.ts";
import type { QueryWord } from "./strategy.ts";
import { splitWords, stem } from "./words.ts";

export type NameWords = { id: number; words: string[] };

/** The words (stems) of each brand's, type's and category's name, read once per reference data. */
const nameWordsCache = new WeakMap<
  ReferenceData,
  { brands: NameWords[]; types: NameWords[]; categories: NameWords[] }
>();

export function nameWords(ref: ReferenceData) {
  let named = nameWordsCache.get(ref);
  if (!named) {
    const of = (x: { id: number; name: string }) => ({ id: x.id, words: splitWords(x.name).map(stem) });
    named = {
      brands: [...ref.brandById.values()].map(of),
      types: [...ref.typeById.values()].map(of),
      categories: ref.categories.map(of),
    };
    nameWordsCache.set(ref, named);
  }
  return named;
}

/** A product whose type the query does not name (`typeRanks`). */
export const TYPE_NOT_NAMED = 3;

/**
 * The types a query names ("rotor" lists rotors first), each word read as its likeliest
 * meanings (those of its fewest typos: "rotor" names no motor oil): 0 when the query says every word
 * of the type's name ("brake pads": Brake Pads), 1 its last word, the part itself ("rotor": Brake
 * Rotors; "oil": Engine Oil and Gear Oil, not Oil Filters), 2 when the name holds every word of the
 * query ("oil": Oil Filters). Types absent are not named. A few dozen names, read as stems once per
 * reference data (`typeIndex`): a query looks up only the types holding its words.
 */
export function typeRanks(ref: ReferenceData, words: QueryWord[]): Map<number, number> {
  const ranks = new Map<number, number>();
  if (words.length === 0) return ranks;
  const index = typeIndex(ref);
  // Per type found: the words of its name the query says, and the query's words its name holds (bits).
  const said = new Map<number, number>();
  const holds = new Map<number, number>();
  words.forEach((w, i) => {
    let fewest = Number.POSITIVE_INFINITY;
    for (const typos of w.meanings.values()) if (typos < fewest) fewest = typos;
    for (const [meant, typos] of w.meanings) {
      if (typos !== fewest) continue;
      for (const { type, bit } of index.byWord.get(meant) ?? []) {
        said.set(type, (said.get(type) ?? 0) | bit);
        if (i < 30) holds.set(type, (holds.get(type) ?? 0) | (1 << i));
      }
    }
  });
  const every = words.length < 30 ? (1 << words.length) - 1 : -1;
  for (const [type, bits] of said) {
    const t = index.types[type];
    if (!t) continue;
    const rank = bits === t.all ? 0 : (bits & t.last) !== 0 ? 1 : holds.get(type) === every ? 2 : TYPE_NOT_NAMED;
    if (rank < TYPE_NOT_NAMED) ranks.set(t.id, rank);
  }
  return ranks;
}

/** Each word of the types' names → the types holding it, and its bit among the name's words. */
interface TypeIndex {
  types: { id: number; all: number; last: number }[];
  byWord: Map<string, { type: number; bit: number }[]>;
}

const typeIndexCache = new WeakMap<ReferenceData, TypeIndex>();

function typeIndex(ref: ReferenceData): TypeIndex {
  let index = typeIndexCache.get(ref);
  if (!index) {
    const built: TypeIndex = { types: [], byWord: new Map() };
    for (const type of nameWords(ref).types) {
      const words = [...new Set(type.words)].slice(0, 30);
      const at = built.types.length;
      built.types.push({
        id: type.id,
        all: (1 << words.length) - 1,
        last: 1 << Math.max(0, words.indexOf(type.words[type.words.length - 1] ?? "")),
      });
      words.forEach((w, bit) => {
        const list = built.byWord.get(w) ?? [];
        list.push({ type: at, bit: 1 << bit });
        built.byWord.set(w, list);
      });
    }
    index = built;
    typeIndexCache.set(ref, index);
  }
  return index;
}
