/** Search over HTTP: the header's suggestions and the results page, each against its yardstick. */
import { ms } from "../lib/format.ts";
import { RESULTS_PATH, RESULTS_QUERY, suggestPath, TRIGRAM_LOOKUP } from "../search.ts";
import type { Tier } from "../tiers.ts";
import { get, request, settle } from "./calls.ts";
import { interleave, sideBySide } from "./measure.ts";
import { label } from "./requests.ts";
import { record, recordLoads, timing } from "./results.ts";
import type { SearchCalls } from "./search-calls.ts";

const productCount = (total: number | null, products: number) =>
  `${total === null ? "" : `${total.toLocaleString("en-US")} found, `}${products} on the page`;

/**
 * Search over HTTP: the header's suggestions (each connection types the keystrokes in turn) against
 * a plain trigram lookup on the bare route (p95 within 2×), and the results page's call against
 * the API's own POST /api/filter for a page of about as many products (p95 within its own);
 * then each keystroke alone, API against the lookup, one request at a time, to show which one costs.
 */
export async function benchSearchHttp(tier: Tier, apiUrl: string, bareUrl: string, search: SearchCalls) {
  const typed = search.keystrokes.map((q) => ({ method: "GET" as const, path: suggestPath(q) }));
  for (const r of typed) {
    await get(apiUrl, r.path)();
    await get(bareUrl, r.path)();
  }
  console.log(`  ${tier} suggestions: ${search.keystrokes.map((q) => JSON.stringify(q)).join(", ")}`);
  console.log(`  ${tier}   bare: ${TRIGRAM_LOOKUP}`);
  const scenario = `suggestions (${typed.length} keystrokes)`;
  const loads = await sideBySide(tier, scenario, [
    ["api", { url: apiUrl, requests: typed }],
    ["trigram", { url: bareUrl, requests: typed }],
  ]);
  recordLoads(tier, "suggest/trigram", scenario, loads, 0.5);
  for (const [i, q] of search.keystrokes.entries()) {
    const path = suggestPath(q);
    await settle(apiUrl, path);
    await settle(bareUrl, path);
    const [api, bare] = await interleave(get(apiUrl, path), get(bareUrl, path), 20, 3);
    const found = search.suggestions[i]?.products ?? 0;
    console.log(
      `  ${tier}   ${JSON.stringify(q).padEnd(18)} api ${timing(api)} (${found} products)  trigram ${timing(bare)}  ${(api.median / bare.median).toFixed(2)}×`,
    );
  }

  const { results, peer } = search;
  const filterBody = JSON.stringify(peer.body);
  await settle(apiUrl, RESULTS_PATH);
  await request(apiUrl, peer.body)();
  const resultsScenario = `"${RESULTS_QUERY}" vs ${label(peer.body)}`;
  const loadScenario = `search results "${RESULTS_QUERY}"`;
  console.log(
    `  ${tier} results ${RESULTS_PATH}: ${productCount(results.total, results.products)}; POST /api/filter ${label(peer.body)}: ${productCount(peer.total, peer.products)}`,
  );
  const [r, f] = await sideBySide(tier, loadScenario, [
    ["results", { url: apiUrl, requests: [{ method: "GET", path: RESULTS_PATH }] }],
    [
      "filter",
      {
        url: apiUrl,
        requests: [
          { method: "POST", path: "/api/filter", headers: { "content-type": "application/json" }, body: filterBody },
        ],
      },
    ],
  ]);
  record({
    tier,
    check: "HTTP p95 search results/filter",
    scenario: `${resultsScenario} (${results.total ?? "?"}/${peer.total} products)`,
    a: ms(r.p95),
    b: ms(f.p95),
    ratio: r.p95 / f.p95,
    target: { max: 1 },
  });
}
