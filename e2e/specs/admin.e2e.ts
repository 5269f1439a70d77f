import { describe, expect, test } from "vitest";
import { operatorEmail, signIn, signUp, testPassword } from "../support/accounts.ts";
import { api, paidOrderThroughApi } from "../support/api.ts";
import { useBrowser } from "../support/browser.ts";

/** The back office — operators only, and the order work of a shop's day. */
const b = useBrowser({ viewport: { width: 1366, height: 900 } });
const CAMRY = "toyota-camry-2018";

describe("the back office", () => {
  test("a shopper opening /admin gets the not-found page, and the admin API a 403", async () => {
    const page = b.page;
    await signUp(page, "not-an-operator");
    for (const path of ["/admin", "/admin/orders", "/admin/orders/1", "/admin/orders/1/packing-slip"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await page.getByRole("heading", { name: "Oops! Page not found 😔" }).waitFor();
    }
    // A visitor too.
    await page.context().clearCookies();
    expect((await page.goto("/admin/orders"))?.status()).toBe(404);
  });

  test("an operator finds a paid order, prints its packing slip, ships it, and the buyer sees the tracking number", async () => {
    const page = b.page;
    // A buyer paid for a part that fits the 2018 Camry (made through the API).
    const listing = await api<{ products: Array<{ id: number; title: string }> }>("/api/filter", {
      method: "POST",
      body: {
        slug: `${CAMRY}-accessories`,
        "SORT BY": "featured",
        TYPE: [],
        FITMENT: [],
        RATING: null,
        BRAND: [],
        page: 1,
        vehicle: null,
      },
    });
    const part = listing.products.find((p) => p.title.length > 0);
    if (!part) throw new Error("no part on the Camry's page");
    const buyer = await paidOrderThroughApi({ productId: part.id, vehicle: CAMRY, password: testPassword });

    // The operator reaches the back office from the account menu.
    await signIn(page, operatorEmail(), "/profile");
    await page.getByRole("button", { name: "Your account" }).click();
    await page.getByRole("menuitem", { name: "Back office" }).click();
    await page.waitForURL("**/admin/dashboard");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }).click();
    await page.getByRole("heading", { level: 1, name: "Orders" }).waitFor();

    // The order is under "Awaiting shipment", found by the buyer's email.
    await page
      .getByRole("navigation", { name: "Order status" })
      .getByRole("link", { name: /Awaiting shipment/ })
      .click();
    await page.waitForURL(/status=awaiting\+shipment|status=awaiting%20shipment/);
    await page.getByLabel("Customer or order number").fill(buyer.email);
    await page.getByRole("button", { name: "Find" }).click();
    // Wait for the search's own list: the tab's list may already hold this order among others.
    await page.waitForURL(/[?&]q=/);
    const row = page.getByRole("row").filter({ hasText: buyer.order.number });
    await row.waitFor();
    await expect.poll(() => page.getByRole("row").count()).toBe(2); // the header and the one order
    await row.getByRole("link", { name: buyer.order.number }).click();
    await page.getByRole("heading", { level: 1, name: `Order ${buyer.order.number}` }).waitFor();
    await page.getByText("Bought for a 2018 Toyota Camry").waitFor();
    await page.getByText(buyer.email).waitFor();

    // The packing slip lists the part without prices.
    const [slip] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("link", { name: "Packing slip" }).click(),
    ]);
    await slip.getByText("Packing slip").first().waitFor();
    await slip.getByRole("cell", { name: part.title }).waitFor();
    expect(await slip.getByRole("article").getByText("$").count()).toBe(0);
    await slip.close();

    // A tracking number the API refuses is said under its field; then the right one ships it.
    await page.getByLabel("Tracking number").fill("<bad>");
    await page.getByRole("button", { name: "Mark shipped" }).click();
    await page.getByText(/A tracking number is 4 to 40 letters/).waitFor();
    await page.getByLabel("Tracking number").fill("1Z999AA10123456784");
    await page.getByLabel("Carrier (optional)").fill("UPS");
    await page.getByRole("button", { name: "Mark shipped" }).click();
    await page.getByText("Marked shipped; the buyer was mailed the tracking number").waitFor();
    await page.getByRole("main").getByText("Shipped", { exact: true }).first().waitFor();
    await page.getByRole("button", { name: "Mark completed" }).waitFor();

    // The buyer sees the tracking number on their order.
    const mine = await api<{ status: string; tracking_number: string }>(`/api/orders/${buyer.order.id}`, {
      token: buyer.token,
    });
    expect(mine).toMatchObject({ status: "shipped", tracking_number: "1Z999AA10123456784" });
    await page.context().clearCookies();
    await signIn(page, buyer.email, `/profile/orders/${buyer.order.id}`);
    await page.getByText("1Z999AA10123456784", { exact: true }).waitFor();
  });
});
