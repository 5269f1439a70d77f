import { describe, expect, test } from "vitest";
import { useBrowser } from "../support/browser.ts";

const b = useBrowser();

const productPrices = () =>
  b.page
    .getByRole("main")
    .locator("article p.text-lg")
    .evaluateAll((els) => els.map((e) => Number((e.textContent ?? "").replace(/[^0-9.]/g, ""))));

describe("finding parts that fit", () => {
  test("a vehicle page lists only fitting parts; filter by brand, sort by price, open a part that fits", async () => {
    const response = await b.page.goto("/toyota-camry-2018-accessories");
    expect(response?.status()).toBe(200);
    expect(await b.page.title()).toBe("Parts and accessories for 2018 Toyota Camry · Pitstop");
    // Opening the page does not choose the car; the shopper does.
    await b.page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await b.page.getByText("Showing only parts that fit the 2018 Toyota Camry").waitFor();
    await b.page.getByRole("button", { name: "Shop for this car" }).click();
    await b.page.getByText("Showing only parts that fit your 2018 Toyota Camry").waitFor();
    const cards = b.page.getByRole("main").getByRole("article");
    expect(await cards.count()).toBe(24);
    const badges = await cards.evaluateAll((els) => els.map((e) => e.textContent ?? ""));
    // Each fits the Camry, is universal, or fits some of its engines and asks which; none doesn't fit.
    expect(
      badges.every(
        (t) => t.includes("Fits your 2018 Toyota Camry") || t.includes("Universal fit") || t.includes("Needs engine"),
      ),
    ).toBe(true);
    expect(badges.some((t) => t.includes("Doesn't fit"))).toBe(false);

    // Brakes for this car, one brand, cheapest first.
    await b.page.getByRole("link", { name: /^Brakes \d+$/ }).click();
    await b.page.waitForURL("**/toyota-camry-2018-accessories/brakes");
    const brand = b.page
      .getByRole("complementary", { name: "Filters" })
      .getByRole("checkbox")
      .filter({ hasText: "Stopline" });
    await brand.click();
    await b.page.waitForURL(/brand=stopline/);
    // The page has rendered the filter (not just changed its address) before the next choice.
    await b.page
      .getByRole("checkbox", { name: /Stopline/, checked: true })
      .first()
      .waitFor();
    await b.page.getByRole("combobox", { name: "Sort by" }).selectOption("price-asc");
    await b.page.waitForURL(/sort=price-asc/);
    expect(b.page.url()).toContain("brand=stopline");
    const onlyStopline = async () => {
      const brands = await cards.locator("p.card-brand").allTextContents();
      return brands.length > 0 && brands.every((name) => name.toLowerCase().includes("stopline"));
    };
    await expect.poll(onlyStopline, { timeout: 10_000 }).toBe(true);
    const sorted = (xs: number[]) => xs.every((x, i) => i === 0 || (xs[i - 1] ?? 0) <= x);
    await expect.poll(async () => sorted(await productPrices()), { timeout: 10_000 }).toBe(true);

    // The back button restores the previous filters.
    await b.page.goBack();
    await b.page.waitForURL((url) => !url.search.includes("sort="));
    expect(b.page.url()).toContain("brand=stopline");

    await cards.first().getByRole("heading").getByRole("link").click();
    await b.page.getByRole("heading", { level: 1 }).waitFor();
    await b.page
      .getByText(/Fits your 2018 Toyota Camry|Universal fit/)
      .first()
      .waitFor();
    await b.page.getByRole("region", { name: "Does it fit my cars?" }).getByText("fits", { exact: true }).waitFor();
  });

  test("the tires of a 2018 Camry are named Tires and come only in the sizes it uses", async () => {
    const response = await b.page.goto("/toyota-camry-2018-accessories/tyres");
    expect(response?.status()).toBe(200);
    expect(await b.page.title()).toMatch(/Tires/);
    const titles = await b.page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/Tire, (215\/55R17|235\/45R18|235\/40R19) /);
    expect(await b.page.getByRole("main").innerText()).not.toMatch(/tyre/i);
  });

  test("searching for tire suggests tires", async () => {
    await b.page.goto("/");
    const search = b.page.getByRole("banner").getByRole("combobox", { name: "Search parts" }).first();
    await search.fill("tire");
    await b.page
      .getByRole("option")
      .filter({ hasText: / Tire, / })
      .first()
      .waitFor();
  });

  test("an unknown vehicle page is the not-found page with status 404", async () => {
    const response = await b.page.goto("/toyota-hovercraft-2018-accessories");
    expect(response?.status()).toBe(404);
    await b.page.getByRole("heading", { name: "Oops! Page not found 😔" }).waitFor();
  });

  test("a malformed catalogue URL is a 404, not an error", async () => {
    const response = await b.page.goto("/brakes?sort=cheapest-first");
    expect(response?.status()).toBe(404);
  });

  test("header search suggests parts as you type and opens the chosen one", async () => {
    await b.page.goto("/");
    const search = b.page.getByRole("banner").getByRole("combobox", { name: "Search parts" }).first();
    await search.fill("ceramic brake pads");
    const option = b.page
      .getByRole("option")
      .filter({ hasText: /Ceramic Brake Pad/ })
      .first();
    await option.waitFor();
    const title = (await option.locator("span.font-medium").textContent())?.trim();
    await option.click();
    await b.page.waitForURL(/\/brakes\/brake-pads\//);
    await b.page.getByRole("heading", { level: 1, name: title }).waitFor();
  });

  test("searching with Enter shows a results page; a named vehicle filters it", async () => {
    await b.page.goto("/");
    const search = b.page.getByRole("banner").getByRole("combobox", { name: "Search parts" }).first();
    await search.fill("brake pads 2018 camry");
    await search.press("Enter");
    await b.page.waitForURL(/\/search\?q=/);
    await b.page.getByRole("heading", { level: 1, name: / parts? for “brake pads 2018 camry”$/ }).waitFor();
    await b.page.getByText("Parts for the 2018 Toyota Camry, named in your search").waitFor();
    expect(await b.page.getByRole("main").getByRole("article").count()).toBeGreaterThan(0);
  });
});
