/** The figures `npm run bench:web` reports, each against its target, and the table they end in. */
import { ms } from "../lib/format.ts";
import type { LoadResult } from "../load.ts";
import type { Section } from "./settings.ts";

interface Row {
  section: Section;
  figure: string;
  scenario: string;
  value: string;
  target: string;
  /** null: a figure reported without a target. */
  ok: boolean | null;
}
const rows: Row[] = [];
export const record = (row: Row) => {
  rows.push(row);
  const mark = row.ok === null ? "·" : row.ok ? "✓" : "✗";
  console.log(`    ${mark} ${row.figure}: ${row.value}${row.ok === null ? "" : ` (target ${row.target})`}`);
};

export const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ratio = (v: number) => `${v.toFixed(2)}×`;
export const failures = (r: LoadResult) => r.non2xx + r.errors;
export const loadLine = (who: string, r: LoadResult) =>
  `  ${who.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}${
    failures(r) > 0 ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : ""
  }`;

/** A's p95 at most 3× B's; `more` goes after the two p95s in the figure. */
export function recordP95(section: Section, figure: string, scenario: string, a: LoadResult, b: LoadResult, more = "") {
  record({
    section,
    figure,
    scenario,
    value: `${ratio(a.p95 / b.p95)} (${ms(a.p95)} / ${ms(b.p95)}${more})`,
    target: "≤ 3×",
    ok: a.p95 / b.p95 <= 3,
  });
}

/** Neither side of a comparison may fail a request. */
export function recordFailures(
  section: Section,
  scenario: string,
  [aName, a]: [string, LoadResult],
  [bName, b]: [string, LoadResult],
) {
  record({
    section,
    figure: "failed requests (non-2xx + errors)",
    scenario,
    value: `${aName} ${failures(a)}, ${bName} ${failures(b)}`,
    target: "0",
    ok: failures(a) + failures(b) === 0,
  });
}

export function printTable() {
  const head = ["section", "figure", "page / request", "measured", "target", ""];
  const body = rows.map((r) => [
    r.section,
    r.figure,
    r.scenario,
    r.value,
    r.target,
    r.ok === null ? "" : r.ok ? "✓" : "✗",
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  console.log(`\n${line(head)}\n${widths.map((w) => "─".repeat(w)).join("  ")}`);
  for (const b of body) console.log(line(b));
  const targeted = rows.filter((r) => r.ok !== null);
  const missed = targeted.filter((r) => !r.ok).length;
  console.log(
    `\n${targeted.length - missed} of ${targeted.length} within target${missed ? `, ${missed} missed` : ""}.`,
  );
}
