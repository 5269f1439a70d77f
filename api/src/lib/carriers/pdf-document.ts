/**
 * Just enough of PDF 1.4 to write a one-page document by hand: text in the standard Helvetica
 * fonts (which every reader has, so nothing is embedded), filled shapes, and a correct cross-
 * reference table. The content stream stays uncompressed, so a test can read it.
 */

export type FontName = "Helvetica" | "Helvetica-Bold";

/** Unicode characters that WinAnsiEncoding places in 0x80–0x9F, where Latin-1 has control codes. */
const WIN_ANSI_EXTRAS: Record<string, number> = {
  "\u20ac": 0x80,
  "\u201a": 0x82,
  "\u0192": 0x83,
  "\u201e": 0x84,
  "\u2026": 0x85,
  "\u2020": 0x86,
  "\u2021": 0x87,
  "\u02c6": 0x88,
  "\u2030": 0x89,
  "\u0160": 0x8a,
  "\u2039": 0x8b,
  "\u0152": 0x8c,
  "\u017d": 0x8e,
  "\u2018": 0x91,
  "\u2019": 0x92,
  "\u201c": 0x93,
  "\u201d": 0x94,
  "\u2022": 0x95,
  "\u2013": 0x96,
  "\u2014": 0x97,
  "\u02dc": 0x98,
  "\u2122": 0x99,
  "\u0161": 0x9a,
  "\u203a": 0x9b,
  "\u0153": 0x9c,
  "\u017e": 0x9e,
  "\u0178": 0x9f,
};

const QUESTION_MARK = 0x3f;

/**
 * A text as WinAnsiEncoding bytes: Latin-1 as it is, the typographic dashes and quotes WinAnsi
 * has, and a `?` for anything the standard fonts cannot draw (other scripts, emoji, control codes).
 */
export function winAnsiBytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? QUESTION_MARK;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(WIN_ANSI_EXTRAS[char] ?? QUESTION_MARK);
  }
  return bytes;
}

/** A PDF string literal of WinAnsi bytes, with its delimiters and the backslash escaped. */
export function pdfString(bytes: number[]): string {
  let out = "(";
  for (const b of bytes) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) out += "\\";
    out += String.fromCharCode(b);
  }
  return `${out})`;
}

// Advance widths (thousandths of the font size) of the printable ASCII characters, from Adobe's AFM files.
// biome-ignore format: one row per sixteen characters, as in the code chart
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
// biome-ignore format: one row per sixteen characters, as in the code chart
const HELVETICA_BOLD_WIDTHS = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
/** Accented capitals and the WinAnsi extras are at most this wide; overestimating only shrinks a line a little. */
const WIDEST_OTHER = 1000;

/** How wide a text is drawn, in points. */
export function textWidth(bytes: number[], font: FontName, size: number): number {
  const widths = font === "Helvetica" ? HELVETICA_WIDTHS : HELVETICA_BOLD_WIDTHS;
  let total = 0;
  for (const b of bytes) total += b >= 0x20 && b <= 0x7e ? (widths[b - 0x20] ?? WIDEST_OTHER) : accentedWidth(b);
  return (total * size) / 1000;
}

/** Latin-1 letters are about as wide as their capital or small base letter; the rest get a generous width. */
function accentedWidth(b: number): number {
  if (b >= 0xc0 && b <= 0xde) return 778;
  if (b >= 0xdf && b <= 0xff) return 611;
  return WIDEST_OTHER;
}

/** Numbers in content streams: at most two decimals and no exponent, so the same input writes the same bytes. */
export function num(n: number): string {
  const rounded = Math.round(n * 100) / 100;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/** A date as PDF writes it (D:YYYYMMDDHHmmSSZ), in UTC. */
export function pdfDate(date: Date): string {
  const iso = date.toISOString();
  return `D:${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/**
 * A one-page PDF of the given size whose page draws `content` with the fonts /F1 (Helvetica) and
 * /F2 (Helvetica-Bold). Objects: 1 catalog, 2 page tree, 3 page, 4–5 fonts, 6 content, 7 info.
 */
export function onePagePdf(options: {
  widthPt: number;
  heightPt: number;
  content: Buffer;
  title: string;
  createdAt: Date;
}): Buffer {
  const info = `<< /Title ${pdfString(winAnsiBytes(options.title))} /Producer (Pitstop) /CreationDate (${pdfDate(options.createdAt)}) >>`;
  const objects: Buffer[] = [
    latin1("<< /Type /Catalog /Pages 2 0 R >>"),
    latin1("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    latin1(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(options.widthPt)} ${num(options.heightPt)}] ` +
        "/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    ),
    latin1("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"),
    latin1("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>"),
    Buffer.concat([
      latin1(`<< /Length ${options.content.length} >>\nstream\n`),
      options.content,
      latin1("\nendstream"),
    ]),
    latin1(info),
  ];

  // The second line's bytes above 127 tell transfer tools the file is binary (the text may be Latin-1).
  const parts: Buffer[] = [Buffer.from([...latin1("%PDF-1.4\n%"), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a])];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const obj = Buffer.concat([latin1(`${i + 1} 0 obj\n`), body, latin1("\nendobj\n")]);
    parts.push(obj);
    offset += obj.length;
  });

  // Each cross-reference entry is exactly 20 bytes: 10-digit offset, generation, type, space and newline.
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>`,
    "startxref",
    String(offset),
    "%%EOF",
    "",
  ].join("\n");
  parts.push(latin1(xref));
  return Buffer.concat(parts);
}

function latin1(text: string): Buffer {
  return Buffer.from(text, "latin1");
}
