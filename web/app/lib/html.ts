/**
 * Text and attribute values escaped as React escapes them when it renders: markup built as a string
 * (a card's fixed part, card-markup.ts) reads byte for byte as React would have written it — except
 * that a character past U+00FF (a title's "—", "’" or "…") is written as a character reference.
 */
const ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };
const SPECIAL = /["'&<>]/;
const SPECIALS = /["'&<>]/g;
const WIDE = /[\u0100-\u{10ffff}]/u;
const WIDE_ALL = /[\u0100-\u{10ffff}]/gu;
/** A UTF-16 unit past U+00FF, as JSON escapes it (a surrogate pair as two escapes). */
const WIDE_UNITS = /[\u0100-\uffff]/g;

export const escapeHtml = (text: string | number): string => {
  const s = String(text);
  const escaped = SPECIAL.test(s) ? s.replace(SPECIALS, (c) => ESCAPES[c] as string) : s;
  return WIDE.test(escaped) ? narrow(escaped.replace(WIDE_ALL, (c) => `&#${c.codePointAt(0)};`)) : escaped;
};

/**
 * Why a page is kept to Latin-1 (docs/decisions/016, "A page in one byte a character"): V8 keeps a
 * string in one byte a character until a single character past U+00FF joins it, and then the
 * whole of it, and everything joined to it, takes two. React's page is ~10,000 pieces joined: one
 * "—" in a product's title made the whole page (~120,000 characters) a two-byte string of ~240 KB,
 * which V8 allocates on its own pages, outside its heap, for each page rendered, and every step
 * after it (the search for unfinished boundaries, the UTF-8 encoding) worked on twice the bytes:
 * 12% of the storefront's main thread on a vehicle page the cache has not seen.
 *
 * A string made from a two-byte one stays two-byte even once nothing wide is left in it, so what
 * has been narrowed to Latin-1 is copied into a one-byte string: on the server through a Latin-1
 * Buffer, which is exact for U+0000–U+00FF. The browser has no Buffer and no need of it.
 */
export function narrow(latin1: string): string {
  return typeof Buffer === "undefined" ? latin1 : Buffer.from(latin1, "latin1").toString("latin1");
}

/**
 * JSON with every character past U+00FF written as a `\uXXXX` escape (a surrogate pair as two), in a
 * one-byte string on the server: `JSON.parse` reads back exactly what `JSON.stringify` was given.
 */
export function narrowJson(json: string): string {
  return WIDE.test(json)
    ? narrow(json.replace(WIDE_UNITS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`))
    : json;
}
