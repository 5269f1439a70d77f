/** The two ways `npm run bench` compares A with B: single calls interleaved, and loads side by side. */
import { ms } from "../lib/format.ts";
import { abba, type LoadOptions, type LoadResult } from "../load.ts";
import { type Summary, summarize } from "../stats.ts";
import type { Tier } from "../tiers.ts";
import { CONNECTIONS, DURATION, QUERY_BUDGET_MS, QUERY_WARMUP, SAMPLES, WARMUP } from "./settings.ts";

/**
 * Times two operations interleaved (AB, BA, AB…) after a warm-up, so drift and noise from the
 * rest of the machine hit both alike; stops at SAMPLES each (or fewer) or QUERY_BUDGET_MS.
 */
export async function interleave(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  samples = SAMPLES,
  warmup = QUERY_WARMUP,
): Promise<[Summary, Summary]> {
  const time = async (op: () => Promise<unknown>, into: number[]) => {
    const t = performance.now();
    await op();
    into.push(performance.now() - t);
  };
  const discard: number[] = [];
  for (let i = 0; i < warmup; i++) {
    await time(a, discard);
    await time(b, discard);
  }
  const sa: number[] = [];
  const sb: number[] = [];
  const started = performance.now();
  for (let i = 0; i < samples && performance.now() - started < QUERY_BUDGET_MS; i++) {
    if (i % 2 === 0) {
      await time(a, sa);
      await time(b, sb);
    } else {
      await time(b, sb);
      await time(a, sa);
    }
  }
  return [summarize(sa), summarize(sb)];
}

export type Load = Omit<LoadOptions, "connections" | "duration">;

/**
 * Two loads side by side: a warm-up each, then ABBA in halves, so a change in the machine's
 * background load hits both alike. Prints each side's figures.
 */
export async function sideBySide(
  tier: Tier,
  scenario: string,
  [a, b]: [[string, Load], [string, Load]],
): Promise<[LoadResult, LoadResult]> {
  const results = await abba(
    { ...a[1], connections: CONNECTIONS },
    { ...b[1], connections: CONNECTIONS },
    { warmup: WARMUP, duration: DURATION },
  );
  for (const [who, r] of [
    [a[0], results[0]],
    [b[0], results[1]],
  ] as const) {
    const bad = r.non2xx + r.errors > 0 ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : "";
    console.log(
      `  ${tier} ${scenario.padEnd(32)} ${who.padEnd(7)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}${bad}`,
    );
  }
  return results;
}
