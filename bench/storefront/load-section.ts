/** Load: each page against the API call its own loader makes, on PostgreSQL. */
import type { Started } from "../shop.ts";
import { apiCallsOf, fetchPage } from "./page-view.ts";
import { pageRequest, type Scenario } from "./pages.ts";
import { kib, loadLine, ratio, record, recordFailures, recordP95 } from "./report.ts";
import { CONNECTIONS, DURATION, WARMUP } from "./settings.ts";
import { sideBySide } from "./side-by-side.ts";

export async function benchLoad(web: Started, api: Started, list: Scenario[]) {
  console.log(
    `\n── Load: page vs its own API call (PostgreSQL, autocannon ${CONNECTIONS} connections × ${DURATION} s each in ABBA halves, after ${WARMUP} s warm-up)`,
  );
  for (const s of list) {
    const first = await fetchPage(`${web.url}${s.page}`);
    const gzip = await fetchPage(`${web.url}${s.page}`, "gzip");
    const calls = await apiCallsOf(s.page, web, api);
    console.log(
      `\n  ${s.name} ${s.page}: HTTP ${first.status}, HTML ${kib(first.html)}: ${kib(first.wire)} as served (${first.encoding}), ${kib(gzip.wire)} as ${gzip.encoding} (${kib(gzip.gzipWhole)} gzipped in one piece)\n  its own API call: ${s.api.method} ${s.api.path}${s.api.body ? ` ${s.api.body}` : ""}`,
    );
    if (calls) console.log(`  API calls of one page view (${calls.length}): ${calls.join(", ")}`);
    const [page, call] = await sideBySide(
      { url: web.url, request: pageRequest(s.page) },
      { url: api.url, request: s.api },
    );
    console.log(loadLine(`page ${s.page}`, page));
    console.log(loadLine(`API  ${s.api.method} ${s.api.path}`, call));
    record({
      section: "load",
      figure: "page rps / API rps",
      scenario: s.name,
      value: `${ratio(page.rps / call.rps)} (${page.rps.toFixed(0)} / ${call.rps.toFixed(0)} req/s)`,
      target: "≥ 0.5×",
      ok: page.rps / call.rps >= 0.5,
    });
    recordP95("load", "page p95 / API p95", s.name, page, call);
    recordFailures("load", s.name, ["page", page], ["API", call]);
  }
}
