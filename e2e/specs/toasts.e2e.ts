import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { useBrowser } from "../support/browser.ts";

const b = useBrowser();

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, c: Box) =>
  a.x < c.x + c.width && c.x < a.x + a.width && a.y < c.y + c.height && c.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on the page");
  return found;
}

/** Shops for the 2018 Camry and opens the first part on its page that fits (the fit boxes then answer). */
async function openFittingPart(page: Page) {
  await page.goto("/toyota-camry-2018-accessories");
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.getByRole("button", { name: "Shop for this car" }).click();
  await page.getByText("Showing only parts that fit your 2018 Toyota Camry").waitFor();
  await page.getByRole("main").getByRole("article").first().getByRole("heading").getByRole("link").click();
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.getByRole("region", { name: "Does it fit my cars?" }).getByText("fits", { exact: true }).waitFor();
}

/** Adds the part to the cart; resolves with its toast once the toast has come to rest. */
async function addToCart(page: Page): Promise<Locator> {
  await page.getByRole("region", { name: "Buy" }).getByRole("button", { name: "Add to cart" }).click();
  // A toast is announced (role alert) …
  const toast = page.getByRole("alert").filter({ hasText: "Added to cart" });
  await toast.waitFor();
  // … and measured where it stays, not mid-way through its entrance.
  await page.waitForFunction(() => !document.querySelector("[class*='Toastify__bounce-enter']"));
  return toast;
}

describe("toasts stay clear of what the shopper is acting on", () => {
  test("on a wide screen, 'Added to cart' covers neither fit box, the buy button nor the header's cart", async () => {
    await openFittingPart(b.page);
    const toast = await addToCart(b.page);
    const shown = await box(toast);
    const buy = b.page.getByRole("region", { name: "Buy" });
    expect(overlap(shown, await box(b.page.getByRole("region", { name: "Does it fit my cars?" })))).toBe(false);
    expect(overlap(shown, await box(buy.getByText(/Fits your 2018 Toyota Camry|Universal fit/).first()))).toBe(false);
    expect(overlap(shown, await box(buy.getByRole("button", { name: "Add to cart" })))).toBe(false);
    expect(overlap(shown, await box(b.page.getByRole("banner").getByRole("link", { name: /cart/i }).first()))).toBe(
      false,
    );
    // It can be dismissed.
    await toast.getByRole("button", { name: "close" }).click();
    await toast.waitFor({ state: "detached" });
  });

  test("on a phone, the full-width toast leaves the part's fit answer and buy button free", async () => {
    await b.page.setViewportSize({ width: 390, height: 844 });
    await openFittingPart(b.page);
    const toast = await addToCart(b.page);
    const shown = await box(toast);
    const buy = b.page.getByRole("region", { name: "Buy" });
    expect(overlap(shown, await box(buy.getByText(/Fits your 2018 Toyota Camry|Universal fit/).first()))).toBe(false);
    expect(overlap(shown, await box(buy.getByRole("button", { name: "Add to cart" })))).toBe(false);
    // Scrolled down to the fit box, the toast still leaves it free.
    const myCars = b.page.getByRole("region", { name: "Does it fit my cars?" });
    await myCars.scrollIntoViewIfNeeded();
    expect(overlap(await box(toast), await box(myCars))).toBe(false);
  });
});
