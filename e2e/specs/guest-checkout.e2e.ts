import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { operatorEmail, testPassword } from "../support/accounts.ts";
import { api } from "../support/api.ts";
import { useBrowser } from "../support/browser.ts";
import { latestMailTo } from "../support/mailbox.ts";

const b = useBrowser({ timezoneId: "America/Chicago" });
const vehiclePage = "/toyota-camry-2018-accessories";

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

/** A click before the page is live is lost: click until `then` shows. */
async function clickUntil(page: Page, name: string, then: () => Promise<number>) {
  const button = page.getByRole("button", { name });
  await expect
    .poll(
      async () => {
        if ((await then()) === 0 && (await button.count()) > 0) await button.first().click();
        return then();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
}

describe("a visitor buys without an account", () => {
  test("guest checkout with a code and the 4242 card; the order opens from the mail's link; find my order mails it again; a forged link says so", async () => {
    const page = b.page;
    const stamp = `${Date.now()}`.slice(-7);
    const email = `guest-${stamp}@example.com`;

    // The operator runs a 10% code.
    const { token: operator } = await api<{ token: string }>("/api/auth/login", {
      method: "POST",
      body: { email: operatorEmail(), password: testPassword },
    });
    const code = `GUEST${stamp}`;
    await api("/api/admin/promotions", {
      method: "POST",
      token: operator,
      body: { code, kind: "percent", value: 10, label: "10% off for new customers" },
    });

    // A part that fits the Camry goes into the device cart.
    await open(page, vehiclePage);
    await clickUntil(page, "Shop for this car", () =>
      page.getByText("Showing only parts that fit your 2018 Toyota Camry").count(),
    );
    const card = page.getByRole("main").getByRole("article").filter({ hasText: "In stock" }).first();
    const title = ((await card.getByRole("heading").textContent()) ?? "").trim();
    await card.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" }).waitFor();

    // The code in the cart, then /checkout asks to sign in, and offers the guest checkout.
    await open(page, "/cart");
    await clickUntil(page, "Have a promo code?", () => page.getByLabel("Promo code").count());
    await page.getByLabel("Promo code").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("applied").waitFor();
    await page.getByRole("link", { name: "Checkout", exact: true }).click();
    await page.waitForURL("**/login?redirect=%2Fcheckout");
    await page.getByRole("link", { name: "Check out as a guest" }).click();
    await page.waitForURL("**/checkout/guest");

    // Email and address; a malformed email is refused with the contract's message first.
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("First name").fill("Gail");
    await page.getByLabel("Last name").fill("Guest");
    await page.getByLabel("Address", { exact: true }).fill("55 Spark Plug Rd");
    await page.getByLabel("City").fill("Columbus");
    await page.getByLabel("State").selectOption("OH");
    await page.getByLabel("ZIP code").fill("43215");
    await page.getByLabel("Phone").fill("+1 614 555 0101");
    await page.getByRole("button", { name: "Continue to shipping" }).click();
    await page.getByText("Enter a valid email address").waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Continue to shipping" }).click();

    // Shipping, priced for this cart; a reload of the step keeps what was typed.
    await page.getByRole("radio", { name: /Standard/ }).waitFor();
    await page.reload();
    await page.getByRole("radio", { name: /Standard/ }).check();
    await page.getByRole("button", { name: "Continue to review" }).click();

    // The review: the part, the code's own line, Ohio's tax; then place the order.
    const summary = page.getByRole("region", { name: "Order summary" });
    await summary.getByText(`${code} · 10% off for new customers`).waitFor();
    await summary.getByText("(OH)").waitFor();
    await page.getByRole("main").getByRole("link", { name: title }).waitFor();
    await page.getByRole("button", { name: "Place order" }).click();

    // The order's private page: thanks, then pay with the success test card.
    await page.waitForURL(/\/guest\/orders\/[^/?]+\?placed=1$/);
    const placed = page.getByRole("region", { name: "Order placed" });
    await placed.getByText(email).waitFor();
    const number = ((await placed.locator("strong.font-mono").textContent()) ?? "").trim();
    expect(number).toMatch(/^PS-\d{4}-\d+$/);
    expect(await page.evaluate(() => localStorage.getItem("pitstop-coupon"))).toBeNull();
    await page.getByRole("banner").getByRole("link", { name: "Cart, 0 items" }).waitFor();
    await page.getByRole("radio", { name: "A new card" }).check();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM/YY)").fill("12/34");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await page.getByRole("region", { name: "Payment received — thank you!" }).waitFor();

    // The confirmation mail's link opens the order, paid, in a browser that never saw it.
    const mail = await latestMailTo(email, number);
    const link = mail.links.find((l) => l.includes("/guest/orders/"));
    if (!link) throw new Error(`no order link in: ${mail.text}`);
    const browser = page.context().browser();
    if (!browser) throw new Error("no browser");
    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      const url = new URL(link);
      const opened = await other.goto(new URL(`${url.pathname}${url.search}`, page.url()).toString());
      // The link is the key: never cached, never sent on as a referrer, never indexed.
      expect(opened?.headers()["cache-control"]).toBe("private, no-store");
      expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
      expect(await other.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      await other.getByRole("heading", { level: 1, name: `Order ${number}` }).waitFor();
      await other
        .getByText(/Paid|Awaiting shipment/)
        .first()
        .waitFor();
      await other.getByText(`${code} · 10% off for new customers`).waitFor();
      // "Create an account" opens sign-up with the order's email in it.
      await other.getByRole("link", { name: "Create an account" }).click();
      await other.waitForURL(`**/sign-up?email=${encodeURIComponent(email)}`);
      expect(await other.getByLabel("Email").inputValue()).toBe(email);

      // A forged link: the page says so and offers "Find my order".
      const forged = await other.goto(new URL(`/guest/orders/${"x".repeat(40)}`, page.url()).toString());
      expect(forged?.status()).toBe(404);
      expect(forged?.headers()["cache-control"]).toBe("private, no-store");
      await other.getByRole("heading", { name: "This order link has expired or is not valid" }).waitFor();
      await other.getByRole("link", { name: "Find my order" }).first().click();
      await other.waitForURL("**/orders/find");

      // Find my order: the same answer for a wrong email; the right one gets a mail with a working link.
      await other.waitForFunction(() => "__reactRouterDataRouter" in window);
      await other.getByLabel("Order number").fill(number);
      await other.getByLabel("Email").fill(`nobody-${stamp}@example.com`);
      await other.getByRole("button", { name: "Email me the link" }).click();
      const answer = ((await other.getByText("If an order matches").textContent()) ?? "").trim();
      await other.getByLabel("Email").fill(email);
      await other.getByRole("button", { name: "Send the link again" }).click();
      await expect.poll(async () => (await other.getByText("If an order matches").textContent())?.trim()).toBe(answer);
      const again = await latestMailTo(email, `The link to your Pitstop order ${number}`);
      const second = again.links.find((l) => l.includes("/guest/orders/"));
      if (!second) throw new Error(`no link in: ${again.text}`);
      const url2 = new URL(second);
      await other.goto(new URL(`${url2.pathname}${url2.search}`, page.url()).toString());
      await other.getByRole("heading", { level: 1, name: `Order ${number}` }).waitFor();
    } finally {
      await fresh.close();
    }
  });

  test("creating an account after shopping as a visitor keeps the device's hearted part, car and cart", async () => {
    const page = b.page;
    const email = `after-guest-${Date.now()}@example.com`;
    await open(page, vehiclePage);
    await clickUntil(page, "Shop for this car", () =>
      page.getByText("Showing only parts that fit your 2018 Toyota Camry").count(),
    );
    const cards = page.getByRole("main").getByRole("article").filter({ hasText: "In stock" });
    const hearted = ((await cards.nth(0).getByRole("heading").textContent()) ?? "").trim();
    await cards
      .nth(0)
      .getByRole("button", { name: `Add ${hearted} to wishlist` })
      .click();
    await page.getByRole("banner").getByRole("link", { name: "Wishlist, 1 item" }).waitFor();
    const bought = ((await cards.nth(1).getByRole("heading").textContent()) ?? "").trim();
    await cards.nth(1).getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" }).waitFor();

    // "Create an account" (as a guest order's page offers it), with the email already in.
    await open(page, `/sign-up?email=${encodeURIComponent(email)}`);
    expect(await page.getByLabel("Email").inputValue()).toBe(email);
    await page.getByLabel("Password").fill(testPassword);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/profile");

    const { token } = await api<{ token: string }>("/api/auth/login", {
      method: "POST",
      body: { email, password: testPassword },
    });
    type Profile = { wishlist: Array<{ title: string }>; garage: Array<{ slug: string }> };
    await expect
      .poll(
        async () => {
          const me = await api<Profile>("/api/profile", { token });
          const cart = await api<{ cart: Array<{ title: string }> }>("/api/cart", { token });
          return {
            wishlist: me.wishlist.map((f) => f.title),
            garage: me.garage.map((c) => c.slug),
            cart: cart.cart.map((l) => l.title),
          };
        },
        { timeout: 15_000 },
      )
      .toEqual({ wishlist: [hearted], garage: ["toyota-camry-2018"], cart: [bought] });
  });
});
