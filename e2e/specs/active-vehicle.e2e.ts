import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signUp, testPassword } from "../support/accounts.ts";
import { useBrowser } from "../support/browser.ts";
import { activeVehicleName, chooseVehicle, openPicker, settled } from "../support/vehicles.ts";

/**
 * One active vehicle, everywhere: the header, the garage, the badges and the lists agree on the car
 * being shopped for. Each scenario is one a new user once hit, now behaving right.
 */
const b = useBrowser();

const banner = () => b.page.getByRole("banner");
const activeName = () => activeVehicleName(b.page);
const cards = () => b.page.getByRole("main").getByRole("article");

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(testPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/profile");
}

async function signOut(page: Page) {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL("**/login");
}

/** Every card's fit text on the page. */
const cardTexts = () => cards().evaluateAll((els) => els.map((e) => e.textContent ?? ""));

describe("one active vehicle", () => {
  test("signed in, picking another car makes it active: the header, the garage and the badges agree", async () => {
    await signUp(b.page, "car");
    // From the home page a chosen car's page opens (elsewhere the shopper stays where they are).
    await b.page.goto("/");
    await chooseVehicle(b.page, "2015", "Honda", "Civic");
    await b.page.waitForURL("**/honda-civic-2015-accessories");
    await b.page.getByText("Car added", { exact: true }).first().waitFor();
    await expect.poll(() => activeName().textContent()).toBe("2015 Honda Civic");

    await chooseVehicle(b.page, "2020", "Ford", "F-150");
    await b.page.waitForURL("**/ford-f-150-2020-accessories");
    await expect.poll(() => activeName().textContent()).toBe("2020 Ford F-150");

    // The garage says the same: the F-150 is main.
    await banner()
      .getByRole("button", { name: /^My garage/ })
      .click();
    const garage = b.page.getByRole("dialog", { name: "My garage" });
    await garage.getByRole("button", { name: "2020 Ford F-150 is your main car" }).waitFor();
    await garage.getByRole("button", { name: "Select 2015 Honda Civic as your main car", exact: true }).waitFor();
    await garage.getByRole("button", { name: "Close" }).click();

    // And every badge on /brakes answers for the F-150, never the Civic.
    await b.page.goto("/brakes");
    await expect.poll(async () => (await cardTexts()).length).toBe(24);
    const texts = await cardTexts();
    expect(texts.some((t) => t.includes("Civic"))).toBe(false);
    expect(texts.some((t) => /fit your 2020 Ford F-150|Fits your 2020 Ford F-150/i.test(t))).toBe(true);
    expect(await activeName().textContent()).toBe("2020 Ford F-150");
  });

  test("a car removed from the garage stays removed after signing out and in again", async () => {
    // A visitor shops for a Camry, then a Civic, then signs up: both go to the garage, the Civic main.
    await b.page.goto("/");
    await chooseVehicle(b.page, "2018", "Toyota", "Camry");
    await b.page.waitForURL("**/toyota-camry-2018-accessories");
    await chooseVehicle(b.page, "2015", "Honda", "Civic");
    await b.page.waitForURL("**/honda-civic-2015-accessories");
    const email = await signUp(b.page, "car");
    await b.page.goto("/profile/garage");
    await b.page.getByRole("button", { name: "Remove 2015 Honda Civic from garage" }).click();
    await b.page
      .getByRole("dialog", { name: "Remove the 2015 Honda Civic?" })
      .getByRole("button", { name: "Remove car" })
      .click();
    await b.page.getByText("Car removed", { exact: true }).first().waitFor();
    await b.page.getByRole("button", { name: "Select 2018 Toyota Camry as your main car", exact: true }).click();
    await b.page.getByRole("button", { name: "Deselect 2018 Toyota Camry as your main car" }).waitFor();

    await signOut(b.page);
    await signIn(b.page, email);
    await b.page.goto("/profile/garage");
    await b.page.getByRole("button", { name: "Deselect 2018 Toyota Camry as your main car" }).waitFor();
    expect(await b.page.getByRole("button", { name: "Remove 2015 Honda Civic from garage" }).count()).toBe(0);
    await expect.poll(() => activeName().textContent()).toBe("2018 Toyota Camry");
  });

  test("a visitor reopening an older car from Search History shops for it: its parts say they fit it", async () => {
    await b.page.goto("/");
    await chooseVehicle(b.page, "2018", "Toyota", "Camry");
    await b.page.waitForURL("**/toyota-camry-2018-accessories");
    await chooseVehicle(b.page, "2015", "Honda", "Civic");
    await b.page.waitForURL("**/honda-civic-2015-accessories");
    await expect.poll(() => activeName().textContent(), { timeout: 10_000 }).toBe("2015 Honda Civic");
    await settled(b.page);

    await banner()
      .getByRole("button", { name: /^My garage/ })
      .click();
    await b.page.getByRole("dialog", { name: "My garage" }).getByRole("link", { name: "2018 Toyota Camry" }).click();
    await b.page.waitForURL("**/toyota-camry-2018-accessories");
    await expect.poll(() => activeName().textContent(), { timeout: 10_000 }).toBe("2018 Toyota Camry");
    await b.page.getByText("Showing only parts that fit your 2018 Toyota Camry").waitFor();

    // A brake part reached from "Parts for your 2018 Toyota Camry" fits the Camry.
    await b.page.getByRole("link", { name: /^Brakes \d+$/ }).click();
    await b.page.waitForURL("**/toyota-camry-2018-accessories/brakes");
    // The vehicle page's cards stay on screen until the category's have loaded.
    await b.page.getByRole("heading", { level: 1, name: "Brakes for 2018 Toyota Camry" }).waitFor();
    await cards().first().getByRole("heading").getByRole("link").click();
    // The product's own address: until then the category's cards (with their badges) are on screen.
    await b.page.waitForURL(/\/brakes\/[a-z0-9-]+\/[a-z0-9-]+$/);
    await b.page.getByRole("heading", { level: 1 }).waitFor();
    await b.page
      .getByText(/Fits your 2018 Toyota Camry|Universal fit/)
      .first()
      .waitFor();
    // The Civic is still one of the shopper's cars ('Does it fit my cars?' lists it), but no answer is for it.
    expect(await b.page.getByText(/fit your 2015 Honda Civic/i).count()).toBe(0);
    expect(await b.page.getByText(/Fits your 2018 Toyota Camry/).count()).toBeGreaterThan(0);
  });

  test("'Shop without a vehicle' clears it everywhere: cards say 'Check fit'", async () => {
    await b.page.goto("/");
    await chooseVehicle(b.page, "2018", "Toyota", "Camry");
    await b.page.waitForURL("**/toyota-camry-2018-accessories");
    await banner()
      .getByRole("button", { name: /^Shopping for .*Change vehicle$/ })
      .first()
      .click();
    await b.page.getByRole("menuitem", { name: "Shop without a vehicle" }).click();
    await b.page.getByText("Car deselected").first().waitFor();
    await b.page.goto("/brakes");
    await expect.poll(async () => (await cardTexts()).length).toBe(24);
    const texts = await cardTexts();
    expect(texts.some((t) => /Fits your|fit your/.test(t))).toBe(false);
    expect(
      await cards()
        .getByRole("button", { name: /Check fit/ })
        .count(),
    ).toBeGreaterThan(0);
    expect(await activeName().count()).toBe(0);
  });

  // Retried: 1 run in 3 on 2026-11-29 rendered the list without the car just chosen (not yet understood; see issue 27's note).
  test("parts that need the engine are answered at the list's top: one click on 2.5L and they fit", {
    retry: 2,
  }, async () => {
    await b.page.goto("/");
    await chooseVehicle(b.page, "2018", "Toyota", "Camry");
    await b.page.waitForURL("**/toyota-camry-2018-accessories");
    // The choice is written to the device's cookie after the navigation: the next page load must carry it.
    await expect
      .poll(async () => (await b.page.context().cookies()).some((c) => c.name === "pitstop_vehicle" && c.value !== ""))
      .toBe(true);
    await b.page.goto("/toyota-camry-2018-accessories/filters/oil-filters");
    // Asked once, above the list, not on each card.
    const engine = b.page
      .getByRole("region", { name: "Which engine does your 2018 Toyota Camry have?" })
      .getByRole("button", { name: /^2\.5L 4-cyl \d/ });
    await engine.waitFor();
    await engine.click();
    await expect.poll(() => activeName().textContent()).toBe("2018 Toyota Camry 2.5L 4-cyl");
    await b.page.getByText("Fits your 2018 Toyota Camry 2.5L 4-cyl").first().waitFor();
    expect(await b.page.getByRole("region", { name: /^Which engine does/ }).count()).toBe(0);
  });

  test("a VIN that names its engine needs no question", async () => {
    await b.page.goto("/");
    await openPicker(b.page);
    const dialog = b.page.getByRole("dialog", { name: "Select your vehicle" });
    await dialog.getByRole("tab", { name: "VIN" }).click();
    await dialog.getByRole("textbox", { name: "VIN" }).fill("4T1B11HK7JU512345");
    await dialog.getByRole("button", { name: "Decode" }).click();
    await dialog.getByText("2.5L 4-cyl").first().waitFor();
    await dialog.getByRole("button", { name: "Add new vehicle" }).click();
    await b.page.waitForURL("**/toyota-camry-2018-accessories");
    await expect.poll(() => activeName().textContent()).toMatch(/^2018 Toyota Camry .*2\.5L 4-cyl$/);
    await b.page.goto("/toyota-camry-2018-accessories/filters/oil-filters");
    await b.page
      .getByText(/Fits your 2018 Toyota Camry/)
      .first()
      .waitFor();
    expect(await b.page.getByRole("region", { name: /^Which engine does/ }).count()).toBe(0);
  });
});

describe("the garage and the active car change only when the shopper asks", () => {
  const civicPage = "/honda-civic-2018-accessories";
  const shopForThisCar = () => b.page.getByRole("button", { name: "Shop for this car" });
  const openGarage = async () => {
    await banner()
      .getByRole("button", { name: /^My garage/ })
      .click();
    return b.page.getByRole("dialog", { name: "My garage" });
  };

  test("a visitor opening another car's page keeps shopping for their car until 'Shop for this car'", async () => {
    await b.page.goto("/");
    await chooseVehicle(b.page, "2018", "Toyota", "Camry");
    await b.page.goto(civicPage);
    await b.page.waitForFunction(() => "__reactRouterDataRouter" in window);
    // The page answers for its own car and says whose car is being shopped for.
    await b.page.getByText("Showing only parts that fit the 2018 Honda Civic").waitFor();
    await b.page.getByText("You're shopping for your 2018 Toyota Camry.").waitFor();
    await settled(b.page);
    expect(await activeName().textContent()).toBe("2018 Toyota Camry");
    expect((await cardTexts()).some((t) => /Fits the 2018 Honda Civic/.test(t))).toBe(true);
    expect((await cardTexts()).some((t) => /fits? (your|the) 2018 Toyota Camry/i.test(t))).toBe(false);
    // Still the Camry on the next page load: the visit changed nothing on the device either.
    await b.page.reload();
    await b.page.getByText("You're shopping for your 2018 Toyota Camry.").waitFor();
    await settled(b.page);
    expect(await activeName().textContent()).toBe("2018 Toyota Camry");

    await shopForThisCar().click();
    await expect.poll(() => activeName().textContent(), { timeout: 10_000 }).toBe("2018 Honda Civic");
    await b.page.getByText("Showing only parts that fit your 2018 Honda Civic").waitFor();
    expect(await shopForThisCar().count()).toBe(0);
    expect(new URL(b.page.url()).pathname).toBe(civicPage);
  });

  test("signed in, a vehicle page visit leaves the garage alone (in this tab and the next); 'add to garage' keeps the main car; 'Shop for this car' makes it main", async () => {
    await signUp(b.page, "garage");
    await b.page.goto("/");
    await chooseVehicle(b.page, "2018", "Toyota", "Camry");
    await b.page.getByText("Car added", { exact: true }).first().waitFor();

    await b.page.goto(civicPage);
    await b.page.getByText("You're shopping for your 2018 Toyota Camry.").waitFor();
    await settled(b.page);
    expect(await activeName().textContent()).toBe("2018 Toyota Camry");

    // A new tab syncs the device with the account: the viewed Civic does not go to the garage.
    const tab = await b.page.context().newPage();
    await tab.goto("/");
    await tab.waitForFunction(() => sessionStorage.getItem("pitstop-account-synced") === "1");
    await tab.reload();
    await tab
      .getByRole("banner")
      .getByRole("button", { name: /^My garage/ })
      .click();
    const tabGarage = tab.getByRole("dialog", { name: "My garage" });
    await tabGarage.getByRole("button", { name: "2018 Toyota Camry is your main car" }).waitFor();
    // Offered only for a car not in the garage.
    await tabGarage.getByRole("button", { name: "Add 2018 Honda Civic to garage" }).waitFor();
    await tab.close();

    // 'add to garage' from the history saves the Civic; the Camry stays the car being shopped for.
    const garage = await openGarage();
    await garage.getByRole("button", { name: "Add 2018 Honda Civic to garage" }).click();
    await b.page.getByText("Car added", { exact: true }).first().waitFor();
    await garage.getByRole("button", { name: "Select 2018 Honda Civic as your main car", exact: true }).waitFor();
    await garage.getByRole("button", { name: "2018 Toyota Camry is your main car" }).waitFor();
    expect(await activeName().textContent()).toBe("2018 Toyota Camry");
    await garage.getByRole("button", { name: "Close" }).click();

    await shopForThisCar().click();
    await b.page.getByText("Active car changed").first().waitFor();
    await expect.poll(() => activeName().textContent(), { timeout: 10_000 }).toBe("2018 Honda Civic");
    await b.page.getByText("Showing only parts that fit your 2018 Honda Civic").waitFor();
    const after = await openGarage();
    await after.getByRole("button", { name: "2018 Honda Civic is your main car" }).waitFor();
    await after.getByRole("button", { name: "Select 2018 Toyota Camry as your main car", exact: true }).waitFor();
  });
});
