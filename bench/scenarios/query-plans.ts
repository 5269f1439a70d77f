/** The plans of the search statements: no keystroke may scan the whole catalogue. */
import type pg from "pg";
import { ms } from "../lib/format.ts";
import { checkPlan, describeStatement } from "../search.ts";
import type { Tier } from "../tiers.ts";
import { record } from "./results.ts";
import type { SearchCalls } from "./search-calls.ts";

/**
 * No query may scan the whole catalogue per keystroke: EXPLAIN ANALYZE of every
 * statement a keystroke and the results page run (after the lexicon is in memory), a ✓/✗ line
 * each — a Seq Scan on products or product_fitment is a ✗ — with the rows of products it read.
 */
export async function benchSearchPlans(tier: Tier, client: pg.Client, search: SearchCalls) {
  const { rows: size } = await client.query<{ n: number }>(
    "select greatest(reltuples, 1)::float8 as n from pg_class where relname = 'products'",
  );
  const products = size[0]?.n ?? 1;
  const share = (n: number) =>
    n > 0 ? ` · reads ${n.toLocaleString("en-US")} rows of products (${((100 * n) / products).toFixed(1)}%)` : "";
  // The caches' loads run once per process and TTL, not per keystroke: shown, not judged.
  for (const s of search.cacheLoads) {
    const plan = await checkPlan(client, s);
    if (plan)
      console.log(
        `  ${tier} · cache load ${describeStatement(s)}: ${plan.seqScans.length > 0 ? `Seq Scan on ${plan.seqScans.join(", ")}` : "no Seq Scan"}${share(plan.productRows)} · ${ms(plan.ms)}`,
      );
  }
  for (const [group, calls] of [
    ["suggestions", search.suggestions],
    ["results", [search.results]],
  ] as const) {
    let statements = 0;
    let scanning = 0;
    let mostRead = 0;
    for (const call of calls) {
      for (const [i, s] of call.statements.entries()) {
        const plan = await checkPlan(client, s);
        if (!plan) continue;
        statements++;
        if (plan.seqScans.length > 0) scanning++;
        mostRead = Math.max(mostRead, plan.productRows);
        console.log(
          `  ${tier} ${plan.seqScans.length > 0 ? "✗" : "✓"} ${group} ${JSON.stringify(call.name)} #${i + 1} ${describeStatement(s)}: ${plan.seqScans.length > 0 ? `Seq Scan on ${plan.seqScans.join(", ")}` : "no Seq Scan"}${share(plan.productRows)} · ${ms(plan.ms)} · ${plan.summary}`,
        );
      }
    }
    record({
      tier,
      check: "EXPLAIN: Seq Scan on products/fitment",
      scenario: `${group} (${calls.length === 1 ? JSON.stringify(calls[0]?.name) : `${calls.length} keystrokes`}; most rows read ${((100 * mostRead) / products).toFixed(0)}%)`,
      a: `${scanning} statements`,
      b: `${statements} statements`,
      ratio: scanning,
      target: { max: 0 },
      shown: `${scanning} of ${statements}`,
      targetShown: "none",
    });
  }
}
