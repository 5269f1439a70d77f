import { describe, expect, test } from "vitest";
import { operatorEmail, signIn, testPassword } from "../support/accounts.ts";
import { api, paidOrderThroughApi } from "../support/api.ts";
import { hydrated, useBrowser } from "../support/browser.ts";

/**
 * The fit guarantee, end to end: a buyer's brake pads that the shop said fit their Camry don't;
 * they return them from the order page, the operator approves, receives and refunds them in the
 * back office, the buyer sees the refund and the label, and the fit reports show the part for the Camry.
 */
const b = useBrowser({ viewport: { width: 1280, height: 900 } });
const CAMRY = "toyota-camry-2018";

/** A brake pad set the shop says fits the Camry, with stock to spare. */
async function camryPads() {
  const found = await api<{
    products: Array<{ id: number; title: string; qty: number; fit: { state: string } | null }>;
  }>(`/api/search?q=${encodeURIComponent("brake pads")}&vehicle=${CAMRY}`);
  const pads = found.products.find((p) => p.fit?.state === "fits" && p.qty > 5 && /pad/i.test(p.title));
  if (!pads) throw new Error("no brake pads that fit the Camry in the demo catalogue");
  return pads;
}

describe("returns and the fit guarantee", () => {
  test("a buyer returns pads that didn't fit; the operator approves, receives and refunds; the fit report shows the Camry", async () => {
    const page = b.page;
    const pads = await camryPads();
    const buyer = await paidOrderThroughApi({ productId: pads.id, vehicle: CAMRY, password: testPassword });
    const { token: operator } = await api<{ token: string }>("/api/auth/login", {
      method: "POST",
      body: { email: operatorEmail(), password: testPassword },
    });
    await api(`/api/admin/orders/${buyer.order.id}/ship`, {
      method: "POST",
      token: operator,
      body: { tracking_number: "1Z999AA10123456784", carrier: "UPS" },
    });
    await api(`/api/admin/orders/${buyer.order.id}/complete`, { method: "POST", token: operator, body: {} });

    // The buyer starts the return from the order page.
    await signIn(page, buyer.email, `/profile/orders/${buyer.order.id}`);
    const returns = page.getByRole("region", { name: "Returns" });
    await returns.getByText(/Returns accepted until/).waitFor();
    await returns.getByRole("link", { name: "Return items" }).click();
    await page.getByRole("heading", { name: "Return items" }).waitFor();
    await hydrated(page);
    await page.getByLabel(`How many to return of ${pads.title}`).selectOption("1");
    await page.getByLabel("Reason").selectOption("doesnt_fit");
    await page.getByLabel(/Note/).fill("The caliper bracket on my car is different.");
    await page.getByText("Fit guarantee: full refund including shipping, free label").waitFor();
    const refund = page.getByRole("region", { name: "Your refund" });
    await refund.getByText("Free prepaid return label.").waitFor();
    const total = (await refund.locator("dl > div").last().locator("dd").innerText()).trim();
    expect(total).toMatch(/^\$\d+\.\d\d$/);
    await page.getByRole("button", { name: "Request return" }).click();
    await page.waitForURL(new RegExp(`/profile/orders/${buyer.order.id}#returns$`));
    const number = `${buyer.order.number}-R1`;
    await page.getByText(`Return ${number} requested`).waitFor();
    await returns.getByText(`Estimated refund ${total}`).waitFor();

    // The operator works the queue.
    await page.context().clearCookies();
    await signIn(page, operatorEmail(), "/admin/returns");
    await page.getByRole("link", { name: number }).click();
    await page.getByRole("heading", { name: new RegExp(number) }).waitFor();
    await hydrated(page);
    await page.getByRole("button", { name: "Approve" }).click();
    await page.getByText(`Return ${number} approved; the buyer is mailed the prepaid label`).waitFor();
    await page.getByRole("button", { name: "Mark received" }).click();
    await page.getByText(`Return ${number} received; 1 unit back in stock`).waitFor();
    await page.getByRole("button", { name: `Refund ${total}` }).click();
    await page.getByRole("button", { name: `Yes, refund ${total}` }).click();
    await page.getByText(`Return ${number} refunded ${total}`).waitFor();

    // The fit reports count the return against the part and the Camry, with the buyer's note.
    // The report lists pairs with the most "No" first: find the page that holds this one.
    let reportPage = 1;
    for (; ; reportPage++) {
      const list = await api<{ pages: number; reports: Array<{ product: { id: number }; vehicle: { slug: string } }> }>(
        `/api/admin/fit-reports?page=${reportPage}`,
        { token: operator },
      );
      if (list.reports.some((r) => r.product.id === pads.id && r.vehicle.slug === CAMRY)) break;
      if (reportPage >= list.pages) throw new Error("the returned pads are not in the fit reports");
    }
    await page.goto(`/admin/fit-reports?page=${reportPage}`);
    const row = page.getByRole("row").filter({ hasText: pads.title }).filter({ hasText: "2018 Toyota Camry" });
    await row.getByText(/returned as doesn.t fit/).waitFor();
    await page.getByText("The caliper bracket on my car is different.").first().waitFor();

    // The buyer sees the refund and the label.
    await page.context().clearCookies();
    await signIn(page, buyer.email, `/profile/orders/${buyer.order.id}`);
    await returns.getByText(`Refunded ${total}`).waitFor();
    const label = returns.getByRole("link", { name: "Print return label" });
    const href = await label.getAttribute("href");
    expect(href).toMatch(/\/api\/orders\/\d+\/returns\/\d+\/label$/);
    const pdf = await page.request.get(href ?? "");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await page.getByText(`Refunded for returns`).waitFor();
  });
});
