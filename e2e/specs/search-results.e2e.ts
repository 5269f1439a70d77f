import { describe, expect, test } from "vitest";
import { useBrowser } from "../support/browser.ts";

/** The search results page, as a car owner uses it. */
const b = useBrowser();

const searchField = () => b.page.getByRole("banner").getByRole("combobox", { name: "Search parts" }).first();
const cards = () => b.page.getByRole("main").getByRole("article");
const cardLinks = () =>
  cards()
    .getByRole("heading")
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
const heading = () => b.page.getByRole("heading", { level: 1 });
/** The count in the heading: "54 parts for “brake pads”" → 54, "1,126 parts …" → 1126. */
const countInHeading = async () =>
  Number((await heading().innerText()).replace(/(\d),(\d)/g, "$1$2").replace(/[^\d].*$/s, ""));
const onlyFitsSwitch = () => b.page.getByRole("switch", { name: "Only parts that fit my 2018 Toyota Camry" });

/** A 2018 Toyota Camry becomes the active vehicle: a visitor opens its page and shops for it. */
async function shopForACamry() {
  await b.page.goto("/toyota-camry-2018-accessories");
  await b.page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await b.page.getByRole("button", { name: "Shop for this car" }).click();
  await b.page.getByText("Showing only parts that fit your 2018 Toyota Camry").waitFor();
}

describe("search results", () => {
  test("a Camry owner types brkae pdas and presses Enter: brake pads for the Camry, counted, fit-checked, a page at a time", async () => {
    await shopForACamry();
    await searchField().pressSequentially("brkae pdas");
    // The suggestions read the typos as the results do.
    await b.page.getByRole("option", { name: /^Brake Pads/ }).waitFor();
    await searchField().press("Enter");
    await b.page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "brkae pdas");
    await b.page.getByRole("heading", { level: 1, name: /^\d+ parts for “brake pads”$/ }).waitFor();
    // Enter closed the suggestions.
    expect(await b.page.getByRole("listbox").count()).toBe(0);
    expect(await searchField().getAttribute("aria-expanded")).toBe("false");

    await b.page.getByText("Showing results for brake pads (you typed brkae pdas)").waitFor();
    const total = await countInHeading();
    expect(total).toBeGreaterThan(24);
    expect(await onlyFitsSwitch().getAttribute("aria-checked")).toBe("true");
    // Every card answers for the Camry, and only what fits it is listed.
    expect(await cards().count()).toBe(24);
    const badges = await cards().evaluateAll((els) => els.map((e) => e.textContent ?? ""));
    expect(badges.filter((t) => t.includes("Fits your 2018 Toyota Camry")).length).toBeGreaterThan(0);
    expect(
      badges.every(
        (t) => t.includes("Fits your 2018 Toyota Camry") || t.includes("Universal fit") || t.includes("Needs engine"),
      ),
    ).toBe(true);
    // The direct link goes to the Camry's brake pads.
    expect(
      await b.page
        .getByRole("navigation", { name: "Go straight to" })
        .getByRole("link", { name: "Brake Pads for 2018 Toyota Camry" })
        .getAttribute("href"),
    ).toBe("/toyota-camry-2018-accessories/brakes/brake-pads");

    const firstPage = await cardLinks();
    await b.page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next page" }).click();
    await b.page.waitForURL((url) => url.searchParams.get("page") === "2");
    await expect.poll(async () => (await cardLinks()).some((href) => firstPage.includes(href))).toBe(false);
    expect((await cardLinks()).length).toBeGreaterThan(0);
    expect(await countInHeading()).toBe(total);
    await b.page.getByText(/page 2 of \d+/).waitFor();
  });

  test("the only-fits switch lists every part for any car, and on again only the Camry's", async () => {
    await shopForACamry();
    await b.page.goto("/search?q=brake+pads");
    const fitting = await countInHeading();
    await onlyFitsSwitch().click();
    await b.page.waitForURL((url) => url.searchParams.get("fits") === "0");
    await expect.poll(() => onlyFitsSwitch().getAttribute("aria-checked")).toBe("false");
    expect(await countInHeading()).toBeGreaterThan(fitting);
    await onlyFitsSwitch().click();
    await b.page.waitForURL((url) => !url.searchParams.has("fits"));
    await expect.poll(countInHeading).toBe(fitting);
  });

  test("a facet and a sort narrow and order the list, and stay in the URL", async () => {
    await b.page.goto("/search?q=brake");
    const all = await countInHeading();
    const filters = b.page.getByRole("complementary", { name: "Filters" });
    await filters.getByRole("checkbox", { name: /^Brake Pads/ }).click();
    await b.page.waitForURL((url) => url.searchParams.get("type") === "brake-pads");
    await b.page
      .getByRole("checkbox", { name: /^Brake Pads/, checked: true })
      .first()
      .waitFor();
    const pads = await countInHeading();
    expect(pads).toBeGreaterThan(0);
    expect(pads).toBeLessThan(all);
    await b.page.getByRole("combobox", { name: "Sort by" }).selectOption("price-asc");
    await b.page.waitForURL((url) => url.searchParams.get("sort") === "price-asc");
    expect(new URL(b.page.url()).searchParams.get("type")).toBe("brake-pads");
    const prices = () =>
      cards()
        .locator("p.text-lg")
        .evaluateAll((els) => els.map((e) => Number((e.textContent ?? "").replace(/[^0-9.]/g, ""))));
    await expect
      .poll(async () => {
        const xs = await prices();
        return xs.length > 0 && xs.every((x, i) => i === 0 || (xs[i - 1] ?? 0) <= x);
      })
      .toBe(true);
  });

  test("a query that finds nothing says so and offers a spelling that does", async () => {
    await b.page.goto("/");
    await searchField().fill("xbrakez padqz");
    await searchField().press("Enter");
    await b.page.getByRole("heading", { level: 1, name: "No parts found for “xbrakez padqz”" }).waitFor();
    const suggestion = b.page.getByText(/^Did you mean/);
    await suggestion.waitFor();
    await suggestion.getByRole("link").click();
    await b.page.getByRole("heading", { level: 1, name: /^\d+ parts for “brake pads?”$/ }).waitFor();
    expect(await cards().count()).toBeGreaterThan(0);
  });

  test("a car owner types only their car: every part that fits it, the way to its page on top", async () => {
    await b.page.goto("/");
    await searchField().fill("2018 camry");
    await searchField().press("Enter");
    await b.page.getByRole("heading", { level: 1, name: /^[\d,]+ parts for “2018 camry”$/ }).waitFor();
    expect(await countInHeading()).toBeGreaterThan(24);
    expect(await cards().count()).toBe(24);
    // Every category the car has parts in, not one part word's.
    const categories = b.page.getByRole("complementary", { name: "Filters" }).getByRole("group", { name: "Category" });
    expect(await categories.getByRole("checkbox").count()).toBeGreaterThan(3);
    const badges = await cards().evaluateAll((els) => els.map((e) => e.textContent ?? ""));
    expect(badges.every((t) => /Fits the 2018 Toyota Camry|Universal fit|Needs engine/.test(t))).toBe(true);
    const onTop = b.page
      .getByRole("navigation", { name: "Go straight to" })
      .getByRole("link", { name: "All parts for 2018 Toyota Camry" });
    expect(await onTop.getAttribute("href")).toBe("/toyota-camry-2018-accessories");
  });

  test("a model without its year asks which year, and the year leads to that car's parts", async () => {
    await b.page.goto("/search?q=f150");
    await b.page.getByRole("heading", { level: 1, name: "Which Ford F-150 is yours?" }).waitFor();
    const years = b.page.getByRole("navigation", { name: "Ford F-150 model years" }).getByRole("link");
    expect(await years.first().innerText()).toBe("2026");
    await b.page.getByRole("link", { name: "2015 Ford F-150" }).click();
    await b.page.waitForURL((url) => url.pathname === "/ford-f-150-2015-accessories");
    await b.page.getByText("Showing only parts that fit the 2015 Ford F-150").waitFor();
  });

  test("a make alone asks which model, then which year, and leads to that car's parts", async () => {
    await b.page.goto("/search?q=toyota");
    await b.page.getByRole("heading", { level: 1, name: "Which Toyota is yours?" }).waitFor();
    await b.page
      .getByRole("navigation", { name: "Toyota models" })
      .getByRole("link", { name: "Toyota Camry", exact: true })
      .click();
    await b.page.getByRole("heading", { level: 1, name: "Which Toyota Camry is yours?" }).waitFor();
    await b.page.getByRole("link", { name: "2018 Toyota Camry" }).click();
    await b.page.waitForURL((url) => url.pathname === "/toyota-camry-2018-accessories");
    await b.page.getByText("Showing only parts that fit the 2018 Toyota Camry").waitFor();
  });

  test("past the last page, and a sort it does not have, is the not-found page", async () => {
    expect((await b.page.goto("/search?q=brake&page=999"))?.status()).toBe(404);
    expect((await b.page.goto("/search?q=brake&sort=featured"))?.status()).toBe(404);
    await b.page.getByRole("heading", { name: "Oops! Page not found 😔" }).waitFor();
  });
});
