import type { Page, Request, Route } from "playwright-core";
import { describe, expect, test } from "vitest";
import { useBrowser } from "../support/browser.ts";
import { settled } from "../support/vehicles.ts";

const b = useBrowser();

const searchField = () => b.page.getByRole("banner").getByRole("combobox", { name: "Search parts" }).first();
const suggestions = () => b.page.getByRole("listbox");
/** The results page's heading: "175 parts for “brake pads”". */
const resultsHeading = (q: string) => b.page.getByRole("heading", { level: 1, name: ` parts for “${q}”` });

/** Lets the page run its pending work and paint twice, so what it does with an answer shows. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

type HeldRequest = { request: Request; release: () => Promise<void>; settled: Promise<unknown> };

/**
 * Holds the browser's requests to `url` until the test releases them, as a slow network would;
 * `settled` ends when the page has the whole answer or has given up on it (aborted).
 */
async function hold(page: Page, url: RegExp) {
  const held: HeldRequest[] = [];
  let arrived = () => {};
  await page.route(url, (route: Route) => {
    const request = route.request();
    const settled = Promise.race([
      page.waitForEvent("requestfinished", { predicate: (r) => r === request, timeout: 0 }),
      page.waitForEvent("requestfailed", { predicate: (r) => r === request, timeout: 0 }),
    ]);
    held.push({ request, settled, release: () => route.continue().catch(() => {}) });
    arrived();
  });
  return {
    /** The held request whose `q` is `q` (any, without one), once the page has sent it. */
    async request(q?: string): Promise<HeldRequest> {
      for (;;) {
        const found = held.find((h) => q === undefined || new URL(h.request.url()).searchParams.get("q") === q);
        if (found) return found;
        await new Promise<void>((resolve) => {
          arrived = resolve;
        });
      }
    },
    releaseAll: () => Promise.all(held.map((h) => h.release())),
  };
}

describe("the header's search suggestions", () => {
  test("typing fast and pressing Enter lands on the results with the list closed, even when the suggestions answer late", async () => {
    await b.page.goto("/");
    const suggestionsApi = await hold(b.page, /\/api\/search\?/);
    const resultsPage = await hold(b.page, /\/search\.data\?/);
    await searchField().pressSequentially("brake pads");
    const suggestionsRequest = await suggestionsApi.request("brake pads");
    await searchField().press("Enter");
    const resultsRequest = await resultsPage.request("brake pads");

    // The suggestions answer while the results are still on their way: the list stays closed.
    await suggestionsRequest.release();
    await suggestionsRequest.settled;
    await nextFrames(b.page);
    expect(await suggestions().count()).toBe(0);

    await resultsRequest.release();
    await resultsHeading("brake pads").waitFor();
    await nextFrames(b.page);
    expect(await suggestions().count()).toBe(0);
    expect(await searchField().getAttribute("aria-expanded")).toBe("false");
    expect(await searchField().inputValue()).toBe("brake pads");
    await suggestionsApi.releaseAll();
  });

  test("Enter pressed before the suggestions' code has come lands on the results, and the list stays closed when it comes", async () => {
    await b.page.goto("/");
    // That code loads when the field is first focused; here it takes its time.
    const code = await hold(b.page, /\/search-box-popup-[\w-]+\.js$/);
    await searchField().pressSequentially("brake pads");
    const popup = await code.request();
    await searchField().press("Enter");
    await resultsHeading("brake pads").waitFor();
    await popup.release();
    await popup.settled;
    // It has taken over the field (and its focus) …
    await b.page.waitForFunction(() => document.activeElement?.hasAttribute("data-headlessui-state"));
    await nextFrames(b.page);
    // … closed, on the results of a search already made.
    expect(await suggestions().count()).toBe(0);
    expect(await searchField().getAttribute("aria-expanded")).toBe("false");
    expect(await searchField().inputValue()).toBe("brake pads");
  });

  test("Enter searches for the text as typed, also while the suggestions for an earlier keystroke show", async () => {
    await b.page.goto("/");
    await searchField().fill("brake");
    await b.page.getByRole("option", { name: /^Brakes/ }).waitFor();
    await searchField().pressSequentially(" pads");
    await searchField().press("Enter");
    const heading = b.page.getByRole("heading", { level: 1, name: / parts? for “/ });
    await heading.waitFor();
    expect(await heading.innerText()).toMatch(/^[\d,]+\+? parts? for “brake pads”$/);
    expect(new URL(b.page.url()).searchParams.get("q")).toBe("brake pads");
    expect(await suggestions().count()).toBe(0);
  });

  test("Escape closes the list and keeps the text", async () => {
    await b.page.goto("/");
    await searchField().fill("brake");
    await b.page.getByRole("option", { name: /^Brakes/ }).waitFor();
    await searchField().press("Escape");
    await suggestions().waitFor({ state: "detached" });
    expect(await searchField().getAttribute("aria-expanded")).toBe("false");
    expect(await searchField().inputValue()).toBe("brake");
  });

  test("arrow keys move through the rows, and Enter opens the highlighted one and closes the list", async () => {
    await b.page.goto("/");
    await searchField().fill("brakes");
    await b.page.getByRole("option", { name: /^Brakes/ }).waitFor();
    const highlighted = () =>
      searchField().evaluate((field) => {
        const id = field.getAttribute("aria-activedescendant");
        return id ? (document.getElementById(id)?.innerText.split("\n")[0] ?? null) : null;
      });
    expect(await highlighted()).toBe("Search for “brakes”");
    await searchField().press("ArrowDown");
    expect(await highlighted()).toBe("Brakes");
    await searchField().press("Enter");
    await b.page.waitForURL((url) => url.pathname === "/brakes");
    await b.page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await suggestions().count()).toBe(0);
    expect(await searchField().getAttribute("aria-expanded")).toBe("false");
  });

  test("a click on a suggestion opens it and closes the list", async () => {
    await b.page.goto("/");
    await searchField().fill("ceramic brake pads");
    const part = b.page
      .getByRole("option")
      .filter({ hasText: /Ceramic Brake Pad/ })
      .first();
    await part.click();
    await b.page.waitForURL(/\/brakes\/brake-pads\//);
    await b.page.getByRole("heading", { level: 1 }).waitFor();
    expect(await suggestions().count()).toBe(0);
    expect(await searchField().getAttribute("aria-expanded")).toBe("false");
  });

  test("the back button closes the list; the field keeps its text and the focus", async () => {
    await b.page.goto("/");
    await b.page
      .getByRole("banner")
      .getByRole("link", { name: /Cart, 0 items/ })
      .click();
    await b.page.waitForURL("**/cart");
    // The cart page prices its lines once it is in; typing starts after that, as a shopper's would.
    await settled(b.page);
    await searchField().fill("brake");
    await b.page.getByRole("option", { name: /^Brakes/ }).waitFor();
    await b.page.goBack();
    await b.page.waitForURL((url) => url.pathname === "/");
    await suggestions().waitFor({ state: "detached", timeout: 5000 });
    expect(await searchField().getAttribute("aria-expanded")).toBe("false");
    expect(await searchField().inputValue()).toBe("brake");
    expect(await searchField().evaluate((field) => field === document.activeElement)).toBe(true);
  });
});
