import { describe, expect, test } from "vitest";
import { operatorEmail, signIn, testPassword } from "../support/accounts.ts";
import { api, paidOrderThroughApi } from "../support/api.ts";
import { baseUrl, useBrowser } from "../support/browser.ts";

/** The back office's dashboard, customers and review moderation. */
const b = useBrowser({ viewport: { width: 1280, height: 900 } });
const CAMRY = "toyota-camry-2018";
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

type Dashboard = {
  days: Array<{ day: string; orders: number; revenue: number }>;
  awaiting_shipment: number;
  top_parts: Array<{ product_id: number | null; title: string; quantity: number }>;
};

/** A shopper made through the API, from an address of their own (the sign-up limit counts addresses). */
async function shopperThroughApi(who: string): Promise<{ email: string; token: string }> {
  const email = `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await fetch(`${baseUrl()}/api/auth/register`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      "x-forwarded-for": `198.19.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`,
    },
    body: JSON.stringify({ email, password: testPassword }),
  });
  const body = (await response.json()) as { token: string };
  if (!response.ok) throw new Error(`register: ${response.status} ${JSON.stringify(body)}`);
  return { email, token: body.token };
}

/** A part on the 2018 Camry's page. */
async function camryPart(): Promise<{ id: number; slug: string; title: string }> {
  const listing = await api<{ products: Array<{ id: number; slug: string; title: string }> }>("/api/filter", {
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
  return part;
}

describe("the back office's shop screens", () => {
  test("the dashboard shows an order paid in the test; a customer found by e-mail is made an operator", async () => {
    const page = b.page;
    const part = await camryPart();
    const buyer = await paidOrderThroughApi({ productId: part.id, vehicle: CAMRY, password: testPassword });
    const order = await api<{ totals: { total: number }; status: string }>(`/api/orders/${buyer.order.id}`, {
      token: buyer.token,
    });
    expect(order.status).toBe("awaiting shipment");

    // What the dashboard holds now, as the operator's API sees it: today counts the order.
    const { token: operatorToken } = await api<{ token: string }>("/api/auth/login", {
      method: "POST",
      body: { email: operatorEmail(), password: testPassword },
    });
    const figures = await api<Dashboard>("/api/admin/dashboard", { token: operatorToken });
    const today = figures.days.at(-1);
    expect(today?.orders).toBeGreaterThanOrEqual(1);
    expect(today?.revenue).toBeGreaterThanOrEqual(order.totals.total);
    expect(figures.top_parts.some((p) => p.product_id === part.id)).toBe(true);

    // The account menu's "Back office" opens on the dashboard.
    await signIn(page, operatorEmail(), "/profile");
    await page.getByRole("button", { name: "Your account" }).click();
    await page.getByRole("menuitem", { name: "Back office" }).click();
    await page.waitForURL("**/admin/dashboard");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    const revenue = figures.days.reduce((sum, d) => sum + d.revenue, 0);
    await page.getByText(usd.format(revenue), { exact: true }).first().waitFor();
    await page.getByRole("img", { name: /Revenue and paid orders per day/ }).waitFor();
    // The table behind the chart: today's row has the order's revenue.
    const todayRow = page.getByRole("table", { name: "Revenue and paid orders per day" }).getByRole("row").last();
    expect(await todayRow.getByRole("cell").last().textContent()).toBe(usd.format(today?.revenue ?? 0));
    await page
      .getByRole("region", { name: "Top parts, 30 days" })
      .getByRole("link", { name: part.title })
      .first()
      .waitFor();
    const awaiting = page.getByRole("link", { name: /Awaiting shipment/ });
    expect(await awaiting.textContent()).toContain(String(figures.awaiting_shipment));
    await awaiting.click();
    await page.waitForURL(/\/admin\/orders\?status=awaiting/);
    await page.getByRole("link", { name: buyer.order.number }).waitFor();

    // Customers: found by e-mail, opened, granted the admin role after a confirmation.
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Customers" }).click();
    await page.getByRole("heading", { level: 1, name: "Customers" }).waitFor();
    await page.getByLabel("E-mail or name").fill(buyer.email);
    await page.getByRole("button", { name: "Find" }).click();
    await page.waitForURL(/\/admin\/customers\?q=/);
    await expect.poll(() => page.getByRole("row").count()).toBe(2); // the header and the one account
    await page.getByRole("link", { name: buyer.email }).click();
    await page.getByRole("heading", { level: 1, name: buyer.email }).waitFor();
    await page.getByRole("link", { name: buyer.order.number }).waitFor();
    await page.getByText("2018 Toyota Camry").or(page.getByText("No cars in the garage.")).first().waitFor();
    await page.getByRole("button", { name: "Grant admin role" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Grant admin role" });
    await dialog.getByRole("button", { name: "Yes, grant admin" }).click();
    await page.getByText(`${buyer.email} is now an operator and can open the back office`).first().waitFor();
    await page.getByRole("button", { name: "Revoke admin role" }).waitFor();

    // The customer now finds "Back office" in their account menu.
    await page.context().clearCookies();
    await signIn(page, buyer.email, "/profile");
    await page.getByRole("button", { name: "Your account" }).click();
    await page.getByRole("menuitem", { name: "Back office" }).click();
    await page.waitForURL("**/admin/dashboard");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  });

  test("a review reported by 3 shoppers waits under Reviews and is published back", async () => {
    const page = b.page;
    const part = await camryPart();
    const author = await shopperThroughApi("reviewer");
    const title = `Solid fit ${Date.now()}`;
    const review = await api<{ id: number; status: string }>(`/api/products/${part.slug}/reviews`, {
      method: "POST",
      token: author.token,
      body: { rating: 4, title, body: "Went on in ten minutes. <b>Not bold</b> & no surprises.", vehicle_id: null },
    });
    expect(review.status).toBe("published");
    const reasons = ["spam", "offensive", "other"] as const;
    for (const reason of reasons) {
      const reporter = await shopperThroughApi("reporter");
      await api(`/api/reviews/${review.id}/report`, {
        method: "POST",
        token: reporter.token,
        body: reason === "other" ? { reason, note: "Looks <i>copied</i>" } : { reason },
      });
    }

    await signIn(page, operatorEmail(), "/admin/reviews");
    await page.getByRole("heading", { level: 1, name: "Reviews" }).waitFor();
    const card = page.getByRole("article", { name: title });
    await card.waitFor();
    await card.getByText("pending", { exact: true }).waitFor();
    await card.getByRole("heading", { name: "3 reports" }).waitFor();
    for (const label of ["Spam", "Offensive", "Other"]) await card.getByText(label, { exact: true }).waitFor();
    // Text is shown as written, never as markup.
    await card.getByText("Went on in ten minutes. <b>Not bold</b> & no surprises.").waitFor();
    await card.getByText("— “Looks <i>copied</i>”").waitFor();
    expect(await card.locator("b, i").count()).toBe(0);
    await card.getByRole("link", { name: part.title }).waitFor();

    await card.getByRole("button", { name: "Publish" }).click();
    await page.getByText(`"${title}" is published; its reports are settled`).first().waitFor();
    await card.waitFor({ state: "detached" });
    const shown = await api<{ reviews: Array<{ id: number }> }>(`/api/products/${part.slug}/reviews`);
    expect(shown.reviews.some((r) => r.id === review.id)).toBe(true);
  });

  test("removing a review asks first, and the audit trail shows who removed it, when, and what it was", async () => {
    const page = b.page;
    const part = await camryPart();
    const author = await shopperThroughApi("audited");
    const title = `Audited review ${Date.now()}`;
    const review = await api<{ id: number }>(`/api/products/${part.slug}/reviews`, {
      method: "POST",
      token: author.token,
      body: { rating: 2, title, body: "Squeaks from day one, and the fit was loose.", vehicle_id: null },
    });
    for (const reason of ["spam", "offensive", "off_topic"] as const) {
      const reporter = await shopperThroughApi("reporter");
      await api(`/api/reviews/${review.id}/report`, { method: "POST", token: reporter.token, body: { reason } });
    }

    await signIn(page, operatorEmail(), "/admin/reviews");
    const card = page.getByRole("article", { name: title });
    await card.getByRole("button", { name: "Remove" }).click();
    // One stray click does nothing: the dialog says what removing does, and Keep it keeps it.
    const dialog = page.getByRole("dialog", { name: "Remove this review?" });
    await dialog.getByText(/goes off the part's page and out of its rating/).waitFor();
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await dialog.waitFor({ state: "detached" });
    await card.getByText("pending", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Remove" }).click();
    await page
      .getByRole("dialog", { name: "Remove this review?" })
      .getByRole("button", { name: "Remove review" })
      .click();
    await card.waitFor({ state: "detached" });

    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit trail" }).click();
    await page.getByRole("heading", { level: 1, name: "Audit trail" }).waitFor();
    await page.getByLabel("Record", { exact: true }).selectOption("review");
    await page.getByLabel("Action").fill("remove");
    await page.getByRole("button", { name: "Find" }).click();
    await page.waitForURL(/\/admin\/audit\?.*entity=review/);
    const row = page.getByRole("row").filter({ hasText: `#${review.id}` });
    await row.waitFor();
    await row.getByText(operatorEmail()).waitFor();
    await row.getByText("remove", { exact: true }).waitFor();
    await row.getByText("pending", { exact: true }).waitFor();
    await row.getByText("removed", { exact: true }).waitFor();

    // At a phone's width the trail scrolls inside its table, not the page.
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
