/**
 * Lighthouse's performance category on one page, as PageSpeed's mobile figures are measured: the
 * default config (mobile form factor and screen, simulated slow-4G and 4× CPU throttling) in
 * Debian's headless Chromium (CHROME_PATH, default /usr/bin/chromium), a new browser and profile
 * per run, so every run is a first visit. Nothing is downloaded.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

export const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** What one run measured. Times in ms, sizes in bytes. */
export interface LighthouseRun {
  score: number; // 0–100
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Script resources as the network requests audit lists them: count and bytes over the wire. */
  scripts: number;
  scriptBytes: number;
  /** The document itself over the wire. */
  documentBytes: number;
  warnings: string[];
}

interface NetworkRequestItem {
  url?: string;
  resourceType?: string;
  transferSize?: number;
}

/** Flags for a headless Chromium run as root, with no background networking (the machine has none). */
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-dev-shm-usage"];

/** A running browser, so Ctrl-C can close it (chrome-launcher's own SIGINT handler would exit first). */
let closeBrowser: (() => void) | undefined;
export function killBrowser() {
  closeBrowser?.();
}

export async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), "pitstop-bench-web-chrome-"));
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    handleSIGINT: false,
    logLevel: "silent",
  });
  closeBrowser = () => {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  };
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse on ${url} has no ${id}`);
      return value;
    };
    const details = lhr.audits["network-requests"]?.details;
    const items = (details && "items" in details ? details.items : []) as NetworkRequestItem[];
    const scripts = items.filter((i) => i.resourceType === "Script");
    const document = items.find((i) => i.resourceType === "Document");
    const score = lhr.categories.performance?.score;
    if (score === null || score === undefined) throw new Error(`Lighthouse on ${url} gave no performance score`);
    return {
      score: score * 100,
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      fcp: audit("first-contentful-paint"),
      scripts: scripts.length,
      scriptBytes: scripts.reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
      documentBytes: document?.transferSize ?? 0,
      warnings: lhr.runWarnings,
    };
  } finally {
    closeBrowser();
    closeBrowser = undefined;
  }
}
