import type { Page } from "playwright-core";
import { inject } from "vitest";

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

/** Signs in through the form with `email` and the test password, landing on `redirect`. */
export async function signIn(page: Page, email: string, redirect = "/profile"): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(testPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`**${redirect}`);
}

/** The shop operator's account the suite's setup made (or E2E_OPERATOR_EMAIL against a running shop). */
export function operatorEmail(): string {
  const email = inject("operatorEmail");
  if (!email) throw new Error("no operator account (set E2E_OPERATOR_EMAIL against E2E_BASE_URL)");
  return email;
}
