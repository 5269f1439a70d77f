/** Which sections `npm run bench:web` runs, and how long and how hard: flags, then environment, then defaults. */
import { flag } from "../lib/flags.ts";

const SECTIONS = ["load", "lighthouse", "memory", "embedded"] as const;
export type Section = (typeof SECTIONS)[number];
export const only = (flag("--only") ?? process.env.BENCH_ONLY ?? SECTIONS.join(","))
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);
for (const s of only)
  if (!(SECTIONS as readonly string[]).includes(s))
    throw new Error(`--only: unknown section "${s}" (expected ${SECTIONS.join(", ")})`);
export const runs = (s: Section) => only.includes(s);

/** Seconds of load per side of each comparison, in two halves (ABBA). */
export const DURATION = Number(flag("--duration") ?? process.env.BENCH_DURATION ?? 10);
export const WARMUP = Number(flag("--warmup") ?? process.env.BENCH_WARMUP ?? 3);
export const CONNECTIONS = Number(flag("--connections") ?? process.env.BENCH_CONNECTIONS ?? 20);
export const LIGHTHOUSE_RUNS = Number(flag("--runs") ?? process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Memory: idle this long after ready, load the pages for twice DURATION, then settle a minute. */
export const IDLE_MS = 10_000;
export const MEMORY_LOAD_S = 2 * DURATION;
export const SETTLE_MS = 60_000;
