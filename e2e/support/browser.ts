import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, inject, onTestFailed } from "vitest";

/** Debian's Chromium, never a downloaded browser (docs/decisions/002). */
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const baseUrl = () => inject("baseUrl");

/** A documentation-range address (198.18.0.0/15) unique enough for one suite run. */
const shopperAddress = () =>
  `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * One browser per spec file and a fresh context (empty storage) per test.
 * Flags keep Chromium off the network it cannot reach here.
 */
export function useBrowser(
  options: {
    viewport?: { width: number; height: number };
    colorScheme?: "light" | "dark";
    /** Lets a test inject its own script (axe-core) past the page's Content-Security-Policy. */
    bypassCSP?: boolean;
    /** The browser's time zone (IANA name); the machine's when not given. */
    timezoneId?: string;
  } = {},
) {
  const state: { browser?: Browser; context?: BrowserContext; page?: Page } = {};
  beforeAll(async () => {
    state.browser = await chromium.launch({
      executablePath,
      headless: true,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
  });
  beforeEach(async () => {
    await state.context?.close();
    state.context = await state.browser?.newContext({
      baseURL: baseUrl(),
      viewport: options.viewport ?? { width: 1280, height: 900 },
      colorScheme: options.colorScheme ?? "light",
      bypassCSP: options.bypassCSP ?? false,
      ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
      // One address per test, as separate shoppers have (the shop believes it: global-setup.ts).
      extraHTTPHeaders: { "x-forwarded-for": shopperAddress() },
    });
    state.page = await state.context?.newPage();
    // The page's own warnings and errors, for the failure report below.
    const consoleLines: string[] = [];
    state.page?.on("console", (message) => {
      if (message.type() === "warning" || message.type() === "error")
        consoleLines.push(`${message.type()}: ${message.text()}`.slice(0, 400));
    });
    state.page?.on("pageerror", (err) => consoleLines.push(`pageerror: ${err.message}`.slice(0, 400)));
    // A failing test says where the page was and what it showed, so a CI log explains itself.
    onTestFailed(async () => {
      const page = state.page;
      if (!page || page.isClosed()) return;
      const alerts = await page
        .getByRole("alert")
        .allInnerTexts()
        .catch(() => []);
      const heading = await page
        .getByRole("heading", { level: 1 })
        .first()
        .innerText({ timeout: 1000 })
        .catch(() => "(none)");
      const main = await page
        .getByRole("main")
        .first()
        .innerText({ timeout: 1000 })
        .catch(() => "(none)");
      console.error(
        [
          `page at failure: ${page.url()}`,
          `  h1: ${heading}`,
          `  alerts: ${JSON.stringify(alerts)}`,
          `  main: ${main.replace(/\s+/g, " ").slice(0, 600)}`,
          `  console (last 10): ${JSON.stringify(consoleLines.slice(-10))}`,
        ].join("\n"),
      );
    });
  });
  afterAll(async () => {
    await state.context?.close();
    await state.browser?.close();
  });
  return {
    get page(): Page {
      if (!state.page) throw new Error("page used outside a test");
      return state.page;
    },
  };
}

/**
 * Waits until React has taken over the page: a click on a button before then is lost, and text
 * typed into a field may be reset. Call it after a full page load (goto, or a link followed
 * before the previous page had hydrated).
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

/** Opens a path and waits until its page has hydrated. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}
