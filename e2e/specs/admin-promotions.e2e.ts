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

  test("an automatic promotion shows on the part's card and page, and goes when deactivated", async () => {
    const page = b.page;
    await page.setViewportSize({ width: 1280, height: 900 });
    const { token: operator } = await api<{ token: string }>("/api/auth/login", {
      method: "POST",
      body: { email: operatorEmail(), password: testPassword },
    });
    const found = await api<{ products: Array<{ id: number; path: string; part_number: string }> }>(
      "/api/search/results?q=oil%20filter",
    );
    const part = found.products[0];
    if (!part) throw new Error("no oil filter in the demo catalogue");
    const label = `Filter week ${Date.now() % 100000}: 12% off`;
    const promotion = await api<{ id: number }>("/api/admin/promotions", {
      method: "POST",
      token: operator,
      body: { kind: "percent", value: 12, label, scope: { product_ids: [part.id] } },
    });
    try {
      // The page cache keeps a page a few seconds: ask again until the new answer is out.
      const shows = async (path: string) => {
        await expect
          .poll(
            async () => {
              await page.goto(path);
              return page.getByRole("main").getByText(label).count();
            },
            { timeout: 15_000 },
          )
          .toBeGreaterThan(0);
      };
      await shows(`/search?q=${encodeURIComponent(part.part_number)}`);
      const card = page.getByRole("main").getByRole("article").filter({ hasText: label }).first();
      await card.waitFor();
      await shows(part.path);
    } finally {
      await api(`/api/admin/promotions/${promotion.id}/deactivate`, { method: "POST", token: operator });
    }
    await expect
      .poll(
        async () => {
          await page.goto(part.path);
          return page.getByRole("main").getByText(label).count();
        },
        { timeout: 15_000 },
      )
      .toBe(0);
  });
});
