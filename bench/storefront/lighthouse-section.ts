/** Lighthouse: mobile performance of six pages, and the JavaScript a first visit downloads. */
import type { Started } from "../shop.ts";
import { CATEGORY_PAGE, type Scenario, VEHICLE_PAGE } from "./pages.ts";
import { kib, record } from "./report.ts";
import { LIGHTHOUSE_RUNS } from "./settings.ts";

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

export async function benchLighthouse(web: Started, list: Scenario[]) {
  const { CHROME_PATH, lighthouseRun } = await import("../lighthouse.ts");
  type Run = Awaited<ReturnType<typeof lighthouseRun>>;
  console.log(
    `\n── Lighthouse mobile (default config: simulated slow 4G and 4× CPU; performance; median of ${LIGHTHOUSE_RUNS} runs; ${CHROME_PATH})`,
  );
  const product = list.find((s) => s.name === "product page")?.page ?? "";
  const pages: [string, string][] = [
    ["home page", "/"],
    ["vehicle page", VEHICLE_PAGE],
    ["category page", CATEGORY_PAGE],
    ["product page", product],
    ["blog", "/blog"],
    ["cart", "/cart"],
  ];
  for (const [name, page] of pages) {
    const results: Run[] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) results.push(await lighthouseRun(`${web.url}${page}`));
    const m = (pick: (r: Run) => number) => median(results.map(pick));
    const [score, lcp, tbt, cls, fcp] = [
      m((r) => r.score),
      m((r) => r.lcp),
      m((r) => r.tbt),
      m((r) => r.cls),
      m((r) => r.fcp),
    ];
    console.log(
      `\n  ${name} ${page}: score ${results.map((r) => r.score.toFixed(0)).join("/")}, FCP ${(fcp / 1000).toFixed(2)} s, document ${kib(m((r) => r.documentBytes))}, ${m((r) => r.scripts)} scripts ${kib(m((r) => r.scriptBytes))}`,
    );
    for (const w of new Set(results.flatMap((r) => r.warnings))) console.log(`    (Lighthouse: ${w})`);
    const row = (figure: string, value: string, target: string, ok: boolean) =>
      record({ section: "lighthouse", figure, scenario: name, value, target, ok });
    row("performance score", score.toFixed(0), "≥ 90", score >= 90);
    row("LCP", `${(lcp / 1000).toFixed(2)} s`, "≤ 2.5 s", lcp <= 2500);
    row("TBT", `${tbt.toFixed(0)} ms`, "≤ 200 ms", tbt <= 200);
    row("CLS", cls.toFixed(3), "≤ 0.1", cls <= 0.1);
    if (page === CATEGORY_PAGE) {
      const bytes = m((r) => r.scriptBytes);
      row("JavaScript of a first visit (compressed, as served)", kib(bytes), "≤ 120 KiB", bytes <= 120 * 1024);
      record({
        section: "lighthouse",
        figure: "script files of a first visit",
        scenario: name,
        value: String(m((r) => r.scripts)),
        target: "—",
        ok: null,
      });
    }
  }
}
