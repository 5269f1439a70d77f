import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * The header's vehicle controls, used as a shopper uses them: the picker ('Select your vehicle'
 * or the switcher's 'Add new vehicle') and the switcher's list of the shopper's other cars.
 */

/** The header's "Shopping for …" name (desktop variant). */
export const activeVehicleName = (page: Page) => page.getByRole("banner").getByTestId("active-vehicle-name").first();

/**
 * Waits until the app's router has nothing in flight: a choice may navigate, then the changed
 * vehicle reloads the page's data; a panel opened meanwhile would be closed by the navigation.
 */
export async function settled(page: Page) {
  await page.waitForFunction(() => {
    const router = (
      window as unknown as {
        __reactRouterDataRouter?: { state: { navigation: { state: string }; revalidation: string } };
      }
    ).__reactRouterDataRouter;
    return router?.state.navigation.state === "idle" && router.state.revalidation === "idle";
  });
}

/** Opens the switcher's menu (a car is being shopped for). */
async function openSwitcher(page: Page) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Shopping for .*Change vehicle$/ })
    .first()
    .click();
}

/** Opens the picker from the header: the switcher's 'Add new vehicle' when a car is known, else its button. */
export async function openPicker(page: Page) {
  const select = page.getByRole("banner").getByRole("button", { name: "Select your vehicle" }).first();
  if (await select.isVisible()) {
    await select.click();
  } else {
    await openSwitcher(page);
    await page.getByRole("menuitem", { name: "Add new vehicle" }).click();
  }
}

/** Picks year, make and model in the open picker, as people type, and adds the car. */
export async function pickInPicker(page: Page, year: string, make: string, model: string) {
  const dialog = page.getByRole("dialog", { name: "Select your vehicle" });
  for (const [label, typed, option] of [
    ["Year", year.slice(0, 3), year],
    ["Make", make.slice(0, 3), make],
    ["Model", model.slice(0, 3), model],
  ] as const) {
    const input = dialog.getByRole("combobox", { name: label });
    await expect.poll(() => input.isEnabled(), { timeout: 10_000 }).toBe(true);
    await input.click();
    await input.fill(typed);
    await page.getByRole("option", { name: option, exact: true }).click();
    await expect.poll(() => input.inputValue()).toBe(option);
  }
  await dialog.getByRole("button", { name: "Add new vehicle" }).click();
  await dialog.waitFor({ state: "hidden" });
}

/** Adds a car from the header's picker; it becomes the car being shopped for. */
export async function chooseVehicle(page: Page, year: string, make: string, model: string) {
  await openPicker(page);
  await pickInPicker(page, year, make, model);
  // Signed in, the choice is saved to the garage first; from the home page the car's page opens
  // (the home page's header has no switcher to read).
  await expect.poll(() => activeVehicleName(page).textContent(), { timeout: 15_000 }).toBe(`${year} ${make} ${model}`);
  await settled(page);
}

/** Switches to another of the shopper's cars from the header's menu. */
export async function switchVehicle(page: Page, name: string) {
  await openSwitcher(page);
  await page.getByRole("menuitem", { name }).click();
  await expect.poll(() => activeVehicleName(page).textContent(), { timeout: 15_000 }).toBe(name);
}
