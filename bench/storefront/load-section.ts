/** Load: each page against the API call its own loader makes, on PostgreSQL. */
import { ms } from "../lib/format.ts";
import { type LoadRequest, runLoad } from "../load.ts";
import type { Started } from "../shop.ts";
import { apiCallsOf, fetchPage } from "./page-view.ts";
import { pageRequest, type Scenario } from "./pages.ts";
import { kib, loadLine, ratio, record, recordFailures, recordP95 } from "./report.ts";
import { CONNECTIONS, DURATION, WARMUP } from "./settings.ts";
import { sideBySide, sideBySideRotating } from "./side-by-side.ts";

/** The storefront as the benchmark starts it: its `/metrics` open to this token. */
type Storefront = Started & { metricsToken: string };

export async function benchLoad(
  web: Storefront,
  api: Started,
  list: Scenario[],
  tail: Array<{ page: string; api: LoadRequest }>,
) {
  console.log(
    `\n── Load: page vs its own API call (PostgreSQL, autocannon ${CONNECTIONS} connections × ${DURATION} s each in ABBA halves, after ${WARMUP} s warm-up)`,
  );
  let cachedVehicle: number | null = null;
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
    if (s.name === "vehicle page") cachedVehicle = page.rps / call.rps;
  }
  await benchLongTail(web, api, tail, cachedVehicle);
}

/**
 * The long tail: LONG_TAIL_PAGES different vehicle pages in rotation across the connections, so
 * that a page is asked for again only after the page cache has let it go — what a shop's traffic
 * of many cars looks like —  against the same API calls, side by side; and the
 * one cached vehicle page's ratio (above) beside it.
 */
async function benchLongTail(
  web: Storefront,
  api: Started,
  tail: Array<{ page: string; api: LoadRequest }>,
  cachedRatio: number | null,
) {
  console.log(
    `\n  long tail: ${tail.length} distinct vehicle pages (${tail[0]?.page}, ${tail[1]?.page}, …) in rotation, against their own POST /api/filter calls`,
  );
  // One pass over every page of the rotation first, as the shop's own traffic has long since made:
  // the API keeps each vehicle's row once read, for good (api/src/modules/catalogue/fit.ts), and
  // without this pass the pages' first half was measured while it read them (one statement per
  // car, ~0.6 ms of the API's CPU more a page) and the API's own halves, later, were not.
  await runLoad({
    url: web.url,
    rotate: tail.map((t) => pageRequest(t.page)),
    connections: CONNECTIONS,
    duration: 0,
    amount: tail.length,
  });
  const before = await pagesNotRendered(web);
  const [page, call] = await sideBySideRotating(
    { url: web.url, rotate: tail.map((t) => pageRequest(t.page)) },
    { url: api.url, rotate: tail.map((t) => t.api) },
  );
  const notRendered = (await pagesNotRendered(web)) - before;
  console.log(loadLine(`pages (${tail.length} vehicles)`, page));
  console.log(loadLine(`API   (${tail.length} calls)`, call));
  // Each page must be one the cache has not seen: an answer from the page cache (a hit, or a render
  // shared with another request) would measure the cache, not the render.
  record({
    section: "load",
    figure: "pages answered by the page cache",
    scenario: "vehicle pages, long tail",
    value: `${notRendered} (of ${page.requests} measured, and the warm-ups)`,
    target: "0",
    ok: notRendered === 0,
  });
  record({
    section: "load",
    figure: "page rps / API rps",
    scenario: "vehicle pages, long tail",
    value: `${ratio(page.rps / call.rps)} (${page.rps.toFixed(0)} / ${call.rps.toFixed(0)} req/s)${
      cachedRatio === null ? "" : `; one cached vehicle page: ${ratio(cachedRatio)}`
    }`,
    target: "≥ 0.35×",
    ok: page.rps / call.rps >= 0.35,
  });
  record({
    section: "load",
    figure: "page p97.5 / API p97.5",
    scenario: "vehicle pages, long tail",
    value: `${ratio(page.p975 / call.p975)} (${ms(page.p975)} / ${ms(call.p975)})`,
    target: "≤ 3×",
    ok: page.p975 / call.p975 <= 3,
  });
  recordFailures("load", "vehicle pages, long tail", ["page", page], ["API", call]);
}

/** The storefront's page-cache answers so far that were not its own render (hits and shared renders), from its `/metrics`. */
async function pagesNotRendered(web: Storefront): Promise<number> {
  const res = await fetch(`${web.url}/metrics`, { headers: { authorization: `Bearer ${web.metricsToken}` } });
  if (!res.ok) throw new Error(`the storefront's /metrics answered ${res.status}`);
  let answers = 0;
  for (const line of (await res.text()).split("\n")) {
    const m = /^cache_lookups_total\{(?=[^}]*cache="page")(?=[^}]*result="(?:hit|shared)")[^}]*\} (\d+)/.exec(line);
    if (m) answers += Number(m[1]);
  }
  return answers;
}
