/** How long and how hard `npm run bench` measures: flags first, then environment, then defaults. */
import { flag } from "../lib/flags.ts";

export const DURATION = Number(flag("--duration") ?? process.env.BENCH_DURATION ?? 10);
export const WARMUP = Number(flag("--warmup") ?? process.env.BENCH_WARMUP ?? 3);
export const CONNECTIONS = Number(flag("--connections") ?? process.env.BENCH_CONNECTIONS ?? 10);
export const SAMPLES = Number(flag("--samples") ?? process.env.BENCH_SAMPLES ?? 200);
export const QUERY_WARMUP = 20;
export const QUERY_BUDGET_MS = 15_000; // per comparison, so tier M's slow queries stop early
