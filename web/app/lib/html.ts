/**
 * Text and attribute values escaped as React escapes them when it renders: markup built as a string
 * (a card's fixed part, card-markup.ts) reads byte for byte as React would have written it.
 */
const ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };
const SPECIAL = /["'&<>]/;
const SPECIALS = /["'&<>]/g;

export const escapeHtml = (text: string | number): string => {
  const s = String(text);
  return SPECIAL.test(s) ? s.replace(SPECIALS, (c) => ESCAPES[c] as string) : s;
};
