/**
 * How the shop reads words, the same rules as the database's `pitstop_stem`,
 * `pitstop_words` and `pitstop_part_key` (migration 0009): lower case, split on anything that is
 * not a letter or a digit, plurals made singular. The database applies them when a product is
 * written (its stored `title_words`, and the arrays of ids built from them); the search applies
 * these to the query. Neither search strategy stems at query time in SQL. strategies.test.ts checks
 * that both give the same words for every title and name of a generated catalogue.
 */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (/[0-9]/.test(w) || w.length <= 3) return w;
  if (/[^aeiou]ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(w)) return w;
  if (/(sh|ch|x|ss|zz)es$/.test(w)) return w.slice(0, -2);
  if (/ses$/.test(w)) return w.slice(0, -1);
  if (/s$/.test(w)) return w.slice(0, -1);
  return w;
}

/** A stem made plural again ("pad" → "pads", "battery" → "batteries"): a correction reads as typed. */
export function plural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** The words of a text as typed: lower-cased, split on what is not a letter or a digit. */
export function splitWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "");
}

/** A part number as shoppers type it, whatever its case, spaces, dashes and dots. */
export function partKey(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/**
 * Typos a word may have and still match (Meilisearch's defaults): none under 4 letters, one from 4,
 * two from 8.
 */
export function allowedTypos(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/** Three rows of the distance table, reused by every call (a query reads dozens of candidates). */
let table = new Int32Array(3 * 64);

/**
 * Edits between two words — insertions, deletions, substitutions, and a swap of two neighbouring
 * letters counted as one (optimal string alignment) — or `max + 1` once it is known to exceed max.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  if (table.length < 3 * cols) table = new Int32Array(3 * cols);
  const t = table;
  // The rows before the last, the last and the current, rotating through the table.
  let twoBack = 0;
  let last = cols;
  let current = 2 * cols;
  for (let j = 0; j < cols; j++) t[last + j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ai = a.charCodeAt(i - 1);
    t[current] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(
        (t[last + j] as number) + 1,
        (t[current + j - 1] as number) + 1,
        (t[last + j - 1] as number) + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        value = Math.min(value, (t[twoBack + j - 2] as number) + 1);
      t[current + j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const free = twoBack;
    twoBack = last;
    last = current;
    current = free;
  }
  return Math.min(t[last + cols - 1] as number, max + 1);
}

/** Every way of deleting up to `depth` letters from a word (SymSpell's index keys), the word included. */
export function deletions(word: string, depth: number): Set<string> {
  const out = new Set([word]);
  let frontier = [word];
  for (let d = 0; d < depth; d++) {
    const next: string[] = [];
    for (const w of frontier) {
      for (let i = 0; i < w.length; i++) {
        const shorter = w.slice(0, i) + w.slice(i + 1);
        if (!out.has(shorter)) {
          out.add(shorter);
          next.push(shorter);
        }
      }
    }
    frontier = next;
  }
  return out;
}

/**
 * How a word sounds, roughly, in English spelling: the letters that spell one sound written alike
 * (ph/f, ck/k, c/k or s, q/k, x/ks, z/s, y/i, a final -re as -er), a silent final e, h and gh
 * dropped after another letter, double letters single, and every run of vowels one "a". Words
 * spelt as they sound share a key: "break" and "brake", "rotar" and "rotor", "filtre" and
 * "filter", "mufler" and "muffler".
 */
export function soundKey(word: string): string {
  return word
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/^kn/, "n")
    .replace(/^wr/, "r")
    .replace(/ph/g, "f")
    .replace(/ck/g, "k")
    .replace(/q/g, "k")
    .replace(/x/g, "ks")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/sh/g, "S")
    .replace(/ch/g, "C")
    .replace(/th/g, "T")
    .replace(/c/g, "k")
    .replace(/z/g, "s")
    .replace(/(?<=.)gh/g, "")
    .replace(/(?<=.)h/g, "")
    .replace(/(?<=[^aeiouy])re$/, "er")
    .replace(/(?<=..)e$/, "")
    .replace(/y/g, "i")
    .replace(/(.)\1+/g, "$1")
    .replace(/[aeiou]+/g, "a");
}
