import { describe, expect, test } from "vitest";
import { operatorEmail, signIn, testPassword } from "../support/accounts.ts";
import { api, OHIO_ADDRESS } from "../support/api.ts";
import { useBrowser } from "../support/browser.ts";

const b = useBrowser({ timezoneId: "America/Chicago" });

/** A shopper with a cart of one part in stock, ready to quote a checkout. */
async function shopperWithCart(stamp: string) {
  const { token } = await api<{ token: string }>("/api/auth/register", {
    method: "POST",
    body: { email: `promo-shopper-${stamp}@example.com`, password: testPassword },
  });
  const found = await api<{ products: Array<{ id: number; qty: number; price: number }> }>(
    "/api/search/results?q=brake%20pads",
  );
  const part = found.products.find((p) => p.qty > 5 && p.price >= 20);
  if (!part) throw new Error("no brake pads over $20 in stock");
  await api("/api/cart", { method: "POST", token, body: { products: [{ id: part.id, quantity: 1 }] } });
  return token;
}

async function quote(token: string, coupon: string) {
  const response = await fetch(new URL("/api/checkout/quote", b.page.url()), {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ address: OHIO_ADDRESS, shipping_method: "standard", coupon }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("the back office's promotions", () => {
  test("an operator creates a code in the form, sees its use, and deactivates it behind a confirmation", async () => {
    const page = b.page;
    const stamp = `${Date.now()}`.slice(-7);
    const code = `OPS${stamp}`;
    await signIn(page, operatorEmail(), "/admin/promotions");
    await page.getByRole("heading", { name: "Promotions", level: 1 }).waitFor();

    // A value the API refuses: its message under the field, nothing created.
    const create = page.getByRole("region", { name: "New promotion" });
    await create.getByLabel("Code").fill(code.toLowerCase());
    await create.getByLabel("Label shoppers see").fill("10% off over $20");
    await create.getByLabel("Percent off").fill("150");
    await create.getByLabel("Minimum subtotal ($)").fill("20");
    await create.getByRole("button", { name: "Create promotion" }).click();
    await create.getByText("A percent off is a whole number from 1 to 100").waitFor();

    await create.getByLabel("Percent off").fill("10");
    await create.getByRole("button", { name: "Create promotion" }).click();
    const list = page.getByRole("list", { name: "Promotions" });
    const row = list.getByRole("listitem").filter({ hasText: code });
    await row.getByText("10% off · 10% off over $20").waitFor();
    await row.getByText("Active").waitFor();
    await row.getByText("Used on 0 orders").waitFor();

    // A shopper's checkout takes the code (typed in any case) as its own discount line.
    const token = await shopperWithCart(stamp);
    const taken = await quote(token, code.toLowerCase());
    expect(taken.status).toBe(200);
    expect(taken.body.applied_promotions).toEqual([expect.objectContaining({ code, label: "10% off over $20" })]);

    // Deactivate asks first; then the code is refused with its reason.
    await row.getByRole("button", { name: `Deactivate ${code}` }).click();
    const dialog = page.getByRole("dialog", { name: `Deactivate ${code}?` });
    await dialog.getByText("orders that used it keep their discount").waitFor();
    await dialog.getByRole("button", { name: "Deactivate" }).click();
    await row.getByText("Deactivated").waitFor();
    const refused = await quote(token, code);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`${code} is no longer available`);

    // On a phone the list and the form fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole("heading", { name: "Promotions", level: 1 }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
