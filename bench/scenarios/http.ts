/**
 * The catalogue over HTTP: POST /api/filter on the real API against the same SQL behind a minimal
 * Fastify + pg route, the deep page against the first one request at a time, then search.
 */
import { buildApp } from "../../api/src/app.ts";
import { loadConfig } from "../../api/src/config.ts";
import { openDatabase } from "../../api/src/db/client.ts";
import { startBareServer } from "../bare-server.ts";
import type { CapturedRequest } from "../capture.ts";
import type { Tier } from "../tiers.ts";
import { request } from "./calls.ts";
import { interleave, sideBySide } from "./measure.ts";
import { DEEP_PAGES, label, REQUESTS, type RequestName } from "./requests.ts";
import { recordLoads, recordTimed } from "./results.ts";
import type { SearchCalls } from "./search-calls.ts";
import { benchSearchHttp } from "./search-http.ts";

export async function benchHttp(
  tier: Tier,
  url: string,
  captured: Map<RequestName, CapturedRequest>,
  search: SearchCalls,
) {
  const database = openDatabase({ url });
  const api = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent", DATABASE_URL: url }), db: database.db });
  await api.listen({ port: 0, host: "127.0.0.1" });
  const address = api.server.address();
  if (!address || typeof address === "string") throw new Error("API has no port");
  const apiUrl = `http://127.0.0.1:${address.port}`;
  const bare = await startBareServer(url, [...captured.values()]);
  try {
    for (const name of ["vehicle", "category"] as const) {
      await request(apiUrl, REQUESTS[name])();
      await request(bare.url, REQUESTS[name])();
      const body = JSON.stringify(REQUESTS[name]);
      const scenario = label(REQUESTS[name]);
      const loads = await sideBySide(tier, scenario, [
        ["api", { url: apiUrl, body }],
        ["bare", { url: bare.url, body }],
      ]);
      recordLoads(tier, "api/bare", scenario, loads, 0.6);
    }
    // The deep page from the shopper's side: one whole API request at a time.
    for (const [p1, p200] of DEEP_PAGES) {
      const pair = await interleave(request(apiUrl, REQUESTS[p200]), request(apiUrl, REQUESTS[p1]));
      recordTimed(tier, "page 200 / page 1 (API request)", label(REQUESTS[p200]), pair, { max: 2 });
    }
    await benchSearchHttp(tier, apiUrl, bare.url, search);
  } finally {
    await bare.app.close();
    await api.close();
    await database.close();
  }
}
