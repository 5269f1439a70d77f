import type { Page } from "playwright-core";

/** A password the sign-up form accepts (not a common one). */
export const testPassword = "tarmac-Sprocket-42";

/** Signs a new shopper up through the form (landing in the personal area) and returns their email. */
export async function signUp(page: Page, who = "shopper"): Promise<string> {
  const email = `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto("/sign-up");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(testPassword);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/profile");
  return email;
}
