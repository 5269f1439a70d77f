/** A tier's search calls, recorded once through the real routes (search.ts) for the search scenarios. */
import pg from "pg";
import type { CapturedRequest, Statement } from "../capture.ts";
import { ms } from "../lib/format.ts";
import {
  type CapturedCall,
  captureSearch,
  describeStatement,
  keystrokes,
  RESULTS_PATH,
  RESULTS_QUERY,
  suggestPath,
} from "../search.ts";
import type { Tier } from "../tiers.ts";

/** The search calls of a tier, recorded through the real routes (search.ts). */
export interface SearchCalls {
  keystrokes: string[];
  suggestions: CapturedCall[];
  results: CapturedCall;
  cacheLoads: Statement[];
  /** The POST /api/filter the results are measured against, as captured with the other requests. */
  peer: CapturedRequest;
}

export async function captureSearchCalls(tier: Tier, url: string, peer: CapturedRequest): Promise<SearchCalls> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const typed = await keystrokes(client).finally(() => client.end());
  const { calls, cacheLoads } = await captureSearch(url, [
    ...typed.map((q) => ({ name: q, path: suggestPath(q) })),
    { name: RESULTS_QUERY, path: RESULTS_PATH },
  ]);
  const results = calls.pop() as CapturedCall;
  const first = calls[0];
  console.log(
    `  ${tier} search, a fresh API: first keystroke ${ms(first?.coldMs ?? Number.NaN)}, first results page ${ms(results.coldMs)} (caches filled: ${cacheLoads.map(describeStatement).join(", ") || "none"})`,
  );
  return { keystrokes: typed, suggestions: calls, results, peer, cacheLoads };
}
