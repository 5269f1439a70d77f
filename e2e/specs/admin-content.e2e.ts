import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { operatorEmail, signIn } from "../support/accounts.ts";
import { baseUrl, useBrowser } from "../support/browser.ts";

/** The back office's content — a news article, the contact details, a hidden product. */
const b = useBrowser({ viewport: { width: 1280, height: 900 } });

/** An 8×8 PNG, as admin-catalogue.e2e.ts uploads for a product picture. */
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWP4WSyGFTEMLQkA7bNggc879pUAAAAASUVORK5CYII=",
  "base64",
);

/** The titles of the blog's first page, as a shopper (signed out) sees it. */
async function blogTitles(page: Page): Promise<string[]> {
  await page.goto("/blog");
  return page.getByRole("main").getByRole("article").getByRole("heading").allInnerTexts();
}

describe("the back office's content", () => {
  test("an article goes from draft to the blog, the footer's phone changes, a hidden product is not found", {
    timeout: 240_000,
  }, async () => {
    const page = b.page;
    const operator = page.context();
    // A shopper beside the operator: signed out, in a browser context of their own.
    const browser = operator.browser();
    if (!browser) throw new Error("no browser");
    const shopperContext = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } });
    const shopper = await shopperContext.newPage();
    const stamp = Date.now().toString(36);
    const title = `Winter tyres explained ${stamp}`;

    await signIn(page, operatorEmail(), "/admin/articles");
    await page.getByRole("heading", { level: 1, name: "News articles" }).waitFor();
    await page.getByRole("link", { name: "New article" }).click();
    await page.getByRole("heading", { level: 1, name: "New article" }).waitFor();

    // A draft, with its Markdown previewed as the shop renders it (script cut out).
    const form = page.getByRole("form", { name: "Article" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Category").fill("How-to");
    await form.getByLabel("Author").fill("Dana at Pitstop");
    await form.getByLabel("Excerpt (the blog card's summary)").fill("When to fit them, and why.");
    const body = "## Why winter tyres\n\nGrip **below 7°C** matters.\n\n<script>window.__pwned = 1</script>";
    await form.getByRole("textbox", { name: "Body (Markdown)" }).fill(body);
    await form.getByRole("tab", { name: "Preview" }).click();
    const preview = form.getByRole("tabpanel", { name: "Preview" });
    await preview.locator("strong", { hasText: "below 7°C" }).waitFor();
    expect(await preview.locator("script").count()).toBe(0);
    await form.getByRole("tab", { name: "Write" }).click();
    expect(await form.getByRole("radio", { name: /Draft/ }).isChecked()).toBe(true);
    await form.getByRole("button", { name: "Create article" }).click();
    await page.waitForURL(/\/admin\/articles\/\d+$/);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    const articleUrl = page.url();

    // A cover, uploaded as the API takes it (multipart; re-encoded there).
    const cover = page.getByRole("region", { name: "Cover picture" });
    await cover
      .locator('input[type="file"]')
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: tinyPng });
    await cover.getByRole("img", { name: "The article's cover" }).waitFor();
    await cover.getByRole("button", { name: "Replace cover" }).waitFor();

    // In the list as a draft; not on the blog, nor at its own address.
    await page.goto("/admin/articles");
    await page.getByRole("row").filter({ hasText: title }).getByText("Draft").waitFor();
    expect(await blogTitles(shopper)).not.toContain(title);

    // A stale edit (another tab saved first) is refused and keeps what was typed.
    await page.goto(articleUrl);
    const other = await operator.newPage();
    await other.goto(articleUrl);
    await other.getByRole("form", { name: "Article" }).getByLabel("Author").fill("Sam at Pitstop");
    await other.getByRole("button", { name: "Save changes" }).click();
    await other.getByText("Draft saved").first().waitFor();
    await other.close();
    await form.getByLabel("Category").fill("Guides");
    await form.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("alert").filter({ hasText: "Not saved." }).waitFor();
    expect(await form.getByLabel("Category").inputValue()).toBe("Guides");
    await page.getByRole("link", { name: "Reload the article" }).click();
    // A full load: until it is in, the old page (and what was typed) still shows. Its notice goes with it.
    await page.getByRole("alert").filter({ hasText: "Not saved." }).waitFor({ state: "detached" });
    await expect.poll(() => form.getByLabel("Author").inputValue(), { timeout: 10_000 }).toBe("Sam at Pitstop");

    // Published: on the blog at once, its Markdown rendered and its script gone.
    await form.getByRole("radio", { name: "Published" }).check();
    await form.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Article published").first().waitFor();
    // The storefront keeps a signed-out visitor's page a few seconds (PAGE_CACHE_SECONDS, 3).
    await expect.poll(() => blogTitles(shopper), { timeout: 20_000, interval: 1000 }).toContain(title);
    await shopper.getByRole("main").getByRole("link", { name: title }).first().click();
    await shopper.getByRole("heading", { level: 1, name: title }).waitFor();
    await shopper.getByRole("main").locator("h2", { hasText: "Why winter tyres" }).waitFor();
    await shopper.getByRole("main").locator("strong", { hasText: "below 7°C" }).waitFor();
    expect(await shopper.evaluate(() => "__pwned" in window)).toBe(false);

    // The contact phone: the footer shows the new one once the storefront's 30-second cache lapses.
    const phone = `+1 555 ${String(Date.now() % 10_000).padStart(4, "0")}`;
    await page.goto("/admin/settings");
    const contact = page.getByRole("form", { name: "Contact details" });
    await contact.getByLabel("Phone").fill("call us<script>");
    await contact.getByRole("button", { name: "Save contact details" }).click();
    await contact.getByText(/A phone number holds digits/).waitFor();
    await contact.getByLabel("Phone").fill(phone);
    await contact.getByRole("button", { name: "Save contact details" }).click();
    await page
      .getByText(/Contact details saved/)
      .first()
      .waitFor();
    const footer = shopper.getByRole("contentinfo");
    await expect
      .poll(
        async () => {
          await shopper.goto("/");
          return footer.getByText(phone, { exact: true }).count();
        },
        { timeout: 60_000, interval: 3000 },
      )
      .toBeGreaterThan(0);

    // A product hidden in the back office: its page is the not-found page for a shopper.
    await page.goto("/admin/products?published=true");
    await page.getByRole("heading", { level: 1, name: "Products" }).waitFor();
    await page.getByRole("main").getByRole("row").nth(1).getByRole("link").first().click();
    await page.waitForURL(/\/admin\/products\/\d+$/);
    const productHref = await page.getByRole("link", { name: "View in the shop" }).getAttribute("href");
    if (!productHref) throw new Error("the product has no shop address");
    expect((await shopper.goto(productHref))?.status()).toBe(200);
    const product = page.getByRole("form", { name: "Product" });
    await product.getByRole("checkbox", { name: /Published/ }).uncheck();
    await product.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Product saved").first().waitFor();
    await page.getByRole("main").getByText("Hidden", { exact: true }).first().waitFor();
    const productId = /\/admin\/products\/(\d+)$/.exec(page.url())?.[1];
    await page.goto("/admin/products?published=false");
    await page.locator(`a[href="/admin/products/${productId}"]`).first().waitFor();
    await expect.poll(async () => (await shopper.goto(productHref))?.status(), { timeout: 30_000 }).toBe(404);
    await shopper.getByRole("heading", { name: "Oops! Page not found 😔" }).waitFor();

    // Shown again: the page is back.
    await page.goto(`/admin/products/${productId}`);
    await product.getByRole("checkbox", { name: /Published/ }).check();
    await product.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Product saved").first().waitFor();
    await expect.poll(async () => (await shopper.goto(productHref))?.status(), { timeout: 30_000 }).toBe(200);
    // Deleted (after asking): gone from the list and the blog.
    await page.goto(articleUrl);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("button", { name: "Delete article" }).click();
    await page.waitForURL(/\/admin\/articles$/);
    await page.getByText("Article deleted").first().waitFor();
    expect(await page.getByRole("row").filter({ hasText: title }).count()).toBe(0);
    await expect.poll(() => blogTitles(shopper), { timeout: 20_000, interval: 1000 }).not.toContain(title);
    await shopperContext.close();
  });
});
