import type { Page } from "playwright-core";
import { expect } from "vitest";
import { settled } from "./vehicles.ts";

/**
 * The shopper's own choice of car through the header's vehicle picker, as a shopper makes it: the
 * start of each name typed, the choice clicked; resolves once the page has followed the new car.
 */
export async function chooseVehicle(page: Page, year: string, make: string, model: string) {
  await page.getByRole("banner").getByRole("button", { name: "Select your vehicle" }).first().click();
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
  await settled(page);
}

export { settled };
