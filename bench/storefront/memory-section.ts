/** Memory: the shop as the default `npm start` runs it, idle and after a load. */
import { setTimeout as sleep } from "node:timers/promises";
import { combine, runLoad } from "../load.ts";
import { childrenOf, ensurePgliteSeeded, PGLITE_DATA_DIR, rss, startShop } from "../shop.ts";
import { pageRequest, scenarios } from "./pages.ts";
import { failures, loadLine, mb, ratio, record } from "./report.ts";
import { CONNECTIONS, IDLE_MS, MEMORY_LOAD_S, SETTLE_MS } from "./settings.ts";

export async function benchMemory() {
  console.log(`\n── Memory: the shop as the default \`npm start\` runs it (embedded PGlite in ${PGLITE_DATA_DIR})`);
  if (await ensurePgliteSeeded()) console.log("  (seeded the embedded database on a first start of its own)");
  const shop = await startShop(PGLITE_DATA_DIR, "shop-npm-start");
  try {
    const pid = shop.child.pid ?? 0;
    const processes = () => {
      const kids = childrenOf(pid);
      const api = kids.find((k) => k.cmdline.includes("api/src/server.ts"));
      const web = kids.find((k) => k.cmdline.includes("web/server.ts"));
      if (!api || !web) throw new Error(`npm start's children not found: ${JSON.stringify(kids)}`);
      return { api: api.pid, web: web.pid };
    };
    await sleep(IDLE_MS);
    const idle = processes();
    const [apiIdle, webIdle, startIdle] = [rss(idle.api), rss(idle.web), rss(pid)];
    console.log(
      `  idle ${IDLE_MS / 1000} s after ready: API ${mb(apiIdle)}, storefront ${mb(webIdle)} (and start.ts itself ${mb(startIdle)})`,
    );
    record({
      section: "memory",
      figure: "idle resident memory, API + storefront",
      scenario: "npm start (PGlite)",
      value: `${mb(apiIdle + webIdle)} (API ${mb(apiIdle)}, storefront ${mb(webIdle)})`,
      target: "≤ 600 MB",
      ok: apiIdle + webIdle <= 600e6,
    });

    const pages = (await scenarios(shop.apiUrl)).map((s) => s.page);
    const run = await runLoad({
      url: shop.url,
      requests: pages.map(pageRequest),
      connections: CONNECTIONS,
      duration: MEMORY_LOAD_S,
    });
    const loaded = combine([run]);
    const webPeak = rss(idle.web);
    console.log(loadLine(`${MEMORY_LOAD_S} s of ${pages.join(", ")}`, loaded));
    console.log(`  right after the load: storefront ${mb(webPeak)}, API ${mb(rss(idle.api))}`);
    await sleep(SETTLE_MS);
    const after = processes();
    if (after.web !== idle.web || after.api !== idle.api)
      console.log("  (npm start restarted a process during the load)");
    const webAfter = rss(after.web);
    console.log(`  ${SETTLE_MS / 1000} s later: storefront ${mb(webAfter)}, API ${mb(rss(after.api))}`);
    record({
      section: "memory",
      figure: `storefront ${SETTLE_MS / 1000} s after ${MEMORY_LOAD_S} s of load / idle`,
      scenario: "npm start (PGlite)",
      value: `${ratio(webAfter / webIdle)} (${mb(webAfter)} / ${mb(webIdle)})`,
      target: "≤ 1.2×",
      ok: webAfter <= webIdle * 1.2,
    });
    record({
      section: "memory",
      figure: "failed page requests under load",
      scenario: "npm start (PGlite)",
      value: `${failures(loaded)} of ${loaded.requests + failures(loaded)}`,
      target: "0",
      ok: failures(loaded) === 0,
    });
  } finally {
    await shop.stop();
  }
}
