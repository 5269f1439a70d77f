/** Benchmark tiers and where their databases live. */

export type Tier = "S" | "M";

export interface TierSpec {
  tier: Tier;
  database: string;
  products: number;
  /** Rough target for product_fitment rows; the generator lands within a few percent. */
  fitmentTarget: number;
}

/** A database name from the environment, used in statements as is: a plain identifier only. */
function databaseName(variable: string, fallback: string): string {
  const name = process.env[variable] ?? fallback;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name))
    throw new Error(`${variable} must be a plain database name (lower-case letters, digits, _), not "${name}"`);
  return name;
}

/**
 * `BENCH_S_DATABASE` / `BENCH_M_DATABASE` name other databases: a branch whose migrations differ from
 * another's measures on its own copy instead of regenerating (dropping) the shared one.
 */
export const TIERS: Record<Tier, TierSpec> = {
  S: {
    tier: "S",
    database: databaseName("BENCH_S_DATABASE", "pitstop_bench_s"),
    products: 100_000,
    fitmentTarget: 2_000_000,
  },
  M: {
    tier: "M",
    database: databaseName("BENCH_M_DATABASE", "pitstop_bench_m"),
    products: 1_000_000,
    fitmentTarget: 20_000_000,
  },
};

/** The server database the generator connects to first (to drop and create the bench databases). */
export const adminUrl = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export function tierUrl(tier: Tier): string {
  const url = new URL(adminUrl);
  url.pathname = `/${TIERS[tier].database}`;
  return url.toString();
}

export function parseTier(value: string): Tier {
  const t = value.trim().toUpperCase();
  if (t !== "S" && t !== "M") throw new Error(`Unknown tier "${value}" (expected S or M)`);
  return t;
}

/** `--tier S`, `--tier=M`, `--tier S,M` (repeatable), else BENCH_TIERS="S,M". */
export function tiersFromArgs(argv: string[], env = process.env.BENCH_TIERS): Tier[] {
  const out: Tier[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    let value: string | undefined;
    if (arg === "--tier") value = argv[++i];
    else if (arg.startsWith("--tier=")) value = arg.slice("--tier=".length);
    else continue;
    if (!value) throw new Error("--tier needs a value: S or M");
    for (const v of value.split(",")) out.push(parseTier(v));
  }
  if (out.length === 0 && env) for (const v of env.split(",")) if (v.trim()) out.push(parseTier(v));
  return [...new Set(out)];
}

export const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
