import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signIn } from "../support/accounts.ts";
import { api, OHIO_ADDRESS } from "../support/api.ts";
import { useBrowser } from "../support/browser.ts";
import { chooseVehicle, switchVehicle } from "../support/vehicles.ts";

// A US shopper's browser: order times must read in its zone, not the server's UTC.
const b = useBrowser({ timezoneId: "America/Chicago" });
const password = "tarmac-Sprocket-42";
const vehiclePage = "/toyota-camry-2018-accessories";

/** Clicks before React has hydrated would be lost: wait until the client router exists. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

/** The header's cart link, named with the quantity its badge shows. */
const cartLink = (page: Page, items: number) =>
  page.getByRole("banner").getByRole("link", { name: `Cart, ${items} ${items === 1 ? "item" : "items"}` });

/** Cards on the vehicle page in stock that fit the car itself (not only universal parts). */
function fittingCards(page: Page): Locator {
  return page
    .getByRole("main")
    .getByRole("article")
    .filter({ hasText: "In stock" })
    .filter({ hasText: "Fits your 2018 Toyota Camry" });
}

const cardTitle = async (card: Locator) => ((await card.getByRole("heading").textContent()) ?? "").trim();

/** A visitor opens the Camry's page and shops for it (opening the page alone does not). */
async function shopForTheCamry(page: Page) {
  await open(page, vehiclePage);
  await page.getByRole("button", { name: "Shop for this car" }).click();
  await page.getByText("Showing only parts that fit your 2018 Toyota Camry").waitFor();
}

/** Adds the n-th fitting part on the vehicle page to the cart and returns its title. */
async function addFittingPart(page: Page, n: number, cartCountAfter: number): Promise<string> {
  await open(page, vehiclePage);
  await page.getByText("Showing only parts that fit your 2018 Toyota Camry").waitFor();
  const card = fittingCards(page).nth(n);
  const title = await cardTitle(card);
  await card.getByRole("button", { name: "Add to cart" }).click();
  await cartLink(page, cartCountAfter).waitFor();
  return title;
}

/** From the shipping step through the review to "Place order"; returns the /pay page's order id. */
async function shipAndPlaceOrder(page: Page, title: string): Promise<string> {
  await page.getByRole("heading", { name: "How fast do you need them?" }).waitFor();
  await page.getByRole("radio", { name: /Standard/ }).check();
  await page.getByRole("button", { name: "Continue to review" }).click();
  const summary = page.getByRole("region", { name: "Order summary" });
  await summary.getByText("Sales tax").waitFor();
  await summary.getByText("(OH)").waitFor();
  await page.getByRole("main").getByRole("link", { name: title }).waitFor();
  await page.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/pay\?order=\d+$/);
  await page.getByRole("heading", { level: 1, name: "Payment" }).waitFor();
  return new URL(page.url()).searchParams.get("order") ?? "";
}

/** Types a Stripe test card into the pay form (test mode) and pays. */
async function payWithTestCard(page: Page, number: string) {
  await page.getByRole("radio", { name: "A new card" }).check();
  await page.getByText("Test mode").waitFor();
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

/** The row of an order on /profile/orders, found by its number. */
const orderRow = (page: Page, number: string) => page.getByRole("row").filter({ hasText: number });

describe("from a chosen vehicle to a paid order", () => {
  test("a part that fits the Camry, a new address, the success test card; then a card with insufficient funds leaves the second order unpaid and counted", async () => {
    const page = b.page;

    // A part that fits the chosen vehicle goes into the cart.
    await shopForTheCamry(page);
    const firstTitle = await addFittingPart(page, 0, 1);

    // Sign up on the way to the checkout; the device cart goes with the new account.
    const email = `checkout-${Date.now()}@example.com`;
    await open(page, "/sign-up?redirect=/checkout");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/checkout");

    // No saved address yet: a new one, kept in the address book.
    await page.getByRole("heading", { name: "Where should we send your parts?" }).waitFor();
    await page.getByLabel("First name").fill("Dana");
    await page.getByLabel("Last name").fill("Reyes");
    await page.getByLabel("Address", { exact: true }).fill("1200 High St");
    await page.getByLabel("City").fill("Columbus");
    await page.getByLabel("State").selectOption("OH");
    await page.getByLabel("ZIP code").fill("43201");
    await page.getByLabel("Phone").fill("+1 614 555 0100");
    expect(await page.getByRole("checkbox", { name: "Save to my addresses" }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Continue to shipping" }).click();
    const firstOrder = await shipAndPlaceOrder(page, firstTitle);

    // The bought part left the cart; the order waits for payment and the badge counts it.
    await cartLink(page, 0).waitFor();
    await page.getByRole("button", { name: "Your account, 1 unpaid order" }).waitFor();

    // Pay with Stripe's success test card.
    await payWithTestCard(page, "4242 4242 4242 4242");
    const success = page.getByRole("region", { name: "Payment received — thank you!" });
    await success.waitFor();
    const firstNumber = ((await success.locator("strong.font-mono").textContent()) ?? "").trim();
    expect(firstNumber).toMatch(/^PS-\d{4}-\d+$/);
    await page.getByRole("button", { name: "Your account", exact: true }).waitFor();

    // The order is paid (and already waiting to ship) in /profile/orders and on its own page.
    await open(page, "/profile/orders");
    await expect
      .poll(async () => (await orderRow(page, firstNumber).textContent()) ?? "", { timeout: 10_000 })
      .toMatch(/Paid|Awaiting shipment/);
    await orderRow(page, firstNumber).getByRole("link", { name: firstNumber }).click();
    await page.waitForURL(`**/profile/orders/${firstOrder}`);
    await page
      .getByRole("list", { name: "Order progress" })
      .getByRole("listitem")
      .filter({ hasText: "Paid (reached)" })
      .waitFor();
    // Its times read in the shopper's own zone (Central), not in UTC.
    const times = await page.getByRole("main").locator("time").allInnerTexts();
    expect(times.length).toBeGreaterThan(0);
    expect(times.join(" | ")).not.toContain("UTC");
    expect(times.some((time) => /\bC[SD]T$/.test(time))).toBe(true);

    // A second order, to the saved address, paid with a card that has insufficient funds.
    const secondTitle = await addFittingPart(page, 1, 1);
    await open(page, "/checkout");
    await page.getByRole("radio", { name: /1200 High St/ }).waitFor();
    expect(await page.getByRole("radio", { name: /1200 High St/ }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Continue to shipping" }).click();
    const secondOrder = await shipAndPlaceOrder(page, secondTitle);
    await payWithTestCard(page, "4000 0000 0000 9995");

    // The API's reason is shown; the order stays awaiting payment, ready for another try.
    const declined = page.getByRole("alert").filter({ hasText: "Payment declined" });
    await declined.getByText("Your card has insufficient funds.").waitFor();
    await page.getByRole("button", { name: /^Pay \$/ }).waitFor();

    await open(page, `/profile/orders/${secondOrder}`);
    const due = page.getByRole("region", { name: "Payment due" });
    await due.getByText("Your card has insufficient funds.").waitFor();
    await due.getByRole("link", { name: "Pay now" }).waitFor();

    await open(page, "/profile/orders");
    await expect
      .poll(() => page.getByRole("row").filter({ hasText: "Awaiting payment" }).count(), { timeout: 10_000 })
      .toBe(1);

    // The avatar dropdown's Orders item counts the unpaid order.
    await page.getByRole("button", { name: "Your account, 1 unpaid order" }).click();
    await page.getByRole("menuitem", { name: "Orders, unpaid: 1" }).waitFor();
    await page.keyboard.press("Escape");

    // The paid, unshipped order keeps the account (docs/decisions/010). The dialog names it and cancels it
    // with a refund; then the account can go, and the unpaid order is canceled with it.
    await open(page, "/profile/settings");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByText("This order is paid and not shipped yet.").waitFor();
    await dialog.getByRole("link", { name: `Order ${firstNumber}` }).waitFor();
    expect(await dialog.getByRole("button", { name: "Delete account" }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Cancel and refund" }).click();
    await dialog.getByText(/For our tax records we keep your past orders and payments/).waitFor();
    await dialog.getByLabel(/to confirm/i).fill("DELETE");
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await page.waitForURL("**/login?account-deleted=1");
    await page.getByText("Your account has been deleted and you are signed out.").waitFor();
  });
});

describe("the review follows the car being shopped for", () => {
  test("switching the car on the review step asks each line's fit answer again, in place", async () => {
    const page = b.page;
    // A shopper with an address and Stopline's Quiet Stop front pads (they fit the Camry) in the cart.
    const email = `review-car-${Date.now()}@example.com`;
    const { token } = await api<{ token: string }>("/api/auth/register", { method: "POST", body: { email, password } });
    const user = await api<{ addresses: Array<{ id: number }> }>("/api/profile/addresses/create", {
      method: "POST",
      token,
      body: OHIO_ADDRESS,
    });
    const found = await api<{ products: Array<{ id: number; part_number: string }> }>(
      "/api/search/results?q=SL-5837DN",
    );
    const pads = found.products.find((p) => p.part_number === "SL-5837DN");
    if (!pads) throw new Error("the demo catalogue has no SL-5837DN");
    await api("/api/cart", { method: "POST", token, body: { products: [{ id: pads.id, quantity: 1 }] } });

    await signIn(page, email, "/");
    await chooseVehicle(page, "2018", "Toyota", "Camry");
    await chooseVehicle(page, "2018", "Honda", "Civic");
    await open(page, `/checkout?step=review&address=${user.addresses[0]?.id}&shipping=standard`);
    const parts = page.getByRole("region", { name: "Your parts" });
    await parts.getByText("Does not fit your 2018 Honda Civic.").waitFor();
    const warnings = parts.getByText(/^(Does not fit|Needs) your /);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await switchVehicle(page, "2018 Toyota Camry");
    // The line is on show again, priced for the Camry: no warning (while it is priced, no line shows).
    const line = parts.getByRole("link", { name: /Quiet Stop/ });
    await expect.poll(async () => [await line.count(), await warnings.count()], { timeout: 10_000 }).toEqual([1, 0]);

    await switchVehicle(page, "2018 Honda Civic");
    await parts.getByText("Does not fit your 2018 Honda Civic.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/checkout");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });
});
