import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { operatorEmail, signIn, testPassword } from "../support/accounts.ts";
import { api, OHIO_ADDRESS } from "../support/api.ts";
import { useBrowser } from "../support/browser.ts";

const b = useBrowser();

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

/** A row of a totals list: its label and its value, as the shopper reads them. */
async function totalsRow(root: Locator, label: string) {
  const term = root.locator("dt").filter({ hasText: label });
  await term.waitFor();
  const value = ((await term.locator("xpath=following-sibling::dd[1]").textContent()) ?? "").trim();
  return { label: ((await term.textContent()) ?? "").trim(), value };
}

const summary = (page: Page) => page.getByRole("region", { name: "Order summary" });

async function applyCode(page: Page, typed: string) {
  // The field stays open once opened (after a code is removed, too).
  // A click before the summary is live is lost: click again until the field opens.
  const opener = page.getByRole("button", { name: "Have a promo code?" });
  const field = page.getByLabel("Promo code");
  await expect
    .poll(
      async () => {
        if ((await field.count()) === 0 && (await opener.count()) > 0) await opener.click();
        return field.count();
      },
      { timeout: 10_000 },
    )
    .toBe(1);
  await field.fill(typed);
  await page.getByRole("button", { name: "Apply" }).click();
}

describe("a promo code from the cart to the order", () => {
  test("typed in the cart, it prices the cart as the review prices the order; a code that cannot apply says why", async () => {
    const page = b.page;
    const stamp = `${Date.now()}`.slice(-7);
    const { token: operator } = await api<{ token: string }>("/api/auth/login", {
      method: "POST",
      body: { email: operatorEmail(), password: testPassword },
    });
    const code = `TENOFF${stamp}`;
    const big = `BIGSPEND${stamp}`;
    await api("/api/admin/promotions", {
      method: "POST",
      token: operator,
      body: { code, kind: "percent", value: 10, label: "10% off your order" },
    });
    await api("/api/admin/promotions", {
      method: "POST",
      token: operator,
      body: { code: big, kind: "fixed", value: 25, min_subtotal: 5000 },
    });

    // A shopper with a saved address and one part in the cart.
    const email = `coupon-${stamp}@example.com`;
    const { token } = await api<{ token: string }>("/api/auth/register", {
      method: "POST",
      body: { email, password: testPassword },
    });
    await api("/api/profile/addresses/create", { method: "POST", token, body: OHIO_ADDRESS });
    const found = await api<{ products: Array<{ id: number; qty: number; title: string }> }>(
      "/api/search/results?q=brake%20pads",
    );
    const part = found.products.find((p) => p.qty > 5);
    if (!part) throw new Error("no brake pads in stock in the demo catalogue");
    await api("/api/cart", { method: "POST", token, body: { products: [{ id: part.id, quantity: 2 }] } });
    await signIn(page, email, "/cart");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);

    // A code with a minimum the cart does not reach: the API's reason, and no discount.
    await applyCode(page, big.toLowerCase());
    await page
      .getByRole("alert")
      .filter({ hasText: `Spend $5,000 to use ${big}` })
      .waitFor();
    await page.getByRole("button", { name: `Remove the code ${big}` }).click();

    // The good code, typed in lower case: its own row in the cart's summary.
    await applyCode(page, code.toLowerCase());
    await page.getByText("applied").waitFor();
    const inCart = await totalsRow(summary(page), `${code} · 10% off your order`);
    expect(inCart.value).toMatch(/^−\$\d+\.\d\d$/);

    // The review prices the order with the same code: the same row, the same amount.
    await page.getByRole("link", { name: "Checkout" }).click();
    await page.getByRole("button", { name: "Continue to shipping" }).click();
    await page.getByRole("radio", { name: /Standard/ }).check();
    await page.getByRole("button", { name: "Continue to review" }).click();
    const inReview = await totalsRow(summary(page), `${code} · 10% off your order`);
    expect(inReview.value).toBe(inCart.value);
    await page.getByText("applied").waitFor();
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/pay\?order=\d+$/);
    const orderId = new URL(page.url()).searchParams.get("order");

    // The code went with the order: the device forgets it, and the order keeps its row.
    expect(await page.evaluate(() => localStorage.getItem("pitstop-coupon"))).toBeNull();
    await open(page, `/profile/orders/${orderId}`);
    const onOrder = await totalsRow(page.getByRole("main"), `${code} · 10% off your order`);
    expect(onOrder.value).toBe(inCart.value);
    const order = await api<{ applied_promotions: Array<{ code: string | null; amount: number }> }>(
      `/api/orders/${orderId}`,
      { token },
    );
    expect(order.applied_promotions).toEqual([
      expect.objectContaining({ code, amount: Number(inCart.value.slice(2)) }),
    ]);
  });
});
