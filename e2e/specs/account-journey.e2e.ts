import { expect, test } from "vitest";
import { useBrowser } from "../support/browser.ts";
import { latestMailTo } from "../support/mailbox.ts";

const b = useBrowser();
const password = "gearbox-Lantern-77";
/** An 8×8 PNG (made with sharp): the avatar upload takes PNG or JPEG judged by content. */
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWP4WSyGFTEMLQkA7bNggc879pUAAAAASUVORK5CYII=",
  "base64",
);

const toast = (text: string) => b.page.getByRole("alert").filter({ hasText: text }).first();

test("sign up → verify from the mail → sign in → avatar → address and test card → garage main car → sign out", async () => {
  const email = `journey-${Date.now()}@example.com`;
  const { page } = b;

  // Sign up: the personal area opens, the email not yet verified.
  await page.goto("/sign-up");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/profile");

  // Verify from the link in the mail the shop sent.
  const mail = await latestMailTo(email, "Confirm your email address");
  const link = mail.links.find((l) => l.includes("/verify-email?token="));
  expect(link).toBeDefined();
  await page.goto(link ?? "");
  await page.getByText("Email verified").first().waitFor();

  // Sign out, then sign in again.
  await page.goto("/profile");
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL("**/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/profile");

  // Avatar: the upload button waits for a file; the new photo shows at once.
  await page.getByRole("button", { name: "Change profile photo" }).click();
  const photo = page.getByRole("dialog");
  expect(await photo.getByRole("button", { name: "Upload" }).isDisabled()).toBe(true);
  await photo.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: tinyPng });
  await photo.getByRole("button", { name: "Upload" }).click();
  await toast("Avatar updated").waitFor();
  await expect.poll(() => page.locator('img[src^="/api/media/"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);

  // An address and a test card in settings.
  await page.goto("/profile/settings");
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.getByRole("button", { name: "Add address" }).first().click();
  const address = page.getByRole("form", { name: "New address" });
  await address.getByLabel("First name").fill("Dana");
  await address.getByLabel("Last name").fill("Whitfield");
  await address.getByLabel("Address", { exact: true }).fill("1200 Motorway Ave");
  await address.getByLabel("City").fill("Columbus");
  await address.getByLabel("State").selectOption("OH");
  await address.getByLabel("ZIP code").fill("43215");
  await address.getByLabel("Phone").fill("+1 614 555 0199");
  await address.getByRole("button", { name: "Add address" }).click();
  await toast("Address created").waitFor();
  await page.getByText("1200 Motorway Ave").first().waitFor();

  const card = page.getByRole("form", { name: "Add a test card" });
  if (!(await card.isVisible()))
    await page
      .getByRole("button", { name: /Add (a )?card/ })
      .first()
      .click();
  await card.getByLabel("Card number").fill("4242 4242 4242 4242");
  await card.getByLabel("Expiry (MM/YY)").fill("12/34");
  await card.getByLabel("CVC").fill("123");
  await card.getByRole("button", { name: "Save card" }).click();
  await page.getByText("4242").first().waitFor();

  // A vehicle page viewed goes into the history; 'add to garage' saves it, without shopping for it
  // (the garage changes only when asked, and keeping a car is not choosing it).
  await page.goto("/toyota-camry-2018-accessories");
  await page.getByRole("heading", { level: 1, name: "Parts and accessories for 2018 Toyota Camry" }).waitFor();
  await page.getByRole("banner").getByRole("button", { name: "My garage" }).click();
  const garage = page.getByRole("dialog", { name: "My garage" });
  await garage.getByRole("button", { name: "Add 2018 Toyota Camry to garage" }).click();
  await toast("Car added").waitFor();
  // Exact: a name is matched as a part otherwise, and "Deselect …" contains "select …".
  await garage.getByRole("button", { name: "Select 2018 Toyota Camry as your main car", exact: true }).waitFor();
  await garage.getByRole("button", { name: "Close" }).click();

  await page.goto("/profile/garage");
  await page.getByRole("button", { name: "Select 2018 Toyota Camry as your main car", exact: true }).click();
  await toast("Active car changed").waitFor();
  await page.getByRole("button", { name: "Deselect 2018 Toyota Camry as your main car" }).click();
  await toast("Car deselected").waitFor();
  await page.getByRole("button", { name: "Select 2018 Toyota Camry as your main car", exact: true }).waitFor();

  // Sign out from the avatar menu: back to /login, signed out.
  await page
    .getByRole("banner")
    .getByRole("button", { name: /account menu|Your account|Account/i })
    .first()
    .click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await page.waitForURL("**/login");
  await page.getByRole("banner").getByRole("link", { name: "Sign in" }).waitFor();
});
