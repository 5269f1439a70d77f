import { describe, expect, test } from "vitest";
import { useBrowser } from "../support/browser.ts";
import { activeVehicleName, chooseVehicle, openPicker, pickInPicker, settled } from "../support/vehicles.ts";

const b = useBrowser();

async function choose(label: string, typed: string, option: string) {
  const dialog = b.page.getByRole("dialog", { name: "Select your vehicle" });
  const input = dialog.getByRole("combobox", { name: label });
  await expect.poll(() => input.isEnabled(), { timeout: 10_000 }).toBe(true);
  await input.click();
  await input.fill(typed);
  await b.page.getByRole("option", { name: option, exact: true }).click();
  await expect.poll(() => input.inputValue()).toBe(option);
}

describe("choosing a vehicle", () => {
  test("2018 / Toyota / Camry in the modal opens its page, remembered in the garage history", async () => {
    await b.page.goto("/");
    await b.page.getByRole("banner").getByRole("button", { name: "Select your vehicle" }).first().click();
    const dialog = b.page.getByRole("dialog", { name: "Select your vehicle" });
    const add = dialog.getByRole("button", { name: "Add new vehicle" });
    expect(await add.isDisabled()).toBe(true);
    await choose("Year", "2018", "2018");
    expect(await add.isDisabled()).toBe(true);
    await choose("Make", "toy", "Toyota");
    await choose("Model", "Cam", "Camry");
    await add.click();
    await b.page.waitForURL("**/toyota-camry-2018-accessories");
    await b.page.getByText("Car added to history").waitFor();
    await b.page.getByRole("heading", { level: 1, name: "Parts and accessories for 2018 Toyota Camry" }).waitFor();

    await b.page.getByRole("banner").getByRole("button", { name: "My garage" }).click();
    const garage = b.page.getByRole("dialog", { name: "My garage" });
    await garage.getByRole("link", { name: "2018 Toyota Camry" }).waitFor();
    await garage.getByRole("button", { name: "Remove 2018 Toyota Camry from history" }).click();
    await b.page.getByText("Car removed from history").waitFor();
    await garage.getByText("You have no cars in your history").waitFor();
    // The page's data reloads for the changed active vehicle; the removed car stays removed.
    await b.page.waitForLoadState("networkidle");
    expect(await garage.getByText("You have no cars in your history").isVisible()).toBe(true);
  });

  test("a prefix nothing starts with says 'Nothing found.'", async () => {
    await b.page.goto("/");
    await b.page.getByRole("banner").getByRole("button", { name: "Select your vehicle" }).first().click();
    await choose("Year", "2018", "2018");
    const make = b.page.getByRole("dialog").getByRole("combobox", { name: "Make" });
    await expect.poll(() => make.isEnabled(), { timeout: 10_000 }).toBe(true);
    await make.click();
    await make.fill("zzz");
    await b.page.getByText("Nothing found.").waitFor();
  });

  test("a decoded VIN leads to the same vehicle page", async () => {
    await b.page.goto("/");
    await b.page.getByRole("banner").getByRole("button", { name: "Select your vehicle" }).first().click();
    const dialog = b.page.getByRole("dialog", { name: "Select your vehicle" });
    await dialog.getByRole("tab", { name: "VIN" }).click();
    await dialog.getByRole("textbox", { name: "VIN" }).fill("4t1b11hk7ju512345");
    await dialog.getByRole("button", { name: "Decode" }).click();
    await dialog.getByText("2018 Toyota Camry").first().waitFor();
    await dialog.getByRole("button", { name: "Add new vehicle" }).click();
    await b.page.waitForURL("**/toyota-camry-2018-accessories");
  });

  test("a VIN with a wrong check digit is refused with the reason", async () => {
    await b.page.goto("/");
    await b.page.getByRole("banner").getByRole("button", { name: "Select your vehicle" }).first().click();
    const dialog = b.page.getByRole("dialog", { name: "Select your vehicle" });
    await dialog.getByRole("tab", { name: "VIN" }).click();
    await dialog.getByRole("textbox", { name: "VIN" }).fill("4T1B11HK1JU512345");
    await dialog.getByRole("button", { name: "Decode" }).click();
    await dialog
      .getByText(/check digit/)
      .first()
      .waitFor();
  });
});

describe("'Add new vehicle' from the header keeps the shopper where they are", () => {
  test("on /brakes/brake-pads the page stays, its answers now for the new car", async () => {
    const page = b.page;
    await page.goto("/");
    await chooseVehicle(page, "2018", "Toyota", "Camry");
    await page.goto("/brakes/brake-pads");
    const badges = () =>
      page
        .getByRole("main")
        .getByRole("article")
        .evaluateAll((els) => els.map((e) => e.textContent ?? ""));
    const about = (car: string) => async () =>
      (await badges()).filter((t) => new RegExp(`fits? your ${car}`, "i").test(t)).length;
    await expect.poll(about("2018 Toyota Camry"), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);

    await openPicker(page);
    await pickInPicker(page, "2018", "Honda", "Civic");
    await expect.poll(() => activeVehicleName(page).textContent(), { timeout: 10_000 }).toBe("2018 Honda Civic");
    await settled(page);
    expect(new URL(page.url()).pathname).toBe("/brakes/brake-pads");
    await page.getByRole("heading", { level: 1, name: "Brake Pads" }).waitFor();
    await expect.poll(about("2018 Honda Civic"), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await about("2018 Toyota Camry")()).toBe(0);
  });

  test("on a vehicle page, the same page for the new car opens", async () => {
    const page = b.page;
    await page.goto("/");
    await chooseVehicle(page, "2018", "Toyota", "Camry");
    await page.waitForURL("**/toyota-camry-2018-accessories");
    await page.goto("/toyota-camry-2018-accessories/brakes");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await chooseVehicle(page, "2018", "Honda", "Civic");
    await page.waitForURL("**/honda-civic-2018-accessories/brakes");
    await page.getByRole("heading", { level: 1, name: "Brakes for 2018 Honda Civic" }).waitFor();
  });
});
