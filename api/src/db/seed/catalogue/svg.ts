import { escapeXml } from "../../../lib/xml.ts";
import type { Rng } from "./prng.ts";
import { ICONS, type IconKind, type Palette } from "./svg-icons.ts";

function mix(hex: string, target: number, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number): string => {
    const v = (n >> shift) & 0xff;
    const out = Math.round(v + (target - v) * amount);
    return out.toString(16).padStart(2, "0");
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export function palette(hex: string): Palette {
  return { c: hex, d: mix(hex, 0, 0.35), l: mix(hex, 255, 0.55) };
}

const BACKGROUNDS = ["#f4f5f7", "#f1f3f5", "#f5f4f1", "#eef2f5", "#f3f3f3"] as const;

/**
 * One product illustration: the type's drawing tinted in the brand colour, on a light neutral
 * background, with a little per-product variety (tilt, scale, background tone).
 */
export function productSvg(icon: IconKind, brandName: string, brandColour: string, rng: Rng): string {
  const bg = rng.pick(BACKGROUNDS);
  const tilt = rng.int(-8, 8);
  const scale = (rng.int(90, 104) / 100).toFixed(2);
  const art = ICONS[icon](palette(brandColour));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="${escapeXml(brandName)} product illustration">` +
    `<rect width="800" height="800" fill="${bg}"/>` +
    `<ellipse cx="400" cy="690" rx="250" ry="26" fill="#000" fill-opacity="0.07"/>` +
    `<g transform="translate(400 390) rotate(${tilt}) scale(${scale}) translate(-400 -390)">${art}</g>` +
    `<text x="400" y="755" text-anchor="middle" font-family="system-ui, sans-serif" font-size="34" font-weight="600" fill="#5b6470">${escapeXml(brandName)}</text>` +
    `</svg>`
  );
}
