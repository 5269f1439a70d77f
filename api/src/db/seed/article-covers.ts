/**
 * Cover images for the demo blog articles: a complete, self-contained 1200×630 SVG per article.
 * Deterministic (same input, same output), no external references, no scripts, and only the
 * generic `system-ui, sans-serif` font stack so nothing has to be downloaded to render it.
 * Every id inside a cover is prefixed with a hash of its input, so several covers can be inlined
 * in one HTML page without their gradients clashing.
 */

import { escapeXml } from "../../lib/xml.ts";
import { type CoverMotif, drawMotif, type Palette } from "./article-cover-motifs.ts";

export type { CoverMotif };

export interface CoverOptions {
  title: string;
  category: string;
  hue: number; // 0..360, the accent colour's hue
  motif: CoverMotif;
}

const WIDTH = 1200;
const HEIGHT = 630;
const FONT = "system-ui, sans-serif";
// The motif sits in a disc on the right; the title wraps in the column to its left.
const MOTIF_X = 905;
const MOTIF_Y = 330;
const TEXT_X = 80;
const TEXT_MAX_WIDTH = 560;

/** HSL to `#rrggbb`; hex keeps the SVG readable by renderers that don't parse CSS colour functions. */
function hsl(h: number, s: number, l: number): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = s / 100;
  const light = l / 100;
  const q = light < 0.5 ? light * (1 + sat) : light + sat - light * sat;
  const p = 2 * light - q;
  const channel = (t0: number): string => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    let v = p;
    if (t < 1 / 6) v = p + (q - p) * 6 * t;
    else if (t < 1 / 2) v = q;
    else if (t < 2 / 3) v = p + (q - p) * (2 / 3 - t) * 6;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(hue + 1 / 3)}${channel(hue)}${channel(hue - 1 / 3)}`;
}

function hashId(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return `cv${(h >>> 0).toString(36)}`;
}

/** Greedy word wrap at `maxChars`; a word longer than a line is hard-split rather than overflowing. */
function wrapWords(words: string[], maxChars: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= maxChars) current = next;
    else {
      if (current) lines.push(current);
      let rest = word;
      while (rest.length > maxChars) {
        lines.push(rest.slice(0, maxChars));
        rest = rest.slice(maxChars);
      }
      current = rest;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * Fits the title into the text column by estimated glyph width (bold system fonts average a
 * little over half an em): three large lines if possible, then more, smaller lines. A title too
 * long even for five small lines is cut with an ellipsis rather than running into the motif.
 */
function wrapTitle(title: string): { lines: string[]; fontSize: number } {
  const words = title.split(/\s+/).filter(Boolean);
  const attempts: Array<[number, number]> = [
    [64, 3],
    [58, 3],
    [52, 3],
    [48, 3],
    [48, 4],
    [44, 4],
    [40, 4],
    [40, 5],
    [36, 5],
  ];
  const charsPerLine = (fontSize: number): number => Math.floor(TEXT_MAX_WIDTH / (fontSize * 0.6));
  for (const [fontSize, maxLines] of attempts) {
    const lines = wrapWords(words, charsPerLine(fontSize));
    if (lines.length <= maxLines) return { lines, fontSize };
  }
  const maxChars = charsPerLine(36);
  const lines = wrapWords(words, maxChars).slice(0, 5);
  const last = lines.pop() ?? "";
  lines.push(`${last.slice(0, maxChars - 1).trimEnd()}\u2026`);
  return { lines, fontSize: 36 };
}

export function coverSvg(opts: CoverOptions): string {
  const { title, category, hue, motif } = opts;
  const id = hashId(`${title}|${category}|${hue}|${motif}`);
  const palette: Palette = {
    id,
    accent: hsl(hue, 88, 56),
    accentLight: hsl(hue + 28, 95, 68),
    deep: hsl(hue, 45, 12),
  };
  const { lines, fontSize } = wrapTitle(title);
  const lineHeight = Math.round(fontSize * 1.12);
  // Vertically centre the title block between the category pill and the footer rule.
  const blockHeight = lines.length * lineHeight;
  const firstBaseline = Math.round(352 - blockHeight / 2 + fontSize * 0.8);
  const titleText = lines
    .map((line, i) => `<tspan x="${TEXT_X}" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join("");
  const categoryLabel = escapeXml(category.toUpperCase());
  const pillWidth = Math.round(category.length * 14.5 + 44);

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(`${category}: ${title}`)}">
<defs>
<linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${hsl(hue + 200, 30, 9)}"/>
<stop offset="0.55" stop-color="${hsl(hue, 42, 14)}"/>
<stop offset="1" stop-color="${hsl(hue + 18, 55, 24)}"/>
</linearGradient>
<radialGradient id="${id}-glow" cx="0.5" cy="0.5" r="0.5">
<stop offset="0" stop-color="${palette.accent}" stop-opacity="0.55"/>
<stop offset="0.6" stop-color="${palette.accent}" stop-opacity="0.12"/>
<stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/>
</radialGradient>
<linearGradient id="${id}-accent" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${palette.accentLight}"/>
<stop offset="1" stop-color="${palette.accent}"/>
</linearGradient>
<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${palette.accent}"/>
<stop offset="1" stop-color="${palette.accentLight}"/>
</linearGradient>
<radialGradient id="${id}-metal" cx="0.35" cy="0.3" r="0.85">
<stop offset="0" stop-color="#f1f4f7"/>
<stop offset="0.55" stop-color="#b7c0ca"/>
<stop offset="1" stop-color="#6f7a87"/>
</radialGradient>
<pattern id="${id}-dots" width="28" height="28" patternUnits="userSpaceOnUse">
<circle cx="2" cy="2" r="1.6" fill="#ffffff" fill-opacity="0.07"/>
</pattern>
<clipPath id="${id}-disc"><circle r="200"/></clipPath>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id}-bg)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id}-dots)"/>
<circle cx="${MOTIF_X}" cy="${MOTIF_Y}" r="330" fill="url(#${id}-glow)"/>
<circle cx="${MOTIF_X}" cy="${MOTIF_Y}" r="262" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2" stroke-dasharray="3 12"/>
<circle cx="${MOTIF_X}" cy="${MOTIF_Y}" r="232" fill="#ffffff" fill-opacity="0.04" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2"/>
<rect x="0" y="${HEIGHT - 8}" width="${WIDTH}" height="8" fill="url(#${id}-accent)"/>
<g transform="translate(${MOTIF_X} ${MOTIF_Y})">
${drawMotif(motif, palette)}
</g>
<g transform="translate(${TEXT_X} 74)">
<path d="M0,-20 L17,-10 L17,10 L0,20 L-17,10 L-17,-10 Z" transform="translate(17 0)" fill="url(#${id}-accent)"/>
<circle cx="17" cy="0" r="7" fill="${palette.deep}"/>
<text x="48" y="9" font-family="${FONT}" font-size="26" font-weight="800" letter-spacing="5" fill="#ffffff">PITSTOP</text>
</g>
<g transform="translate(${TEXT_X} 132)">
<rect width="${pillWidth}" height="40" rx="20" fill="${palette.accent}" fill-opacity="0.18" stroke="${palette.accentLight}" stroke-opacity="0.7" stroke-width="2"/>
<text x="${pillWidth / 2}" y="27" text-anchor="middle" font-family="${FONT}" font-size="18" font-weight="700" letter-spacing="3" fill="${palette.accentLight}">${categoryLabel}</text>
</g>
<text font-family="${FONT}" font-size="${fontSize}" font-weight="800" fill="#ffffff" letter-spacing="-0.5">${titleText}</text>
<rect x="${TEXT_X}" y="540" width="88" height="6" rx="3" fill="url(#${id}-accent)"/>
<rect x="${TEXT_X + 100}" y="540" width="24" height="6" rx="3" fill="${palette.accentLight}" fill-opacity="0.5"/>
</svg>`;
}
