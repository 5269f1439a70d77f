import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signIn, testPassword } from "../support/accounts.ts";
import { api, paidOrderThroughApi } from "../support/api.ts";
import { open, useBrowser } from "../support/browser.ts";

// A shopper on the US west coast: the server renders in UTC, the browser must not.
const b = useBrowser({ timezoneId: "America/Los_Angeles" });

/** The texts of the page's <time> elements. */
const times = (page: Page) => page.getByRole("main").locator("time").allInnerTexts();

describe("times read in the shopper's own zone", () => {
  test("an order page opened afresh (not reached by a link) shows its times in Pacific time, not UTC", async () => {
    const page = b.page;
    const found = await api<{ products: Array<{ id: number; part_number: string }> }>(
      "/api/search/results?q=SL-5837DN",
    );
    const pads = found.products.find((p) => p.part_number === "SL-5837DN");
    if (!pads) throw new Error("the demo catalogue has no SL-5837DN");
    const buyer = await paidOrderThroughApi({ productId: pads.id, password: testPassword });
    const orderPath = `/profile/orders/${buyer.order.id}`;
    await signIn(page, buyer.email, orderPath);

    // A full load: the server's HTML, then the browser takes over.
    await open(page, orderPath);
    await page.getByRole("heading", { level: 1 }).filter({ hasText: buyer.order.number }).waitFor();
    await expect.poll(async () => (await times(page)).join(" | "), { timeout: 5000 }).toMatch(/\bP[SD]T\b/);
    expect((await times(page)).join(" | ")).not.toContain("UTC");

    // What the shopper sees before the page's code has run (a slow phone, scripts blocked): the
    // server's own HTML, which already reads in Pacific time once the browser has told its zone.
    const html = await (await page.context().request.get(orderPath)).text();
    const served = [...html.matchAll(/<time[^>]*>([^<]*)<\/time>/g)].map((m) => m[1] ?? "");
    expect(served.length).toBeGreaterThan(0);
    expect(served.join(" | ")).not.toContain("UTC");
    expect(served.some((time) => /\bP[SD]T$/.test(time))).toBe(true);
  });
});
