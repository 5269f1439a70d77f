import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { operatorEmail, signIn, signUp } from "../support/accounts.ts";
import { baseUrl, useBrowser } from "../support/browser.ts";
import { chooseVehicle } from "../support/vehicles.ts";

/** The back office's catalogue — a product made, pictured and fitted, a fitment file imported. */
const b = useBrowser({ viewport: { width: 1366, height: 900 } });

/** An 8×8 PNG (made with sharp), as account-journey.e2e.ts uploads for an avatar. */
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWP4WSyGFTEMLQkA7bNggc879pUAAAAASUVORK5CYII=",
  "base64",
);

/**
 * The storefront's listings are rebuilt about a second after a catalogue write: the page is
 * loaded again until the product's card is on it (polling, not sleeping).
 */
async function cardOn(page: Page, path: string, title: string) {
  const card = page.getByRole("main").getByRole("article").filter({ hasText: title });
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return card.count();
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toBe(1);
  return card;
}

describe("the back office's catalogue", () => {
  test("an operator creates a product with a picture and a 2018 Camry fitment, imports an ACES file, and the storefront shows both", {
    timeout: 180_000,
  }, async () => {
    const page = b.page;
    const stamp = Date.now().toString(36).toUpperCase();
    const title = `Back Office Test Pads ${stamp}`;
    const partNumber = `E2E-${stamp}`;

    await signIn(page, operatorEmail(), "/admin/products");
    await page.getByRole("heading", { level: 1, name: "Products" }).waitFor();
    await page.getByRole("link", { name: "New product" }).click();
    await page.getByRole("heading", { level: 1, name: "New product" }).waitFor();

    const form = page.getByRole("form", { name: "Product" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Part number").fill(partNumber);
    await form.getByLabel("Category").selectOption({ label: "Brakes" });
    // The type list follows the category.
    const type = form.getByLabel("Type");
    await expect.poll(() => type.isEnabled()).toBe(true);
    await type.selectOption({ index: 1 });
    await form.getByLabel("Brand").selectOption({ index: 1 });
    await form.getByLabel("Price ($)").fill("abc");
    await form.getByLabel("Stock").fill("7");
    await form.getByRole("textbox", { name: "Description (Markdown)" }).fill("**Quiet** ceramic pads.");
    // A price that is not an amount is said under the field; nothing is created.
    await form.getByRole("button", { name: "Create product" }).click();
    await form.getByText("Price must be an amount in dollars, like 49.99").waitFor();
    await form.getByLabel("Price ($)").fill("34.50");
    await form.getByRole("tab", { name: "Preview" }).click();
    await form.getByRole("tabpanel", { name: "Preview" }).locator("strong", { hasText: "Quiet" }).waitFor();
    await form.getByRole("button", { name: "Create product" }).click();
    await page.waitForURL(/\/admin\/products\/\d+$/);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();

    // A picture, uploaded as the API takes it (multipart), shows as the main one.
    const pictures = page.getByRole("region", { name: "Pictures" });
    await pictures
      .locator('input[type="file"]')
      .setInputFiles({ name: "pads.png", mimeType: "image/png", buffer: tinyPng });
    await pictures.getByText("Main").waitFor();
    await expect.poll(() => pictures.getByRole("img").count()).toBe(1);

    // Fitment from the picker's vehicles: the 2018 Toyota Camry.
    const fitment = page.getByRole("form", { name: "Add fitment" });
    await fitment.getByLabel("First year").selectOption("2018");
    await fitment.getByLabel("Make").selectOption("Toyota");
    await fitment.getByLabel("Model").selectOption("Camry");
    await fitment.getByRole("button", { name: "Add fitment" }).click();
    const fitmentTable = page.getByRole("region", { name: /^Fitment/ });
    await fitmentTable.getByRole("row", { name: /2018 Toyota Camry/ }).waitFor();
    // The same application again is said to be there already; another one on the same car is added beside it.
    await fitment.getByRole("button", { name: "Add fitment" }).click();
    await page.getByText("The 2018 Toyota Camry already has this application").first().waitFor();
    await fitment.getByLabel("Engines (optional)").fill("3.5L V6");
    await fitment.getByLabel("Position (optional)").selectOption("Rear");
    await fitment.getByRole("button", { name: "Add fitment" }).click();
    await page.getByRole("heading", { name: /2 applications on 1 vehicle/ }).waitFor();
    await fitmentTable.getByRole("button", { name: "Remove the 2018 Toyota Camry (3.5L V6, Rear)" }).click();
    await page.getByRole("heading", { name: /1 application on 1 vehicle/ }).waitFor();
    expect(await fitmentTable.getByRole("row", { name: /2018 Toyota Camry/ }).count()).toBe(1);

    // The operator's edit on a stale copy is refused (another tab saved first), nothing overwritten.
    const other = await page.context().newPage();
    await other.goto(page.url());
    await other.getByRole("form", { name: "Product" }).getByLabel("Stock").fill("9");
    await other.getByRole("button", { name: "Save changes" }).click();
    await other.getByText("Product saved").first().waitFor();
    await other.close();
    await form.getByLabel("Stock").fill("1");
    await form.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("alert").filter({ hasText: "changed by someone else" }).waitFor();
    // What the operator typed stays in the form until they choose to reload.
    expect(await form.getByLabel("Stock").inputValue()).toBe("1");
    await page.getByRole("link", { name: "Reload the product" }).click();
    // A full load: until it is in, the old page (and what was typed) still shows. Its notice goes with it.
    await page.getByRole("alert").filter({ hasText: "changed by someone else" }).waitFor({ state: "detached" });
    await expect
      .poll(() => page.getByRole("form", { name: "Product" }).getByLabel("Stock").inputValue(), { timeout: 10_000 })
      .toBe("9");

    // A fitment file in ACES XML adds the 2019 Camry (its position a PCdb id, 22: Front): a dry run
    // first, then applied as a job the page follows from its address.
    const aces = `<?xml version="1.0" encoding="UTF-8"?>
<ACES version="4.2">
  <Header><Company>E2E</Company></Header>
  <App action="A" id="1">
    <Make>Toyota</Make>
    <Model>Camry</Model>
    <Years from="2019" to="2019"/>
    <Position id="22"/>
    <Part>${partNumber}</Part>
  </App>
</ACES>
`;
    await page.goto("/admin/fitment-import");
    await page.getByRole("heading", { level: 1, name: "Fitment import" }).waitFor();
    await page.locator('input[type="file"]').setInputFiles({
      name: "camry-2019.xml",
      mimeType: "application/xml",
      buffer: Buffer.from(aces),
    });
    const report = page.getByRole("region", { name: "2. Check the report, then apply" });
    await report.waitFor();
    // Applications, resolved, added, duplicates, deleted, replaced, products.
    expect(await report.getByRole("definition").allInnerTexts()).toEqual(["1", "1", "1", "0", "0", "0", "1"]);
    await report.getByRole("button", { name: "Apply 1 change" }).click();
    await page.waitForURL(/\/admin\/fitment-import\?import=\d+$/);
    const imported = page.getByRole("region", { name: "Imported" });
    await imported.getByText("Imported camry-2019.xml: 1 application added").waitFor();
    const bar = imported.getByRole("progressbar", { name: "Written" });
    expect(await bar.getAttribute("aria-valuenow")).toBe("1");
    expect(await bar.getAttribute("aria-valuetext")).toBe("1 of 1 row");
    // The import is in the address: a reload finds it finished, with its report.
    await page.reload();
    await imported.getByText("Imported camry-2019.xml: 1 application added").waitFor();
    expect(await imported.getByRole("definition").allInnerTexts()).toEqual(["1", "1", "1", "0", "0", "0", "1"]);
    // Another file: the recent imports list this one first, and open it again.
    await imported.getByRole("button", { name: "Import another file" }).click();
    const recent = page.getByRole("region", { name: "Recent imports" });
    const first = recent.getByRole("row").nth(1);
    await first.getByRole("link", { name: "camry-2019.xml" }).waitFor();
    expect(await first.getByRole("cell").nth(3).innerText()).toBe("Imported");
    await first.getByRole("link", { name: "camry-2019.xml" }).click();
    await imported.getByText("Imported camry-2019.xml: 1 application added").waitFor();
    // A number no import has says so, and the recent ones are there to choose from.
    await page.goto("/admin/fitment-import?import=999999");
    await page.getByText("No fitment import has the number 999999: choose the file to import below.").waitFor();
    await recent.getByRole("link", { name: "camry-2019.xml" }).waitFor();
    // A file deleting that application lists it as a removal in its dry run, before anything is applied.
    await page.locator('input[type="file"]').setInputFiles({
      name: "camry-2019-delete.xml",
      mimeType: "application/xml",
      buffer: Buffer.from(aces.replace('action="A"', 'action="D"')),
    });
    const removals = report.getByRole("region", { name: "1 application to remove" });
    await removals.getByRole("row", { name: `${partNumber} 2019 Toyota Camry` }).waitFor();
    expect(await removals.getByRole("row").nth(1).getByRole("cell").nth(3).innerText()).toBe("Deleted by line 4");
    await report.getByRole("button", { name: "Apply 1 change" }).waitFor();

    // A shopper opening the back office gets the not-found page.
    await page.context().clearCookies();
    await signUp(page, "camry-owner");
    const response = await page.goto("/admin/products");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Oops! Page not found 😔" }).waitFor();

    // With the 2018 Camry active, the product is on its vehicle page (newest first) with a "Fits" badge.
    await page.goto("/");
    await chooseVehicle(page, "2018", "Toyota", "Camry");
    await page.waitForURL("**/toyota-camry-2018-accessories");
    const card = await cardOn(page, "/toyota-camry-2018-accessories?sort=newest", title);
    await card.getByText("Fits your 2018 Toyota Camry").waitFor();
    // Its picture is the one uploaded (re-encoded by the API) and loads.
    const picture = card.locator("img").first();
    expect(await picture.getAttribute("src")).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    // The imported fitment: the 2019 Camry's page lists it too.
    await cardOn(page, "/toyota-camry-2019-accessories?sort=newest", title);
  });

  test("an operator deletes a part they made and never sold: asked first, it is gone from the shop; a category with parts stays", {
    timeout: 120_000,
  }, async () => {
    const page = b.page;
    const stamp = Date.now().toString(36).toUpperCase();
    const title = `Deletion Test Rotor ${stamp}`;
    const browser = page.context().browser();
    if (!browser) throw new Error("no browser");
    const shopperContext = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } });
    const shopper = await shopperContext.newPage();

    await signIn(page, operatorEmail(), "/admin/products/new");
    await page.getByRole("heading", { level: 1, name: "New product" }).waitFor();
    const form = page.getByRole("form", { name: "Product" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Part number").fill(`DEL-${stamp}`);
    await form.getByLabel("Category").selectOption({ label: "Brakes" });
    const type = form.getByLabel("Type");
    await expect.poll(() => type.isEnabled()).toBe(true);
    await type.selectOption({ index: 1 });
    await form.getByLabel("Brand").selectOption({ index: 1 });
    await form.getByLabel("Price ($)").fill("12.00");
    await form.getByLabel("Stock").fill("2");
    await form.getByRole("button", { name: "Create product" }).click();
    await page.waitForURL(/\/admin\/products\/\d+$/);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    const pictures = page.getByRole("region", { name: "Pictures" });
    await pictures
      .locator('input[type="file"]')
      .setInputFiles({ name: "rotor.png", mimeType: "image/png", buffer: tinyPng });
    await pictures.getByText("Main").waitFor();
    const productHref = await page.getByRole("link", { name: "View in the shop" }).getAttribute("href");
    if (!productHref) throw new Error("the product has no shop address");
    expect((await shopper.goto(productHref))?.status()).toBe(200);

    // Asked first, naming what goes with it; Escape keeps it.
    await form.getByRole("button", { name: "Delete part" }).click();
    const dialog = page.getByRole("dialog", { name: `Delete ${title}?` });
    await dialog.getByText("Its 1 image goes with it.").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await form.getByRole("button", { name: "Delete part" }).click();
    await dialog.getByRole("button", { name: "Delete part" }).click();
    await page.waitForURL(/\/admin\/products$/);
    await page.getByText("Part deleted").first().waitFor();
    await expect.poll(async () => (await shopper.goto(productHref))?.status(), { timeout: 30_000 }).toBe(404);
    await shopper.getByRole("heading", { name: "Oops! Page not found 😔" }).waitFor();

    // A category parts are in is kept, and the page says why under it.
    await page.goto("/admin/categories");
    await page.getByRole("heading", { level: 1, name: "Categories" }).waitFor();
    await page.getByRole("button", { name: "Delete Brakes", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Delete the category Brakes?" })
      .getByRole("button", { name: "Delete category" })
      .click();
    await page
      .getByRole("alert")
      .filter({ hasText: /Not deleted\. [\d,]+ parts use this category; move or delete them first\./ })
      .waitFor();
    expect(await page.getByRole("heading", { level: 2, name: /^Brakes/ }).count()).toBe(1);
    await shopperContext.close();
  });
});
