/**
 * The dashboard's chart arithmetic: a "nice" top for an axis, its ticks, and the bars'
 * and line's geometry in the SVG's own units. Pure, so it is tested without a browser.
 */

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ at or above `value`; 1 for nothing (an empty month still draws). */
export function niceCeiling(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const fraction = value / magnitude;
  const step = [1, 2, 2.5, 5, 10].find((s) => fraction <= s + 1e-9) ?? 10;
  return step * magnitude;
}

/** `count` + 1 evenly spaced values from 0 to `top`, rounded away from float noise. */
export function axisTicks(top: number, count = 4): number[] {
  return Array.from({ length: count + 1 }, (_, i) => Math.round(((top * i) / count) * 1e6) / 1e6);
}

/** Whole-number ticks for a count axis (orders): a top divisible into at most `count` whole steps. */
export function countAxis(max: number, count = 4): { top: number; ticks: number[] } {
  const step = Math.max(1, Math.ceil(niceCeiling(max / count)));
  return { top: step * count, ticks: axisTicks(step * count, count) };
}

export type Plot = { width: number; height: number; gap: number };
export type Bar = { x: number; y: number; width: number; height: number };

/** One bar per value across `plot`, bottoms on its baseline; a value below 0 draws as 0. */
export function barGeometry(values: number[], top: number, plot: Plot): Bar[] {
  if (values.length === 0) return [];
  const slot = plot.width / values.length;
  const width = Math.max(1, slot - plot.gap);
  return values.map((value, i) => {
    const height = top > 0 ? (Math.max(0, Math.min(value, top)) / top) * plot.height : 0;
    return { x: i * slot + (slot - width) / 2, y: plot.height - height, width, height };
  });
}

/** The points of a line through each slot's middle, as an SVG `points` attribute. */
export function linePoints(values: number[], top: number, plot: Plot): string {
  if (values.length === 0) return "";
  const slot = plot.width / values.length;
  return values
    .map((value, i) => {
      const y = top > 0 ? plot.height - (Math.max(0, Math.min(value, top)) / top) * plot.height : plot.height;
      return `${round(i * slot + slot / 2)},${round(y)}`;
    })
    .join(" ");
}

const round = (n: number) => Math.round(n * 100) / 100;

const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
/** "2026-11-03" → "Nov 3" (the API's days are UTC dates). */
export function dayLabel(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? day : DAY.format(at);
}

/** "$12.5k" style labels for the revenue axis. */
export function compactDollars(value: number): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(value);
}
