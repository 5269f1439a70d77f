import { describe, expect, test } from "vitest";
import { signUp } from "../support/accounts.ts";
import { baseUrl, useBrowser } from "../support/browser.ts";

// A phone, 390 px wide.
const b = useBrowser({ viewport: { width: 390, height: 844 } });

async function firstBrakePadPath(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/filter`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ slug: "brakes/brake-pads", page: 1 }),
  });
  const body = (await response.json()) as { products: { path: string }[] };
  const path = body.products[0]?.path;
  if (!path) throw new Error("no brake pads in the catalogue");
  return path;
}

describe("on a phone", () => {
  test("a product's breadcrumb is one line: a link back to its type, no '›' left dangling", async () => {
    await b.page.goto(await firstBrakePadPath());
    const trail = b.page.getByRole("navigation", { name: "Breadcrumb" });
    const back = trail.getByRole("link", { name: "Brake Pads" });
    await back.waitFor();
    const box = await trail.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(28);
    expect(await trail.getByRole("link", { name: "Home" }).isVisible()).toBe(false);
  });

  test("a product's fit answer is in the first screen, under the price and just above add to cart", async () => {
    await b.page.goto(await firstBrakePadPath());
    const buy = b.page.getByRole("region", { name: "Buy" });
    const answer = buy.getByRole("status");
    const addToCart = buy.getByRole("button", { name: "Add to cart" });
    await addToCart.waitFor();
    const [price, fit, button] = await Promise.all([
      buy
        .getByText(/^\$[\d,]+\.\d\d$/)
        .first()
        .boundingBox(),
      answer.boundingBox(),
      addToCart.boundingBox(),
    ]);
    expect(price && fit && button).toBeTruthy();
    if (!price || !fit || !button) return;
    expect(fit.y).toBeGreaterThan(price.y);
    expect(button.y).toBeGreaterThan(fit.y + fit.height - 1);
    // The whole answer and the button, in view without scrolling.
    expect(button.y + button.height).toBeLessThanOrEqual(844);
  });

  test("the filter drawer has one heading, its title", async () => {
    await b.page.goto("/brakes");
    await b.page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await b.page.getByRole("button", { name: "Filters" }).click();
    const drawer = b.page.getByRole("dialog", { name: "Filter parts" });
    // The dialog's root has no box of its own (its panel is fixed): wait for what it shows.
    await drawer.getByRole("button", { name: "Close filters" }).waitFor();
    expect(await drawer.getByRole("heading", { level: 2 }).allInnerTexts()).toEqual(["Filter parts"]);
  });

  test("the personal area's five sections are all fully in view, from any of them", async () => {
    await signUp(b.page, "phone");
    await b.page.goto("/profile/settings");
    const nav = b.page.getByRole("navigation", { name: "Your account" });
    for (const section of ["Overview", "Orders", "Garage", "Wishlist", "Settings"]) {
      const box = await nav.getByRole("link", { name: section }).boundingBox();
      expect(box, section).not.toBeNull();
      expect(box?.x ?? -1, section).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), section).toBeLessThanOrEqual(390);
    }
  });
});
