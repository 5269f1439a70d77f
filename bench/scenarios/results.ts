/** The rows `npm run bench` reports, each a ratio against its target, and the table they end in. */
import { ms } from "../lib/format.ts";
import type { LoadResult } from "../load.ts";
import type { Summary } from "../stats.ts";

export type Target = { max: number } | { min: number };

export interface Row {
  tier: string;
  check: string;
  scenario: string;
  a: string;
  b: string;
  ratio: number;
  target: Target;
  /** How the ratio column and the target read when they are no ratio (a count of statements). */
  shown?: string;
  targetShown?: string;
}
const rows: Row[] = [];
const passes = (r: Row) => ("max" in r.target ? r.ratio <= r.target.max : r.ratio >= r.target.min);

export const timing = (s: Summary) => `${ms(s.median)} (p95 ${ms(s.p95)})`;
export const rps = (r: LoadResult) => `${r.rps.toFixed(0)} req/s`;

export function record(row: Row) {
  rows.push(row);
}

/** A ratio of two timings, compared on their medians. */
export function recordTimed(tier: string, check: string, scenario: string, [a, b]: [Summary, Summary], target: Target) {
  rows.push({ tier, check, scenario, a: timing(a), b: timing(b), ratio: a.median / b.median, target });
}

/**
 * Two loads side by side: A's throughput at least `minThroughput` of B's, and A's p95 at most
 * twice B's.
 */
export function recordLoads(
  tier: string,
  pair: string,
  scenario: string,
  [a, b]: [LoadResult, LoadResult],
  minThroughput: number,
) {
  rows.push({
    tier,
    check: `HTTP throughput ${pair}`,
    scenario,
    a: rps(a),
    b: rps(b),
    ratio: a.rps / b.rps,
    target: { min: minThroughput },
  });
  rows.push({
    tier,
    check: `HTTP p95 ${pair}`,
    scenario,
    a: ms(a.p95),
    b: ms(b.p95),
    ratio: a.p95 / b.p95,
    target: { max: 2 },
  });
}

export function printTable() {
  const head = ["tier", "check", "scenario", "A", "B", "A/B", "target", ""];
  const body = rows.map((r) => [
    r.tier,
    r.check,
    r.scenario,
    r.a,
    r.b,
    r.shown ?? `${r.ratio.toFixed(2)}×`,
    r.targetShown ?? ("max" in r.target ? `≤ ${r.target.max.toFixed(1)}×` : `≥ ${r.target.min.toFixed(1)}×`),
    passes(r) ? "✓" : "✗",
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 5 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  console.log(`\n${line(head)}\n${widths.map((w) => "─".repeat(w)).join("  ")}`);
  for (const b of body) console.log(line(b));
  const missed = rows.filter((r) => !passes(r)).length;
  console.log(`\n${rows.length - missed} of ${rows.length} within target${missed ? `, ${missed} missed` : ""}.`);
}
