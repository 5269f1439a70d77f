import { describe, expect, test } from "vitest";
import { useBrowser } from "../support/browser.ts";

const b = useBrowser();

const PAGES: Array<[string, RegExp]> = [
  ["/about", /About Pitstop/],
  ["/faq", /Frequently asked questions|FAQ/i],
  ["/community", /Community/i],
  ["/reviews", /Reviews/i],
  ["/returns", /Returns/i],
  ["/shipping", /Shipping/i],
  ["/privacy-policy", /Privacy/i],
  ["/terms-of-use", /Terms/i],
  ["/warranty", /Warranty/i],
  ["/single-news", /News/i],
];

describe("content pages and the blog", () => {
  test.each(PAGES)("%s renders its content", async (path, title) => {
    const response = await b.page.goto(path);
    expect(response?.status()).toBe(200);
    const h1 = b.page.getByRole("heading", { level: 1 });
    expect(await h1.textContent()).toMatch(title);
    expect(await b.page.title()).toMatch(/· Pitstop$/);
    const words = ((await b.page.locator("main").textContent()) ?? "").split(/\s+/).length;
    expect(words).toBeGreaterThan(250);
    expect((await b.page.locator("main").textContent())?.toLowerCase()).not.toContain("lorem");
  });

  test("/Blog reaches the same page as /blog and lists the articles newest first", async () => {
    const response = await b.page.goto("/Blog");
    expect(response?.status()).toBe(200);
    await b.page.getByRole("heading", { level: 1, name: "News and blog" }).waitFor();
    const dates = await b.page
      .locator("article time")
      .evaluateAll((els) => els.map((e) => e.getAttribute("datetime") ?? ""));
    expect(dates.length).toBeGreaterThanOrEqual(12);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test("an article opens with its title, date, cover and reading time", async () => {
    await b.page.goto("/blog");
    const first = b.page.getByRole("heading", { level: 2 }).first();
    const title = (await first.textContent())?.trim() ?? "";
    await first.getByRole("link").click();
    await b.page.waitForURL(/\/blog\/[a-z0-9-]+$/);
    await b.page.getByRole("heading", { level: 1, name: title }).waitFor();
    await b.page.getByText(/min read/).waitFor();
    expect(await b.page.locator("article img").first().getAttribute("src")).toMatch(/^\/api\/media\//);
    expect(await b.page.locator(".prose-article h2").count()).toBeGreaterThan(1);
  });

  test("an unknown article is the not-found page with status 404", async () => {
    const response = await b.page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await b.page.getByRole("heading", { name: "Oops! Page not found 😔" }).waitFor();
  });
});
